import { describe, expect, test } from 'vitest';
import { newMatch, replay } from '$engine/core/match';
import { hashState } from '$engine/core/hash';
import { runBotRequest } from '$engine/bots/request';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { MatchSession } from './session.svelte';
import type { BotRunner } from './bots/protocol';
import type { MatchRecord } from '$engine/core/match';

const runner: BotRunner = {
  choose: (r) => Promise.resolve(r.actions[runBotRequest([sealedBidEntry], r).index]!)
};

function until(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (cond()) resolve();
      else if (Date.now() > end) reject(new Error('timeout'));
      else setTimeout(tick, 1);
    };
    tick();
  });
}

describe('MatchSession', () => {
  test('bots play a whole game; the record replays to the same state', async () => {
    const match = newMatch(sealedBidEntry.game, {
      players: 3,
      seed: 's1',
      seats: [0, 1, 2].map((i) => ({ kind: 'bot', name: `B${i}`, bot: i === 0 ? 'heuristic' : 'random', level: 1 }) as const)
    });
    let saved: MatchRecord | null = null;
    const s = new MatchSession(sealedBidEntry, match, { runner, fast: true, onChange: (m) => (saved = m) });
    s.start();
    await until(() => s.result !== null);
    expect(s.error).toBeNull();
    expect(s.entries.length).toBe(s.match.log.length);
    expect(saved).toBe(s.match);
    expect(hashState(replay(sealedBidEntry.game, s.match).state)).toBe(hashState(s.state));
    // Reopening the record rebuilds the same state and log.
    const again = new MatchSession(sealedBidEntry, s.match, { runner });
    expect(hashState(again.state)).toBe(hashState(s.state));
    expect(again.entries).toEqual(s.entries);
  });

  test('a human acts; refused moves are reported, not thrown', async () => {
    const match = newMatch(sealedBidEntry.game, {
      players: 2,
      seed: 's2',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Bot', bot: 'random', level: 1 }
      ]
    });
    const s = new MatchSession(sealedBidEntry, match, { runner, botDelayMs: 10_000 });
    s.start();
    expect(s.viewer).toBe(0);
    expect(s.handoff).toBeNull();
    expect(s.thinking).toEqual([1]);
    expect(s.act(0, { type: 'bid', amount: 99 } as never)).toBe(false);
    expect(s.refused).toMatch(/cannot bid/);
    expect(s.act(1, { type: 'bid', amount: 0 } as never)).toBe(false);
    expect(s.act(0, { type: 'bid', amount: 2 } as never)).toBe(true);
    expect(s.refused).toBeNull();
    s.skip();
    await until(() => s.match.log.length === 2);
    expect(s.match.log.map((i) => i.seat).sort()).toEqual([0, 1]);
    s.dispose();
  });

  test('hot-seat: the device is handed over before a private view is shown', () => {
    const match = newMatch(sealedBidEntry.game, {
      players: 2,
      seed: 's3',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bob' }
      ]
    });
    const s = new MatchSession(sealedBidEntry, match, { runner });
    s.start();
    expect(s.handoff).toBe(0);
    expect(s.viewer).toBeNull();
    s.reveal(0);
    expect(s.viewer).toBe(0);
    expect(s.act(0, { type: 'bid', amount: 1 } as never)).toBe(true);
    expect(s.handoff).toBe(1);
    expect(s.viewer).toBeNull();
    s.reveal(1);
    expect(s.viewer).toBe(1);
  });
});
