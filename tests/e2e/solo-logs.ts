/**
 * Match files made in Node for the solo-play specs (issue 12): a seeded random game of any
 * registered game with named seats, stopped where a spec needs it, plus the hashes the table
 * must show. The app imports them through My games like any exported file.
 */
import { newMatch, type MatchRecord, type SeatSpec } from '../../lib/core/match';
import { applyLogItem, startCursor, takeBackAction, type Cursor } from '../../lib/core/undo';
import { hashState } from '../../lib/core/hash';
import { Rng, seedRng } from '../../lib/core/rng';
import type { Action, AnyGame, Seat } from '../../lib/core/types';

export const ANN: SeatSpec = { kind: 'human', name: 'Ann' };
export const bot = (name: string): SeatSpec => ({ kind: 'bot', name, bot: 'random', level: 1 });

export interface Played {
  match: MatchRecord;
  cursor: Cursor;
  /** Hash after each log prefix: `hashes[i]` is the state after the first i items. */
  hashes: string[];
}

/**
 * Plays random legal moves (the first pending seat each time) until `stop` says so or the game
 * ends; `stop` sees the log so far. `extra(played)` may add log items (a take-back) on the way.
 */
export function playRandom(
  game: AnyGame,
  seats: SeatSpec[],
  seed: string,
  stop: (p: Played) => boolean,
  opts: { limit?: number; extra?: (p: Played) => { seat: Seat; action: Action } | null } = {}
): Played {
  let match = newMatch(game, { players: seats.length, seed, seats });
  let cursor = startCursor(game, match);
  const hashes = [hashState(cursor.state)];
  const rng = new Rng(seedRng(`${seed}/moves`));
  const push = (seat: Seat, action: Action): void => {
    cursor = applyLogItem(game, cursor, { seat, action });
    match = { ...match, log: [...match.log, { seat, action }] };
    hashes.push(hashState(cursor.state));
  };
  for (let i = 0; i < (opts.limit ?? 20_000); i++) {
    const p = { match, cursor, hashes };
    if (game.result(cursor.state) !== null || stop(p)) break;
    const more = opts.extra?.(p);
    if (more) {
      push(more.seat, more.action);
      continue;
    }
    const seat = game.pending(cursor.state)[0];
    if (seat === undefined) break;
    push(seat, rng.pick(game.actions(cursor.state, seat)));
  }
  return { match, cursor, hashes };
}

/** Index of the newest log item made by `seat`, or -1. */
export function lastBy(match: MatchRecord, seat: Seat): number {
  for (let i = match.log.length - 1; i >= 0; i--) if (match.log[i]!.seat === seat) return i;
  return -1;
}

/** Stops once seat 0 (the person) has decided and at least `after` bot moves followed. */
export const botsMovedAfterAnn =
  (after = 1) =>
  (p: Played): boolean => {
    const last = lastBy(p.match, 0);
    return last >= 0 && p.match.log.length - 1 - last >= after;
  };

/** One take-back by seat 0 as soon as bots have moved after its decision (once). */
export function oneTakeBack(): (p: Played) => { seat: Seat; action: Action } | null {
  let done = false;
  return (p) => {
    if (done || !botsMovedAfterAnn(2)(p)) return null;
    done = true;
    return { seat: 0, action: takeBackAction() };
  };
}
