import { describe, expect, test } from 'vitest';
import { Rng, seedRng } from './rng';
import { findNonJson } from './json';

/** Golden values: the browser test (tests/e2e/determinism.spec.ts) checks Chromium gives the same. */
export const GOLDEN_UINT32 = [180420517, 3318269122, 1208463479, 753705760, 959303719];

describe('Rng', () => {
  test('same seed gives the same sequence, pinned to golden values', () => {
    const a = new Rng(seedRng('golden'));
    expect(Array.from({ length: 5 }, () => a.uint32())).toEqual(GOLDEN_UINT32);
  });

  test('different seeds differ', () => {
    const a = new Rng(seedRng('a'));
    const b = new Rng(seedRng('b'));
    expect([a.uint32(), a.uint32()]).not.toEqual([b.uint32(), b.uint32()]);
  });

  test('state is plain JSON of integers and resumes the sequence exactly', () => {
    const a = new Rng(seedRng('resume'));
    a.uint32();
    const saved = JSON.parse(JSON.stringify(a.state()));
    expect(findNonJson(saved, true)).toBeNull();
    const next = [a.uint32(), a.below(10), a.below(1000)];
    const b = new Rng(saved);
    expect([b.uint32(), b.below(10), b.below(1000)]).toEqual(next);
  });

  test('below(n) stays in range and hits every value', () => {
    const r = new Rng(seedRng('range'));
    const seen = new Array<number>(7).fill(0);
    for (let i = 0; i < 7000; i++) seen[r.below(7)]!++;
    expect(seen.every((c) => c > 800 && c < 1200)).toBe(true);
    expect(() => r.below(0)).toThrow(RangeError);
    expect(() => r.below(2.5)).toThrow(RangeError);
  });

  test('between is inclusive', () => {
    const r = new Rng(seedRng('between'));
    const xs = Array.from({ length: 500 }, () => r.between(3, 5));
    expect(new Set(xs)).toEqual(new Set([3, 4, 5]));
  });

  test('shuffled returns a permutation and leaves its input alone', () => {
    const r = new Rng(seedRng('shuffle'));
    const input = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const out = r.shuffled(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(out.slice().sort((a, b) => a - b)).toEqual(input);
    expect(out).not.toEqual(input);
  });

  test('pick on an empty list throws', () => {
    expect(() => new Rng(seedRng('x')).pick([])).toThrow(RangeError);
  });
});
