/**
 * What a seat (or a spectator, seat = null) sees. Hidden: the other players' hands (only their
 * size and the cards the Spies made public), the deck order (only its size), the cards chosen
 * at setup and for the Spies until everyone has chosen. The view carries every derived number
 * the table needs (majorities now, income, tax, visits left, costs…) so the UI recomputes no rule.
 */
import type { BelfortState, Cost, GameEvent, GuildCategory, GuildId, Phase, Prompt, PropertyId, Rules, Task, WorkerKind } from './types';
import { AREAS, KINDS, PROPERTIES, RESOURCES } from './types';
import * as propertiesTable from './tables/properties';
import * as guildsTable from './tables/guilds';
import * as economy from './tables/economy';
import * as boardTable from './tables/board';
import { districtCounts, guildOwner, markersOnBoard } from './city';
import { districtScores, gnomesOf, raceCounts, raceScores, resourceValue } from './scoring';
import { incomeOf } from './collection';
import { masterDwarves, masterElves, inHand } from './workers';
import { freeLocks } from './gnomes';
import { freeCardSpaces, guildFee } from './placement';
import { visitsAllowed, workersToActivate } from './turn';
import { handSize } from './cards';
import { spyRevealSeats } from './guild-effects';
import { controllerOf, NP3, NP4 } from './neutral';
import { promptSeats } from './flow';
import { promptText } from './describe';

const { PROPERTY_CARDS, WALL_COST } = propertiesTable;
const { GUILD_TILES } = guildsTable;
const {
  DISPLAY_SIZE, GNOME_PRICE, MONTH_LABELS, RECRUIT_PRICE, SCORE_CATEGORIES, SCORE_LABELS, SCORING_ROUNDS, SEASONS,
  TRADE_BUY, TRADE_SELL, taxForScore, taxLevel
} = economy;
const { DISTRICTS, DISTRICT_NAMES, LOCATIONS, SYMBOLS } = boardTable;

export type ByResource = { readonly [R in (typeof RESOURCES)[number]]: number };

const byResource = (c: readonly number[]): ByResource => ({ wood: c[0]!, stone: c[1]!, metal: c[2]!, gold: c[3]! });

export interface BuiltView {
  readonly card: PropertyId;
  readonly name: string;
  readonly count: number;
  readonly gnomes: number;
  readonly locks: number;
  readonly freeLocks: number;
  /** Worker spaces open for the next placement / workers standing on them now. */
  readonly openSpaces: number;
  readonly workers: number;
  readonly income: number;
}

export interface PlayerView {
  readonly seat: number;
  readonly name: string;
  readonly crest: number;
  readonly resources: ByResource;
  /** W + S + 2·M + G (the tie-break). */
  readonly resourceValue: number;
  readonly score: number;
  /** Points so far by score-sheet category (`BelfortView.scoreCategories`), summing to `score`. */
  readonly points: readonly number[];
  readonly elves: number;
  readonly dwarves: number;
  readonly masterElves: number;
  readonly masterDwarves: number;
  /** Pieces of each kind still in hand this Placement (elf, masterElf, dwarf, masterDwarf). */
  readonly inHand: { readonly [K in WorkerKind]: number };
  readonly gnomes: number;
  readonly built: readonly BuiltView[];
  readonly markers: number;
  readonly handSize: number;
  /** The hand (own seat only; null for the others). */
  readonly hand: { readonly [P in PropertyId]: number } | null;
  /** Cards of this hand everyone knows of (shown to the Spies' Guild). */
  readonly knownCards: { readonly [P in PropertyId]: number };
  readonly income: number;
  /** Tax the current score owes at the next Income & Taxes, and its level on the track. */
  readonly tax: number;
  readonly taxLevel: number;
  readonly passed: boolean;
  readonly visitsLeft: number;
  readonly hired: boolean;
  readonly conversions: number;
  readonly workersToActivate: number;
  /** Setup: has chosen the cards to keep (the choice itself is hidden). */
  readonly keepChosen: boolean;
  /** Card shown to the Spies (public once everyone has chosen; the own choice always). */
  readonly spyCard: PropertyId | null;
  readonly areas: { readonly [A in (typeof AREAS)[number]]: { readonly [K in WorkerKind]: number } };
  readonly stats: BelfortState['ps'][number]['stats'];
}

export interface NeutralView {
  readonly contestant: number;
  readonly name: string;
  readonly crest: number;
  readonly controller: number;
  readonly markers: number;
  readonly elves: number;
  readonly dwarves: number;
  /** District of the guild its Dwarf blocks (−1 before setup). */
  readonly dwarf: number;
}

export interface GuildView {
  readonly district: number;
  readonly id: GuildId;
  readonly name: string;
  readonly category: GuildCategory;
  readonly cost: ByResource;
  readonly text: string;
  readonly owner: number | null;
  readonly worker: number | null;
  /** Neutral Player (contestant) whose Dwarf blocks it. */
  readonly blockedBy: number | null;
  /** Fee the viewer would pay to place there (null for spectators). */
  readonly fee: number | null;
}

/**
 * The fixed board: every symbol (district, slot, location) and every location (what a build
 * claims, what the Wizards swap). The same for every game, so it is not in the view: the table
 * reads `BOARD_LAYOUT` from the game's entry once.
 */
export interface BoardView {
  readonly districts: readonly string[];
  readonly symbols: readonly { readonly id: number; readonly district: number; readonly slot: string; readonly location: number }[];
  readonly locations: readonly { readonly id: number; readonly kind: string; readonly card: PropertyId | null; readonly district: number; readonly symbols: readonly number[]; readonly gate: number }[];
}

export interface DistrictView {
  readonly district: number;
  readonly name: string;
  /** Markers per contestant, and the points a scoring would give now. */
  readonly markers: readonly number[];
  readonly points: readonly number[];
}

export interface BelfortView {
  readonly viewer: number | null;
  readonly players: number;
  readonly contestants: number;
  readonly rules: Rules;
  readonly round: number;
  readonly month: string;
  readonly season: string;
  readonly scoringRound: boolean;
  readonly scoringRounds: readonly number[];
  readonly phase: Phase;
  /**
   * The decision awaited: its kind, who decides, its text (key, `seat` for `{who}` — null when
   * several decide at once — and params; `text` is the English fallback), and its public details (`detail`).
   */
  readonly prompt: {
    readonly kind: string;
    readonly seats: readonly number[];
    readonly key: string;
    readonly seat: number | null;
    readonly params: Readonly<Record<string, string | number | boolean | null>>;
    readonly text: string;
    readonly detail: Prompt;
  } | null;
  readonly order: readonly number[];
  readonly crestDown: readonly boolean[];
  readonly ps: readonly PlayerView[];
  readonly neutrals: readonly NeutralView[];
  /** Score-sheet categories in the order of `PlayerView.points` (the same object in every view). */
  readonly scoreCategories: readonly { readonly category: string; readonly label: string }[];
  /** Owner (contestant) of the marker on each symbol of `BOARD_LAYOUT.symbols`, null = free. */
  readonly owner: readonly (number | null)[];
  readonly districts: readonly DistrictView[];
  /** The five guilds by district (empty while the agreed guilds are being entered). */
  readonly guilds: readonly GuildView[];
  /** Advanced, agreed guilds: the ones entered so far (before they are placed). */
  readonly agreedGuilds: readonly GuildId[];
  /** Elves, Dwarves, Gnomes per contestant and the points a scoring would give now. */
  readonly races: readonly { readonly race: string; readonly counts: readonly number[]; readonly points: readonly number[] }[];
  readonly recruit: readonly ({ readonly seat: number; readonly worker: WorkerKind } | null)[];
  readonly camp: readonly number[];
  readonly gnomeSupply: number;
  readonly deckSize: number;
  readonly display: readonly (PropertyId | null)[];
  readonly discard: { readonly [P in PropertyId]: number };
  readonly prices: {
    readonly buy: { readonly wood: number; readonly stone: number; readonly metal: number };
    readonly sell: { readonly wood: number; readonly stone: number; readonly metal: number };
    readonly gnome: number;
    readonly recruit: number;
    readonly wall: ByResource;
    readonly cards: { readonly [P in PropertyId]: ByResource };
  };
  /**
   * Where the flow stands, for the search's determinizer (determinize.ts): the phase's cursor
   * (`step`), the follow-ups queued behind the decision (`queue`: seats, reasons and public cards
   * only), the reshuffles so far, and each player's once-a-turn counters (Trading Post visits, the
   * Merchants' extra visits, Bank and Blacksmith uses). All public.
   */
  readonly flow: {
    readonly step: number;
    readonly queue: readonly Task[];
    readonly reshuffles: number;
    readonly used: readonly { readonly visits: number; readonly extraVisits: number; readonly bankUsed: number; readonly smithUsed: number }[];
  };
  readonly events: readonly GameEvent[];
}

const byProperty = (c: readonly number[]): { [P in PropertyId]: number } => ({
  pub: c[0]!, gardens: c[1]!, tower: c[2]!, inn: c[3]!, blacksmith: c[4]!, bank: c[5]!, market: c[6]!, gatehouse: c[7]!, library: c[8]!, keep: c[9]!
});
const costView = (c: Cost) => byResource(c);
const kinds = (a: readonly number[], o: number) => ({ elf: a[o]!, masterElf: a[o + 1]!, dwarf: a[o + 2]!, masterDwarf: a[o + 3]! });

const deepFreeze = <T>(x: T): T => {
  if (x !== null && typeof x === 'object') {
    for (const v of Object.values(x as object)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
};

/** Shared parts of every view (fixed for the whole game): built once, frozen. */
export const BOARD_LAYOUT: BoardView = deepFreeze({
  districts: DISTRICT_NAMES.slice(),
  symbols: SYMBOLS.map((sy) => ({ id: sy.id, district: sy.district, slot: sy.slot, location: sy.location })),
  locations: LOCATIONS.map((l) => ({ id: l.id, kind: l.kind, card: l.card, district: l.district, symbols: l.symbols.slice(), gate: l.gate }))
});
const SCORE_CATEGORY_VIEW = deepFreeze(SCORE_CATEGORIES.map((c) => ({ category: c, label: SCORE_LABELS[c] })));
const PRICES: BelfortView['prices'] = deepFreeze({
  buy: { wood: TRADE_BUY[0]!, stone: TRADE_BUY[1]!, metal: TRADE_BUY[2]! },
  sell: { wood: TRADE_SELL[0]!, stone: TRADE_SELL[1]!, metal: TRADE_SELL[2]! },
  gnome: GNOME_PRICE,
  recruit: RECRUIT_PRICE,
  wall: costView(WALL_COST),
  cards: byPropertyOf((c) => costView(PROPERTY_CARDS[c].cost))
});

function byPropertyOf<T>(f: (p: PropertyId) => T): { [P in PropertyId]: T } {
  return Object.fromEntries(PROPERTIES.map((p) => [p, f(p)])) as { [P in PropertyId]: T };
}

export function view(s: BelfortState, seat: number | null): BelfortView {
  const markers = markersOnBoard(s);
  const counts = districtCounts(s);
  const dscores = districtScores(s);
  const rcounts = raceCounts(s);
  const rscores = raceScores(s);
  const spiesOpen = spyRevealSeats(s).length > 0;
  const n = s.contestants;
  const ps: PlayerView[] = s.ps.map((p, i) => ({
    seat: i,
    name: `Player ${i + 1}`,
    crest: s.crest[i]!,
    resources: byResource(p.res),
    resourceValue: resourceValue(p),
    score: p.score,
    points: p.points.slice(),
    elves: p.elves,
    dwarves: p.dwarves,
    masterElves: masterElves(p),
    masterDwarves: masterDwarves(p),
    inHand: { elf: inHand(p, 0), masterElf: inHand(p, 1), dwarf: inHand(p, 2), masterDwarf: inHand(p, 3) },
    gnomes: gnomesOf(p),
    built: PROPERTIES.flatMap((card, t) =>
      p.built[t]! === 0
        ? []
        : [{
            card,
            name: PROPERTY_CARDS[card].name,
            count: p.built[t]!,
            gnomes: p.gnomes[t]!,
            locks: p.built[t]! * PROPERTY_CARDS[card].locks,
            freeLocks: freeLocks(p, t),
            openSpaces: PROPERTY_CARDS[card].space === 'none' ? 0 : freeCardSpaces(s, i, t) + p.onCard[t]!,
            workers: p.onCard[t]!,
            income: p.built[t]! * PROPERTY_CARDS[card].income
          }]
    ),
    markers: markers[i]!,
    handSize: handSize(p.hand),
    hand: seat === i ? byProperty(p.hand) : null,
    knownCards: byProperty(p.shown),
    income: incomeOf(p),
    tax: taxForScore(p.score),
    taxLevel: taxLevel(p.score),
    passed: s.passed[i]!,
    visitsLeft: Math.max(0, visitsAllowed(p) - p.visits),
    hired: p.hired,
    conversions: p.conversions,
    workersToActivate: workersToActivate(s, i),
    keepChosen: p.keep !== null,
    spyCard: p.spy !== null && p.spy >= 0 && (seat === i || !spiesOpen) ? PROPERTIES[p.spy]! : null,
    areas: { forest: kinds(p.areas, 0), quarry: kinds(p.areas, 4), mine: kinds(p.areas, 8), goldMine: kinds(p.areas, 12) },
    stats: p.stats
  }));
  const neutrals: NeutralView[] =
    s.players === 2
      ? [NP3, NP4].map((c, i) => ({
          contestant: c,
          name: `Neutral ${c + 1}`,
          crest: s.crest[c]!,
          controller: controllerOf(s, c),
          markers: markers[c]!,
          elves: rcounts[0]![c]!,
          dwarves: rcounts[1]![c]!,
          dwarf: s.npDwarf[i]!
        }))
      : [];
  const p = s.prompt;
  return {
    viewer: seat,
    players: s.players,
    contestants: n,
    rules: s.rules,
    round: s.round,
    month: MONTH_LABELS[s.round] ?? '',
    season: SEASONS.find((x) => x.rounds.includes(s.round))?.name ?? '',
    scoringRound: SCORING_ROUNDS.includes(s.round),
    scoringRounds: SCORING_ROUNDS,
    phase: s.phase,
    prompt: p === null ? null : { kind: p.kind, seats: promptSeats(p), ...promptText(s, p), detail: p },
    order: s.order.slice(),
    crestDown: s.crestDown.slice(),
    ps,
    neutrals,
    scoreCategories: SCORE_CATEGORY_VIEW,
    owner: s.marker.map((o) => (o >= 0 ? o : null)),
    districts: Array.from({ length: DISTRICTS }, (_, d) => ({ district: d, name: DISTRICT_NAMES[d]!, markers: counts.slice(d * n, d * n + n), points: dscores[d]! })),
    agreedGuilds: s.phase === 'guilds' ? s.guilds.slice() : [],
    guilds: (s.phase === 'guilds' ? [] : s.guilds).map((id, d) => {
      const owner = guildOwner(s, d);
      const np = s.npDwarf.indexOf(d);
      return {
        district: d,
        id,
        name: GUILD_TILES[id].name,
        category: GUILD_TILES[id].category,
        cost: costView(GUILD_TILES[id].cost),
        text: GUILD_TILES[id].text,
        owner: owner >= 0 ? owner : null,
        worker: s.guildWorker[d]! >= 0 ? s.guildWorker[d]! : null,
        blockedBy: np >= 0 ? (np === 0 ? NP3 : NP4) : null,
        fee: seat === null ? null : guildFee(s, seat, d)
      };
    }),
    races: ['elves', 'dwarves', 'gnomes'].map((race, r) => ({ race, counts: rcounts[r]!, points: rscores[r]! })),
    recruit: s.recruit.map((c) => (c < 0 ? null : { seat: c >> 2, worker: KINDS[c & 3]! })),
    camp: s.camp.slice(),
    gnomeSupply: s.gnomes,
    deckSize: s.deck.length,
    display: Array.from({ length: DISPLAY_SIZE }, (_, i) => (s.display[i]! >= 0 ? PROPERTIES[s.display[i]!]! : null)),
    discard: byProperty(s.discard),
    prices: PRICES,
    flow: {
      step: s.step,
      queue: s.queue,
      reshuffles: s.reshuffles,
      used: s.ps.map((q) => ({ visits: q.visits, extraVisits: q.extraVisits, bankUsed: q.bankUsed, smithUsed: q.smithUsed }))
    },
    events: s.events.slice()
  };
}

