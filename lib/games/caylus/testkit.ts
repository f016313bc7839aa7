/**
 * Helpers for the Caylus tests: build an exact situation from a fresh game, then let the flow
 * settle to the first real decision. Not used by the game itself.
 */
import { cloneJson } from '../../core/json';
import type { BuildingId, CaylusAction, CaylusState, Phase, Resource } from './types';
import { RESOURCES } from './types';
import { caylus } from './index';
import { advance } from '../../core/flow';
import { CACHE, FLOW } from './phases';
import { NOBODY, type Draft } from './state';

/** A fresh game after setup (turn 1, phase 2); `order` replaces the turn order (money is left as dealt). */
export function fresh(players: number, opts: { order?: number[]; options?: Record<string, string | boolean>; seed?: string } = {}): CaylusState {
  const s = caylus.setup({ players, seed: opts.seed ?? 'kit', options: { simplifiedFavours: false, churchPP: '4', tailor: 'rulebook', ...opts.options } });
  if (!opts.order) return s;
  return situation(s, (d) => {
    d.order = opts.order!.slice();
  });
}

/**
 * A copy of `base` changed by `patch`, with the prompt recomputed: the flow then runs any automatic
 * steps up to the first real decision, exactly as after an action.
 */
export function situation(base: CaylusState, patch: (d: Draft) => void): CaylusState {
  const d = cloneJson(base) as Draft;
  patch(d);
  d.events = [];
  d.prompt = null;
  advance(d, FLOW, CACHE);
  return d;
}

/** Puts the game at the start of `phase` (cursor 0, or space 1 for the road) with no queued task. */
export function atPhase(d: Draft, phase: Phase, step?: number): void {
  d.phase = phase;
  d.step = step ?? (phase === 'road' ? 1 : 0);
  d.queue = [];
  for (const p of d.ps) p.rowsUsed = 0;
}

export function setCubes(d: Draft, seat: number, cubes: Partial<Record<Resource, number>>): void {
  d.ps[seat]!.cubes = RESOURCES.map((r) => cubes[r] ?? 0);
}

/** Puts a tile on a road space, owned by `owner` (−1 none). */
export function putTile(d: Draft, space: number, id: BuildingId | null, owner = NOBODY): void {
  d.tile[space - 1] = id;
  d.owner[space - 1] = owner;
  if (id !== null && d.stock[id] !== undefined) d.stock = { ...d.stock, [id]: d.stock[id]! - 1 };
}

/** Puts `seat`'s worker on a road space, taking it from the supply. */
export function putWorkerOn(d: Draft, space: number, seat: number): void {
  d.worker[space - 1] = seat;
  d.ps[seat]!.workers -= 1;
}

export function seatToAct(s: CaylusState): number {
  const p = caylus.pending(s);
  if (p.length !== 1) throw new Error(`expected one pending seat, got ${p.length}`);
  return p[0]!;
}

export function legal(s: CaylusState): readonly CaylusAction[] {
  return caylus.actions(s, seatToAct(s));
}

/** The seat to act takes `a`. */
export function act(s: CaylusState, a: CaylusAction): CaylusState {
  return caylus.apply(s, seatToAct(s), a);
}

export function types(s: CaylusState): string[] {
  return legal(s).map((a) => a.type);
}

export function cubesOf(s: CaylusState, seat: number): Record<Resource, number> {
  const c = s.ps[seat]!.cubes;
  return { food: c[0]!, wood: c[1]!, stone: c[2]!, cloth: c[3]!, gold: c[4]! };
}

export function eventKeys(s: CaylusState): string[] {
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

/** Sets a player's PP (booked as castle points, so the score sheet still adds up). */
export function setPP(d: Draft, seat: number, pp: number): void {
  const p = d.ps[seat]!;
  p.pp = pp;
  p.src = [0, 0, 0, pp, 0, 0, 0];
}
