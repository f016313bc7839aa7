/**
 * Perft tables (STYLE.md habit 9): action sequences from a fixed seed, from the start and from a
 * middle-game position (80 random actions in, drawn with the seed "perft-mid"), per player count
 * and option set. They pin what `actions()` lists and where each action leads; if a number
 * changes on purpose, say why in the commit.
 */
import { describe, expect, test } from 'vitest';
import { perft } from '../../core/perft';
import { Rng, seedRng } from '../../core/rng';
import { paris } from './index';
import type { OptionValues } from '../../core/types';
import type { ParisState } from './types';

// At the start: 3 stacks to draw from, then 7 places for the first key (6 banks + the Arc).
const TABLE: readonly (readonly [number, OptionValues, readonly number[], readonly number[]])[] = [
  [2, {}, [3, 21, 63, 441, 1323], [21, 268, 3858]],
  [3, {}, [3, 21, 63, 441, 1323], [7, 42, 1176]],
  [4, { variantSetup: true }, [3, 21, 63, 441, 1323], [3, 25, 412]],
  // §7.2: after each draw the tile's district is a decision (6 while every space is free).
  [3, { ignoreDistricts: true }, [3, 18, 126, 378, 2268], [11, 62, 186]]
];

function middle(start: ParisState): ParisState {
  const rng = new Rng(seedRng('perft-mid'));
  let s = start;
  for (let i = 0; i < 80; i++) {
    const seat = paris.pending(s)[0]!;
    s = paris.apply(s, seat, rng.pick(paris.actions(s, seat)));
  }
  return s;
}

describe('Paris perft from seed "perft"', () => {
  test.each(TABLE.map((row) => [`${row[0]}p ${JSON.stringify(row[1])}`, ...row] as const))('%s', (_name, players, options, fromStart, fromMiddle) => {
    const start = paris.setup({ players, seed: 'perft', options });
    expect(fromStart.map((_, d) => perft(paris, start, d + 1))).toEqual(fromStart);
    const mid = middle(start);
    expect(fromMiddle.map((_, d) => perft(paris, mid, d + 1))).toEqual(fromMiddle);
  });
});
