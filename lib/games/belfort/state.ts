/**
 * Working copies and small state helpers. Every function here that takes a `Draft` mutates it:
 * a Draft is the private copy `apply` makes with `draftOf` (STYLE.md habit 6), never a caller's state.
 */
import type { BelfortState, GameEvent, PlayerState, Task } from './types';

/** A state being changed inside `apply`. Fields documented "replaced" are still never mutated in place. */
export type Draft = BelfortState;

export const NOBODY = -1;

function clonePlayer(p: PlayerState): PlayerState {
  // Every field by hand: one object shape, much faster than a spread in V8.
  return {
    res: p.res.slice(),
    score: p.score,
    points: p.points.slice(),
    elves: p.elves,
    dwarves: p.dwarves,
    placed: p.placed.slice(),
    areas: p.areas.slice(),
    hand: p.hand.slice(),
    shown: p.shown.slice(),
    built: p.built.slice(),
    gnomes: p.gnomes.slice(),
    onCard: p.onCard.slice(),
    hired: p.hired,
    visits: p.visits,
    extraVisits: p.extraVisits,
    conversions: p.conversions,
    bankUsed: p.bankUsed,
    smithUsed: p.smithUsed,
    keep: p.keep,
    spy: p.spy,
    stats: {
      taxPaid: p.stats.taxPaid,
      taxUnpaid: p.stats.taxUnpaid,
      feesReceived: p.stats.feesReceived,
      visits: p.stats.visits,
      metalBought: p.stats.metalBought,
      metalSold: p.stats.metalSold,
      areaPieces: p.stats.areaPieces.slice(),
      firstBuilt: p.stats.firstBuilt.slice(),
      walls: p.stats.walls,
      guilds: p.stats.guilds
    }
  };
}

/** A working copy of `s` for one `apply`: players (`own`), the board (`setMarker`) and the small arrays (`mut`) are copied on their first change; replaced fields are shared. */
export function draftOf(s: BelfortState): Draft {
  const d: Draft = {
    players: s.players,
    contestants: s.contestants,
    rules: s.rules,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    step: s.step,
    crest: s.crest,
    order: s.order,
    passed: s.passed,
    guilds: s.guilds,
    marker: s.marker,
    npDwarf: s.npDwarf,
    gnomes: s.gnomes,
    deck: s.deck,
    display: s.display,
    discard: s.discard,
    recruit: s.recruit,
    camp: s.camp,
    crestDown: s.crestDown,
    guildWorker: s.guildWorker,
    queue: s.queue,
    prompt: s.prompt,
    ps: s.ps.slice(),
    reshuffles: s.reshuffles,
    events: []
  };
  cowDraft = d;
  cowDone.fill(false);
  markerDone = false;
  arraysDone = 0;
  return d;
}

// Copy-on-write of players: a draft shares the players of its source state until `own` copies one
// (most actions change one player, and copying them all was the biggest cost of a playout). apply
// is never re-entrant, so one module-level record of the current draft is enough.
let cowDraft: Draft | null = null;
const cowDone: boolean[] = [false, false, false, false, false];
let markerDone = false;
let arraysDone = 0;

/**
 * The player `seat` of draft `d`, safe to change: copied on first use in a draft made by
 * `draftOf`. Every change to a player goes through here; reads may use `d.ps[seat]`.
 */
export function own(d: Draft, seat: number): PlayerState {
  if (d === cowDraft && !cowDone[seat]) {
    d.ps[seat] = clonePlayer(d.ps[seat]!);
    cowDone[seat] = true;
  }
  return d.ps[seat]!;
}

/** The small board arrays a draft copies on its first change (`mut`). */
const ARRAY_BIT = { crest: 1, order: 2, passed: 4, npDwarf: 8, display: 16, discard: 32, recruit: 64, camp: 128, crestDown: 256, guildWorker: 512 } as const;
export type BoardArray = keyof typeof ARRAY_BIT;

/**
 * Array `key` of draft `d`, safe to change: copied on its first change in a draft made by
 * `draftOf` (the others are shared with the source state). Every change goes through here.
 */
export function mut<K extends BoardArray>(d: Draft, key: K): Draft[K] {
  const bit = ARRAY_BIT[key];
  if (d === cowDraft && (arraysDone & bit) === 0) {
    (d as Record<BoardArray, unknown[]>)[key] = (d[key] as unknown[]).slice();
    arraysDone |= bit;
  }
  return d[key];
}

/** Puts `who`'s marker on `symbol` (−1 clears it); the board is copied on its first change in a draft. */
export function setMarker(d: Draft, symbol: number, who: number): void {
  if (d === cowDraft && !markerDone) {
    d.marker = d.marker.slice();
    markerDone = true;
  }
  d.marker[symbol] = who;
}

/** Records an automatic consequence for the log (public: never name a hidden card here). */
export function emit(d: Draft, key: string, seat: number | null, params: GameEvent['params'], text: string): void {
  d.events.push({ key: `belfort.event.${key}`, seat, params, text });
}

export function pushTaskFirst(d: Draft, task: Task): void {
  d.queue = [task, ...d.queue];
}

export function pushTasksFirst(d: Draft, tasks: readonly Task[]): void {
  if (tasks.length > 0) d.queue = [...tasks, ...d.queue];
}

export function dropTask(d: Draft): void {
  d.queue = d.queue.slice(1);
}

/** "Player 2", "Neutral 3": how the log names a contestant. */
export function contestantName(s: BelfortState, c: number): string {
  return c < s.players ? `Player ${c + 1}` : `Neutral ${c + 1}`;
}
