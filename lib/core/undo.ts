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
 * Whether undo is *offered* is the app's decision: `canUndo` (match.ts, it replays) also refuses bot seats and matches
 * with remote seats (undo is for solo and hot-seat play), but the log rules above do not depend on
 * who sits where.
 */
import { RuleError } from './errors';
import { applyChecked } from './gate';
import type { Action, AnyGame, LogEntry, LogItem, MatchRecord, Seat } from './types';

export const UNDO_TYPE = 'core/undo';

/** The undo action itself; it carries no payload. */
export function undoAction(): Action {
  return { type: UNDO_TYPE };
}

export function isUndo(action: Action): boolean {
  return action.type === UNDO_TYPE;
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
  badLog: 'undo/bad-log'
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

/** A replay in progress: the state after `length` log items and the undo stack. */
export interface Cursor<S = unknown> {
  readonly state: S;
  readonly length: number;
  readonly undo: UndoFrame<S> | null;
}

export function startCursor<S>(game: AnyGame, match: MatchRecord): Cursor<S> {
  return { state: game.setup({ players: match.players, seed: match.seed, options: match.options }) as S, length: 0, undo: null };
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
    return { state: top.before as S, length: cursor.length + 1, undo: top.below };
  }
  const next = applyChecked<S>(game, cursor.state, item.seat, item.action);
  // Anything but an explicit false counts as revealing: a game that forgets to answer gets no undo.
  const barrier = game.reveals(cursor.state, item.seat, item.action) !== false;
  const frame: UndoFrame<S> = barrier
    ? { index: cursor.length, seat: item.seat, before: null, below: null }
    : { index: cursor.length, seat: item.seat, before: cursor.state, below: cursor.undo };
  return { state: next, length: cursor.length + 1, undo: frame };
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
 * `cancels[i]` is the index an undo at i cancelled; `cancelledBy[i]` the undo that cancelled i.
 */
export function undoLinks(log: readonly LogItem[]): { cancels: (number | null)[]; cancelledBy: (number | null)[] } {
  const cancels: (number | null)[] = log.map(() => null);
  const cancelledBy: (number | null)[] = log.map(() => null);
  const standing: number[] = [];
  log.forEach((item, i) => {
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

/** The game-log line for an undo item (games' `describe` never sees undo actions). */
export function describeUndo(seat: Seat): LogEntry {
  return { key: 'core.undo', seat, params: {}, text: `Seat ${seat + 1} takes back their last action` };
}
