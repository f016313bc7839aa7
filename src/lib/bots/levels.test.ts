/**
 * Play levels in the app (issue 13 item 3): what a bot seat's requests carry and how a seat is
 * described, for seats of the levels and for seats saved before them.
 */
import { describe, expect, test } from 'vitest';
import { newMatch } from '$engine/core/match';
import { sealedBidEntry } from '../../../tests/fixtures/sealed-bid';
import { MatchSession } from '../session.svelte';
import type { BotRequest, BotRunner } from './protocol';
import { botBudget, botDescription, defaultLevel } from './levels';

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

describe('play levels in the app', () => {
  test('Strong and Expert seats send their time budget with every request; Beginner, Standard, random and older seats send none', async () => {
    const seats = [
      { bot: 'search', level: 1 },
      { bot: 'search', level: 2 },
      { bot: 'heuristic', level: 3 },
      { bot: 'heuristic', level: 2 }
    ];
    const match = newMatch(sealedBidEntry.game, { players: 4, seed: 'levels', seats: seats.map((s, i) => ({ kind: 'bot', name: `B${i}`, ...s }) as const) });
    const requests: BotRequest[] = [];
    // A recording runner: the fixture game has no search bot, and the request is what is tested.
    const runner: BotRunner = { choose: (r) => (requests.push(r), Promise.resolve(r.actions[0]!)) };
    const s = new MatchSession(sealedBidEntry, match, { runner, fast: true });
    s.start();
    await until(() => s.result !== null);
    expect(s.error).toBeNull();
    const budgets = (seat: number) => new Set(requests.filter((r) => r.seat === seat).map((r) => JSON.stringify(r.budget ?? null)));
    expect([0, 1, 2, 3].map(budgets)).toEqual([new Set(['{"ms":500}']), new Set(['{"ms":2000}']), new Set(['null']), new Set(['null'])]);
    expect(requests.every((r) => r.bot === seats[r.seat]!.bot && r.level === seats[r.seat]!.level)).toBe(true);
  });

  test('a seat is described by its play level, or by bot and number when saved before the levels', () => {
    expect(botDescription('search', 2)).toBe('Expert bot');
    expect(botDescription('heuristic', 1)).toBe('Beginner bot');
    expect(botDescription('heuristic', 2)).toBe('Heuristic bot, level 2');
    expect(botDescription('random', 1)).toBe('Random bot, level 1');
    expect(botBudget('search', 1)).toEqual({ ms: 500 });
  });

  test('choosing a bot in a form picks Standard for the heuristic and Strong for the search', () => {
    expect(defaultLevel('heuristic')).toBe(3);
    expect(defaultLevel('search')).toBe(1);
    expect(defaultLevel('random')).toBe(1);
  });
});
