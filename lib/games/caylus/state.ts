/**
 * Working copies and small state helpers. Every function here that takes a `Draft` mutates it:
 * a Draft is the private copy `apply` makes with `draftOf` (STYLE.md habit 6), never a caller's state.
 */
import type { CaylusState, FavourReason, GameEvent, PlayerState, PpSource, Resource, Task } from './types';
import * as typesMod from './types';
import * as boardTable from './tables/board';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { PP_SOURCES } = typesMod;
const { SIMPLE_FAVOUR_PP } = boardTable;

/** A state being changed inside `apply`. Fields documented "replaced" are still never mutated in place. */
export type Draft = CaylusState;

export const NOBODY = -1;

/** Index of each resource in cube arrays. */
export const RES_INDEX: { readonly [R in Resource]: number } = { food: 0, wood: 1, stone: 2, cloth: 3, gold: 4 };
export const GOLD = 4;
const SRC_INDEX = Object.fromEntries(PP_SOURCES.map((s, i) => [s, i])) as { readonly [S in PpSource]: number };

function clonePlayer(p: PlayerState): PlayerState {
  return {
    money: p.money,
    pp: p.pp,
    cubes: p.cubes.slice(),
    workers: p.workers,
    housesUsed: p.housesUsed,
    fav: p.fav.slice(),
    rowsUsed: p.rowsUsed,
    src: p.src.slice(),
    batches: p.batches
  };
}

/**
 * A working copy of `s` for one `apply`: arrays that change often are copied; fields typed as
 * replaced (readonly contents) are shared and must be reassigned, never mutated.
 */
export function draftOf(s: CaylusState): Draft {
  // Every field listed by hand: one object shape, much faster than a spread in V8.
  return {
    players: s.players,
    rules: s.rules,
    rng: s.rng,
    turn: s.turn,
    phase: s.phase,
    step: s.step,
    order: s.order.slice(),
    passed: s.passed.slice(),
    tile: s.tile.slice(),
    owner: s.owner.slice(),
    worker: s.worker.slice(),
    bailiff: s.bailiff,
    provost: s.provost,
    gate: s.gate,
    tradingPost: s.tradingPost,
    guild: s.guild,
    joust: s.joust,
    innLeft: s.innLeft,
    innRight: s.innRight,
    stables: s.stables.slice(),
    castleWorkers: s.castleWorkers,
    castle: s.castle,
    section: s.section,
    stock: s.stock,
    discarded: s.discarded,
    conversions: s.conversions,
    queue: s.queue,
    prompt: s.prompt,
    ps: s.ps.map(clonePlayer),
    events: []
  };
}

export function emit(d: Draft, key: string, seat: number | null, params: GameEvent['params'] = {}): void {
  d.events.push({ key, seat, params });
}

export function gainPP(d: Draft, seat: number, n: number, source: PpSource): void {
  const p = d.ps[seat]!;
  p.pp += n;
  p.src[SRC_INDEX[source]]! += n;
}

/** Loses up to `n` PP; PP never drop below 0 (§6.1). Returns the points actually lost. */
export function losePP(d: Draft, seat: number, n: number): number {
  const p = d.ps[seat]!;
  const lost = Math.min(n, p.pp);
  p.pp -= lost;
  p.src[SRC_INDEX.penalties]! -= lost;
  return lost;
}

export function addCubes(d: Draft, seat: number, cubes: readonly Resource[]): void {
  const c = d.ps[seat]!.cubes;
  for (const r of cubes) c[RES_INDEX[r]]! += 1;
}

/** Removes cubes; the caller has checked they are there. */
export function payCubes(d: Draft, seat: number, cubes: readonly Resource[]): void {
  const c = d.ps[seat]!.cubes;
  for (const r of cubes) c[RES_INDEX[r]]! -= 1;
}

/** True when the cube array holds every cube of the list. */
export function hasCubes(cubes: readonly number[], list: readonly Resource[]): boolean {
  const need = [0, 0, 0, 0, 0];
  for (const r of list) need[RES_INDEX[r]]! += 1;
  for (let i = 0; i < need.length; i++) if (need[i]! > cubes[i]!) return false;
  return true;
}

export function pushTaskFirst(d: Draft, task: Task): void {
  d.queue = [task, ...d.queue];
}


export function dropTask(d: Draft): void {
  d.queue = d.queue.slice(1);
}

export function returnWorkerTo(d: Draft, seat: number): void {
  d.ps[seat]!.workers += 1;
}

/** Sorts a cube list into RESOURCES order (the canonical form actions use). */
export function sortCubes(list: readonly Resource[]): Resource[] {
  return list.slice().sort((a, b) => RES_INDEX[a] - RES_INDEX[b]);
}

export function cubeRecord(cubes: readonly number[]): { [R in Resource]: number } {
  return { food: cubes[0]!, wood: cubes[1]!, stone: cubes[2]!, cloth: cubes[3]!, gold: cubes[4]! };
}


/**
 * Grants `n` royal favours. With the simplified variant each is worth 3 PP at once (§8.1);
 * otherwise each becomes a task resolved before play goes on: `first` puts them at the front
 * (a favour gained while resolving something else is chosen immediately), else at the back
 * (scorings queue their favours in turn order).
 */
export function grantFavours(d: Draft, seat: number, n: number, why: FavourReason, first: boolean): void {
  if (n <= 0) return;
  if (d.rules.simplifiedFavours) {
    gainPP(d, seat, SIMPLE_FAVOUR_PP * n, 'favours');
    emit(d, 'caylus.event.simpleFavour', seat, { favours: n, pp: SIMPLE_FAVOUR_PP * n, why });
    return;
  }
  const tasks: Task[] = Array.from({ length: n }, () => ({ k: 'favour' as const, seat, why }));
  d.queue = first ? [...tasks, ...d.queue] : [...d.queue, ...tasks];
}
