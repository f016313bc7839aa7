/**
 * Take-backs on every registered game (issue 12 item 1): random solo games (a person and a bot)
 * with take-backs sprinkled in wherever the policy allows. After each take-back the state hash is
 * the hash before the decision it cancelled, and the whole log replays to the same state as the
 * log with the taken-back items (and the take-backs) left out.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../lib/games/index';
import { newMatch, replay, type LogItem, type SeatSpec } from '../../lib/core/match';
import { applyLogItem, canTakeBackAt, startCursor, takeBackAction, undoLinks } from '../../lib/core/undo';
import { hashState } from '../../lib/core/hash';
import { Rng, seedRng } from '../../lib/core/rng';

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Robo', bot: 'random', level: 1 }
];

describe.each(GAMES.map((e) => [e.game.id, e.game] as const))('%s: take-backs in a solo game', (id, game) => {
  test('each take-back restores the state before the decision; the log replays like the one without them', () => {
    const match = newMatch(game, { players: 2, seed: `takeback-${id}`, seats: SEATS });
    const rng = new Rng(seedRng(`takeback-${id}/moves`));
    let cursor = startCursor(game, match);
    const log: LogItem[] = [];
    const hashes = [hashState(cursor.state)];
    let takeBacks = 0;
    for (let i = 0; i < 400 && game.result(cursor.state) === null; i++) {
      const item: LogItem =
        canTakeBackAt(game, cursor, 0).ok && rng.below(5) === 0
          ? { seat: 0, action: takeBackAction() }
          : (() => {
              const seat = game.pending(cursor.state)[0]!;
              return { seat, action: rng.pick(game.actions(cursor.state, seat)) };
            })();
      cursor = applyLogItem(game, cursor, item);
      log.push(item);
      hashes.push(hashState(cursor.state));
      if (item.action.type === 'core/takeback') {
        takeBacks++;
        const cancelled = undoLinks(log).cancels[log.length - 1]!;
        expect(log[cancelled]!.seat).toBe(0);
        expect(hashes.at(-1)).toBe(hashes[cancelled]);
      }
    }
    expect(takeBacks).toBeGreaterThan(2);
    const full = { ...match, log };
    expect(replay(game, full).hashes).toEqual(hashes);
    const { cancelledBy } = undoLinks(log);
    const standing = log.filter((item, i) => item.action.type !== 'core/takeback' && cancelledBy[i] === null);
    expect(hashState(replay(game, { ...match, log: standing }).state)).toBe(hashes.at(-1));
    // A JSON round trip of the record replays the same.
    expect(replay(game, JSON.parse(JSON.stringify(full))).hashes.at(-1)).toBe(hashes.at(-1));
  });
});
