/**
 * Helpers for the Clash tests: a fresh game, exact situations patched into it (the flow then runs
 * to the first real decision, as after an action), acting, and finding hexes by terrain. Not used
 * by the game itself.
 */
import { cloneJson } from '../../core/json';
import type { ClashAction, ClashState, Frame, PickFrame, Unit } from './types';
import { NEUTRAL, NONE } from './types';
import { clash } from './index';
import { advance } from './flow';
import type { Draft } from './state';
import { boardFor } from './board';
import { ADV } from './tables/advances';
import { ARMY, SETTLER, SHIP } from './tables/rules';

export function fresh(players = 3, options: Record<string, string | boolean> = {}, seed = 'kit'): ClashState {
  return clash.setup({ players, seed, options });
}

/** A copy of `base` changed by `patch`; the flow then settles (automatic frames, forced choices). */
export function situation(base: ClashState, patch: (d: Draft) => void): ClashState {
  const d = cloneJson(base) as Draft;
  d.events = [];
  patch(d);
  advance(d);
  return d;
}

/** Makes it `seat`'s Turn with `left` actions and nothing else on the stack. */
export function turnOf(d: Draft, seat: number, left = 3): void {
  d.phase = 'play';
  d.pos = (seat - d.first + d.players) % d.players;
  d.t = { seat, once: 0, left, taken: 0, collects: 0, drafts: 0, battles: [], wins: [], proposals: 0, truce: NONE, window: null, elFromStart: false };
  d.stack = [{ k: 'turn', seat }];
  for (const c of d.cities) c.act = 0;
}

export function give(d: Draft, seat: number, res: Partial<Record<'food' | 'ore' | 'wood' | 'ideas' | 'gold', number>>): void {
  const p = d.ps[seat]!;
  p.res = [res.food ?? 0, res.ore ?? 0, res.wood ?? 0, res.ideas ?? 0, res.gold ?? 0];
}

export function learn(d: Draft, seat: number, ...keys: (keyof typeof ADV)[]): void {
  const p = d.ps[seat]!;
  for (const k of keys) {
    const a = ADV[k];
    if (a < 24) p.a0 |= 1 << a;
    else p.a1 |= 1 << (a - 24);
  }
}

export function unlearn(d: Draft, seat: number, ...keys: (keyof typeof ADV)[]): void {
  const p = d.ps[seat]!;
  for (const k of keys) {
    const a = ADV[k];
    if (a < 24) p.a0 &= ~(1 << a);
    else p.a1 &= ~(1 << (a - 24));
  }
}

/** Reveals every region in its default orientation (terrain known; no barbarians placed). */
export function revealAll(d: Draft): void {
  const board = boardFor(d.players);
  for (let r = 0; r < board.slots; r++) revealRegion(d, r, 0);
}

export function revealRegion(d: Draft, r: number, o: number): void {
  const board = boardFor(d.players);
  d.orient[r] = o;
  d.explored |= 1 << r;
  for (let j = 0; j < 4; j++) d.ter[board.regionHexes[r]![j]!] = terrainOfTile(d.tiles[r]!, o, j);
}

import { TILE_TERRAIN } from './board';
function terrainOfTile(tile: number, o: number, j: number): number {
  return TILE_TERRAIN[tile]![o === 0 ? j : 3 - j]!;
}

/** Sets a hex's terrain directly (tests that need an exact neighbourhood). */
export function setTerrain(d: Draft, hex: number, t: number): void {
  d.ter[hex] = t;
  const board = boardFor(d.players);
  const r = board.regionOf[hex]!;
  if (r < board.slots) d.explored |= 1 << r;
}

export function hex(s: ClashState, name: string): number {
  const i = boardFor(s.players).names.indexOf(name);
  if (i < 0) throw new Error(`no hex ${name} at ${s.players} players`);
  return i;
}

export function addUnitAt(d: Draft, owner: number, kind: number, h: number, carrier = NONE): number {
  const id = d.nextId++;
  d.units.push({ id, o: owner, k: kind, h, c: carrier, f: 0 });
  return id;
}

export function addCityAt(d: Draft, owner: number, h: number, pieces: number[] = [NONE, NONE, NONE, NONE], mood = NEUTRAL): number {
  const id = d.nextId++;
  d.cities.push({ id, h, o: owner, pc: pieces.slice(), port: NONE, mood, act: 0, w: NONE });
  return id;
}

export function clearUnits(d: Draft): void {
  d.units = [];
}

export function pendingSeat(s: ClashState): number {
  const p = clash.pending(s);
  if (p.length !== 1) throw new Error(`expected one pending seat, got ${p.length}`);
  return p[0]!;
}

export function legal(s: ClashState): readonly ClashAction[] {
  return clash.actions(s, pendingSeat(s));
}

export function topFrame(s: ClashState): Frame {
  return s.stack[s.stack.length - 1]!;
}

export function pick(s: ClashState): PickFrame {
  const f = topFrame(s);
  if (f.k !== 'pick') throw new Error(`top frame is ${f.k}, not a pick`);
  return f;
}

/** The seat to act takes `a` (must be listed, compared as JSON). */
export function act(s: ClashState, a: ClashAction): ClashState {
  return clash.apply(s, pendingSeat(s), a);
}

export function has(s: ClashState, a: ClashAction): boolean {
  const k = JSON.stringify(a);
  return legal(s).some((x) => JSON.stringify(x) === k);
}

export function ofType<T extends ClashAction['type']>(s: ClashState, type: T): Extract<ClashAction, { type: T }>[] {
  return legal(s).filter((a) => a.type === type) as Extract<ClashAction, { type: T }>[];
}

export function unitsOf(s: ClashState, owner: number, kind?: number): Unit[] {
  return s.units.filter((u) => u.o === owner && (kind === undefined || u.k === kind));
}

export function eventKeys(s: ClashState): string[] {
  return s.events.map((e) => e.key);
}

/** Freezes a value and everything in it (to prove `apply` never mutates its input). */
export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as Record<string, unknown>)) deepFreeze(v);
  }
  return x;
}

export const KINDS = { SETTLER, ARMY, SHIP };

import { Rng, seedRng, type RngState } from '../../core/rng';
const RIG_CACHE = new Map<string, RngState>();
/** An RNG state whose next d6 rolls are `values` (found by trying seeds; tests only). */
export function rigDice(values: readonly number[]): RngState {
  const key = values.join(',');
  const hit = RIG_CACHE.get(key);
  if (hit) return hit;
  for (let i = 0; i < 2_000_000; i++) {
    const st = seedRng(`rig-${i}`);
    const r = new Rng(st);
    let ok = true;
    for (const v of values) if (r.below(6) + 1 !== v) {
      ok = false;
      break;
    }
    if (ok) {
      RIG_CACHE.set(key, st);
      return st;
    }
  }
  throw new Error(`no seed found for dice ${key}`);
}

/**
 * Moves a group as one Move action (or the current one): starts it from a Turn decision, then
 * walks the stages origin → destination → units. `units` null takes the largest group offered.
 */
export function moveGroup(s: ClashState, from: number, to: number, units: number[] | null = null, mode = 0, roads = 0): ClashState {
  let m = topFrame(s).k === 'turn' ? act(s, { type: 'move' }) : s;
  let f = topFrame(m);
  if (f.k === 'move' && f.from === NONE) m = act(m, { type: 'from', hex: from });
  f = topFrame(m);
  if (f.k === 'move' && f.to === NONE) m = act(m, { type: 'to', hex: to, mode, roads });
  f = topFrame(m);
  if (f.k === 'move' && f.to !== NONE) {
    const groups = legal(m).filter((a) => a.type === 'group') as { type: 'group'; units: number[] }[];
    const g = units ?? groups.reduce((x, y) => (y.units.length > x.units.length ? y : x)).units;
    m = act(m, { type: 'group', units: g });
  }
  return m;
}
