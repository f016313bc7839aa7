/**
 * Shared, frozen action objects for every action whose parameters come from a small fixed set
 * (placements, trades, builds on a symbol, discards of a type…). Actions are immutable values,
 * so every state can list the same objects: most decisions then allocate nothing for their list
 * (allocation was the main cost of a random playout).
 */
import type { BelfortAction, PlaceTarget } from './types';
import { GUILDS, KINDS, PROPERTIES, RESOURCES } from './types';
import { DISTRICTS, LOCATIONS, SYMBOL_COUNT } from './tables/board';
import { DISPLAY_SIZE, MAX_PER_KIND } from './tables/economy';

const freeze = <T extends BelfortAction>(a: T): T => Object.freeze(a);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const PASS = freeze({ type: 'pass' });
export const END_TURN = freeze({ type: 'endTurn' });
export const SMITH = freeze({ type: 'smith' });
export const BANK = freeze({ type: 'bank' });
export const SKIP = freeze({ type: 'skip' });
export const CONVERT = { wood: freeze({ type: 'convert', give: 'wood' }), stone: freeze({ type: 'convert', give: 'stone' }) } as const;
export const INN = { elf: freeze({ type: 'inn', worker: 'elf' }), dwarf: freeze({ type: 'inn', worker: 'dwarf' }) } as const;
export const RECRUIT_WORKER = { elf: freeze({ type: 'recruit', take: 'elf' }), dwarf: freeze({ type: 'recruit', take: 'dwarf' }) } as const;

/** Placement targets in a fixed order: recruit, camp, guild 0–4, then each card type. */
export const TARGETS: readonly PlaceTarget[] = [
  { at: 'recruit' },
  { at: 'camp' },
  ...range(DISTRICTS).map((district): PlaceTarget => ({ at: 'guild', district })),
  ...PROPERTIES.map((card): PlaceTarget => ({ at: 'card', card }))
];
export const TARGET_RECRUIT = 0, TARGET_CAMP = 1, TARGET_GUILD = 2, TARGET_CARD = 2 + DISTRICTS;
/** PLACE[kind][target index]. */
export const PLACE: readonly (readonly BelfortAction[])[] = KINDS.map((worker) => TARGETS.map((t) => freeze({ type: 'place', worker, ...t } as BelfortAction)));

/** SEND[kind][n]: every split of n pieces of that kind over its three areas. */
export const SEND: readonly (readonly (readonly BelfortAction[])[])[] = KINDS.map((worker, kind) =>
  range(MAX_PER_KIND + 1).map((n) => {
    const own = kind < 2 ? 0 : 1; // Elves: Forest; Dwarves: Quarry (G21)
    const out: BelfortAction[] = [];
    for (let a = n; a >= 0; a--) {
      for (let b = n - a; b >= 0; b--) {
        const counts: [number, number, number, number] = [0, 0, 0, 0];
        counts[own] = a;
        counts[2] = b;
        counts[3] = n - a - b;
        out.push(freeze({ type: 'send', worker, counts }));
      }
    }
    return out;
  })
);

/** TRADE[sell + 1][buy + 1] over wood, stone, metal (−1 = none). */
const GOODS = [-1, 0, 1, 2];
export const TRADE: readonly (readonly BelfortAction[])[] = GOODS.map((sell) =>
  GOODS.map((buy) => freeze({ type: 'trade', buy: buy >= 0 ? RESOURCES[buy]! : null, sell: sell >= 0 ? RESOURCES[sell]! : null }))
);

const perType = <A extends BelfortAction>(f: (card: (typeof PROPERTIES)[number]) => A) => PROPERTIES.map((c) => freeze(f(c)));
export const HIRE = perType((card) => ({ type: 'hire', card }));
export const ACTIVATE_CARD = perType((card) => ({ type: 'activateCard', card }));
export const DISCARD = perType((card) => ({ type: 'discard', card }));
export const LOCK = perType((card) => ({ type: 'lock', card }));
export const RECRUIT_GNOME = perType((card) => ({ type: 'recruit', take: card }));
export const SPY_REVEAL = perType((card) => ({ type: 'spyReveal', card }));

const perDistrict = <A extends BelfortAction>(f: (district: number) => A) => range(DISTRICTS).map((d) => freeze(f(d)));
export const ACTIVATE_GUILD = perDistrict((district) => ({ type: 'activateGuild', district }));
export const BUY_GUILD = perDistrict((district) => ({ type: 'buyGuild', district }));
export const NP_GUILD = perDistrict((district) => ({ type: 'npGuild', district }));

const perSymbol = <A extends BelfortAction>(f: (at: number) => A) => range(SYMBOL_COUNT).map((at) => freeze(f(at)));
export const WALL = perSymbol((at) => ({ type: 'wall', at }));
export const TWIN = perSymbol((at) => ({ type: 'twin', at }));
export const WIZARDS_SIDE = perSymbol((at) => ({ type: 'wizardsSide', at }));
export const NP_PLACE = perSymbol((at) => ({ type: 'npPlace', at }));
export const ARCHITECTS = perSymbol((at) => ({ type: 'architects', at }));
/** BUILD[type][symbol] (only the symbols a card of that type can take are ever used). */
export const BUILD: readonly (readonly BelfortAction[])[] = PROPERTIES.map((card) => range(SYMBOL_COUNT).map((at) => freeze({ type: 'build', card, at })));

export const WIZARDS = LOCATIONS.map((l) => freeze({ type: 'wizards', from: l.id }));
export const WIZARDS_PAIR = LOCATIONS.map((l) => freeze({ type: 'wizardsPair', to: l.id }));

/** BUY_CARD[from], NP_CARD[from]: display slots 0–2 and the deck (3). */
export const BUY_CARD = range(DISPLAY_SIZE + 1).map((from) => freeze({ type: 'buyCard', from }));
export const NP_CARD = range(DISPLAY_SIZE + 1).map((from) => freeze({ type: 'npCard', from }));

/** CAMP[swap + 1] (−1 = keep the crest), SPY_TAKE[seat]. */
export const PICK_GUILD = Object.fromEntries(GUILDS.map((guild) => [guild, freeze({ type: 'pickGuild', guild })])) as { readonly [G in (typeof GUILDS)[number]]: BelfortAction };

export const CAMP = range(6).map((i) => freeze({ type: 'camp', swap: i === 0 ? null : i - 1 }));
export const SPY_TAKE = range(5).map((from) => freeze({ type: 'spyTake', from }));
