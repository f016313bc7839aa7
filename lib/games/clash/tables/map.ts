/**
 * Regions and map layouts (rules file §2.3, §3; gaps G1/G2). The 2012 tiles and layout diagrams
 * are lost; these are the Monumental edition's (rules reference §8), which agree with every 2012
 * fact known (16 regular + 4 starting regions of 4 hexes, corner starts at 4 players, starting
 * sides differing only in Mountain/Forest, 4 tiles with ≥ 2 Fertile).
 *
 * Hexes are named column letter + row ("D2"). Columns B, D, F, H, J sit half a hex lower than
 * A, C, E, G, I, K. A region's four hexes are listed in tile positions 0–3: positions 0 and 3 touch
 * each other and both others; 1 and 2 do not touch. Turning a region 180° swaps 0↔3 and 1↔2.
 */
import type { Sourced } from './source';

/** Terrain letters: F Fertile, M Mountain, W Forest (wood), S Sea, B Barren. */
export type TerrainLetter = 'F' | 'M' | 'W' | 'S' | 'B';

export interface TileDef {
  readonly name: string;
  /** Terrain in tile positions 0–3. */
  readonly terrain: readonly [TerrainLetter, TerrainLetter, TerrainLetter, TerrainLetter];
}

export const MAP_SOURCE: Sourced = {
  tag: 'from-monumental',
  why: '2012 tiles and diagrams lost (G1, G2); the Monumental set matches every known 2012 fact'
};

export const REGION_TILES: readonly TileDef[] = [
  { name: 'T1', terrain: ['S', 'S', 'W', 'W'] },
  { name: 'T2', terrain: ['S', 'M', 'S', 'M'] },
  { name: 'T3', terrain: ['S', 'S', 'M', 'F'] },
  { name: 'T4', terrain: ['S', 'W', 'S', 'F'] },
  { name: 'T5', terrain: ['S', 'F', 'F', 'B'] },
  { name: 'T6', terrain: ['S', 'B', 'W', 'F'] },
  { name: 'T7', terrain: ['S', 'M', 'M', 'W'] },
  { name: 'T8', terrain: ['S', 'F', 'W', 'M'] },
  { name: 'T9', terrain: ['W', 'S', 'F', 'W'] },
  { name: 'T10', terrain: ['F', 'S', 'F', 'B'] },
  { name: 'T11', terrain: ['M', 'S', 'F', 'M'] },
  { name: 'T12', terrain: ['F', 'S', 'B', 'M'] },
  { name: 'T13', terrain: ['W', 'M', 'F', 'M'] },
  { name: 'T14', terrain: ['F', 'F', 'F', 'W'] },
  { name: 'T15', terrain: ['F', 'M', 'W', 'F'] },
  { name: 'T16', terrain: ['M', 'W', 'M', 'B'] }
];

/** A starting region placed on the map: the hex of each of its four spaces. */
export interface StartDef {
  readonly fertile: string;
  readonly mountain: string;
  readonly forest: string;
  readonly barren: string;
}

export interface LayoutDef {
  /** Starting regions in clockwise order round the board (seats sit in this order). */
  readonly starts: readonly StartDef[];
  /** Unexplored region slots: hexes of tile positions 0–3 in the default orientation. */
  readonly slots: readonly (readonly [string, string, string, string])[];
}

const S = (fertile: string, mountain: string, forest: string, barren: string): StartDef => ({ fertile, mountain, forest, barren });

export const LAYOUTS: { readonly [players: number]: LayoutDef } = {
  2: {
    starts: [S('D2', 'E2', 'C2', 'D1'), S('D7', 'C8', 'E8', 'D8')],
    slots: [
      ['B2', 'A3', 'C3', 'B3'], ['F2', 'E3', 'G3', 'F3'], ['D3', 'C4', 'E4', 'D4'], ['B4', 'A5', 'C5', 'B5'],
      ['F4', 'E5', 'G5', 'F5'], ['D5', 'C6', 'E6', 'D6'], ['B6', 'A7', 'C7', 'B7'], ['F6', 'E7', 'G7', 'F7']
    ]
  },
  3: {
    // Monumental P1 (top), P3 (bottom right), P2 (bottom left): clockwise.
    starts: [S('E4', 'F3', 'D3', 'E3'), S('G8', 'G9', 'H7', 'H8'), S('B7', 'A7', 'B8', 'A8')],
    slots: [
      ['C2', 'B2', 'D2', 'C3'], ['B5', 'B4', 'A6', 'A5'], ['D4', 'C4', 'D5', 'C5'], ['F5', 'F4', 'E6', 'E5'],
      ['H4', 'G4', 'H5', 'G5'], ['C6', 'B6', 'D6', 'C7'], ['G6', 'F6', 'H6', 'G7'], ['J7', 'J6', 'I8', 'I7'],
      ['D8', 'D7', 'C9', 'C8'], ['F7', 'E7', 'F8', 'E8'], ['B9', 'A9', 'B10', 'A10'], ['E9', 'D9', 'F9', 'E10']
    ]
  },
  4: {
    // Monumental P1 (NW), P2 (NE), P4 (SE), P3 (SW): clockwise.
    starts: [S('C2', 'D1', 'B1', 'C1'), S('I2', 'H1', 'J1', 'I1'), S('I8', 'H8', 'J8', 'I9'), S('C8', 'D8', 'B8', 'C9')],
    slots: [
      ['B3', 'A4', 'C4', 'B4'], ['B5', 'A6', 'C6', 'B6'], ['D2', 'C3', 'E3', 'D3'], ['D4', 'C5', 'E5', 'D5'],
      ['D6', 'C7', 'E7', 'D7'], ['F1', 'E2', 'G2', 'F2'], ['F3', 'E4', 'G4', 'F4'], ['F5', 'E6', 'G6', 'F6'],
      ['F7', 'E8', 'G8', 'F8'], ['H2', 'G3', 'I3', 'H3'], ['H4', 'G5', 'I5', 'H5'], ['H6', 'G7', 'I7', 'H7'],
      ['J3', 'I4', 'K4', 'J4'], ['J5', 'I6', 'K6', 'J6']
    ]
  }
};

export const SEATING_SOURCE: Sourced = {
  tag: 'designed',
  why: 'seats follow the starting regions clockwise (play passes left); 4 players: random rotation (source: random seating)'
};
