/**
 * Card data (rules §2.7–2.11), first edition. Data only; the compiled lookup tables are in
 * catalog.ts. Costs, effects, thresholds and chains are the standard published values the
 * rules file lists (§0.2): keep this file identical to its tables.
 */
import type { Colour, Resource, ScienceSymbol } from './types';

export type CardEffect =
  /** Fixed production, every round (1 unit, or 2 for Sawmill/Quarry/Brickyard/Foundry). */
  | { readonly kind: 'produce'; readonly resources: readonly Resource[] }
  /** One unit of one of `resources` per round; `sellable` false for Forum and Caravansery. */
  | { readonly kind: 'choice'; readonly resources: readonly Resource[]; readonly sellable: boolean }
  | { readonly kind: 'vp'; readonly vp: number }
  | { readonly kind: 'science'; readonly symbol: ScienceSymbol }
  | { readonly kind: 'shields'; readonly shields: number }
  /** Tavern: coins once, when built. */
  | { readonly kind: 'coins'; readonly coins: number }
  /** Trading Posts and Marketplace: 1 coin per unit of these goods from that side. */
  | { readonly kind: 'discount'; readonly goods: 'raw' | 'manufactured'; readonly from: 'left' | 'right' | 'both' }
  /** Vineyard, Bazar: coins once per card of `colour` in own city and both neighbours. */
  | { readonly kind: 'coinsPerCard'; readonly colour: Colour; readonly coins: number }
  /** Haven, Lighthouse, Chamber of Commerce, Arena: coins once when built, and VP at the end, per own item. */
  | { readonly kind: 'commerce'; readonly counts: 'brown' | 'grey' | 'yellow' | 'stages'; readonly coins: number; readonly vp: number }
  /** Guilds counting the two neighbours' cards of one colour. */
  | { readonly kind: 'neighbourCards'; readonly colour: Colour; readonly vp: number }
  | { readonly kind: 'neighbourDefeats'; readonly vp: number }
  /** Shipowners: own Brown, Grey and Purple cards (itself included). */
  | { readonly kind: 'ownCards'; readonly colours: readonly Colour[]; readonly vp: number }
  /** Builders: stages in own city and both neighbours. */
  | { readonly kind: 'allStages'; readonly vp: number }
  /** Scientists: one science symbol of the owner's choice at the end. */
  | { readonly kind: 'scienceWild' };

export interface CardDef {
  /** Stable key used in actions and views (kebab-case English name). */
  readonly id: string;
  readonly name: string;
  readonly colour: Colour;
  /** Coin cost, paid to the bank. */
  readonly coins: number;
  /** Resource cost, one entry per unit. */
  readonly cost: readonly Resource[];
  /** Ids of the earlier-Age structures that make this card free (chain). */
  readonly chainFrom: readonly string[];
  readonly effect: CardEffect;
}

const W = 'wood', S = 'stone', C = 'clay', O = 'ore', G = 'glass', T = 'textile', P = 'papyrus';

function card(id: string, name: string, colour: Colour, cost: readonly Resource[] | number, effect: CardEffect, chainFrom: readonly string[] = []): CardDef {
  return typeof cost === 'number'
    ? { id, name, colour, coins: cost, cost: [], chainFrom, effect }
    : { id, name, colour, coins: 0, cost, chainFrom, effect };
}
const produce = (...resources: Resource[]): CardEffect => ({ kind: 'produce', resources });
const choice = (...resources: Resource[]): CardEffect => ({ kind: 'choice', resources, sellable: true });
const vp = (n: number): CardEffect => ({ kind: 'vp', vp: n });
const shields = (n: number): CardEffect => ({ kind: 'shields', shields: n });
const science = (symbol: ScienceSymbol): CardEffect => ({ kind: 'science', symbol });
const neighbours = (colour: Colour, n: number): CardEffect => ({ kind: 'neighbourCards', colour, vp: n });

/** Every card name of the game, one definition per name (Loom/Glassworks/Press serve Ages I and II). */
export const CARDS: readonly CardDef[] = [
  // Age I (§2.7)
  card('lumber-yard', 'Lumber Yard', 'brown', [], produce(W)),
  card('stone-pit', 'Stone Pit', 'brown', [], produce(S)),
  card('clay-pool', 'Clay Pool', 'brown', [], produce(C)),
  card('ore-vein', 'Ore Vein', 'brown', [], produce(O)),
  card('tree-farm', 'Tree Farm', 'brown', 1, choice(W, C)),
  card('excavation', 'Excavation', 'brown', 1, choice(S, C)),
  card('clay-pit', 'Clay Pit', 'brown', 1, choice(C, O)),
  card('timber-yard', 'Timber Yard', 'brown', 1, choice(S, W)),
  card('forest-cave', 'Forest Cave', 'brown', 1, choice(W, O)),
  card('mine', 'Mine', 'brown', 1, choice(S, O)),
  card('loom', 'Loom', 'grey', [], produce(T)),
  card('glassworks', 'Glassworks', 'grey', [], produce(G)),
  card('press', 'Press', 'grey', [], produce(P)),
  card('pawnshop', 'Pawnshop', 'blue', [], vp(3)),
  card('baths', 'Baths', 'blue', [S], vp(3)),
  card('altar', 'Altar', 'blue', [], vp(2)),
  card('theater', 'Theater', 'blue', [], vp(2)),
  card('tavern', 'Tavern', 'yellow', [], { kind: 'coins', coins: 5 }),
  card('east-trading-post', 'East Trading Post', 'yellow', [], { kind: 'discount', goods: 'raw', from: 'right' }),
  card('west-trading-post', 'West Trading Post', 'yellow', [], { kind: 'discount', goods: 'raw', from: 'left' }),
  card('marketplace', 'Marketplace', 'yellow', [], { kind: 'discount', goods: 'manufactured', from: 'both' }),
  card('stockade', 'Stockade', 'red', [W], shields(1)),
  card('barracks', 'Barracks', 'red', [O], shields(1)),
  card('guard-tower', 'Guard Tower', 'red', [C], shields(1)),
  card('apothecary', 'Apothecary', 'green', [T], science('compass')),
  card('workshop', 'Workshop', 'green', [G], science('gear')),
  card('scriptorium', 'Scriptorium', 'green', [P], science('tablet')),
  // Age II (§2.8)
  card('sawmill', 'Sawmill', 'brown', 1, produce(W, W)),
  card('quarry', 'Quarry', 'brown', 1, produce(S, S)),
  card('brickyard', 'Brickyard', 'brown', 1, produce(C, C)),
  card('foundry', 'Foundry', 'brown', 1, produce(O, O)),
  card('aqueduct', 'Aqueduct', 'blue', [S, S, S], vp(5), ['baths']),
  card('temple', 'Temple', 'blue', [W, C, G], vp(3), ['altar']),
  card('statue', 'Statue', 'blue', [W, O, O], vp(4), ['theater']),
  card('courthouse', 'Courthouse', 'blue', [C, C, T], vp(4), ['scriptorium']),
  card('forum', 'Forum', 'yellow', [C, C], { kind: 'choice', resources: [G, T, P], sellable: false }, ['east-trading-post', 'west-trading-post']),
  card('caravansery', 'Caravansery', 'yellow', [W, W], { kind: 'choice', resources: [W, S, C, O], sellable: false }, ['marketplace']),
  card('vineyard', 'Vineyard', 'yellow', [], { kind: 'coinsPerCard', colour: 'brown', coins: 1 }),
  card('bazar', 'Bazar', 'yellow', [], { kind: 'coinsPerCard', colour: 'grey', coins: 2 }),
  card('walls', 'Walls', 'red', [S, S, S], shields(2)),
  card('training-ground', 'Training Ground', 'red', [W, O, O], shields(2)),
  card('stables', 'Stables', 'red', [W, C, O], shields(2), ['apothecary']),
  card('archery-range', 'Archery Range', 'red', [W, W, O], shields(2), ['workshop']),
  card('dispensary', 'Dispensary', 'green', [O, O, G], science('compass'), ['apothecary']),
  card('laboratory', 'Laboratory', 'green', [C, C, P], science('gear'), ['workshop']),
  card('library', 'Library', 'green', [S, S, T], science('tablet'), ['scriptorium']),
  card('school', 'School', 'green', [W, P], science('tablet')),
  // Age III (§2.9)
  card('pantheon', 'Pantheon', 'blue', [C, C, O, G, T, P], vp(7), ['temple']),
  card('gardens', 'Gardens', 'blue', [W, C, C], vp(5), ['statue']),
  card('town-hall', 'Town Hall', 'blue', [S, S, O, G], vp(6)),
  card('palace', 'Palace', 'blue', [W, S, C, O, G, T, P], vp(8)),
  card('senate', 'Senate', 'blue', [W, W, S, O], vp(6), ['library']),
  card('haven', 'Haven', 'yellow', [W, O, T], { kind: 'commerce', counts: 'brown', coins: 1, vp: 1 }, ['forum']),
  card('lighthouse', 'Lighthouse', 'yellow', [S, G], { kind: 'commerce', counts: 'yellow', coins: 1, vp: 1 }, ['caravansery']),
  card('chamber-of-commerce', 'Chamber of Commerce', 'yellow', [C, C, P], { kind: 'commerce', counts: 'grey', coins: 2, vp: 2 }),
  card('arena', 'Arena', 'yellow', [S, S, O], { kind: 'commerce', counts: 'stages', coins: 3, vp: 1 }, ['dispensary']),
  card('fortifications', 'Fortifications', 'red', [S, O, O, O], shields(3), ['walls']),
  card('circus', 'Circus', 'red', [S, S, S, O], shields(3), ['training-ground']),
  card('arsenal', 'Arsenal', 'red', [W, W, O, T], shields(3)),
  card('siege-workshop', 'Siege Workshop', 'red', [W, C, C, C], shields(3), ['laboratory']),
  card('lodge', 'Lodge', 'green', [C, C, T, P], science('compass'), ['dispensary']),
  card('observatory', 'Observatory', 'green', [O, O, G, T], science('gear'), ['laboratory']),
  card('university', 'University', 'green', [W, W, G, P], science('tablet'), ['library']),
  card('academy', 'Academy', 'green', [S, S, S, G], science('compass'), ['school']),
  card('study', 'Study', 'green', [W, T, P], science('gear'), ['school']),
  // Guilds (§2.9)
  card('workers-guild', 'Workers Guild', 'purple', [W, S, C, O, O], neighbours('brown', 1)),
  card('craftsmens-guild', 'Craftsmens Guild', 'purple', [S, S, O, O], neighbours('grey', 2)),
  card('traders-guild', 'Traders Guild', 'purple', [G, T, P], neighbours('yellow', 1)),
  card('philosophers-guild', 'Philosophers Guild', 'purple', [C, C, C, T, P], neighbours('green', 1)),
  card('spies-guild', 'Spies Guild', 'purple', [C, C, C, G], neighbours('red', 1)),
  card('strategists-guild', 'Strategists Guild', 'purple', [S, O, O, T], { kind: 'neighbourDefeats', vp: 1 }),
  card('shipowners-guild', 'Shipowners Guild', 'purple', [W, W, W, G, P], { kind: 'ownCards', colours: ['brown', 'grey', 'purple'], vp: 1 }),
  card('scientists-guild', 'Scientists Guild', 'purple', [W, W, O, O, P], { kind: 'scienceWild' }),
  card('magistrates-guild', 'Magistrates Guild', 'purple', [W, W, W, S, T], neighbours('blue', 1)),
  card('builders-guild', 'Builders Guild', 'purple', [S, S, C, C, G], { kind: 'allStages', vp: 1 })
];

/** Deck composition: [card id, copy thresholds] per Age (§2.7–2.9); guilds are drawn separately. */
export const AGE_DECKS: readonly (readonly (readonly [string, readonly number[]])[])[] = [
  [
    ['lumber-yard', [3, 4]], ['stone-pit', [3, 5]], ['clay-pool', [3, 5]], ['ore-vein', [3, 4]],
    ['tree-farm', [6]], ['excavation', [4]], ['clay-pit', [3]], ['timber-yard', [3]], ['forest-cave', [5]], ['mine', [6]],
    ['loom', [3, 6]], ['glassworks', [3, 6]], ['press', [3, 6]],
    ['pawnshop', [4, 7]], ['baths', [3, 7]], ['altar', [3, 5]], ['theater', [3, 6]],
    ['tavern', [4, 5, 7]], ['east-trading-post', [3, 7]], ['west-trading-post', [3, 7]], ['marketplace', [3, 6]],
    ['stockade', [3, 7]], ['barracks', [3, 5]], ['guard-tower', [3, 4]],
    ['apothecary', [3, 5]], ['workshop', [3, 7]], ['scriptorium', [3, 4]]
  ],
  [
    ['sawmill', [3, 4]], ['quarry', [3, 4]], ['brickyard', [3, 4]], ['foundry', [3, 4]],
    ['loom', [3, 5]], ['glassworks', [3, 5]], ['press', [3, 5]],
    ['aqueduct', [3, 7]], ['temple', [3, 6]], ['statue', [3, 7]], ['courthouse', [3, 5]],
    ['forum', [3, 6, 7]], ['caravansery', [3, 5, 6]], ['vineyard', [3, 6]], ['bazar', [4, 7]],
    ['walls', [3, 7]], ['training-ground', [4, 6, 7]], ['stables', [3, 5]], ['archery-range', [3, 6]],
    ['dispensary', [3, 4]], ['laboratory', [3, 5]], ['library', [3, 6]], ['school', [3, 7]]
  ],
  [
    ['pantheon', [3, 6]], ['gardens', [3, 4]], ['town-hall', [3, 5, 6]], ['palace', [3, 7]], ['senate', [3, 5]],
    ['haven', [3, 4]], ['lighthouse', [3, 6]], ['chamber-of-commerce', [4, 6]], ['arena', [3, 5, 7]],
    ['fortifications', [3, 7]], ['circus', [4, 5, 6]], ['arsenal', [3, 4, 7]], ['siege-workshop', [3, 5]],
    ['lodge', [3, 6]], ['observatory', [3, 7]], ['university', [3, 4]], ['academy', [3, 7]], ['study', [3, 5]]
  ]
];

export const GUILD_IDS: readonly string[] = [
  'workers-guild', 'craftsmens-guild', 'traders-guild', 'philosophers-guild', 'spies-guild',
  'strategists-guild', 'shipowners-guild', 'scientists-guild', 'magistrates-guild', 'builders-guild'
];

/** Victory token per Age (§2.13); a defeat is always −1. */
export const VICTORY_TOKENS: readonly number[] = [1, 3, 5];
export const DEFEAT_TOKEN = -1;
export const START_COINS = 3;
export const DISCARD_COINS = 3;
export const BASE_PRICE = 2;
export const DISCOUNT_PRICE = 1;
export const CARDS_PER_HAND = 7;
export const ROUNDS_PER_AGE = 6;
export const SET_VP = 7;
