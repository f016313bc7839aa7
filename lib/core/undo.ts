/**
 * Undo as an action in the log (DESIGN.md §3), under the strict policy:
 *
 * - a log item `{ seat, action: { type: 'core/undo' } }` cancels the most recent action that is
 *   not cancelled yet;
 * - only if that action was made by the same seat: since it is also the last standing action in
 *   the whole log, the undo never hands the turn back across another player's action;
 * - never an action that `game.reveals(stateBefore, seat, action)` flags (a card shown, a shuffle,
 *   a draw, a die roll), and so never anything before it either;
 * - never once the game is over (the result has been shown).
 *
 * `replay` (match.ts) applies undo items through `applyLogItem`, keeping a stack of the states
 * before each action that may still be taken back. After an undo the state is exactly the state
 * before the cancelled action, so its hash is the hash before that action.
 *
 * A take-back (`core/takeback`) is the local-play policy (issue 12): in a game with no remote seat,
 * a person on the device takes back their own last decision together with every move made after
 * it by seats that are not people (bots), across reveals in solo play. In hot-seat play it is
 * refused once another person has acted since, or when something was revealed since (the other
 * people saw it too). The cursor keeps the cursor before each person's decision (`rewind`) for it.
 *
 * Whether undo is *offered* is the app's decision: `canUndo` (match.ts, it replays) also refuses bot seats and matches
 * with remote seats (undo is for solo and hot-seat play), but the log rules above do not depend on
 * who sits where.
 */
import { RuleError } from './errors';
import { applyChecked } from './gate';
import type { Action, AnyGame, LogEntry, LogItem, MatchRecord, Seat } from './types';

export const UNDO_TYPE = 'core/undo';
export const TAKEBACK_TYPE = 'core/takeback';

/** The undo action itself; it carries no payload. */
export function undoAction(): Action {
  return { type: UNDO_TYPE };
}

export function isUndo(action: Action): boolean {
  return action.type === UNDO_TYPE;
}

/** The take-back action (local play): no payload, its target follows from the log. */
export function takeBackAction(): Action {
  return { type: TAKEBACK_TYPE };
}

export function isTakeBack(action: Action): boolean {
  return action.type === TAKEBACK_TYPE;
}

/** An undo or a take-back: a log item that is no move of the game (no `describe`, never for bots). */
export function isLogControl(action: Action): boolean {
  return isUndo(action) || isTakeBack(action);
}

/** How many moves people took back in this log (undo and take-back items): the score sheet shows it. */
export function countTakeBacks(log: readonly LogItem[]): number {
  return log.reduce((n, item) => (isLogControl(item.action) ? n + 1 : n), 0);
}

/** Why an undo is refused: stable codes, for the UI to translate. */
export const UNDO_CODES = {
  nothing: 'undo/nothing',
  notYours: 'undo/not-yours',
  revealed: 'undo/revealed',
  gameOver: 'undo/game-over',
  badSeat: 'undo/bad-seat',
  notHuman: 'undo/not-human',
  online: 'undo/online',
  badLog: 'undo/bad-log',
  otherMoved: 'undo/other-moved'
} as const;
export type UndoCode = (typeof UNDO_CODES)[keyof typeof UNDO_CODES];

export interface UndoRefusal {
  readonly code: UndoCode;
  readonly message: string;
}
export type UndoCheck = { readonly ok: true; /** Log index of the action an undo would cancel. */ readonly cancels: number } | { readonly ok: false; readonly reason: UndoRefusal };

/**
 * An action that may still be taken back, newest on top: an immutable linked list, so pushing
 * and popping copy nothing. A revealing action is a barrier: `before` is null and `below` is
 * cut off, which also frees every older state.
 */
export interface UndoFrame<S = unknown> {
  /** Log index of the action. */
  readonly index: number;
  readonly seat: Seat;
  /** The state before the action; null for a barrier (the action revealed information). */
  readonly before: S | null;
  readonly below: UndoFrame<S> | null;
}

/** A person's decision that a take-back may still cancel, newest on top; `before` is the cursor before it. */
export interface RewindFrame<S = unknown> {
  /** Log index of the decision. */
  readonly index: number;
  readonly seat: Seat;
  readonly before: Cursor<S>;
}

/** A replay in progress: the state after `length` log items and the undo stack. */
export interface Cursor<S = unknown> {
  readonly state: S;
  readonly length: number;
  readonly undo: UndoFrame<S> | null;
  /** The people's seats in a game without remote seats (take-backs allowed); absent otherwise. */
  readonly local?: readonly Seat[];
  /** The people's standing decisions, newest on top (only with `local`). */
  readonly rewind?: RewindFrame<S> | null;
}

/** The seats played by people in a game without remote seats, or undefined (no take-backs). */
export function localHumans(match: Pick<MatchRecord, 'seats'>): readonly Seat[] | undefined {
  if (match.seats.some((s) => s.kind === 'remote')) return undefined;
  const humans = match.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  return humans.length > 0 ? humans : undefined;
}

/** The cursor at `state` after no log item, for `match` (with take-backs when it is played locally). */
export function cursorAt<S>(state: S, match: Pick<MatchRecord, 'seats'>): Cursor<S> {
  const local = localHumans(match);
  return local ? { state, length: 0, undo: null, local, rewind: null } : { state, length: 0, undo: null };
}

export function startCursor<S>(game: AnyGame, match: MatchRecord): Cursor<S> {
  return cursorAt(game.setup({ players: match.players, seed: match.seed, options: match.options }) as S, match);
}

/** The rewind stack without the decisions at `index` or later (they were undone). */
function rewindBelow<S>(frame: RewindFrame<S> | null | undefined, index: number): RewindFrame<S> | null {
  let f = frame ?? null;
  while (f !== null && f.index >= index) f = f.before.rewind ?? null;
  return f;
}

/**
 * Applies one log item: an ordinary action through `applyChecked`, or an undo under the policy.
 * Pure; throws a RuleError (the game's code, `core/...`, or `undo/...`) when the item is illegal.
 * The app and the network layer use this for each new item so undo works incrementally too.
 */
export function applyLogItem<S>(game: AnyGame, cursor: Cursor<S>, item: LogItem): Cursor<S> {
  if (isUndo(item.action)) {
    const refusal = undoRefusal(game, cursor, item.seat);
    if (refusal) throw new RuleError(refusal.code, refusal.message, { seat: item.seat });
    const top = cursor.undo!;
    const undone: Cursor<S> = { ...cursor, state: top.before as S, length: cursor.length + 1, undo: top.below };
    return cursor.local ? { ...undone, rewind: rewindBelow(cursor.rewind, top.index) } : undone;
  }
  if (isTakeBack(item.action)) {
    const refusal = takeBackRefusal(game, cursor, item.seat);
    if (refusal) throw new RuleError(refusal.code, refusal.message, { seat: item.seat });
    // Exactly the replay position before the decision: its state, undo stack and older decisions.
    return { ...cursor.rewind!.before, length: cursor.length + 1 };
  }
  const next = applyChecked<S>(game, cursor.state, item.seat, item.action);
  // Anything but an explicit false counts as revealing: a game that forgets to answer gets no undo.
  const barrier = game.reveals(cursor.state, item.seat, item.action) !== false;
  const frame: UndoFrame<S> = barrier
    ? { index: cursor.length, seat: item.seat, before: null, below: null }
    : { index: cursor.length, seat: item.seat, before: cursor.state, below: cursor.undo };
  const after: Cursor<S> = { ...cursor, state: next, length: cursor.length + 1, undo: frame };
  if (!cursor.local?.includes(item.seat)) return after;
  return { ...after, rewind: { index: cursor.length, seat: item.seat, before: cursor } };
}

/**
 * The take-back policy: null when the person at `seat` may take back their last decision now
 * (with every bot move after it), else why not. Solo: at any time before the game ends. Hot-seat:
 * only while no other person acted since and nothing was revealed since.
 */
export function takeBackRefusal<S>(game: AnyGame, cursor: Cursor<S>, seat: Seat): UndoRefusal | null {
  const local = cursor.local;
  if (!local) return { code: UNDO_CODES.online, message: 'Moves can be taken back only in games without remote players.' };
  if (!local.includes(seat)) return { code: UNDO_CODES.notHuman, message: 'Only a person at this device can take back a move.' };
  if (game.result(cursor.state) !== null) return { code: UNDO_CODES.gameOver, message: 'The game is over; moves can no longer be taken back.' };
  const top = cursor.rewind ?? null;
  if (top === null) return { code: UNDO_CODES.nothing, message: 'There is nothing to take back.' };
  if (top.seat !== seat) {
    return {
      code: UNDO_CODES.otherMoved,
      message: `Seat ${top.seat + 1} has moved since; a move can be taken back only until the next person acts.`
    };
  }
  if (local.length > 1) {
    // The undo stack ends at the newest revealing action; one at or after the decision blocks it.
    for (let u = cursor.undo; u !== null && u.index >= top.index; u = u.below) {
      if (u.before === null) {
        return { code: UNDO_CODES.revealed, message: 'Something was revealed since that move, and the other players saw it; it cannot be taken back.' };
      }
    }
  }
  return null;
}

/** `takeBackRefusal` as a check: ok names the log index of the decision it would cancel. */
export function canTakeBackAt<S>(game: AnyGame, cursor: Cursor<S>, seat: Seat): UndoCheck {
  const refusal = takeBackRefusal(game, cursor, seat);
  return refusal ? { ok: false, reason: refusal } : { ok: true, cancels: cursor.rewind!.index };
}

/** The log-level policy: null when `seat` may undo now, else why not. */
export function undoRefusal<S>(game: AnyGame, cursor: Cursor<S>, seat: Seat): UndoRefusal | null {
  if (game.result(cursor.state) !== null) return { code: UNDO_CODES.gameOver, message: 'The game is over; moves can no longer be taken back.' };
  const top = cursor.undo;
  if (top === null) return { code: UNDO_CODES.nothing, message: 'There is nothing to take back.' };
  if (top.before === null) {
    return { code: UNDO_CODES.revealed, message: 'The last action revealed information or used chance (a card, a shuffle, a die); it cannot be taken back.' };
  }
  if (top.seat !== seat) {
    return { code: UNDO_CODES.notYours, message: `The last action was made by seat ${top.seat + 1}; you can only take back your own last action.` };
  }
  return null;
}

/** `canUndo` for a cursor the caller already holds (no replay). Log policy only. */
export function canUndoAt<S>(game: AnyGame, cursor: Cursor<S>, seat: Seat): UndoCheck {
  const refusal = undoRefusal(game, cursor, seat);
  return refusal ? { ok: false, reason: refusal } : { ok: true, cancels: cursor.undo!.index };
}

/**
 * Which log items undo items cancel, from the log's structure alone (no rules): for the replay
 * viewer and the game log, to strike out taken-back actions. Assumes a log that replays.
 * `cancels[i]` is the index an undo at i cancelled (for a take-back: the person's decision);
 * `cancelledBy[i]` the undo or take-back that cancelled i.
 */
export function undoLinks(log: readonly LogItem[]): { cancels: (number | null)[]; cancelledBy: (number | null)[] } {
  const cancels: (number | null)[] = log.map(() => null);
  const cancelledBy: (number | null)[] = log.map(() => null);
  const standing: number[] = [];
  log.forEach((item, i) => {
    if (isTakeBack(item.action)) {
      // Everything down to the seat's own last standing decision (the bot moves after it included).
      while (standing.length > 0) {
        const target = standing.pop()!;
        cancelledBy[target] = i;
        if (log[target]!.seat === item.seat) {
          cancels[i] = target;
          break;
        }
      }
      return;
    }
    if (!isUndo(item.action)) {
      standing.push(i);
      return;
    }
    const target = standing.pop();
    if (target === undefined) return;
    cancels[i] = target;
    cancelledBy[target] = i;
  });
  return { cancels, cancelledBy };
}

/** The game-log line for a take-back item. */
export function describeTakeBack(seat: Seat): LogEntry {
  return { key: 'core.takeback', seat, params: {}, text: `Seat ${seat + 1} takes back their last decision and the moves after it` };
}

/** The game-log line for an undo item (games' `describe` never sees undo actions). */
export function describeUndo(seat: Seat): LogEntry {
  return { key: 'core.undo', seat, params: {}, text: `Seat ${seat + 1} takes back their last action` };
}
