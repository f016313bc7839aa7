import { describe, expect, test } from 'vitest';
import { canonicalJson, hashState, sha256Hex } from './hash';

export const GOLDEN_HASH = { value: { b: [1, 2, { z: true, a: null }], a: 'x' }, hash: '' };

describe('canonical encoding and hash', () => {
  test('keys are sorted at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3, { f: 0, e: 1 }] } })).toBe('{"a":{"c":[3,{"e":1,"f":0}],"d":2},"b":1}');
  });

  test('key order does not change the hash; values do', () => {
    expect(hashState({ a: 1, b: 2 })).toBe(hashState({ b: 2, a: 1 }));
    expect(hashState({ a: 1, b: 2 })).not.toBe(hashState({ a: 1, b: 3 }));
    expect(hashState([1, 2])).not.toBe(hashState([2, 1]));
  });

  test('hash is 64 bits as 16 hex digits, pinned', () => {
    const h = hashState(GOLDEN_HASH.value);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(h).toBe(sha256Hex('{"a":"x","b":[1,2,{"a":null,"z":true}]}').slice(0, 16));
  });
});
