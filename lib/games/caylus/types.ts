/**
 * Caylus vocabulary (STYLE.md habit 2): `as const` tuples first, unions derived from them, then
 * the plain-JSON shapes of state, actions and views. Rules: /work/shared/rules/caylus.md.
 */
import type { RngState } from '../../core/rng';

/** Cube kinds, in the order every cube array of the state uses (index = resource). */
export const RESOURCES = ['food', 'wood', 'stone', 'cloth', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export type ByResource<T> = { readonly [R in Resource]: T };
/** The four cubes that "2 cubes" symbols, peddlers and the favour exchange allow (never gold). */
export const PLAIN_RESOURCES = ['food', 'wood', 'stone', 'cloth'] as const satisfies readonly Resource[];

/** Seat colours of the box (blue, red, green, orange, black), by seat index. */
export const COLOURS = ['blue', 'red', 'green', 'orange', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

/** The special buildings between the castle and the bridge, in activation order (§2.4). */
export const SPECIALS = ['gate', 'tradingPost', 'guild', 'joust', 'stables', 'inn'] as const;
export type Special = (typeof SPECIALS)[number];

/** Where a worker can go off the road: a special building (the inn = its left circle) or the castle. */
export const SPOTS = ['gate', 'tradingPost', 'guild', 'joust', 'stables', 'inn', 'castle'] as const;
export type Spot = (typeof SPOTS)[number];

/** Favour table rows (§2.12): a) prestige, b) deniers, c) resources, d) buildings. */
export const ROWS = ['prestige', 'deniers', 'resources', 'buildings'] as const;
export type Row = (typeof ROWS)[number];

export const SECTIONS = ['dungeon', 'walls', 'towers'] as const;
export type Section = (typeof SECTIONS)[number];

/** Tile families on the road. */
export const CATEGORIES = ['neutral', 'fixed', 'wood', 'stone', 'residence', 'prestige'] as const;
export type Category = (typeof CATEGORIES)[number];

export const BUILDING_IDS = [
  // neutral (pink), shuffled onto road spaces 1–6
  'neutralCarpenter', 'neutralQuarry', 'neutralSawmill', 'neutralFarm', 'forest', 'neutralMarketplace',
  // fixed, printed on the board
  'fixedPeddler', 'fixedCarpenter', 'goldMine',
  // wood (brown)
  'farmFood', 'farmCloth', 'quarry', 'sawmill', 'peddler', 'marketplace', 'mason', 'lawyer',
  // stone (gray); the Architect tile exists twice (§11.4)
  'stoneFarm', 'park', 'workshop', 'alchemist', 'bank', 'church', 'tailor', 'architect',
  // residence (green)
  'residence',
  // prestige (blue)
  'statue', 'theatre', 'university', 'monument', 'library', 'hotel', 'cathedral', 'granary', 'weaver'
] as const;
export type BuildingId = (typeof BUILDING_IDS)[number];

/**
 * Flow of a turn, explicit in state (STYLE.md habit 10). Phase 1 (income) takes no decision and
 * happens inside the step into `placement`.
 *  placement = phase 2, specials = phase 3, provost = phase 4, road = phase 5, castle = phase 6,
 *  endTurn = phase 7, over = final scoring done.
 */
export const PHASES = ['placement', 'specials', 'provost', 'road', 'castle', 'endTurn', 'over'] as const;
export type Phase = (typeof PHASES)[number];
/** The rulebook's phase number for each flow phase (`over` shown as 7). */
export const PHASE_NUMBER: { readonly [P in Phase]: number } = {
  placement: 2, specials: 3, provost: 4, road: 5, castle: 6, endTurn: 7, over: 7
};

/** Where prestige points came from, for the score sheet (index = source in `PlayerState.src`). */
export const PP_SOURCES = ['visits', 'buildings', 'residences', 'castle', 'favours', 'exchanges', 'penalties'] as const;
export type PpSource = (typeof PP_SOURCES)[number];

/** Why a favour was granted (shown in the prompt). */
export const FAVOUR_REASONS = ['joust', 'church', 'statue', 'theatre', 'university', 'monument', 'castle', 'dungeon', 'walls', 'towers'] as const;
export type FavourReason = (typeof FAVOUR_REASONS)[number];

export const TAILOR_OPTIONS = ['rulebook', 'tile'] as const;
export type TailorOption = (typeof TAILOR_OPTIONS)[number];
export const CHURCH_OPTIONS = ['4', '3'] as const;
export type ChurchOption = (typeof CHURCH_OPTIONS)[number];

/** The rule switches fixed at setup (from the options). */
export interface Rules {
  readonly simplifiedFavours: boolean;
  /** PP for building the Church: 4 (rulebook) or 3 (printed tile). */
  readonly churchPP: number;
  /** Tailor small exchange: rulebook 1 cloth → 2 PP, or tile 2 cloth → 4 PP. */
  readonly tailor: TailorOption;
}

// ---------------------------------------------------------------- state

/** One player's supply and tracks. Cube arrays are indexed like RESOURCES. */
export interface PlayerState {
  money: number;
  pp: number;
  cubes: number[];
  /** Workers in the personal supply (not on the board). */
  workers: number;
  /** Houses put on the board so far (the box has 20; §11.24: not limited). */
  housesUsed: number;
  /** Favour markers per row: 0 = fleur-de-lis start space, 1–5 = column. */
  fav: number[];
  /** Bit mask of favour rows used in the current phase (bit i = ROWS[i]). */
  rowsUsed: number;
  /** Prestige points by source (index = PP_SOURCES); sums to `pp`. */
  src: number[];
  /** Batches delivered in the current phase 6. */
  batches: number;
}

/** Something that interrupts the phase flow and must be settled first (favours, owner's cube). */
export type Task =
  | { readonly k: 'favour'; readonly seat: number; readonly why: FavourReason }
  | { readonly k: 'favourEffect'; readonly seat: number; readonly why: FavourReason; readonly row: Row }
  /** The owner's cube from a stone producer; `building` is kept because a waiting Lawyer
   *  conversion may turn the tile into a residence before the owner chooses. */
  | { readonly k: 'bonus'; readonly seat: number; readonly space: number; readonly building: BuildingId };

/** The decision awaited now: whose and what kind. */
export type Prompt =
  | { readonly kind: 'place'; readonly seat: number }
  | { readonly kind: 'gate'; readonly seat: number }
  | { readonly kind: 'guild'; readonly seat: number }
  | { readonly kind: 'joust'; readonly seat: number }
  | { readonly kind: 'inn'; readonly seat: number }
  | { readonly kind: 'provost'; readonly seat: number }
  | { readonly kind: 'activate'; readonly seat: number; readonly space: number }
  | { readonly kind: 'bonus'; readonly seat: number; readonly space: number; readonly building: BuildingId }
  | { readonly kind: 'castle'; readonly seat: number }
  | { readonly kind: 'favourRow'; readonly seat: number; readonly why: FavourReason }
  | { readonly kind: 'favourEffect'; readonly seat: number; readonly why: FavourReason; readonly row: Row };
export type PromptKind = Prompt['kind'];

/** A lawyer conversion paid for but waiting until the target's worker has gone home (§4.5.3). */
export interface Conversion {
  readonly space: number;
  readonly seat: number;
}

/** Automatic consequence of the last action, for the table's log (key + params, translatable). */
export interface GameEvent {
  readonly key: string;
  readonly seat: number | null;
  readonly params: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * The whole game. Plain JSON. Fields marked "replaced" are never mutated in place: a change
 * assigns a new array/object (they are shared between states); the others are copied per apply.
 */
export interface CaylusState {
  readonly players: number;
  readonly rules: Rules;
  readonly rng: RngState;
  turn: number;
  phase: Phase;
  /** Cursor inside the phase: placement = index into `order`; specials = SPECIALS index;
   *  provost = index into `passed`; road = road space; castle = index into `castleWorkers`;
   *  endTurn = 0 (move bailiff) / 1 (check section) / 2 (section scored, waiting for favours). */
  step: number;
  /** Turn order, seats first to last. */
  order: number[];
  /** Seats in passing order this turn (passing-scale spaces 1, 2, …). */
  passed: number[];
  /** Road spaces 1–28 at index 0–27: tile, owner (−1 none), worker's seat (−1 none). */
  tile: (BuildingId | null)[];
  owner: number[];
  worker: number[];
  bailiff: number;
  provost: number;
  /** Worker seat on each single-worker special (−1 none). */
  gate: number;
  tradingPost: number;
  guild: number;
  joust: number;
  innLeft: number;
  innRight: number;
  /** Stables circles 1–3 (−1 empty). */
  stables: number[];
  /** Castle worker spaces in order (seats). Replaced. */
  castleWorkers: readonly number[];
  /** Houses per castle section, seats in slot order. Replaced. */
  castle: readonly (readonly number[])[];
  /** Section under construction = number of sections already scored (3 = all). */
  section: number;
  /** Tiles left in the stock by building id. Replaced. */
  stock: Readonly<Partial<Record<BuildingId, number>>>;
  /** Neutral tiles removed from the game by lawyers. Replaced. */
  discarded: readonly BuildingId[];
  /** Pending lawyer conversions. Replaced. */
  conversions: readonly Conversion[];
  /** Interrupts, first = now. Replaced. */
  queue: readonly Task[];
  prompt: Prompt | null;
  ps: PlayerState[];
  /** Automatic consequences of the last action (a fresh list in every draft). */
  events: GameEvent[];
}

// ---------------------------------------------------------------- actions

export type Target = { readonly at: 'road'; readonly space: number } | { readonly at: Spot };

export type CaylusAction =
  // phase 2
  | { readonly type: 'pass' }
  | ({ readonly type: 'place'; readonly cost: number } & Target)
  // phase 3
  | ({ readonly type: 'gate' } & Target)
  | { readonly type: 'gateReturn' }
  | { readonly type: 'guild'; readonly by: number }
  | { readonly type: 'joust'; readonly take: boolean }
  | { readonly type: 'inn'; readonly keep: boolean }
  // phase 4
  | { readonly type: 'provost'; readonly by: number }
  // phase 5
  | { readonly type: 'produce'; readonly take: readonly Resource[] }
  | { readonly type: 'bonus'; readonly take: Resource }
  | { readonly type: 'sell'; readonly give: Resource }
  | { readonly type: 'buy'; readonly take: readonly Resource[] }
  | { readonly type: 'build'; readonly building: BuildingId; readonly pay: readonly Resource[]; readonly space: number }
  | { readonly type: 'convert'; readonly space: number }
  | { readonly type: 'exchange'; readonly option: number; readonly pay: readonly Resource[] }
  | { readonly type: 'decline' }
  // phase 6
  | { readonly type: 'deliver'; readonly cubes: readonly Resource[] }
  | { readonly type: 'castleDone' }
  // favours
  | { readonly type: 'favourRow'; readonly row: Row }
  | { readonly type: 'favour'; readonly col: number; readonly take: readonly Resource[]; readonly give: readonly Resource[] }
  | { readonly type: 'favourBuild'; readonly col: number; readonly building: BuildingId; readonly pay: readonly Resource[]; readonly space: number }
  | { readonly type: 'favourConvert'; readonly space: number }
  | { readonly type: 'favourSkip' };
export type ActionType = CaylusAction['type'];
