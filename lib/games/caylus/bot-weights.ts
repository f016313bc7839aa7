/**
 * The Caylus heuristic's weights (bot.ts holds the logic). Every value is in tenths of a prestige
 * point (PP), the unit the scorer returns. Cube and denier values slide from their "use" value
 * (what they still buy: batches, buildings, placements) to their end value (what the final bonus
 * pays, §6.3) over the last `TAPER_TURNS` turns, so the bot spends while spending pays and keeps
 * only what scores at the end.
 */

/** One PP. */
export const PP = 10;

/** Value of a loose cube while turns remain (food, wood, stone, cloth, gold): each feeds a castle batch or a building. */
export const CUBE_USE = [12, 10, 11, 10, 36];
/** Value of a loose cube at the end: 1 PP per 3 plain cubes, 3 PP per gold. */
export const CUBE_END = [3, 3, 3, 3, 30];

/**
 * Deniers: the first ones buy placements, later ones only the final bonus (1 PP per 4). Each entry
 * is [deniers up to, value per denier while turns remain]; beyond the last, `DENIER_END` (the
 * final bonus's 2.5, rounded up: the lint keeps rules code in integers).
 */
export const DENIER_TIERS: readonly (readonly [number, number])[] = [
  [4, 6],
  [10, 4]
];
export const DENIER_END = 3;

/** A castle batch held (food + 2 other kinds) while the castle has room: its PP and its share of favours. */
export const BATCH = 48;
/** A batch begun, beyond its loose cubes' values: food alone, food and one other kind. */
export const PARTIAL_BATCH = [0, 6, 16];
/** A seat with no house in the section under construction loses its penalty when it is scored: its first batch there is worth this much more, per PP of penalty. */
export const PENALTY_AVOID = 10;

/** Turns over which use values slide to end values. */
export const TAPER_TURNS = 3;
/** Turns left are estimated from the bailiff's walk to the towers' trigger (space 24), about this many spaces a turn, in tenths. */
export const BAILIFF_STEP_TENTHS = 15;
export const LAST_TRIGGER = 24;

/** Owning a building beyond its PP, per turn left (visits, production), capped at `BUILD_TURNS_CAP` turns. */
export const BUILD_PER_TURN: { readonly [id: string]: number } = {
  farmFood: 3,
  farmCloth: 3,
  quarry: 3,
  sawmill: 3,
  stoneFarm: 4,
  park: 4,
  workshop: 4,
  mason: 2,
  architect: 3,
  bank: 3,
  church: 3,
  tailor: 3,
  lawyer: 2,
  peddler: 2,
  marketplace: 2,
  alchemist: 2
};
export const BUILD_TURNS_CAP = 6;

/** Moving a favour marker on a row, for the favours still to come (prestige row first: its PP grow with the column). */
export const ROW_ADVANCE: { readonly [R in 'prestige' | 'deniers' | 'resources' | 'buildings']: number } = { prestige: 10, deniers: 2, resources: 4, buildings: 6 };
/** A royal favour gained (building a prestige building that brings one; a favour's worth at a middle column). */
export const FAVOUR = 25;
/** A residence: its PP is counted apart; the site it gives for a prestige building, while turns remain. */
export const RESIDENCE_SITE = 20;

/** Passing: nothing gained but the deniers kept; the first to pass gets one denier. */
export const PASS = 2;

/** Placement on the road: a worker beyond the provost is lost unless the provost moves; share kept per space beyond, in percent. */
export const BEYOND_PROVOST_LOSS = 18;
/** Using another player's building gives them 1 PP (visit). */
export const OTHERS_BUILDING = 6;

/** Special buildings' values (before the placement price). */
export const SPECIAL = {
  guild: 6,
  gate: 5,
  stables: 4,
  inn: 8,
  /** The joust: a favour for 1 cloth and 1 denier. */
  joust: 22,
  /** A castle worker with no batch loses 2 PP. */
  castleIdle: -40
} as const;

/** Provost: each denier spent moving it, beyond its price. */
export const PROVOST_STEP = 2;
/** An opponent's worker stranded by the provost, or activated. */
export const OPPONENT_WORKER = 6;
