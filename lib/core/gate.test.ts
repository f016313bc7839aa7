/**
 * The strict action gate (issue 10 item 7) on the fixture game and on both real games: only an
 * action equal by canonical JSON to a listed one passes, the listed object is what `apply` gets,
 * and junk (unknown fields, huge or deep values) is refused with `core/illegal-action` and its
 * reason, by `replay` and by the store's import (the CLI is in tests/unit/cli.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { applyChecked } from './match';
import { ACTION_LIMITS, ActionCache, actionProblem, cachedActionsOf } from './actions';
import { newMatch, replay, type MatchRecord } from './match';
import { RuleError } from './errors';
import type { Action, AnyGame } from './types';
import { sealedBid } from '../../tests/fixtures/sealed-bid';
import { findGame } from '../games/index';
import { playGame } from '../cli/simulate';
import { randomBot } from '../bots/random';
import { MemoryStorage } from '../store/storage';
import { createSaveStore } from '../store/saves';

const codeOf = (f: () => unknown): { code: string; message: string; reason?: unknown } => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return { code: e.code, message: e.message, reason: e.data.reason };
    throw e;
  }
  throw new Error('expected a RuleError');
};

/** A nested value `depth` levels deep, built without recursion. */
function deep(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = { v };
  return v;
}

describe('the gate on the fixture game', () => {
  const start = sealedBid.setup({ players: 2, seed: 'gate', options: { short: false } });

  test('a listed object passes as itself; an equal copy passes whatever its key order', () => {
    const got: unknown[] = [];
    const actions = cachedActionsOf(new ActionCache<object, readonly Action[]>(), (s, seat) => sealedBid.actions(s as never, seat).slice());
    const spy: AnyGame = { ...sealedBid, actions, apply: (s: unknown, seat: number, a: Action) => (got.push(a), sealedBid.apply(s as never, seat, a as never)) };
    const listed = spy.actions(start, 0)[3]!;
    applyChecked(spy, start, 0, listed);
    applyChecked(spy, start, 0, { amount: 3, type: 'bid' } as Action);
    expect(got).toHaveLength(2);
    expect(got[0]).toBe(listed);
    // the copy is replaced by the engine's own listed object before it reaches apply
    expect(got[1]).toBe(listed);
  });

  test.each([
    ['an unknown field', { type: 'bid', amount: 3, note: 'hi' }, 'unknown field "note"'],
    ['a type no decision has', { type: 'pass' }, 'no "pass" action is possible now'],
    ['a 1 MB field', { type: 'bid', amount: 3, junk: 'x'.repeat(1_000_000) }, `a string longer than ${ACTION_LIMITS.maxStringLength} characters (in field "junk")`],
    ['10,000 levels of nesting', { type: 'bid', amount: 3, junk: deep(10_000) }, `nested deeper than ${ACTION_LIMITS.maxDepth} levels (in field "junk")`],
    ['a million-element array', { type: 'bid', amount: 3, junk: new Array(1_000_000).fill(0) }, `more than ${ACTION_LIMITS.maxValues} values (in field "junk")`],
    ['a class instance', { type: 'bid', amount: new Number(3) }, 'not plain JSON (in field "amount")'],
    ['no type', { amount: 3 }, 'a string "type"'],
    ['not an object', [1, 2], 'a JSON object']
  ])('%s is refused with core/illegal-action', (_name, action, reason) => {
    const e = codeOf(() => applyChecked(sealedBid, start, 0, action as unknown as Action));
    expect(e.code).toBe('core/illegal-action');
    expect(e.message).toContain(reason);
  });

  test.each([
    ['an amount out of range', { type: 'bid', amount: 99 }],
    ['a missing field', { type: 'bid' }],
    ['a string where a number is', { type: 'bid', amount: '3' }]
  ])('a well-formed but unlisted action (%s) keeps the game’s own code', (_name, action) => {
    expect(codeOf(() => applyChecked(sealedBid, start, 0, action as unknown as Action)).code).toBe('sealedbid/illegal-bid');
  });

  test('an unlisted action is refused even when the game’s apply would take it', () => {
    const lax: AnyGame = { ...sealedBid, apply: (s: unknown) => s };
    expect(codeOf(() => applyChecked(lax, start, 0, { type: 'bid', amount: 99 } as Action))).toMatchObject({
      code: 'core/illegal-action',
      reason: 'it is not one of the 11 legal "bid" actions'
    });
  });

  test('bounds are checked before any recursive walk and cost at most the limits', () => {
    expect(actionProblem({ type: 'x', a: deep(1_000_000) })).toContain('nested deeper');
    expect(actionProblem({ type: 'x', a: [[1, 2], { b: 'c' }], n: null, t: true })).toBeNull();
    const wide: Record<string, number> = { type: 0 };
    for (let i = 0; i < 10_000; i++) wide[`k${i}`] = i;
    expect(actionProblem({ ...wide, type: 'x' })).toContain('more than 64 fields');
    expect(actionProblem({ type: 'x', w: wide })).toContain('more than 64 fields (in field "w")');
  });
});

/** A recorded game of `id` and the same match with `junk` added to one of its actions. */
function withJunk(id: string, players: number, junk: unknown): { match: MatchRecord; bad: MatchRecord; at: number } {
  const entry = findGame(id)!;
  const g = playGame(entry, players, `junk-${id}`, Array(players).fill(randomBot));
  const match = { ...newMatch(entry.game, { players, seed: `junk-${id}` }), log: JSON.parse(JSON.stringify(g.log)) as MatchRecord['log'] };
  const at = 5;
  const log = match.log.slice();
  log[at] = { seat: log[at]!.seat, action: { ...log[at]!.action, junk } as Action };
  return { match, bad: { ...match, log }, at };
}

describe.each([
  ['sevenwonders', 3],
  ['caylus', 3]
] as const)('the gate on %s', (id, players) => {
  const game = findGame(id)!.game;

  test('every action of a played log, copied through JSON, still replays', () => {
    const { match } = withJunk(id, players, 1);
    expect(game.result(replay(game, match, { hashes: false }).state)).not.toBeNull();
  });

  test.each([
    ['a small junk field', 'x', 'unknown field "junk"'],
    ['a multi-MB junk field', 'x'.repeat(3_000_000), 'a string longer than 200 characters (in field "junk")'],
    ['a deep junk field', deep(5_000), 'nested deeper than 12 levels (in field "junk")']
  ])('%s is refused by replay, naming the entry and the reason', (_name, junk, reason) => {
    const { bad, at } = withJunk(id, players, junk);
    const e = codeOf(() => replay(game, bad));
    expect(e.code).toBe('match/illegal-log');
    expect(e.message).toContain(`Log entry ${at + 1}`);
    expect(e.message).toContain(`not a legal action: ${reason}`);
  });

  test('a junk field is refused by the store’s import, and nothing is saved', async () => {
    const { bad } = withJunk(id, players, 'x'.repeat(2_000_000));
    const store = createSaveStore({ storage: new MemoryStorage(), games: [game], now: () => 0 });
    const r = await store.importMatch(JSON.stringify(bad), { id: 'junk' });
    expect(r).toMatchObject({ ok: false, error: { code: 'match/illegal-log' } });
    expect(r.ok ? '' : r.error.message).toContain('not a legal action: a string longer than 200 characters (in field "junk")');
    expect((await store.listMatches()).good).toEqual([]);
  });
});

test('7 Wonders: a payment with its resources in another order is not the listed action', () => {
  // Canonical JSON compares arrays in order; the engine lists each payment once, sorted.
  const entry = findGame('sevenwonders')!;
  let state = entry.game.setup({ players: 3, seed: 'order', options: { sides: 'A', wonders: 'random' } });
  for (let i = 0; i < 200 && entry.game.result(state) === null; i++) {
    const seat = entry.game.pending(state)[0]!;
    const acts = entry.game.actions(state, seat) as readonly { type: string; pay?: { left: string[] } }[];
    const two = acts.find((a) => a.pay && a.pay.left.length >= 2 && a.pay.left[0] !== a.pay.left[1]);
    if (two) {
      const swapped = JSON.parse(JSON.stringify(two)) as { pay: { left: string[] } };
      swapped.pay.left.reverse();
      // Refused, with the game's own reason (its apply no longer sorts payments: the kit matches).
      expect(codeOf(() => applyChecked(entry.game, state, seat, swapped as unknown as Action)).code).toBe('sevenwonders/bad-payment');
      expect(applyChecked(entry.game, state, seat, JSON.parse(JSON.stringify(two)) as Action)).toBeTruthy();
      return;
    }
    state = entry.game.apply(state, seat, acts[0] as never);
  }
  throw new Error('no two-resource purchase found in 200 actions');
});
