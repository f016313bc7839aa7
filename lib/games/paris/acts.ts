/**
 * Shared, frozen action objects: every list the engine makes reuses these instead of allocating
 * new objects for each state (random playouts and bot search list millions of actions). Actions
 * are plain immutable values, so one object can stand in every list; the gate matches by
 * identity first, then by canonical JSON.
 */
import type { ParisAction, Via } from './types';
import { ARC, BUILDING_SITES, DISTRICT_COUNT, END_TILES, ITEMS, SITES, SLOTS, TRACK_END, VIA } from './types';
import { VP_TILES } from './tables/vptiles';
import type { TileRef } from './items';

type Of<T extends ParisAction['type']> = Extract<ParisAction, { type: T }>;
const frozen = <A extends ParisAction>(a: A): A => Object.freeze(a);

export const PASS: Of<'pass'> = frozen({ type: 'pass' });
export const END_TURN: Of<'endTurn'> = frozen({ type: 'endTurn' });
export const SKIP_BONUS: Of<'skipBonus'> = frozen({ type: 'skipBonus' });

const DRAW = [0, 1, 2].map((stack) => frozen({ type: 'draw' as const, stack }));
const PLACE_TILE = Array.from({ length: DISTRICT_COUNT }, (_, district) => frozen({ type: 'placeTile' as const, district }));
const PLACE_KEY: Of<'placeKey'>[] = [];
for (let at = 0; at < DISTRICT_COUNT; at++) PLACE_KEY[at] = frozen({ type: 'placeKey', at });
PLACE_KEY[ARC] = frozen({ type: 'placeKey', at: ARC });
const TAKE_END = END_TILES.map((tile) => frozen({ type: 'takeEnd' as const, tile }));
const END_TILE = END_TILES.map((tile) => frozen({ type: 'endTile' as const, tile }));
const BONUS_TILE = Array.from({ length: TRACK_END + 1 }, (_, tile) => frozen({ type: 'bonusTile' as const, tile }));
const TAKE_BONUS = Array.from({ length: TRACK_END + 1 }, (_, pos) => frozen({ type: 'takeBonus' as const, pos }));
const BUY = ITEMS.map((_, item) => frozen({ type: 'buy' as const, item }));
const SELL = ITEMS.map((_, item) => frozen({ type: 'sell' as const, item }));
const VP_TILE = VP_TILES.map((_, tile) => frozen({ type: 'vpTile' as const, tile }));
const SELL_TILE = new Map<TileRef, Of<'sellTile'>>();

export const drawAction = (stack: number): Of<'draw'> => DRAW[stack]!;
export const placeTileAction = (district: number): Of<'placeTile'> => PLACE_TILE[district]!;
export const placeKeyAction = (at: number): Of<'placeKey'> => PLACE_KEY[at]!;
export const takeEndAction = (i: number): Of<'takeEnd'> => TAKE_END[i]!;
export const endTileAction = (i: number): Of<'endTile'> => END_TILE[i]!;
export const bonusTileAction = (n: number): Of<'bonusTile'> => BONUS_TILE[n]!;
export const takeBonusAction = (pos: number): Of<'takeBonus'> => TAKE_BONUS[pos]!;
export const buyAction = (item: number): Of<'buy'> => BUY[item]!;
export const sellAction = (item: number): Of<'sell'> => SELL[item]!;
export const vpTileAction = (tile: number): Of<'vpTile'> => VP_TILE[tile]!;

export function sellTileAction(tile: TileRef): Of<'sellTile'> {
  let a = SELL_TILE.get(tile);
  if (a === undefined) SELL_TILE.set(tile, (a = frozen({ type: 'sellTile', tile })));
  return a;
}

// Moves: one slot per (from, to, district, build, via), filled on first use; a table per (from, to)
// pair, made when first asked, so the slots a game uses lie close together.
const FROMS = ARC + 1;
const VIAS = VIA.length + 1;
const PER_PAIR = DISTRICT_COUNT * 2 * VIAS;
const MOVES: ((Of<'move'> | undefined)[] | undefined)[] = Array.from({ length: FROMS * SITES }, () => undefined);

export function moveAction(from: number, to: number, build: boolean, district: number, via: Via | null): Of<'move'> {
  const pair = from * SITES + to;
  let slots = MOVES[pair];
  if (slots === undefined) MOVES[pair] = slots = Array.from({ length: PER_PAIR }, () => undefined);
  const key = (district * 2 + (build ? 1 : 0)) * VIAS + (via === null ? 0 : 1 + VIA.indexOf(via));
  let a = slots[key];
  if (a === undefined) slots[key] = a = frozen({ type: 'move', from, to, build, district, via });
  return a;
}

// Moves onto a building with no via tile (district = the building's): the common case, in one
// dense table so the slots a listing reads lie together.
const PLAIN_MOVES: (Of<'move'> | undefined)[] = Array.from({ length: FROMS * BUILDING_SITES }, () => undefined);

/** `moveAction(from, to, false, district of to, null)` for a building site `to`. */
export function plainMoveAction(from: number, to: number): Of<'move'> {
  const key = from * BUILDING_SITES + to;
  let a = PLAIN_MOVES[key];
  if (a === undefined) PLAIN_MOVES[key] = a = moveAction(from, to, false, (to / SLOTS) | 0, null);
  return a;
}
