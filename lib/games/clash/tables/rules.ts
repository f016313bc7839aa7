/**
 * Numbers of the rules: costs, caps, supplies, limits (rules file §2, §4). Values the source lost
 * are tagged; the rest are the source's.
 */
import type { Sourced } from './source';

/** Resource order everywhere in the engine (the Track's order in the source). */
export const RESOURCES = ['food', 'ore', 'wood', 'ideas', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export const FOOD = 0, ORE = 1, WOOD = 2, IDEAS = 3, GOLD = 4;
export const RESOURCE_NAMES: readonly string[] = ['Food', 'Ore', 'Wood', 'Ideas', 'Gold'];

/** Resources, levels and tokens never exceed 8 (§8.2, §8.4). */
export const TRACK_MAX = 8;
/** Food limit without Storage (§2.4). */
export const FOOD_LIMIT_NO_STORAGE = 2;
/** Dogma: at most 2 Ideas (§2.9 #45). */
export const DOGMA_IDEAS = 2;
/** Culture or Happiness level reaching one of these draws an Event (§2.4). */
export const EVENT_LEVELS: readonly number[] = [3, 5, 7];

export const ACTIONS_PER_TURN = 3;
export const TURNS_PER_ROUND = 3;
export const GROUPS_PER_MOVE = 3;
export const ARMY_STACK = 4;
export const SHIP_CAPACITY = 2;

/** Per-player supply (§2.2; ships: 4, ambiguity A13). */
export const SUPPLY = { cities: 7, piece: 7, armies: 16, settlers: 4, ships: 4 } as const;
/** Barbarian supply (§2.1). */
export const BARBARIAN_SUPPLY = { cities: 7, armies: 16 } as const;
/** Exhausted markers in the box (§2.1). */
export const EXHAUSTED_MARKERS = 4;

export const UNIT_KINDS = ['settler', 'army', 'ship'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
export const SETTLER = 0, ARMY = 1, SHIP = 2;

/** Unit costs as [food, ore, wood, ideas, gold] (G3: the standard published values). */
export const UNIT_COST: readonly (readonly number[])[] = [
  [2, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [0, 0, 2, 0, 0]
];
export const UNIT_COST_SOURCE: Sourced = { tag: 'published-2012', why: 'standard published values (G3); the Monumental code agrees' };

/** City pieces beyond the Settlement, in this order everywhere (§2.8). */
export const PIECES = ['temple', 'fortress', 'academy', 'port'] as const;
export type Piece = (typeof PIECES)[number];
export const TEMPLE = 0, FORTRESS = 1, ACADEMY = 2, PORT = 3;
export const PIECE_NAMES: readonly string[] = ['Temple', 'Fortress', 'Academy', 'Port'];
/** Increase City Size: 1 Food + 1 Ore + 1 Wood (§4.2.3 c). */
export const GROW_COST: readonly number[] = [1, 1, 1, 0, 0];
export const MAX_CITY_SIZE = 5;
/** Academy: +2 Ideas when built. */
export const ACADEMY_IDEAS = 2;

/** Victory points in half points (½ VP per advance, §5). */
export const HALF_VP = { piece: 2, advance: 1, wonder: 10, objective: 4 } as const;

/** Cultural Influence succeeds on this roll or more (4 with Conversion). */
export const CI_TARGET = 5;
export const CI_TARGET_CONVERSION = 4;
/** Combat: one hit per 5 combat value. */
export const CV_PER_HIT = 5;

/** Trade Routes: at most 4 Food per Turn, units within 2 spaces. */
export const TRADE_ROUTES_MAX = 4;
export const TRADE_ROUTES_RANGE = 2;
/** Barbarian placement and attacks reach 2 spaces (§2.11). */
export const BARBARIAN_RANGE = 2;
/** Husbandry reach. */
export const HUSBANDRY_RANGE = 2;
/** Colossus protects cities within 2 spaces. */
export const COLOSSUS_RANGE = 2;
/** Civil Liberties: +3 Mood tokens. */
export const CIVIL_LIBERTIES_MOOD = 3;

/** Trading between players (§4.10): limits that keep a Turn finite. */
export const TRADE_PROPOSALS_PER_TURN = 1;
export const TRADE_ITEMS_PER_SIDE = 3;
export const TRADE_LIMITS_SOURCE: Sourced = {
  tag: 'designed',
  why: 'the source sets no limit; one proposal per Turn and three items a side (rates up to 3:1) keep a Turn finite and short'
};

/** Game lengths (§1, §7.2, §7.4). */
export const LENGTHS = ['standard', 'short', 'roll', 'wonder'] as const;
export type Length = (typeof LENGTHS)[number];
export const ROUNDS: { readonly [L in Length]: number } = { standard: 6, short: 4, roll: 7, wonder: 7 };

/**
 * Variable end (§7.4, G14): the last five Turn spaces of the 7-Round track and the die results
 * that end the game there, as [round, turn, lowest ending roll]. Rolls of that value or more end it.
 */
export const VARIABLE_END_SPACES: readonly (readonly [number, number, number])[] = [
  [6, 2, 6],
  [6, 3, 5],
  [7, 1, 4],
  [7, 2, 3],
  [7, 3, 2]
];
export const VARIABLE_END_SOURCE: Sourced = {
  tag: 'designed',
  why: 'ranges printed on the lost track (G14): chances rise 1/6 … 5/6 over the last five Turns, so Round 7 is usually reached'
};
