/**
 * The resource and prestige tiles a player may hold (bonus 2/3/4/8/10/19/21, End Game E4/E5),
 * read from the effect tables, plus the small bit tricks over held tiles. A "tile ref" is a bonus
 * number (1–30) or an End Game tile id ('E4').
 */
import type { EndTile, PlayerState } from './types';
import { END_TILES } from './types';
import { BONUS_TILES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import type { TileEffect } from './tables/effects';

export type TileRef = number | EndTile;

export interface ItemTile {
  readonly ref: TileRef;
  /** Bonus tile number, or -1 for an End Game tile. */
  readonly bonus: number;
  /** End Game tile index, or -1 for a bonus tile. */
  readonly end: number;
  /** Type index (RESOURCES or PRESTIGE order) for a one-type tile, -1 for a wildcard. */
  readonly type: number;
  readonly units: number;
}

function itemTiles(kind: 'resource' | 'prestige'): ItemTile[] {
  const out: ItemTile[] = [];
  const add = (ref: TileRef, bonus: number, end: number, e: TileEffect) => {
    if (kind === 'resource' && e.kind === 'resource') out.push({ ref, bonus, end, type: e.resource, units: 1 });
    if (kind === 'resource' && e.kind === 'resourceAny') out.push({ ref, bonus, end, type: -1, units: e.units });
    if (kind === 'prestige' && e.kind === 'prestigeAny') out.push({ ref, bonus, end, type: -1, units: e.units });
  };
  for (const t of BONUS_TILES) add(t.number, t.number, -1, t.effect);
  END_TILE_DATA.forEach((t, i) => add(t.id, -1, i, t.effect));
  return out;
}

/** Every tile that counts as resources (one-type first, then wildcards), in bonus-number then End Game order. */
export const RESOURCE_TILES: readonly ItemTile[] = itemTiles('resource');
export const PRESTIGE_TILES: readonly ItemTile[] = itemTiles('prestige');

export function holdsTile(p: PlayerState, t: ItemTile): boolean {
  return t.bonus > 0 ? ((p.bonus >> t.bonus) & 1) === 1 : ((p.endTiles >> t.end) & 1) === 1;
}

/** The held tiles among `tiles`. */
export function heldTiles(p: PlayerState, tiles: readonly ItemTile[]): ItemTile[] {
  const out: ItemTile[] = [];
  for (const t of tiles) if (holdsTile(p, t)) out.push(t);
  return out;
}

export function endIndex(id: EndTile): number {
  return END_TILES.indexOf(id);
}

/** The effect of a bonus tile number or End Game tile id. */
export function tileEffect(ref: TileRef): TileEffect {
  return typeof ref === 'number' ? BONUS_TILES[ref - 1]!.effect : END_TILE_DATA[endIndex(ref)]!.effect;
}

/** Reference order for canonical lists: bonus numbers ascending, then End Game tiles. */
export function refOrder(ref: TileRef): number {
  return typeof ref === 'number' ? ref : 100 + endIndex(ref);
}
