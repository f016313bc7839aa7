/**
 * The engine contract exercised end to end on the fixture game: simultaneous hidden choices,
 * RNG in state, plain-JSON state, replay, views without others' secrets, the sim tool's report.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { sealedBid, sealedBidEntry, type BidState } from '../fixtures/sealed-bid';
import { findNonJson, cloneJson } from '../../lib/core/json';
import { hashState } from '../../lib/core/hash';
import { newMatch, replay, type MatchRecord } from '../../lib/core/match';
import { playGame, simulate, randomPlayout } from '../../lib/cli/simulate';
import { makeBot } from '../../lib/bots/pick';
import { randomBot } from '../../lib/bots/random';

describe('fixture game through the contract', () => {
  test('several seats are pending at once and bids stay hidden until all are in', () => {
    let s = sealedBid.setup({ players: 3, seed: 'hide', options: { short: false } });
    expect(sealedBid.pending(s)).toEqual([0, 1, 2]);
    s = sealedBid.apply(s, 1, { type: 'bid', amount: 4 });
    expect(sealedBid.pending(s)).toEqual([0, 2]);
    expect(sealedBid.view(s, 1).myBid).toBe(4);
    expect(JSON.stringify(sealedBid.view(s, 0))).not.toContain('"myBid":4');
    expect(sealedBid.view(s, 0).hasBid).toEqual([false, true, false]);
  });

  test('apply never mutates its input', () => {
    const s = sealedBid.setup({ players: 2, seed: 'pure', options: { short: false } });
    const before = cloneJson(s);
    sealedBid.apply(s, 0, { type: 'bid', amount: 2 });
    expect(s).toEqual(before);
  });

  test('property: state after setup and after random play is plain JSON with integers only', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        const g = playGame(sealedBidEntry, players, seed, Array(players).fill(randomBot));
        expect(g.failure).toBeNull();
        expect(findNonJson(sealedBid.setup({ players, seed, options: { short: false } }), true)).toBeNull();
        expect(findNonJson(g.state, true)).toBeNull();
        expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
      }),
      { numRuns: 200 }
    );
  });

  test('property: replaying a played log reproduces the final hash', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        const g = playGame(sealedBidEntry, players, seed, Array(players).fill(randomBot));
        const m: MatchRecord = { ...newMatch(sealedBid, { players, seed }), log: g.log };
        const { state, hashes } = replay<BidState>(sealedBid, m);
        expect(hashes[hashes.length - 1]).toBe(hashState(g.state));
        expect(sealedBid.result(state)).toEqual(g.result);
      }),
      { numRuns: 200 }
    );
  });

  test('randomPlayout ends every game', () => {
    for (let i = 0; i < 50; i++) expect(randomPlayout(sealedBidEntry, 3, `p${i}`)).toBe(15);
  });
});

describe('sim report', () => {
  test('has the documented fields and sane values', () => {
    let t = 0;
    const r = simulate(sealedBidEntry, { players: 3, games: 40, seed: 'r', bots: ['heuristic', 'random'] }, () => (t += 5));
    expect(r).toMatchObject({ game: 'sealedbid', players: 3, games: 40, finished: 40, errors: 0, illegal: 0, avgActions: 15, bots: ['heuristic', 'random', 'random'] });
    expect(r.winRate.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(r.avgScore).toHaveLength(3);
    expect(r.msPerGame).toBeGreaterThan(0);
  });

  test('a bot that plays an illegal action is counted, not crashed on', () => {
    const cheat = { name: 'cheat', choose: () => ({ type: 'bid', amount: 999 }) };
    const g = playGame(sealedBidEntry, 2, 'c', [cheat, randomBot]);
    expect(g.failure?.kind).toBe('illegal');
  });

  test('unknown or missing bots give a clear error', () => {
    expect(() => makeBot(sealedBidEntry, 'search')).toThrow(/has no "search" bot yet \(available: random, heuristic\)/);
    expect(() => makeBot(sealedBidEntry, 'wizard')).toThrow(/Unknown bot "wizard"/);
  });
});
