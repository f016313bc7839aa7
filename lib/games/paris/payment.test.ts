/** The resource payment enumerator and its quick check (paris.md §4.4.2, checklist 21–22, 36). */
import { describe, expect, test } from 'vitest';
import { canPay, payments, purchaseCost } from './payment';
import { fresh, giveBonus, giveEnd } from './testkit';
import { endIndex } from './items';

function player(items: number[] = [0, 0, 0, 0, 0, 0]) {
  const p = fresh(2).ps[0]!;
  p.items = items.slice();
  return p;
}

describe('payments', () => {
  test('no resource cost: one empty payment', () => {
    expect(payments(player(), [0, 0, 0], [0, 0, 0], 0)).toEqual([{ tiles: [], tokens: [0, 0, 0], buy: [0, 0, 0] }]);
  });

  test('one Wood token pays one Wood; nothing is bought while an own token is there', () => {
    const p = player([1, 0, 0, 0, 0, 0]);
    expect(payments(p, [1, 0, 0], [3, 0, 0], 10)).toEqual([{ tiles: [], tokens: [1, 0, 0], buy: [0, 0, 0] }]);
  });

  test('22 a cost that cannot be paid (no token, empty supply) has no payment', () => {
    const p = player();
    expect(payments(p, [1, 0, 0], [0, 0, 0], 20)).toEqual([]);
    expect(canPay(p, [1, 0, 0], [0, 0, 0], 20)).toBe(false);
  });

  test('buying from the supply at the board price, within the francs left', () => {
    const p = player();
    expect(payments(p, [1, 0, 0], [1, 0, 0], 2)).toEqual([{ tiles: [], tokens: [0, 0, 0], buy: [1, 0, 0] }]);
    expect(purchaseCost({ tiles: [], tokens: [0, 0, 0], buy: [1, 0, 0] })).toBe(2);
    expect(payments(p, [1, 0, 0], [1, 0, 0], 1)).toEqual([]);
    expect(canPay(p, [1, 0, 0], [1, 0, 0], 1)).toBe(false);
    expect(canPay(p, [1, 0, 0], [1, 0, 0], 2)).toBe(true);
  });

  test('36 a one-type tile pays its own type only; a wildcard pays any type; every split is listed', () => {
    const s = fresh(2);
    const p = s.ps[0]!;
    p.items = [0, 1, 0, 0, 0, 0]; // one Marble token
    giveBonus(s, 0, 2, 10); // Wood tile, one-any tile
    // The 12 (1 Marble + 1 Gold): the Wood tile cannot help; Marble token + bought Gold, or tile 10
    // pays Gold (Marble token) or Marble (then Gold must be bought).
    const got = payments(p, [0, 1, 1], [0, 0, 1], 10);
    expect(got).toEqual([
      { tiles: [], tokens: [0, 1, 0], buy: [0, 0, 1] },
      { tiles: [10], tokens: [0, 1, 0], buy: [0, 0, 0] },
      { tiles: [10], tokens: [0, 0, 0], buy: [0, 0, 1] }
    ]);
  });

  test('a two-unit wildcard may pay one unit (the other is lost) or two', () => {
    const s = fresh(2);
    const p = s.ps[0]!;
    p.items = [0, 1, 1, 0, 0, 0];
    giveEnd(s, 0, endIndex('E4'));
    const got = payments(p, [0, 1, 1], [0, 0, 0], 0);
    expect(got).toContainEqual({ tiles: [], tokens: [0, 1, 1], buy: [0, 0, 0] });
    expect(got).toContainEqual({ tiles: ['E4'], tokens: [0, 0, 0], buy: [0, 0, 0] });
    expect(got).toContainEqual({ tiles: ['E4'], tokens: [0, 1, 0], buy: [0, 0, 0] });
    expect(got).toContainEqual({ tiles: ['E4'], tokens: [0, 0, 1], buy: [0, 0, 0] });
    expect(got).toHaveLength(4);
  });

  test('canPay agrees with the enumerator on many holdings', () => {
    const s = fresh(2);
    const p = s.ps[0]!;
    let checked = 0;
    for (let mask = 0; mask < 64; mask++) {
      p.bonus = 0;
      p.endTiles = 0;
      [2, 3, 4, 10, 21].forEach((n, i) => { if ((mask >> i) & 1) p.bonus |= 1 << n; });
      if ((mask >> 5) & 1) p.endTiles |= 1 << endIndex('E4');
      for (const items of [[0, 0, 0], [1, 0, 1], [0, 2, 0]]) {
        p.items = [...items, 0, 0, 0];
        for (const need of [[1, 0, 0], [0, 1, 1], [0, 2, 2], [0, 1, 2]]) {
          for (const supply of [[0, 0, 0], [1, 1, 1]]) {
            for (const francs of [0, 3, 10]) {
              expect(canPay(p, need, supply, francs)).toBe(payments(p, need, supply, francs).length > 0);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(64 * 3 * 4 * 2 * 3);
  });
});
