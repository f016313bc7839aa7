import { describe, expect, it } from 'vitest';
import { GAMES, findGame } from '../games/index';
import { warmUp } from './warmup';

describe('warmUp', () => {
  it('plays whole throwaway games of every registered game', () => {
    for (const entry of GAMES) {
      const decisions = warmUp(entry, entry.game.minPlayers, { games: 1 });
      // A whole game is dozens of decisions in every game here.
      expect(decisions, entry.game.id).toBeGreaterThan(20);
    }
  });

  it('stops at its time limit on the given clock', () => {
    const entry = findGame('sevenwonders')!;
    let t = 0;
    // Every reading of the clock advances it 1 ms: a 10 ms limit allows about 10 decisions.
    const decisions = warmUp(entry, 3, { games: 50, ms: 10 }, () => t++);
    expect(decisions).toBeGreaterThan(0);
    expect(decisions).toBeLessThanOrEqual(10);
  });

  it('plays new games from `from` on: a slice past the first plays no search and other deals', () => {
    const entry = findGame('caylus')!;
    // Same count from the same index, and (almost surely) a different length from another one.
    expect(warmUp(entry, 2, { games: 1, from: 3 })).toBe(warmUp(entry, 2, { games: 1, from: 3 }));
    const lengths = new Set([0, 1, 2, 3].map((from) => warmUp(entry, 2, { games: 1, from })));
    expect(lengths.size).toBeGreaterThan(1);
  });

  it('does nothing for a player count the game does not have', () => {
    const entry = findGame('caylus')!;
    expect(warmUp(entry, entry.game.maxPlayers + 1, { games: 3 })).toBe(0);
  });
});
