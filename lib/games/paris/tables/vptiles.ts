/** The 6 VP tiles for district majorities (paris.md §2.9, designed-data §7): VP for 1st, 2nd, 3rd. */
import { designed, known, type Source } from './source';

export interface VpTile {
  readonly id: string;
  readonly vp: readonly [number, number, number];
  readonly source: Source;
}

const PATTERN = '1st from 10 to 20 in steps of 2, 2nd = half, 3rd = quarter rounded down (reproduces both known tiles)';

export const VP_TILES: readonly VpTile[] = [
  { id: 'A', vp: [20, 10, 5], source: known('Batignolles example') },
  { id: 'B', vp: [16, 8, 4], source: known('Montmartre example') },
  { id: 'C', vp: [18, 9, 4], source: designed(`1st known (Belleville 2p example); ${PATTERN}`) },
  { id: 'D', vp: [14, 7, 3], source: designed(PATTERN) },
  { id: 'E', vp: [12, 6, 3], source: designed(PATTERN) },
  { id: 'F', vp: [10, 5, 2], source: designed(PATTERN) }
];

/** Keys on buildings and landmarks of one district that bring its VP tile (known). */
export const VP_TILE_TRIGGER = 4;
