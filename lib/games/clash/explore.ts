/**
 * Exploration (rules file §4.4): revealing a region and orienting it. A region lies in its slot
 * in the default orientation (0) or turned 180° (1). Land units: (1) the entered space may not be
 * Sea; (2) Sea joins existing Sea; (3) Sea touches the board edge; the explorer chooses among what
 * is left. Ships: the region's Sea must be reachable from the ship's sea; otherwise the normal rules
 * place it and the ship stays. A region with ≥ 2 Fertile spaces brings barbarians (§4.4.1).
 */
import type { ClashState, ExploreCont } from './types';
import * as typesMod from './types';
import * as tablesRulesMod from './tables/rules';
import type { Board } from './board';
import * as boardMod from './board';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN, F_FOREST, F_MOVED, F_STOP } = typesMod;
const { BARBARIAN_SUPPLY, ARMY } = tablesRulesMod;
const { FERTILE, FOREST, MOUNTAIN, SEA, TERRAIN_NAMES, TILE_TERRAIN, boardFor } = boardMod;
const { addUnit, cityCount, countUnits, emit, unitMut } = stateMod;
const { push, pushPick } = stackMod;

/** Terrain of the hex at default position `j` of region `r` when oriented `o`. */
export function terrainIn(s: ClashState, r: number, o: number, j: number): number {
  return TILE_TERRAIN[s.tiles[r]!]![o === 0 ? j : 3 - j]!;
}

export function isExplored(s: ClashState, r: number): boolean {
  return r >= boardFor(s.players).slots || ((s.explored >> r) & 1) === 1;
}

/** Slot region of an unexplored hex, or −1. */
export function unexploredRegionOf(s: ClashState, hex: number): number {
  const r = boardFor(s.players).regionOf[hex]!;
  return isExplored(s, r) ? -1 : r;
}

function seaHexes(s: ClashState, board: Board, r: number, o: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < 4; j++) if (terrainIn(s, r, o, j) === SEA) out.push(board.regionHexes[r]![j]!);
  return out;
}

/** Rule 2: some Sea space of the region touches explored Sea outside it. */
function joinsSea(s: ClashState, board: Board, r: number, o: number): boolean {
  for (const h of seaHexes(s, board, r, o)) for (const x of board.adj[h]!) if (board.regionOf[x] !== r && s.ter[x] === SEA) return true;
  return false;
}

/** Rule 3: some Sea space of the region lies on the board edge. */
function seaOnEdge(s: ClashState, board: Board, r: number, o: number): boolean {
  return seaHexes(s, board, r, o).some((h) => board.edge[h]);
}

/** Applies rules 2 and 3 to the candidate orientations. */
function narrow(s: ClashState, board: Board, r: number, cands: number[]): number[] {
  if (cands.length < 2) return cands;
  const joins = cands.filter((o) => joinsSea(s, board, r, o));
  if (joins.length === 1) return joins;
  if (joins.length === 0) {
    const edge = cands.filter((o) => seaOnEdge(s, board, r, o));
    if (edge.length === 1) return edge;
  }
  return cands;
}

/**
 * Orientations open to a land unit entering `hex` of region `r`. `valid` is false when every
 * orientation puts Sea under the unit (G18: then the region is placed by rules 2–3 and the unit
 * stays where it was).
 */
export function landOrientations(s: ClashState, r: number, hex: number): { opts: number[]; valid: boolean } {
  const board = boardFor(s.players);
  const j = board.posOf[hex]!;
  const ok = [0, 1].filter((o) => terrainIn(s, r, o, j) !== SEA);
  if (ok.length === 0) return { opts: narrow(s, board, r, [0, 1]), valid: false };
  return { opts: narrow(s, board, r, ok), valid: true };
}

/**
 * Orientations for a ship reaching region `r` from the sea hexes `reach` (any of them adjacent to
 * the region's Sea will do). `valid` false: no orientation lets the ship in (it stays).
 */
export function shipOrientations(s: ClashState, r: number, reach: readonly number[]): { opts: number[]; valid: boolean } {
  const board = boardFor(s.players);
  const ok = [0, 1].filter((o) => seaHexes(s, board, r, o).some((h) => board.adj[h]!.some((x) => reach.includes(x))));
  if (ok.length === 0) return { opts: narrow(s, board, r, [0, 1]), valid: false };
  return { opts: narrow(s, board, r, ok), valid: true };
}

/** Orientations for a region revealed with no unit entering it (Explorer card). */
export function freeOrientations(s: ClashState, r: number): number[] {
  return narrow(s, boardFor(s.players), r, [0, 1]);
}

/** Starts an exploration: places the region if only one orientation is left, else asks the explorer. */
export function explore(d: Draft, seat: number, r: number, opts: number[], cont: ExploreCont): void {
  if (opts.length === 1) placeRegion(d, seat, r, opts[0]!, cont);
  else push(d, { k: 'orient', seat, region: r, opts, cont });
}

/** Reveals region `r` in orientation `o`, then continues the move and places barbarians. */
export function placeRegion(d: Draft, seat: number, r: number, o: number, cont: ExploreCont): void {
  const board = boardFor(d.players);
  const orient = d.orient.slice();
  orient[r] = o;
  d.orient = orient;
  d.explored |= 1 << r;
  const ter = d.ter.slice();
  for (let j = 0; j < 4; j++) ter[board.regionHexes[r]![j]!] = terrainIn(d, r, o, j);
  d.ter = ter;
  d.rev += 1;
  emit(d, 'clash.event.explore', seat, {
    region: r, terrain: board.regionHexes[r]!.map((h) => TERRAIN_NAMES[ter[h]!]!).join(', ')
  });
  let entered = -1;
  if (cont.c === 'land') entered = finishLand(d, cont, r);
  else if (cont.c === 'ship') finishShip(d, cont, r);
  // Barbarians (§4.4.1): a region with ≥ 2 Fertile spaces gets a settlement + 1 Army on a Fertile
  // space other than the one entered, chosen by the explorer.
  const fertile = board.regionHexes[r]!.filter((h) => ter[h] === FERTILE);
  if (fertile.length >= 2) {
    const sites = fertile.filter((h) => h !== entered);
    if (sites.length > 0 && cityCount(d, BARBARIAN) < BARBARIAN_SUPPLY.cities) {
      if (sites.length === 1) placeBarbarians(d, sites[0]!);
      else pushPick(d, seat, 'barbarianSite', sites, [r]);
    }
  }
}

/** Moves the exploring land units in (unless G18 left them out); returns the hex entered or −1. */
function finishLand(d: Draft, cont: Extract<ExploreCont, { c: 'land' }>, r: number): number {
  const board = boardFor(d.players);
  const t = d.ter[cont.to]!;
  if (t === SEA || board.regionOf[cont.to] !== r) {
    for (const id of cont.units) unitMut(d, id).f |= F_MOVED;
    return -1;
  }
  for (const id of cont.units) {
    const u = unitMut(d, id);
    u.h = cont.to;
    u.c = -1;
    u.f |= F_MOVED;
    if (t === MOUNTAIN) u.f |= F_STOP;
    else if (t === FOREST) u.f |= F_FOREST;
  }
  return cont.to;
}

/** Puts the exploring ships on the region's Sea next to where they came from, or leaves them. */
function finishShip(d: Draft, cont: Extract<ExploreCont, { c: 'ship' }>, r: number): void {
  const board = boardFor(d.players);
  const seas = board.regionHexes[r]!.filter((h) => d.ter[h] === SEA);
  const reach = cont.reach;
  // Along the edge (Navigation) the ship comes in where the region's Sea meets the edge.
  const target = reach.length === 0 ? -1 : cont.nav
    ? seas.find((h) => board.edge[h]) ?? -1
    : seas.find((h) => board.adj[h]!.some((x) => reach.includes(x))) ?? -1;
  for (const id of cont.units) {
    const u = unitMut(d, id);
    u.f |= F_MOVED;
    if (target >= 0) {
      u.h = target;
      for (const cargo of d.units) if (cargo.c === id) unitMut(d, cargo.id).h = target;
    }
  }
}

export function placeBarbarians(d: Draft, hex: number): void {
  d.cities.push({ id: d.nextId++, h: hex, o: BARBARIAN, pc: [-1, -1, -1, -1], port: -1, mood: 1, act: 0, w: -1 });
  if (countUnits(d, BARBARIAN, ARMY) < BARBARIAN_SUPPLY.armies) addUnit(d, BARBARIAN, ARMY, hex);
  emit(d, 'clash.event.barbariansAppear', null, { hex });
}
