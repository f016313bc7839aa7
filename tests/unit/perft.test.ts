/**
 * Perft tables (STYLE.md habit 9): the number of action sequences from a fixed seed to each depth,
 * per game. They pin every game's move generator and apply: a change in what `actions()` lists or
 * where an action leads changes a number here. Recorded with lib/core/perft.ts on the engines as
 * of the golden matches (issue 11); if one changes on purpose, say why in the commit.
 */
import { describe, expect, test } from 'vitest';
import { divide, perft, walk } from '../../lib/core/perft';
import { findGame } from '../../lib/games/index';
import { sealedBid } from '../fixtures/sealed-bid';
import type { AnyGame, OptionValues } from '../../lib/core/types';

const game = (id: string): AnyGame => (id === 'sealedbid' ? sealedBid : findGame(id)!.game);

const TABLE: readonly (readonly [string, number, OptionValues, readonly number[]])[] = [
  ['sealedbid', 3, { short: false }, [11, 121, 1331, 11616]],
  ['sevenwonders', 3, { sides: 'A', wonders: 'random' }, [12, 156, 2028]],
  ['sevenwonders', 2, { sides: 'random', wonders: 'choose' }, [7, 42, 658, 4410]],
  ['caylus', 2, { simplifiedFavours: false, churchPP: '4', tailor: 'rulebook' }, [16, 242, 3426]],
  ['caylus', 4, { simplifiedFavours: false, churchPP: '4', tailor: 'rulebook' }, [17, 275, 4227]]
];

describe('perft from seed "perft"', () => {
  test.each(TABLE.map((row) => [`${row[0]} ${row[1]}p ${JSON.stringify(row[2])}`, ...row] as const))('%s', (_name, id, players, options, counts) => {
    const g = game(id);
    const start = g.setup({ players, seed: 'perft', options });
    expect(counts.map((_, d) => perft(g, start, d + 1))).toEqual(counts);
  });
});

describe('perft tools', () => {
  const start = sealedBid.setup({ players: 2, seed: 'p', options: { short: true } });

  test('depth 0 is the node itself; a finished game is a leaf', () => {
    expect(perft(sealedBid, start, 0)).toBe(1);
    let s = start;
    while (sealedBid.result(s) === null) s = sealedBid.apply(s, sealedBid.pending(s)[0]!, { type: 'bid', amount: 0 });
    expect(perft(sealedBid, s, 3)).toBe(1);
  });

  test('with every pending seat branching, simultaneous choices count in every order', () => {
    // Two seats bid 0–10 at once: 11 choices each; both orders of the two bids count.
    expect(perft(sealedBid, start, 1, { seats: 'all' })).toBe(22);
    expect(perft(sealedBid, start, 2, { seats: 'all' })).toBe(2 * 11 * 11);
    expect(perft(sealedBid, start, 2)).toBe(11 * 11);
  });

  test('divide splits the count by first action and sums to perft', () => {
    const parts = divide(sealedBid, start, 2);
    expect(parts).toHaveLength(11);
    expect(parts[3]).toEqual({ seat: 0, action: { type: 'bid', amount: 3 }, count: 11 });
    expect(parts.reduce((n, p) => n + p.count, 0)).toBe(perft(sealedBid, start, 2));
  });

  test('walk visits every node to the depth with its path, and prunes where told', () => {
    const paths: string[] = [];
    walk(sealedBid, start, 2, (node) => {
      paths.push(node.path.map((p) => `${p.seat}:${(p.action as unknown as { amount: number }).amount}`).join(' '));
      return node.path.length === 0 || (node.path[0]!.action as unknown as { amount: number }).amount === 10;
    });
    expect(paths).toHaveLength(1 + 11 + 11);
    expect(paths).toContain('0:10 1:4');
    expect(paths).not.toContain('0:9 1:4');
  });
});
