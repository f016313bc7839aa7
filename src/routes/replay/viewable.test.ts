import { expect, test } from 'vitest';
import { viewableSeats } from './viewable';
import type { SeatSpec } from '$engine/core/match';

const seats: SeatSpec[] = [
  { kind: 'bot', name: 'B1', bot: 'heuristic', level: 1 },
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'B2', bot: 'random', level: 1 }
];

test('a running game shows only the human seats; a finished one shows all', () => {
  expect(viewableSeats(seats, false)).toEqual([1]);
  expect(viewableSeats(seats, true)).toEqual([0, 1, 2]);
});

test('a running bots-only game can be watched from any seat', () => {
  expect(viewableSeats([seats[0]!, seats[2]!], false)).toEqual([0, 1]);
});
