/**
 * Engine checklist §10 of rules/belfort.md, points 55–60: scoring and the end.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortState } from './types';
import type { Draft } from './state';
import { majorityPoints } from './majority';
import { atPhase, mark, setBuilt, setCrests, setRes, situation, started } from './testkit';
import { randomBot } from '../../bots/random';
import { playGame } from '../../cli/simulate';

/** End of the Actions phase of round `round` (3+ players: straight to Scoring). */
function endOfRound(players: number, round: number, patch: (d: Draft) => void): BelfortState {
  return situation(started(players, { seed: 'sc' }), (d) => {
    setCrests(d, Array.from({ length: players }, (_, i) => i + 1));
    patch(d);
    d.round = round;
    atPhase(d, 'actions', d.players);
  });
}

describe('§10 Scoring', () => {
  test('§10.55 scoring happens only at the end of rounds 3, 5 and 7', () => {
    for (let round = 1; round <= 6; round++) {
      const s = endOfRound(3, round, (d) => mark(d, 0, 0, 'pub'));
      // District I: 5; Elves and Dwarves: all three tied at 3 → 1 each; Gnomes: nobody.
      expect(s.ps[0]!.score).toBe([3, 5].includes(round) ? 5 + 1 + 1 : 0);
    }
  });

  test('§10.56 district majority counts Building, Wall and Guild markers; 5/3 (+1 for 3rd at 4–5 and 2 players)', () => {
    const s = endOfRound(4, 3, (d) => {
      mark(d, 0, 0, 'pub', 'wallA', 'guild', 'gateLeft'); // 4 markers
      mark(d, 1, 0, 'keepA', 'keepB', 'tower'); // 3
      mark(d, 2, 0, 'inn', 'wallB'); // 2
      mark(d, 3, 0, 'bank'); // 1
      for (const p of d.ps) p.elves = p.dwarves = 3;
    });
    expect(s.ps.map((p) => p.points[0])).toEqual([5, 3, 1, 0]);
    const t = endOfRound(3, 3, (d) => {
      mark(d, 0, 0, 'pub', 'wallA', 'guild');
      mark(d, 1, 0, 'keepA', 'keepB');
      mark(d, 2, 0, 'inn');
    });
    expect(t.ps.map((p) => p.points[0])).toEqual([5, 3, 0]);
  });

  test('§10.57 Elves, Dwarves and Gnomes races 3/1; Masters count 1; only Gnomes on Property cards count', () => {
    const s = endOfRound(3, 3, (d) => {
      d.ps[0]!.elves = 5;
      setBuilt(d, 0, { gardens: 2 }, { gardens: 2 }); // 2 Masters among the 5 Elves
      d.ps[1]!.elves = 4;
      d.ps[2]!.elves = 3;
      d.ps[0]!.dwarves = 3;
      d.ps[1]!.dwarves = 3;
      d.ps[2]!.dwarves = 6;
      setBuilt(d, 1, { bank: 1 }, { bank: 1 });
    });
    const v = belfort.view(s, null);
    expect(v.races.map((r) => r.counts)).toEqual([[5, 4, 3], [3, 3, 6], [2, 1, 0]]);
    expect(s.ps.map((p) => [p.points[5], p.points[6], p.points[7]])).toEqual([[3, 0, 3], [1, 0, 1], [0, 3, 0]]);
  });

  test('§10.58 ties: tied players take the next position\'s points and push the next players down (source examples)', () => {
    // District (4 players): Blue 4 → 5; Yellow and Purple 2 → 1 each; Red → 0.
    expect(majorityPoints([0, 2, 2, 4], [5, 3, 1], 'oneTier')).toEqual([0, 1, 1, 5]);
    // Elves: Red 5 → 3; Yellow 4 → 1; Purple 3 and Blue 3 → 0.
    expect(majorityPoints([5, 4, 3, 3], [3, 1], 'oneTier')).toEqual([3, 1, 0, 0]);
    // Dwarves: Purple 5 and Yellow 5 → 1 each; Blue 4 pushed off → 0; Red 3 → 0.
    expect(majorityPoints([3, 5, 5, 4], [3, 1], 'oneTier')).toEqual([0, 1, 1, 0]);
    // Gnomes: Blue 3 → 3; everyone else 2 → 0.
    expect(majorityPoints([2, 2, 2, 3], [3, 1], 'oneTier')).toEqual([0, 0, 0, 3]);
    // G9, three tied for first: one tier (the next player scores 3rd) or past all of them.
    expect(majorityPoints([4, 4, 4, 2, 1], [5, 3, 1], 'oneTier')).toEqual([3, 3, 3, 1, 0]);
    expect(majorityPoints([4, 4, 4, 2, 1], [5, 3, 1], 'byCount')).toEqual([3, 3, 3, 0, 0]);
    // The option is wired to the state.
    expect(started(3, { options: { ties: 'byCount' } }).rules.ties).toBe('byCount');
  });

  test('§10.59 players with 0 in a category do not score in it', () => {
    expect(majorityPoints([3, 0, 0, 0], [5, 3, 1], 'oneTier')).toEqual([5, 0, 0, 0]);
    const s = endOfRound(4, 3, (d) => mark(d, 2, 1, 'pub'));
    expect(s.ps.map((p) => p.points[1])).toEqual([0, 0, 5, 0]);
    expect(s.ps.map((p) => p.points[7])).toEqual([0, 0, 0, 0]); // nobody has a Gnome
  });

  test('§10.60 the game ends after round 7\'s scoring; tie-break W + S + 2·M + G; further ties share the win', () => {
    const s = endOfRound(3, 7, (d) => {
      mark(d, 0, 0, 'pub');
      mark(d, 1, 1, 'pub');
      mark(d, 2, 2, 'pub');
      setRes(d, 0, { wood: 1, metal: 2, gold: 1 }); // 6
      setRes(d, 1, { wood: 3, stone: 3 }); // 6
      setRes(d, 2, { gold: 5 }); // 5
    });
    expect(s.phase).toBe('over');
    expect(belfort.pending(s)).toEqual([]);
    const r = belfort.result(s)!;
    expect(r.players.map((p) => [p.seat, p.rank, p.score, p.tiebreak[0]])).toEqual([[0, 1, 7, 6], [1, 1, 7, 6], [2, 3, 7, 5]]);
    expect(r.winners).toEqual([0, 1]);
    for (const p of r.players) expect(p.breakdown.reduce((a, b) => a + b.points, 0)).toBe(p.score);
    // A whole game ends after 7 rounds with exactly three scorings.
    const g = playGame({ game: belfort, bots: {} }, 4, 'end', Array(4).fill(randomBot));
    const end = g.state as BelfortState;
    expect(end.round).toBe(7);
    expect(g.result).not.toBeNull();
  });
});
