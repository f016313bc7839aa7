/**
 * Untrusted match input (issue 10 items 5 and 8): depth and size are bounded before any
 * recursive walk, with coded messages; a byte-order mark is read like no mark; an over-long log
 * says it is too long; `null` is called null.
 */
import { describe, expect, test } from 'vitest';
import { sealedBid } from '../../tests/fixtures/sealed-bid';
import { findNonJson, jsonBounds } from './json';
import { MATCH_LIMITS, newMatch, parseMatch, readMatchText } from './match';

const GAMES = [sealedBid];
const base = newMatch(sealedBid, { players: 2, seed: 'input' });

/** Arrays nested `depth` deep around 1, without recursion. */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('depth and size bounds', () => {
  test.each([4000, 10_000, 200_000])('an action nested %i deep is refused with match/too-deep, no stack overflow', (depth) => {
    const raw = { ...base, log: [{ seat: 0, action: { type: 'bid', amount: nested(depth) } }] };
    const r = parseMatch(raw, GAMES);
    expect(r).toMatchObject({ ok: false, error: { code: 'match/too-deep' } });
    if (!r.ok) expect(r.error.message).toContain('nested too deep');
  });

  test('a record within the limits passes; one value over the node limit is match/too-big', () => {
    expect(parseMatch({ ...base, log: [{ seat: 0, action: { type: 'bid', amount: 1 } }] }, GAMES).ok).toBe(true);
    const wide = { ...base, junk: new Array<number>(MATCH_LIMITS.maxNodes).fill(0) };
    expect(parseMatch(wide, GAMES)).toMatchObject({ ok: false, error: { code: 'match/too-big' } });
  });

  test('jsonBounds and findNonJson walk any depth without recursion', () => {
    expect(jsonBounds(nested(500_000), { maxDepth: 600_000, maxNodes: 10_000_000 })).toBeNull();
    expect(jsonBounds(nested(20), { maxDepth: 19, maxNodes: 100 })).toEqual({ kind: 'too-deep', depth: 19 });
    expect(findNonJson(nested(300_000))).toBeNull();
    expect(findNonJson({ a: [1, [2, undefined]] })).toBe('$.a[1][1] (undefined)');
    expect(findNonJson([[1, 2.5], [, 3]], true)).toBe('$[0][1] (non-integer 2.5)');
  });

  test('findNonJson names the first bad value of each kind, and passes what is clean', () => {
    expect(findNonJson({ a: [1, 'x', true, null, { b: -3 }], c: Object.create(null) }, true)).toBeNull();
    expect(findNonJson([1.5])).toBeNull(); // fractions are JSON unless integers are asked for
    expect(findNonJson([0, [, 1]])).toBe('$[1][0] (hole)');
    expect(findNonJson({ a: { b: new Date(0) } })).toBe('$.a.b (class instance)');
    expect(findNonJson({ a: Infinity })).toBe('$.a (non-finite number)');
    expect(findNonJson({ a: NaN }, true)).toBe('$.a (non-finite number)');
    expect(findNonJson({ f: () => 1 })).toBe('$.f (function)');
    expect(findNonJson({ s: Symbol('s') })).toBe('$.s (symbol)');
    expect(findNonJson({ n: 1n })).toBe('$.n (bigint)');
    expect(findNonJson({ ok: 1, x: { y: [2, 3.25] } }, true, 'state')).toBe('state.x.y[1] (non-integer 3.25)');
  });
});

describe('small things (item 8)', () => {
  test('a byte-order mark is dropped before parsing', () => {
    const text = JSON.stringify(base);
    expect(readMatchText(`\uFEFF${text}`)).toEqual(readMatchText(text));
    expect(readMatchText(`\uFEFF${text}`).ok).toBe(true);
    expect(readMatchText('{oops')).toMatchObject({ ok: false, error: { code: 'match/not-json' } });
  });

  test('a log of 100,001 items says the log is too long', () => {
    const item = { seat: 0, action: { type: 'bid', amount: 1 } };
    const r = parseMatch({ ...base, log: Array.from({ length: MATCH_LIMITS.maxLog + 1 }, () => item) }, GAMES);
    expect(r).toMatchObject({ ok: false, error: { code: 'match/log-too-long' } });
    if (!r.ok) expect(r.error.message).toBe('The log is too long: 100001 actions, at most 100000.');
  });

  test('null is called null', () => {
    const r = parseMatch(null, GAMES);
    expect(r).toMatchObject({ ok: false, error: { code: 'match/not-object' } });
    if (!r.ok) expect(r.error.message).toContain('found null');
  });
});
