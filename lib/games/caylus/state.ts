/**
 * Working copies and small state helpers. Every function here that takes a `Draft` mutates it:
 * a Draft is the private copy `apply` makes with `draftOf` (STYLE.md habit 6), never a caller's state.
 */
import type { CaylusState, FavourReason, GameEvent, PlayerState, PpSource, Resource, Task } from './types';
import * as typesMod from './types';
import * as boardTable from './tables/board';
import * as kitFlow from '../../core/flow';
import * as kitResources from '../../core/resources';
import type { InterruptQueue } from '../../core/flow';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { PP_SOURCES, RESOURCES } = typesMod;
const { SIMPLE_FAVOUR_PP } = boardTable;
const { interruptFirst, interruptLast } = kitFlow;
const { addInto, bagOf, removeFrom, resourceIndex } = kitResources;

/** A state being changed inside `apply`. Fields documented "replaced" are still never mutated in place. */
export type Draft = CaylusState;

export const NOBODY = -1;

/** Index of each resource in cube arrays (a player's `cubes` is a kit resource bag in RESOURCES order). */
export const RES_INDEX: { readonly [R in Resource]: number } = resourceIndex(RESOURCES);
export const GOLD = RES_INDEX.gold;

/** The interrupt queue (favours, the owner's cube), first = now: the kit's decision flow serves it first. */
export const TASKS: InterruptQueue<CaylusState, Task> = { get: (s) => s.queue, set: (d, q) => void (d.queue = q) };
const SRC_INDEX = Object.fromEntries(PP_SOURCES.map((s, i) => [s, i])) as { readonly [S in PpSource]: number };

function clonePlayer(p: PlayerState): PlayerState {
  return {
    money: p.money,
    pp: p.pp,
    cubes: p.cubes.slice(),
    workers: p.workers,
    housesUsed: p.housesUsed,
    fav: p.fav, // copied on first change (`mineArray`)
    rowsUsed: p.rowsUsed,
    src: p.src, // copied on first change (`mineArray`)
    batches: p.batches
  };
}

// Copy-on-write players: `draftOf` shares every player with the state it copies; `mine` copies a
// seat's player the first time a draft asks for it (most actions change one player or none).
let ownerDraft: Draft | null = null;
let owned = 0;

/**
 * `seat`'s player in the draft `d`, its own copy (made on first use in this draft): every change
 * to a player inside `apply` goes through here. Reading without changing may use `d.ps[seat]`.
 */
export function mine(d: Draft, seat: number): PlayerState {
  if (d !== ownerDraft) {
    // A draft made elsewhere (tests build their own): treat its players as not yet copied.
    ownerDraft = d;
    owned = 0;
  }
  const bit = 1 << seat;
  if ((owned & bit) === 0) {
    owned |= bit;
    d.ps[seat] = clonePlayer(d.ps[seat]!);
  }
  return d.ps[seat]!;
}

/** First bit of `owned` for each seat's own copy of a player array (PP by source, favour columns). */
const PLAYER_ARRAY_BIT0 = { src: 16, fav: 21 } as const;

/**
 * `seat`'s player in `d` (`mine`) with its own `key` array, copied on its first change: PP sources
 * and favour columns change far less often than the player.
 */
export function mineArray(d: Draft, seat: number, key: keyof typeof PLAYER_ARRAY_BIT0): PlayerState {
  const p = mine(d, seat);
  const bit = 1 << (PLAYER_ARRAY_BIT0[key] + seat);
  if ((owned & bit) === 0) {
    owned |= bit;
    p[key] = p[key].slice();
  }
  return p;
}

/** Board arrays a draft copies on its first change to them (`own`); bits of `owned` above the seats'. */
const ARRAY_BIT = { tile: 1 << 8, owner: 1 << 9, worker: 1 << 10, stables: 1 << 11, passed: 1 << 12 } as const;
type OwnedArray = keyof typeof ARRAY_BIT;

/** The draft's own copy of a board array (made on first use in this draft): every change to one inside `apply` goes through here. */
export function own<K extends OwnedArray>(d: Draft, key: K): Draft[K] {
  if (d !== ownerDraft) {
    ownerDraft = d;
    owned = 0;
  }
  const bit = ARRAY_BIT[key];
  if ((owned & bit) === 0) {
    owned |= bit;
    d[key] = d[key].slice() as Draft[K];
  }
  return d[key];
}

/**
 * A working copy of `s` for one `apply`: fields typed as replaced (readonly contents) are shared
 * and must be reassigned, never mutated; players and board arrays are shared too and copied on
 * first change (`mine`, `own`).
 */
export function draftOf(s: CaylusState): Draft {
  // Every field listed by hand: one object shape, much faster than a spread in V8.
  const d: Draft = {
    players: s.players,
    rules: s.rules,
    rng: s.rng,
    turn: s.turn,
    phase: s.phase,
    step: s.step,
    order: s.order,
    passed: s.passed,
    tile: s.tile,
    owner: s.owner,
    worker: s.worker,
    bailiff: s.bailiff,
    provost: s.provost,
    gate: s.gate,
    tradingPost: s.tradingPost,
    guild: s.guild,
    joust: s.joust,
    innLeft: s.innLeft,
    innRight: s.innRight,
    stables: s.stables,
    castleWorkers: s.castleWorkers,
    castle: s.castle,
    section: s.section,
    stock: s.stock,
    discarded: s.discarded,
    conversions: s.conversions,
    queue: s.queue,
    prompt: s.prompt,
    ps: s.ps.slice(),
    events: []
  };
  ownerDraft = d;
  owned = 0;
  return d;
}

export function emit(d: Draft, key: string, seat: number | null, params: GameEvent['params'] = {}): void {
  d.events.push({ key, seat, params });
}

export function gainPP(d: Draft, seat: number, n: number, source: PpSource): void {
  const p = mineArray(d, seat, 'src');
  p.pp += n;
  p.src[SRC_INDEX[source]]! += n;
}

/** Loses up to `n` PP; PP never drop below 0 (§6.1). Returns the points actually lost. */
export function losePP(d: Draft, seat: number, n: number): number {
  const p = mineArray(d, seat, 'src');
  const lost = Math.min(n, p.pp);
  p.pp -= lost;
  p.src[SRC_INDEX.penalties]! -= lost;
  return lost;
}

export function addCubes(d: Draft, seat: number, cubes: readonly Resource[]): void {
  addInto(mine(d, seat).cubes, bagOf(RESOURCES, cubes));
}

/** Removes cubes; they are there (the action was listed), else `core/resources-short`. */
export function payCubes(d: Draft, seat: number, cubes: readonly Resource[]): void {
  removeFrom(mine(d, seat).cubes, bagOf(RESOURCES, cubes));
}

export function returnWorkerTo(d: Draft, seat: number): void {
  mine(d, seat).workers += 1;
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
  if (first) interruptFirst(TASKS, d, ...tasks);
  else interruptLast(TASKS, d, ...tasks);
}
