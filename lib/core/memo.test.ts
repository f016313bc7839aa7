/** The identity memo behind the legal-action cache: keys by identity, fixed slots, misses recompute. */
import { describe, expect, test } from 'vitest';
import { IdentityMemo } from './memo';
import { ActionCache } from './actions';

describe('IdentityMemo', () => {
  test('a value is found by the same object and an equal second key, not by an equal copy', () => {
    const memo = new IdentityMemo<number[], string, number>(4);
    const a = [1];
    memo.set(a, 'x', 10);
    expect(memo.get(a, 'x')).toBe(10);
    expect(memo.get([1], 'x')).toBeUndefined();
    expect(memo.get(a, 'y')).toBeUndefined();
  });

  test('the most recent entries are kept: the oldest slot is reused', () => {
    const memo = new IdentityMemo<object, number, string>(2);
    const keys = [{}, {}, {}];
    keys.forEach((k, i) => memo.set(k, 0, `v${i}`));
    expect(memo.get(keys[0]!, 0)).toBeUndefined();
    expect(memo.get(keys[1]!, 0)).toBe('v1');
    expect(memo.get(keys[2]!, 0)).toBe('v2');
  });

  test('through computes on a miss only', () => {
    const memo = new ActionCache<object, number>();
    const k = {};
    let calls = 0;
    expect(memo.through(k, 1, () => ++calls)).toBe(1);
    expect(memo.through(k, 1, () => ++calls)).toBe(1);
    expect(memo.through(k, 2, () => ++calls)).toBe(2);
  });
});
