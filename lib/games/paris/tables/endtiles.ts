/**
 * The 12 End Game tiles: all designed (the source lost every effect; designed-data §9). Each is
 * worth about one action (≈ 6 VP) with a situational spread, so the stack is a clock.
 */
import type { EndTile } from '../types';
import type { TileEffect } from './effects';
import { designed, type Source } from './source';

export interface EndTileData {
  readonly id: EndTile;
  readonly name: string;
  readonly effect: TileEffect;
  readonly source: Source;
}

const PAR = 'about one action (≈ 6 VP)';

/** Index i = END_TILES[i]. */
export const END_TILE_DATA: readonly EndTileData[] = [
  { id: 'E1', name: 'Vive la République', effect: { kind: 'gain', francs: 0, vp: 6 }, source: designed(`flat par: ${PAR}`) },
  { id: 'E2', name: 'Crédit Lyonnais', effect: { kind: 'gain', francs: 8, vp: 0 }, source: designed(`${PAR} in francs (8 with bonus 27)`) },
  { id: 'E3', name: 'Exposition Universelle', effect: { kind: 'gain', francs: 4, vp: 3 }, source: designed(`${PAR}, split francs/VP like bonus 12`) },
  { id: 'E4', name: 'Chantier', effect: { kind: 'resourceAny', units: 2 }, source: designed('"some End Game tiles give resources" (known); 2 of your choice like bonus 21') },
  { id: 'E5', name: "Légion d'honneur", effect: { kind: 'prestigeAny', units: 2 }, source: designed('"some End Game tiles give prestige" (known); 1–2 of your choice like bonus 19') },
  { id: 'E6', name: 'Patron of Monuments', effect: { kind: 'perLandmark', vpEach: 3 }, source: designed('3 VP per landmark occupied: a smaller bonus 29') },
  { id: 'E7', name: 'Landlord', effect: { kind: 'perPlacedKey', vpEach: 1 }, source: designed('1 VP per key on a building or landmark: strongest at 2 players') },
  { id: 'E8', name: 'Skyline', effect: { kind: 'perTopDistrict', vpEach: 3 }, source: designed('3 VP per district where you hold the highest tile (the district tie-break)') },
  { id: 'E9', name: 'Spare Key', effect: { kind: 'extraKey', price: 0, fallbackVp: 3 }, source: designed('a free spare key (bonus 13/14 at 0 francs), or 3 VP with none left') },
  { id: 'E10', name: 'Invitation', effect: { kind: 'bonusTake', fallbackVp: 3 }, source: designed('a bonus tile as after a value-1 building, or 3 VP if none can be taken') },
  { id: 'E11', name: 'Partnership', effect: { kind: 'shareOpponent' }, source: designed('one move onto an opponent-occupied tile, like bonus 16') },
  { id: 'E12', name: 'Consolidation', effect: { kind: 'stackOwn' }, source: designed('one move onto a tile you occupy, counting double, like bonus 9') }
];
