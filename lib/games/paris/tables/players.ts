/** Per-player starting numbers and player-count rules (paris.md §3, §6; all known). */

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const START_FRANCS = 3;
/** Keys behind the screen at the start, by player count (index = players). */
export const START_KEYS: readonly number[] = [0, 0, 10, 9, 7];
/** Spare keys of each colour in the general supply (bonus 13/14). */
export const SPARE_KEYS = 2;
/** Building tiles removed unseen at setup (base game) and the number of stacks. */
export const REMOVED_TILES = 3;
export const STACKS = 3;
/** Prestige tokens handed in at most per landmark acquisition. */
export const MAX_PRESTIGE_PER_LANDMARK = 3;
/** VP for acquiring a value-8 building, every time. */
export const VALUE8_VP = 2;
