/**
 * A legal match with a very long log, for `npm run bench` (opening and saving costs): seat 1 is a
 * person and the others are bots; the person keeps making a choice and taking it back (an action
 * and its undo, over and over, where the rules allow undo), then the game is played on by the
 * first legal action of each seat until the log has the length asked for or the game ends. This
 * is the shape of the 100,000-item log of issue 10 item 6 ("picks and undos").
 */
import { applyLogItem, canUndoAt, startCursor, undoAction } from '../core/undo';
import { newMatch, type LogItem, type MatchRecord } from '../core/match';
import type { GameEntry } from '../games/registry';
import type { SeatSpec } from '../core/match';

export function longUndoLog(entry: GameEntry, players: number, length: number, seed = 'long-log'): MatchRecord {
  const { game } = entry;
  const seats = Array.from({ length: players }, (_, i): SeatSpec => (i === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', name: `Bot ${i + 1}`, bot: 'random', level: 1 }));
  const base = newMatch(game, { players, seed, seats });
  const log: LogItem[] = [];
  let cursor = startCursor(game, base);
  const push = (item: LogItem): void => {
    cursor = applyLogItem(game, cursor, item);
    log.push(item);
  };
  while (log.length < length && game.result(cursor.state) === null) {
    const pending = game.pending(cursor.state);
    if (pending.length === 0) break;
    const seat = pending.includes(0) ? 0 : pending[0]!;
    const action = game.actions(cursor.state, seat)[0]!;
    push({ seat, action });
    // Take it back and choose again, as long as the rules allow and the log has room.
    while (seat === 0 && log.length + 2 <= length && canUndoAt(game, cursor, 0).ok) {
      push({ seat: 0, action: undoAction() });
      push({ seat, action });
    }
  }
  return { ...base, log };
}
