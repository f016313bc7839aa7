/**
 * The Move action (rules file §4.2.4), staged: origin space → destination (with Roads or
 * Navigation) → which units. Up to 3 groups per Move action, each unit at most once; land units
 * move one space (two with Roads), ships anywhere in their connected sea (around the edge with
 * Navigation); entering foreign units or cities starts a battle, entering an unexplored region
 * explores it.
 */
import type { ClashState, MoveFrame, Unit } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import * as payMod from './pay';
import type { Need } from './types';
import type { Draft } from './state';
import * as stateMod from './state';
import * as exploreMod from './explore';
import * as combatMod from './combat';
import * as wondersMod from './wonders';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN, F_FOREST, F_FOUGHT, F_MOVED, F_STOP, NONE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { W } = tablesWondersMod;
const { ARMY, ARMY_STACK, FORTRESS, SETTLER, SHIP, SHIP_CAPACITY } = tablesRulesMod;
const { FOREST, MOUNTAIN, SEA, boardFor } = boardMod;
const { S_CULTURE, S_FOOD, S_GOLD, S_MOOD, S_ORE, canPay } = payMod;
const { cityAt, emit, has, holdings, unitMut } = stateMod;
const { explore, landOrientations, shipOrientations, terrainIn, unexploredRegionOf } = exploreMod;
const { startBattle } = combatMod;
const { wonderOwner } = wondersMod;

export const M_LAND = 0, M_SHIP = 1, M_NAV = 2, M_SHIP_EXPLORE = 3, M_NAV_EXPLORE = 4;
export const R_DOUBLE = 1, R_ORE = 2;

export interface Dest {
  hex: number;
  mode: number;
  roads: number;
}

function landMover(s: ClashState, seat: number, u: Unit): boolean {
  if (u.o !== seat || (u.f & (F_STOP | F_MOVED)) !== 0) return false;
  if (u.k === SETTLER) return true;
  return u.k === ARMY && has(s.ps[seat]!, ADV.tactics);
}

function shipMover(seat: number, u: Unit): boolean {
  return u.o === seat && u.k === SHIP && (u.f & (F_STOP | F_MOVED | F_FOUGHT)) === 0;
}

/** Land units that may move from `hex` (standing there, or aboard ships there). */
export function landMovers(s: ClashState, seat: number, hex: number): Unit[] {
  return s.units.filter((u) => u.h === hex && u.k !== SHIP && landMover(s, seat, u));
}

export function shipMovers(s: ClashState, seat: number, hex: number): Unit[] {
  return s.units.filter((u) => u.h === hex && shipMover(seat, u));
}

/** Someone else's units or city (barbarians included) at `hex`. */
export function foreignAt(s: ClashState, seat: number, hex: number): number {
  for (const u of s.units) if (u.h === hex && u.o !== seat) return u.o;
  const c = cityAt(s, hex);
  return c !== null && c.o !== seat ? c.o : NONE;
}

/** `seat` may attack `defender` at `hex` (Negotiations, Great Wall). */
function mayAttack(s: ClashState, seat: number, defender: number, hex: number): boolean {
  if (defender === BARBARIAN) return true;
  if (s.t.seat === seat && s.t.truce === defender) return false;
  if (s.ps[seat]!.truce === defender) return false;
  const c = cityAt(s, hex);
  if (c !== null && c.o === defender && c.pc[FORTRESS] !== NONE && wonderOwner(s, W.greatWall) === defender && !has(s.ps[seat]!, ADV.siegecraft)) return false;
  return true;
}

/** Armies `seat` can pay the Mausoleum for when attacking `hex` (Infinity when it does not apply). */
function mausoleumLimit(s: ClashState, seat: number, hex: number): number {
  const c = cityAt(s, hex);
  if (c === null || c.w !== W.mausoleum || c.o === seat) return 99;
  return s.ps[seat]!.mt + s.ps[seat]!.ct;
}

function ownCity(s: ClashState, seat: number, hex: number): boolean {
  const c = cityAt(s, hex);
  return c !== null && c.o === seat;
}

function freeCapacity(s: ClashState, seat: number, hex: number): number {
  let cap = 0;
  for (const u of s.units) {
    if (u.h !== hex || u.o !== seat || u.k !== SHIP) continue;
    cap += SHIP_CAPACITY - s.units.filter((x) => x.c === u.id).length;
  }
  return cap;
}

function ownArmiesOnLand(s: ClashState, seat: number, hex: number): number {
  let n = 0;
  for (const u of s.units) if (u.h === hex && u.o === seat && u.k === ARMY && u.c === NONE) n++;
  return n;
}

/** Origins of the move stage: spaces with a unit that has somewhere to go. */
export function moveOrigins(s: ClashState, seat: number, only: number): number[] {
  const hexes = new Set<number>();
  for (const u of s.units) {
    if (u.o !== seat) continue;
    if (u.k === SHIP ? shipMover(seat, u) : only === 0 && landMover(s, seat, u)) hexes.add(u.h);
  }
  return [...hexes].filter((h) => hasDestination(s, seat, h, only)).sort((a, b) => a - b);
}

/** Sea spaces a fleet at `from` reaches in its connected sea: it stops on entering foreign ships. */
export function seaReach(s: ClashState, seat: number, from: number): { reach: number[]; stops: number[] } {
  const board = boardFor(s.players);
  const seen = new Set<number>([from]);
  const queue = [from];
  const reach: number[] = [];
  const stops: number[] = [];
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const x of board.adj[h]!) {
      if (seen.has(x) || s.ter[x] !== SEA) continue;
      seen.add(x);
      if (s.units.some((u) => u.h === x && u.o !== seat && u.k === SHIP)) stops.push(x);
      else {
        reach.push(x);
        queue.push(x);
      }
    }
  }
  return { reach, stops };
}

/** Navigation: first sea or unexplored space along the edge in each direction, from the fleet's reach. */
function navigationTargets(s: ClashState, seat: number, from: number, reach: readonly number[]): number[] {
  const board = boardFor(s.players);
  const per = board.perimeter;
  const n = per.length;
  const mine = new Set([from, ...reach]);
  const group = new Set<number>(mine);
  // The whole connected sea the fleet is in (also beyond foreign ships) is "its group".
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const x of board.adj[h]!) if (!group.has(x) && s.ter[x] === SEA) {
      group.add(x);
      queue.push(x);
    }
  }
  const out = new Set<number>();
  for (let i = 0; i < n; i++) {
    if (!mine.has(per[i]!)) continue;
    for (const dir of [1, n - 1]) {
      for (let k = 1; k < n; k++) {
        const h = per[(i + dir * k) % n]!;
        if (group.has(h)) continue;
        if (s.ter[h] === 0 || s.ter[h] === SEA) {
          out.add(h);
          break;
        }
      }
    }
  }
  return [...out];
}

/**
 * Destinations from origin `from`: land moves (with Roads variants) and ship moves — only those
 * some group of units there can actually make (stacking, capacity, costs).
 */
export function destinations(s: ClashState, seat: number, from: number, only: number): Dest[] {
  return rawDestinations(s, seat, from, only).filter((x) =>
    groupOptions(s, seat, { k: 'move', seat, left: 1, from, to: x.hex, roads: x.roads, mode: x.mode, only, backs: 0 }).length > 0
  );
}

/** Some group at `from` can go somewhere (the origin is worth offering). */
export function hasDestination(s: ClashState, seat: number, from: number, only: number): boolean {
  for (const x of rawDestinations(s, seat, from, only)) {
    if (groupOptions(s, seat, { k: 'move', seat, left: 1, from, to: x.hex, roads: x.roads, mode: x.mode, only, backs: 0 }, 1).length > 0) return true;
  }
  return false;
}

function destKey(hex: number, mode: number, roads: number): number {
  return hex * 64 + mode * 8 + roads;
}

function addDest(out: Dest[], seen: Set<number>, hex: number, mode: number, roads: number): void {
  const k = destKey(hex, mode, roads);
  if (!seen.has(k)) {
    seen.add(k);
    out.push({ hex, mode, roads });
  }
}

function rawDestinations(s: ClashState, seat: number, from: number, only: number): Dest[] {
  const out: Dest[] = [];
  const board = boardFor(s.players);
  const p = s.ps[seat]!;
  const atSea = s.ter[from] === SEA;
  const movers = only === 0 ? landMovers(s, seat, from) : [];
  const key = new Set<number>();
  if (movers.length > 0) {
    const armies = movers.filter((u) => u.k === ARMY);
    const fresh = armies.filter((u) => (u.f & F_FOREST) === 0);
    const notFought = movers.filter((u) => (u.f & F_FOUGHT) === 0);
    for (const y of board.adj[from]!) {
      const t = s.ter[y]!;
      if (t === 0) {
        addDest(out, key, y, M_LAND, 0);
        continue;
      }
      if (t === SEA) {
        if (!atSea && notFought.length > 0 && freeCapacity(s, seat, y) > 0) addDest(out, key, y, M_LAND, 0);
        continue;
      }
      const foe = foreignAt(s, seat, y);
      if (foe !== NONE) {
        if (fresh.length > 0 && mayAttack(s, seat, foe, y) && mausoleumLimit(s, seat, y) > 0) addDest(out, key, y, M_LAND, 0);
        continue;
      }
      const canStack = movers.some((u) => u.k === SETTLER) || ownArmiesOnLand(s, seat, y) < ARMY_STACK;
      if (!canStack) continue;
      addDest(out, key, y, M_LAND, 0);
      // Roads' Ore: ignore the terrain entered (from or to an own city, not from a ship).
      if (!atSea && has(p, ADV.roads) && (t === MOUNTAIN || t === FOREST) && (ownCity(s, seat, from) || ownCity(s, seat, y))) addDest(out, key, y, M_LAND, R_ORE);
    }
    // Roads' Food: two spaces, from or to an own city, over explored land only.
    if (!atSea && has(p, ADV.roads)) {
      for (const y of board.adj[from]!) {
        const ty = s.ter[y]!;
        if (ty === 0 || ty === SEA || foreignAt(s, seat, y) !== NONE) continue;
        for (const z of board.adj[y]!) {
          const tz = s.ter[z]!;
          if (z === from || tz === 0 || tz === SEA || board.adj[from]!.includes(z)) continue;
          if (!(ownCity(s, seat, from) || ownCity(s, seat, z))) continue;
          const foe = foreignAt(s, seat, z);
          const battle = foe !== NONE;
          if (battle && (fresh.length === 0 || !mayAttack(s, seat, foe, z) || mausoleumLimit(s, seat, z) === 0)) continue;
          if (!battle && !movers.some((u) => u.k === SETTLER) && ownArmiesOnLand(s, seat, z) >= ARMY_STACK) continue;
          const throughMountain = ty === MOUNTAIN, throughForest = ty === FOREST;
          if (!throughMountain && !(battle && throughForest)) addDest(out, key, z, M_LAND, R_DOUBLE);
          if (throughMountain || throughForest || tz === MOUNTAIN || tz === FOREST) addDest(out, key, z, M_LAND, R_DOUBLE | R_ORE);
        }
      }
    }
    if (atSea) {
      // Disembark onto adjacent land (explored or not).
      for (const y of board.adj[from]!) {
        const t = s.ter[y]!;
        if (t === SEA) continue;
        if (t === 0) {
          addDest(out, key, y, M_LAND, 0);
          continue;
        }
        const foe = foreignAt(s, seat, y);
        if (foe !== NONE) {
          if (fresh.length > 0 && mayAttack(s, seat, foe, y) && mausoleumLimit(s, seat, y) > 0) addDest(out, key, y, M_LAND, 0);
        } else if (movers.some((u) => u.k === SETTLER) || ownArmiesOnLand(s, seat, y) < ARMY_STACK) addDest(out, key, y, M_LAND, 0);
      }
    }
  }
  if (atSea && shipMovers(s, seat, from).length > 0) {
    const { reach, stops } = seaReach(s, seat, from);
    const stopsAllowed = stops.filter((h) => {
      const foe = foreignAt(s, seat, h);
      return foe === NONE || mayAttack(s, seat, foe, h);
    });
    for (const h of [...reach, ...stopsAllowed]) addDest(out, key, h, M_SHIP, 0);
    const near = [from, ...reach];
    const regions = new Set<number>();
    for (const h of near) for (const x of board.adj[h]!) {
      const r = unexploredRegionOf(s, x);
      if (r >= 0 && !regions.has(r)) {
        regions.add(r);
        addDest(out, key, board.regionHexes[r]![0]!, M_SHIP_EXPLORE, 0);
      }
    }
    if (has(p, ADV.navigation)) {
      for (const t of navigationTargets(s, seat, from, reach)) {
        if (s.ter[t] === 0) {
          addDest(out, key, t, M_NAV_EXPLORE, 0);
          continue;
        }
        if (s.units.some((u) => u.h === t && u.o !== seat && u.k === SHIP)) {
          const foe = foreignAt(s, seat, t);
          if (mayAttack(s, seat, foe, t) && !key.has(destKey(t, M_SHIP, 0))) addDest(out, key, t, M_NAV, 0);
          continue;
        }
        const there = seaReach(s, seat, t);
        for (const h of [t, ...there.reach, ...there.stops]) if (h !== from && !key.has(destKey(h, M_SHIP, 0))) addDest(out, key, h, M_NAV, 0);
      }
    }
  }
  return out;
}

/** Cost of a group move: Roads (1 Food / 1 Ore, Gold may replace) and the Mausoleum (1 token per attacking Army). */
export function groupNeeds(s: ClashState, seat: number, to: number, roads: number, armies: number): Need[] {
  const out: Need[] = [];
  if (roads & R_DOUBLE) out.push({ n: 1, src: S_FOOD | S_GOLD });
  if (roads & R_ORE) out.push({ n: 1, src: S_ORE | S_GOLD });
  const c = cityAt(s, to);
  if (armies > 0 && c !== null && c.w === W.mausoleum && c.o !== seat && foreignAt(s, seat, to) !== NONE) out.push({ n: armies, src: S_MOOD | S_CULTURE });
  return out;
}

/** Unit classes that move interchangeably: land (kind, Forest flag, Fought flag); ships (cargo). */
function classKey(s: ClashState, u: Unit): string {
  if (u.k === SHIP) {
    let a = 0, st = 0;
    for (const x of s.units) if (x.c === u.id) (x.k === ARMY ? a++ : st++);
    return `s${a}:${st}`;
  }
  return `${u.k}:${u.f & (F_FOREST | F_FOUGHT)}`;
}

/** Every group (unit id list) that may make the staged move of frame `f` (at most `limit` of them). */
export function groupOptions(s: ClashState, seat: number, f: MoveFrame, limit = 1_000_000): number[][] {
  const shipMode = f.mode !== M_LAND;
  let cands = shipMode ? shipMovers(s, seat, f.from) : landMovers(s, seat, f.from);
  const to = f.to;
  const t = s.ter[to]!;
  const foe = shipMode ? NONE : t === SEA || t === 0 ? NONE : foreignAt(s, seat, to);
  const battle = foe !== NONE;
  const embark = !shipMode && t === SEA;
  if (embark) cands = cands.filter((u) => (u.f & F_FOUGHT) === 0);
  if (battle) cands = cands.filter((u) => u.k === SETTLER || (u.f & F_FOREST) === 0);
  // Classes, each listed by id.
  const classes = new Map<string, number[]>();
  for (const u of cands.slice().sort((a, b) => a.id - b.id)) {
    const k = classKey(s, u);
    const list = classes.get(k);
    if (list) list.push(u.id);
    else classes.set(k, [u.id]);
  }
  const keys = [...classes.keys()].sort();
  const lists = keys.map((k) => classes.get(k)!);
  const isArmy = keys.map((k) => k.charCodeAt(0) === 49); // land classes are keyed "kind:flags"; ARMY = 1
  const cap = embark ? freeCapacity(s, seat, to) : 99;
  const stackRoom = !shipMode && !embark && t !== 0 && !battle ? ARMY_STACK - ownArmiesOnLand(s, seat, to) : ARMY_STACK;
  const maus = battle ? mausoleumLimit(s, seat, to) : 99;
  const have = holdings(s.ps[seat]!);
  const out: number[][] = [];
  // Every count vector over the classes (an odometer), the lowest ids of each class moving.
  const counts = lists.map(() => 0);
  const n = lists.length;
  for (;;) {
    let i = 0;
    while (i < n && counts[i] === lists[i]!.length) counts[i++] = 0;
    if (i === n) break;
    counts[i]! += 1;
    let total = 0, armies = 0;
    for (let j = 0; j < n; j++) {
      total += counts[j]!;
      if (isArmy[j]) armies += counts[j]!;
    }
    if (!shipMode) {
      if (battle && armies === 0) continue;
      if (armies > stackRoom || armies > maus || total > cap) continue;
    }
    if (!canPay(groupNeeds(s, seat, to, f.roads, battle ? armies : 0), have)) continue;
    const ids: number[] = [];
    for (let j = 0; j < n; j++) for (let k = 0; k < counts[j]!; k++) ids.push(lists[j]![k]!);
    out.push(ids.sort((a, b) => a - b));
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Moves a paid group. Land: embark, disembark, explore, battle or a plain move with terrain
 * flags. Ships: sail (battle on foreign ships), explore (by sea or along the edge).
 */
export function executeGroup(d: Draft, seat: number, f: MoveFrame, ids: readonly number[]): void {
  const board = boardFor(d.players);
  const to = f.to;
  for (const id of ids) unitMut(d, id).f |= F_MOVED;
  emit(d, 'clash.event.move', seat, { from: f.from, to, units: ids.length, mode: f.mode, roads: f.roads });
  if (f.mode === M_SHIP_EXPLORE || f.mode === M_NAV_EXPLORE) {
    const r = board.regionOf[to]!;
    const nav = f.mode === M_NAV_EXPLORE;
    const reach = nav ? [] : [f.from, ...seaReach(d, seat, f.from).reach];
    const o = nav ? navOrientations(d, r) : shipOrientations(d, r, reach);
    explore(d, seat, r, o.opts, { c: 'ship', units: ids.slice(), reach: o.valid ? (nav ? [to] : reach) : [], nav });
    return;
  }
  if (f.mode === M_SHIP || f.mode === M_NAV) {
    for (const id of ids) {
      unitMut(d, id).h = to;
      for (const cargo of d.units) if (cargo.c === id) unitMut(d, cargo.id).h = to;
    }
    if (d.units.some((u) => u.h === to && u.o !== seat && u.k === SHIP)) {
      const def = d.units.find((u) => u.h === to && u.o !== seat && u.k === SHIP)!.o;
      startBattle(d, {
        kind: 'naval', hex: to, att: seat, def, units: ids.slice(), back: ids.map(() => f.from), backShip: ids.map(() => NONE),
        disembark: false, built: false, from: NONE, symbol: false
      });
    }
    return;
  }
  const t = d.ter[to]!;
  if (t === 0) {
    const r = board.regionOf[to]!;
    const o = landOrientations(d, r, to);
    explore(d, seat, r, o.opts, { c: 'land', units: ids.slice(), from: f.from, to: o.valid ? to : NONE, roads: 0 });
    return;
  }
  if (t === SEA) {
    // Embark: fill own ships there, those still able to sail first.
    const ships = d.units
      .filter((u) => u.h === to && u.o === seat && u.k === SHIP)
      .sort((a, b) => (shipMover(seat, a) ? 0 : 1) - (shipMover(seat, b) ? 0 : 1) || a.id - b.id);
    let k = 0;
    for (const sh of ships) {
      let room = SHIP_CAPACITY - d.units.filter((x) => x.c === sh.id).length;
      while (room > 0 && k < ids.length) {
        const u = unitMut(d, ids[k++]!);
        u.h = to;
        u.c = sh.id;
        room--;
      }
    }
    return;
  }
  const fromShip = d.ter[f.from] === SEA;
  const back: number[] = [], backShip: number[] = [];
  for (const id of ids) {
    const u = unitMut(d, id);
    back.push(u.h);
    backShip.push(u.c);
    u.h = to;
    u.c = NONE;
  }
  const foe = foreignAt(d, seat, to);
  if (foe !== NONE) {
    startBattle(d, {
      kind: 'land', hex: to, att: seat, def: foe, units: ids.slice(), back, backShip, disembark: fromShip,
      built: false, from: NONE, symbol: false
    });
    return;
  }
  if ((f.roads & R_ORE) === 0) {
    const mid = (f.roads & R_DOUBLE) !== 0 ? midHex(d, f.from, to) : NONE;
    for (const id of ids) {
      const u = unitMut(d, id);
      if (t === MOUNTAIN) u.f |= F_STOP;
      else if (t === FOREST || (mid !== NONE && d.ter[mid] === FOREST)) u.f |= F_FOREST;
    }
  }
}

/** The explored land space between `a` and `b` a Roads move passed (the first, in index order). */
function midHex(s: ClashState, a: number, b: number): number {
  const board = boardFor(s.players);
  for (const y of board.adj[a]!) if (board.adj[b]!.includes(y) && s.ter[y] !== SEA && s.ter[y] !== 0) return y;
  return NONE;
}

/** A ship sailing along the edge into region `r` at `hex`: it gets in where the region's Sea touches the edge. */
function navOrientations(s: ClashState, r: number): { opts: number[]; valid: boolean } {
  const board = boardFor(s.players);
  const ok = [0, 1].filter((o) => board.regionHexes[r]!.some((h, i) => board.edge[h] && terrainIn(s, r, o, i) === SEA));
  if (ok.length === 0) return shipOrientations(s, r, []);
  return { opts: ok, valid: true };
}

