/**
 * Long work done in slices: a replay of a long log (opening a saved game of 100,000 actions) must
 * not hold the page for seconds. lib/ never reads the clock, so the caller decides when a slice
 * is over (`due`, e.g. after 30 ms of work by `performance.now()`) and how to give the page back
 * (`pause`, e.g. a macrotask), and hears the progress there.
 */
import { RuleError } from '../core/errors';
import type { LogItem, MatchRecord } from '../core/match';
import type { AnyGame } from '../core/types';
import { applyLogItem, type Cursor } from '../core/undo';

export interface Pace {
  /** True when the current slice of work should end (checked between log items and log parts). */
  due(): boolean;
  /** Ends the slice: resolves when the caller wants the work to go on. `done` of `total` items so far. */
  pause(done: number, total: number): Promise<void>;
}

/** No slicing: everything at once (Node, tests, small logs). */
export const NO_PACE: Pace = { due: () => false, pause: () => Promise.resolve() };

/** Sees each log item with the state before it, in order (e.g. to write the game log's lines). */
export type LogVisitor = (before: unknown, item: LogItem, index: number) => void;

/**
 * Continues a replay of `match` from `from` to the end of its log, like `replayFrom` (undo items
 * included, the same error for an illegal item), but pausing whenever `pace` says so and showing
 * each item to `visit` first. No hashes: the caller hashes the final state once.
 */
export async function replayPaced<S>(game: AnyGame, match: MatchRecord, from: Cursor<S>, pace: Pace, visit?: LogVisitor): Promise<Cursor<S>> {
  let cursor = from;
  const total = match.log.length;
  for (let i = from.length; i < total; i++) {
    if (pace.due()) await pace.pause(i, total);
    const item = match.log[i]!;
    visit?.(cursor.state, item, i);
    try {
      cursor = applyLogItem(game, cursor, item);
    } catch (e) {
      if (e instanceof RuleError) {
        throw new RuleError('match/illegal-log', `Log entry ${i + 1} (seat ${item.seat + 1}, ${item.action.type}) is illegal: ${e.message}`, { index: i, cause: e.code });
      }
      throw e;
    }
  }
  return cursor;
}
