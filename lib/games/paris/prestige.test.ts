/** Prestige at landmarks and pairs for bonus 23/24 (paris.md §2.8, checklist 30, 49). */
import { describe, expect, test } from 'vitest';
import { fillSlots, pairsOptions, prestigeOptions } from './prestige';
import { LANDMARKS } from './tables/landmarks';
import { fresh, giveBonus, giveEnd } from './testkit';
import { endIndex } from './items';

const louvre = LANDMARKS.find((l) => l.id === 'L15')!;

describe('landmark prestige', () => {
  test('30 source example: 2 Gold prestige at the Louvre give 10 VP', () => {
    expect(fillSlots(louvre.slots, [0, 0, 2], 0)).toBe(10);
    const s = fresh(2);
    s.ps[0]!.items = [0, 0, 0, 0, 0, 2];
    const opts = prestigeOptions(s.ps[0]!, louvre.slots);
    expect(opts.map((o) => [o.use.tokens, o.vp])).toEqual([[[0, 0, 0], 0], [[0, 0, 1], 5], [[0, 0, 2], 10]]);
  });

  test('30 at most 3 tokens and only of the metals printed; a token with no slot of its metal cannot be handed in', () => {
    expect(fillSlots(louvre.slots, [1, 0, 0], 0)).toBeNull(); // no Bronze slot on the Louvre
    expect(fillSlots(louvre.slots, [0, 1, 2], 1)).toBeNull(); // 4 items for 3 slots
    expect(fillSlots(louvre.slots, [0, 1, 2], 0)).toBe(14);
  });

  test('wildcards fill the best free slots; a 2-unit wildcard fills as many as fit; each listed tile fills a slot', () => {
    const s = fresh(2);
    const p = s.ps[0]!;
    p.items = [0, 0, 0, 0, 0, 2];
    giveBonus(s, 0, 19);
    const opts = prestigeOptions(p, louvre.slots);
    // 19 alone fills Gold 5 + Gold 5; with one Gold token: token 5 + wild 5 + Silver 4; with two: 5 + 5 + 4.
    expect(opts).toContainEqual({ use: { tiles: [19], tokens: [0, 0, 0] }, vp: 10 });
    expect(opts).toContainEqual({ use: { tiles: [19], tokens: [0, 0, 1] }, vp: 14 });
    expect(opts).toContainEqual({ use: { tiles: [19], tokens: [0, 0, 2] }, vp: 14 });
  });
});

describe('pairs (bonus 23/24)', () => {
  test('49 prestige pairs: one option per number of pairs of each metal (own tokens first)', () => {
    const s = fresh(3);
    s.ps[0]!.items = [0, 0, 0, 2, 3, 1];
    const opts = pairsOptions(s.ps[0]!, true);
    expect(opts.map((o) => o.pairs)).toEqual([[0, 1, 0], [1, 0, 0], [1, 1, 0]]);
    expect(opts[2]!.use).toEqual({ tiles: [], tokens: [2, 2, 0] });
  });

  test('A10 a wildcard completes a pair; a one-type resource tile counts as its type', () => {
    const s = fresh(3);
    const p = s.ps[0]!;
    p.items = [1, 0, 1, 0, 0, 0];
    giveBonus(s, 0, 2); // Wood tile
    giveEnd(s, 0, endIndex('E4'));
    const opts = pairsOptions(p, false);
    expect(opts).toContainEqual({ pairs: [1, 0, 0], use: { tiles: [2], tokens: [1, 0, 0] } });
    expect(opts).toContainEqual({ pairs: [0, 0, 1], use: { tiles: ['E4'], tokens: [0, 0, 1] } });
    expect(opts).toContainEqual({ pairs: [1, 0, 1], use: { tiles: [2, 'E4'], tokens: [1, 0, 1] } });
    // Two Wood pairs: token + tile 2 + both E4 units.
    expect(opts).toContainEqual({ pairs: [2, 0, 0], use: { tiles: [2, 'E4'], tokens: [1, 0, 0] } });
  });

  test('no pair possible: no option', () => {
    const s = fresh(3);
    s.ps[0]!.items = [1, 1, 1, 1, 1, 1];
    expect(pairsOptions(s.ps[0]!, true)).toEqual([]);
    expect(pairsOptions(s.ps[0]!, false)).toEqual([]);
  });
});
