import { describe, expect, test } from 'vitest';
import type { SavedSummary } from '$engine/store';
import { outcomeRows, winnerNames } from './outcome';

const seats: SavedSummary['seats'] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Robo', bot: 'heuristic', level: 2 },
  { kind: 'bot', name: 'Max', bot: 'heuristic', level: 2 }
];

describe('My games: the end of a finished game', () => {
  test('rows best first, ties in seat order, winners marked', () => {
    const rows = outcomeRows({ seats, outcome: { winners: [1, 2], scores: [30, 41, 41] } });
    expect(rows).toEqual([
      { seat: 1, name: 'Robo', score: 41, won: true },
      { seat: 2, name: 'Max', score: 41, won: true },
      { seat: 0, name: 'Ann', score: 30, won: false }
    ]);
    expect(winnerNames({ seats, outcome: { winners: [2, 1], scores: [30, 41, 41] } })).toEqual(['Robo', 'Max']);
  });

  test('no outcome (a game in progress, or saved before outcomes were kept): nothing to show', () => {
    expect(outcomeRows({ seats })).toBeNull();
    expect(winnerNames({ seats })).toEqual([]);
  });
});
