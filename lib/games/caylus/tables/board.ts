/**
 * Board geometry and starting supplies (rules §2.3, §3, §7), [NIS-STD] where the rules say so.
 */
import type { BuildingId } from '../types';

export const ROAD_LENGTH = 28;
/** Neutral tiles go on spaces 1..NEUTRAL_SPACES; bailiff and provost start on the last of them. */
export const NEUTRAL_SPACES = 6;
export const START_BAILIFF = 6;
export const FIXED_BUILDINGS: readonly { readonly space: number; readonly id: BuildingId }[] = [
  { space: 7, id: 'fixedPeddler' },
  { space: 8, id: 'fixedCarpenter' },
  { space: 16, id: 'goldMine' }
];
/** Provost limits (§4.4): road spaces 1..28, at most 3 spaces per move. */
export const PROVOST_MIN = 1;
export const PROVOST_MAX = ROAD_LENGTH;
export const PROVOST_STEP = 3;

export const WORKERS = 6;
export const HOUSES = 20;
/** Starting deniers by turn-order position (3–5 players) and for both players in a 2-player game. */
export const START_MONEY = [5, 6, 6, 7, 7] as const;
export const START_MONEY_TWO = 5;
/** Starting cubes, indexed like RESOURCES: 2 food, 1 wood. */
export const START_CUBES: readonly number[] = [2, 1, 0, 0, 0];

export const INCOME_BASE = 2;
export const FIRST_PASS_BONUS = 1;
export const OWN_BUILDING_COST = 1;
export const INN_COST = 1;
/** 2-player price once the other player has passed (§7). */
export const TWO_PLAYER_PASSED_COST = 3;
export const STABLES_CIRCLES = 3;
export const CASTLE_SPACES = 5;
export const TRADING_POST_GAIN = 3;
/** Joust: 1 denier + 1 cloth for 1 favour. */
export const JOUST_MONEY = 1;
export const JOUST_CLOTH = 1;
/** Lawyer: 1 cloth + 1 denier, +2 PP (favour row d col 4: 1 cloth only). */
export const LAWYER_MONEY = 1;
export const LAWYER_CLOTH = 1;
export const LAWYER_PP = 2;
/** Visiting an opponent's building gives its owner 1 PP. */
export const VISIT_PP = 1;
/** Simplified favour variant: each favour is worth 3 PP (§8.1). */
export const SIMPLE_FAVOUR_PP = 3;
/** Final bonus (§6.3): PP per gold, non-gold cubes per PP, deniers per PP. */
export const GOLD_BONUS = 3;
export const CUBES_PER_PP = 3;
export const DENIERS_PER_PP = 4;
