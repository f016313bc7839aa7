/**
 * The castle's three sections (rules §2.11, §4.6, §4.7): spaces, PP per batch, the bailiff's
 * trigger space, the scoring table by houses in the section, and the favour columns opened.
 */
import type { Section } from '../types';

export interface SectionDef {
  readonly id: Section;
  readonly name: string;
  readonly spaces: number;
  readonly ppPerBatch: number;
  /** Road space that triggers the scoring when the bailiff reaches or passes it. */
  readonly trigger: number;
  /** PP lost with 0 houses in the section. */
  readonly penalty: number;
  /** Favours by number of houses, index = houses (the last entry covers every larger count). */
  readonly favours: readonly number[];
  /** Highest favour column open once this section has been scored. */
  readonly opensColumn: number;
}

export const CASTLE: readonly SectionDef[] = [
  { id: 'dungeon', name: 'Dungeon', spaces: 6, ppPerBatch: 5, trigger: 12, penalty: 2, favours: [0, 0, 1], opensColumn: 4 },
  { id: 'walls', name: 'Walls', spaces: 10, ppPerBatch: 4, trigger: 18, penalty: 3, favours: [0, 0, 1, 2, 2, 3], opensColumn: 5 },
  { id: 'towers', name: 'Towers', spaces: 14, ppPerBatch: 3, trigger: 24, penalty: 4, favours: [0, 0, 1, 1, 2, 2, 3], opensColumn: 5 }
];

/** Columns open before the Dungeon is scored. */
export const START_COLUMNS = 2;
/** A castle worker delivering nothing loses 2 PP (§4.6.5). */
export const CASTLE_IDLE_PENALTY = 2;

/** Favours for `houses` houses in section `i`. */
export function sectionFavours(i: number, houses: number): number {
  const f = CASTLE[i]!.favours;
  return f[Math.min(houses, f.length - 1)]!;
}

/** The highest open favour column when `scored` sections have been scored. */
export function openColumns(scored: number): number {
  return scored === 0 ? START_COLUMNS : CASTLE[Math.min(scored, CASTLE.length) - 1]!.opensColumn;
}
