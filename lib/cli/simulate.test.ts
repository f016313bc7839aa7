import { describe, expect, test } from 'vitest';
import { findGame } from '../games/index';
import { randomBot } from '../bots/random';
import { playGame, simulate } from './simulate';

describe('thinking times (sim --progress, the strength runs’ CPU s/move)', () => {
  const entry = findGame('caylus')!;

  test('counts, per seat, the decisions that had a choice and times exactly those', () => {
    let ticks = 0;
    const clock = () => ticks++; // every reading one unit later: each timed decision takes exactly 1
    const played = playGame(entry, 2, 'think', [randomBot, randomBot], {}, { thinkClock: clock });
    expect(played.result).not.toBeNull();
    // Replay the log and count, per seat, the moves made with more than one legal action.
    const { game } = entry;
    let s = game.setup({ players: 2, seed: 'think', options: {} });
    const want = [0, 0];
    for (const { seat, action } of played.log) {
      if (game.actions(s, seat).length > 1) want[seat]! += 1;
      s = game.apply(s, seat, action);
    }
    expect(want[0]).toBeGreaterThan(20);
    expect(played.think!.decisions).toEqual(want);
    expect(played.think!.ms).toEqual(want);
    expect(ticks).toBe(2 * (want[0]! + want[1]!));
  });

  test('without a clock nothing is timed; simulate reports per-game decisions and ms per decision', () => {
    expect(playGame(entry, 2, 'think', [randomBot, randomBot]).think).toBeUndefined();
    let ticks = 0;
    const report = simulate(entry, { players: 2, games: 2, seed: 'think', bots: ['random'], thinkClock: () => (ticks += 2) }, () => 0);
    expect(report.finished).toBe(2);
    expect(report.thinkMsPerDecision).toEqual([2, 2]);
    expect(report.decisionsPerGame!.every((d) => d > 20)).toBe(true);
  });
});
