/**
 * Perft tables (STYLE.md habit 9) for Belfort from fixed seeds: the number of action sequences
 * to each depth (the first pending seat branches). They pin the move generator and apply; if a
 * number changes on purpose, say why in the commit.
 */
import { describe, expect, test } from 'vitest';
import { perft } from '../../core/perft';
import { belfort } from './index';
import { started } from './testkit';

describe('perft', () => {
  test('3 players from setup (the keep: each distinct pair of the 5 dealt cards)', () => {
    const s = belfort.setup({ players: 3, seed: 'perft', options: {} });
    // Seat 0 holds 5 different cards: C(5,2) = 10 pairs to discard.
    expect([1, 2].map((d) => perft(belfort, s, d))).toEqual([10, 70]);
  });

  test('3 players, first Placement turn', () => {
    const s = started(3, { seed: 'perft' });
    // Depth 1 by hand: 2 kinds (Elf, Dwarf) × 7 spaces (Recruitment Office, King's Camp, 5 guilds) + pass = 15.
    expect([1, 2, 3].map((d) => perft(belfort, s, d))).toEqual([15, 196, 2244]);
  });

  test('2 players, first Placement turn (Neutral Player Dwarves block two guilds)', () => {
    const s = started(2, { seed: 'perft' });
    expect(perft(belfort, s, 1)).toBe(2 * (1 + 1 + 3) + 1);
  });
});
