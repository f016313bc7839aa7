/**
 * The decision flow: which decision the game awaits, a queue of interrupts that cut in ahead of
 * the normal course (favours, triggered abilities, incidents…), and `advance()`, which runs the
 * automatic steps until someone must decide and plays forced decisions (exactly one legal action)
 * by itself, logging each through the game.
 *
 * The kit imposes no field names: a game describes where its flow lives with a `Flow` (accessors
 * over its own state), so an existing state shape keeps its exact hashes. A decision may be one
 * seat's or several seats' at once (simultaneous hidden choices: `seats` lists who has still to
 * choose); only a one-seat decision is ever played automatically.
 *
 * Functions taking `d` change it: `d` is the working copy inside a game's `apply` (STYLE.md habit 6).
 */
import { CORE_CODES, RuleError } from './errors';
import { actionProblem, findListed, illegalAction, unlistedReason, type ActionCache } from './actions';
import type { Action, Seat } from './types';

/** Returned by `Flow.next` when the game has ended. */
export const FLOW_END = Object.freeze({ flow: 'end' } as const);
export type FlowEnd = typeof FLOW_END;

/** How a game's state holds its flow. S = state, D = decision, A = action. */
export interface Flow<S, D, A> {
  /** The decision awaited now (stored in the state or derived from it), or null when over. */
  decision(s: S): D | null;
  /** Records the decision now awaited (a no-op for a game that derives it from its state). */
  setDecision(d: S, decision: D | null): void;
  /** Seats that must act on `decision` now: one, or several for a simultaneous choice. */
  seats(s: S, decision: D): readonly Seat[];
  /** Every legal action of `seat` for `decision` (the one legality source). */
  actions(s: S, decision: D, seat: Seat): readonly A[];
  /** Applies a legal action of `seat` to the working copy. */
  apply(d: S, decision: D, seat: Seat, action: A): void;
  /**
   * One automatic step: the decision now needed, `null` after doing something by itself (the
   * flow calls it again), or FLOW_END. Compose it with `withInterrupts` to serve a queue first.
   */
  next(d: S): D | null | FlowEnd;
  /** Logs a decision the flow played by itself (the one legal action), e.g. as a game event. */
  forced?(d: S, decision: D, seat: Seat, action: A): void;
  /** False for a decision that must be put to its seat even with a single legal action. */
  autoplay?(s: S, decision: D): boolean;
}

/** Safety net against a flow bug: no real game takes this many automatic steps in a row. */
export const MAX_FLOW_STEPS = 100_000;

export const FLOW_CODES = { stuck: 'core/flow-stuck', runaway: 'core/flow-runaway' } as const;

/**
 * Runs `d` forward until a seat has a real choice or the game ends, and records the decision with
 * `setDecision`. Forced decisions are applied here (after `forced` logs them). With a `cache`,
 * the settled decision's legal actions are stored under `d` (the state `apply` returns), so the
 * game's `actions()` and the gate do not list them again. Returns how many it played by itself.
 */
export function advance<S extends object, D, A>(d: S, flow: Flow<S, D, A>, cache?: ActionCache<S, readonly A[]>): number {
  let forced = 0;
  for (let n = 0; n < MAX_FLOW_STEPS; n++) {
    const step = flow.next(d);
    if (step === FLOW_END) {
      flow.setDecision(d, null);
      return forced;
    }
    if (step === null) continue;
    const next = step as D;
    flow.setDecision(d, next);
    // A decision that is never played automatically needs no seats or actions listed here.
    if (flow.autoplay !== undefined && !flow.autoplay(d, next)) return forced;
    const seats = flow.seats(d, next);
    if (seats.length !== 1) return forced;
    const seat = seats[0]!;
    const acts = flow.actions(d, next, seat);
    if (acts.length > 1) {
      cache?.set(d, seat, Object.isFrozen(acts) ? acts : Object.freeze(acts.slice()));
      return forced;
    }
    if (acts.length === 0) throw new RuleError(FLOW_CODES.stuck, `Seat ${seat + 1} must decide but has no legal action (a rules bug).`, { seat });
    flow.forced?.(d, next, seat, acts[0]!);
    flow.apply(d, next, seat, acts[0]!);
    forced++;
  }
  throw new RuleError(FLOW_CODES.runaway, `The game did not settle after ${MAX_FLOW_STEPS} automatic steps (a rules bug).`);
}

/** `pending()` for a game on the flow: the seats of the current decision. */
export function flowPending<S, D, A>(flow: Flow<S, D, A>, s: S): readonly Seat[] {
  const decision = flow.decision(s);
  return decision === null ? [] : flow.seats(s, decision);
}

/** `actions()` for a game on the flow: empty for a seat that is not to act. */
export function flowActions<S, D, A>(flow: Flow<S, D, A>, s: S, seat: Seat): readonly A[] {
  const decision = flow.decision(s);
  if (decision === null || !flow.seats(s, decision).includes(seat)) return [];
  return flow.actions(s, decision, seat);
}

/**
 * `actions()` for a game on the flow, through its legal-action cache: the list `advance` settled,
 * else `flowActions` computed once and kept (frozen) for the next caller — the gate asks again for
 * the very state a bot or the UI just listed, and finds the same objects.
 */
export function flowCachedActions<S extends object, D, A>(flow: Flow<S, D, A>, cache: ActionCache<S, readonly A[]>): (s: S, seat: Seat) => readonly A[] {
  return (s, seat) => {
    let acts = cache.get(s, seat);
    if (acts === undefined) {
      const list = flowActions(flow, s, seat);
      acts = Object.isFrozen(list) ? list : Object.freeze(list.slice());
      cache.set(s, seat, acts);
    }
    return acts;
  };
}

/**
 * Why an unlisted action of `seat` is refused, in the game's own words (a stable `<game>/<what>`
 * code such as `sevenwonders/not-affordable`), or null to let the kit give `core/illegal-action`.
 * `action` is well-formed (bounded, with a string `type`) but not necessarily one of the game's.
 */
export type Explain<S, D> = (s: S, decision: D, seat: Seat, action: Action) => RuleError | null;

/**
 * The checks at the top of a game's `apply` on the flow: returns the listed action equal to
 * `action` (the gate already hands over the listed object: found by identity at once). Called
 * directly, with anything: `core/game-over` when the game is over, `core/not-your-turn` for a
 * seat not to act, `core/illegal-action` (with `data.reason`) for junk, and for a well-formed
 * unlisted action the game's own reason from `explain`, else `core/illegal-action`.
 */
export function listedAction<S, D, A>(flow: Flow<S, D, A>, s: S, seat: Seat, listed: readonly A[], action: unknown, explain?: Explain<S, D>): A {
  for (let i = 0; i < listed.length; i++) if (listed[i] === action) return listed[i]!;
  const decision = flow.decision(s);
  if (decision === null) throw new RuleError(CORE_CODES.gameOver, 'The game is over.');
  if (!flow.seats(s, decision).includes(seat)) throw new RuleError(CORE_CODES.notYourTurn, `Seat ${seat + 1} is not to act now.`, { seat });
  const problem = actionProblem(action);
  if (problem !== null) throw illegalAction(seat, problem);
  const found = findListed(listed, action);
  if (found !== null) return found;
  throw explain?.(s, decision, seat, action as Action) ?? illegalAction(seat, unlistedReason(listed as unknown as readonly Action[], action as Action));
}

/**
 * The heart of a game's `apply` on the flow: applies `seat`'s legal action to the working copy
 * and advances. The caller made `d` (its own copy of the state) and checked the action is listed
 * (the gate passes the listed object). Returns the forced plays count of `advance`.
 */
export function applyAndAdvance<S extends object, D, A>(flow: Flow<S, D, A>, d: S, seat: Seat, action: A, cache?: ActionCache<S, readonly A[]>): number {
  const decision = flow.decision(d);
  if (decision === null) throw new RuleError(CORE_CODES.gameOver, 'The game is over.');
  flow.apply(d, decision, seat, action);
  return advance(d, flow, cache);
}

// ------------------------------------------------------------------ interrupts

/** Where a game keeps its interrupt queue (first = now). The queue is replaced, never mutated. */
export interface InterruptQueue<S, I> {
  get(s: S): readonly I[];
  set(d: S, queue: readonly I[]): void;
}

/** Puts interrupts ahead of the queue: something triggered while resolving another is settled now. */
export function interruptFirst<S, I>(q: InterruptQueue<S, I>, d: S, ...items: I[]): void {
  if (items.length > 0) q.set(d, [...items, ...q.get(d)]);
}

/** Puts interrupts behind the queue: e.g. a scoring's favours, settled in turn order. */
export function interruptLast<S, I>(q: InterruptQueue<S, I>, d: S, ...items: I[]): void {
  if (items.length > 0) q.set(d, [...q.get(d), ...items]);
}

/** Removes the first interrupt (once settled). */
export function dropInterrupt<S, I>(q: InterruptQueue<S, I>, d: S): void {
  q.set(d, q.get(d).slice(1));
}

/**
 * A `Flow.next` that serves the interrupt queue first: while it is not empty, `interrupt` turns
 * its first item into a decision (or settles it by itself, drops it and returns null); otherwise
 * `step` runs the normal course.
 */
export function withInterrupts<S, I, D>(
  q: InterruptQueue<S, I>,
  interrupt: (d: S, first: I) => D | null,
  step: (d: S) => D | null | FlowEnd
): (d: S) => D | null | FlowEnd {
  return (d) => {
    const queue = q.get(d);
    return queue.length > 0 ? interrupt(d, queue[0]!) : step(d);
  };
}

// ------------------------------------------------------------------ staged decisions

/** Ends a staged choice (when `Stages.canFinish`) and takes back its last part. Shared objects. */
export const STAGE_DONE = Object.freeze({ type: 'done' } as const);
export const STAGE_BACK = Object.freeze({ type: 'back' } as const);
export type StageControl = typeof STAGE_DONE | typeof STAGE_BACK;

/**
 * A decision made of several parts chosen one at a time (move several units, a combat with card
 * choices…), so that each step's action list stays short and enumerable and the UI, validation
 * and bots share one staged code path. P = a part (plain JSON), A = an action adding a part.
 * The parts chosen so far live in the game's state (typically in its decision).
 */
export interface Stages<S, P, A> {
  /** The actions that add one more part, given the parts chosen so far. */
  next(s: S, chosen: readonly P[]): readonly A[];
  /** The part an action of `next` adds. */
  partOf(action: A): P;
  /** Whether the choice may end with these parts (then STAGE_DONE is offered). */
  canFinish(s: S, chosen: readonly P[]): boolean;
}

/** The legal actions at this stage: the next parts, then STAGE_DONE, then STAGE_BACK (if any part is chosen). */
export function stagedActions<S, P, A>(stages: Stages<S, P, A>, s: S, chosen: readonly P[]): (A | StageControl)[] {
  const out: (A | StageControl)[] = [...stages.next(s, chosen)];
  if (stages.canFinish(s, chosen)) out.push(STAGE_DONE);
  if (chosen.length > 0) out.push(STAGE_BACK);
  return out;
}

/** Where a staged choice stands after a legal action: still building, or complete with its parts. */
export type StageResult<P> = { readonly done: false; readonly chosen: readonly P[] } | { readonly done: true; readonly chosen: readonly P[] };

/**
 * Applies one staged action to the parts chosen so far. `action` must be the listed object
 * (the gate hands `apply` the engine's own objects), so the shared controls are known by identity.
 */
export function stageStep<S, P, A>(stages: Stages<S, P, A>, chosen: readonly P[], action: A | StageControl): StageResult<P> {
  if (action === STAGE_DONE) return { done: true, chosen };
  if (action === STAGE_BACK) return { done: false, chosen: chosen.slice(0, -1) };
  return { done: false, chosen: [...chosen, stages.partOf(action as A)] };
}
