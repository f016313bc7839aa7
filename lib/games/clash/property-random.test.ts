/**
 * Property tests, random players: whole games at 2–4 players with every option set in turn,
 * invariants checked in every state of a sample of games, apply never mutating its (deep-frozen)
 * input, every listed action applying, views hiding hidden information, and a perft count.
 * PROPERTY_GAMES sets the number of games per player count (default 60; CI 1,000).
 */
import { describe, expect, test, vi } from 'vitest';
import { clash } from './index';
import { randomBot } from '../../bots/random';
import { perft } from '../../core/perft';
import type { Bot } from '../../core/entry';
import { Rng, seedRng } from '../../core/rng';
import { cloneJson } from '../../core/json';
import { GAMES, OPTION_SETS, PROPERTY_TIMEOUT, brokenInvariant, checkGame, leak } from './propertykit';
import { deepFreeze } from './testkit';

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

describe.each([2, 3, 4])('%i players', (players) => {
  test(`${GAMES} random games end cleanly and replay to the same hash`, () => {
    const bots = Array<Bot>(players).fill(randomBot);
    for (let k = 0; k < GAMES; k++) checkGame(players, `rnd-${players}-${k}`, bots, OPTION_SETS[k % OPTION_SETS.length]!);
  });

  test('invariants in every state; apply never mutates its input; every listed action applies; views hide what they must', () => {
    const runs = Math.min(12, Math.max(3, Math.floor(GAMES / 50)));
    for (let k = 0; k < runs; k++) {
      const rng = new Rng(seedRng(`pure-${players}-${k}`));
      let s = deepFreeze(clash.setup({ players, seed: `pure-${players}-${k}`, options: OPTION_SETS[k % OPTION_SETS.length]! }));
      let steps = 0;
      while (clash.result(s) === null) {
        expect(brokenInvariant(s)).toBeNull();
        if (steps % 7 === 0) expect(cloneJson(s)).toEqual(s);
        const seat = clash.pending(s)[0]!;
        const acts = clash.actions(s, seat);
        expect(acts.length).toBeGreaterThan(0);
        const keys = acts.map((a) => JSON.stringify(a));
        expect(new Set(keys).size).toBe(keys.length);
        if (steps % 13 === 0) for (const a of acts) clash.apply(s, seat, a);
        if (steps % 5 === 0) for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) expect(leak(s, viewer)).toBeNull();
        const a = rng.pick(acts);
        const line = clash.describe(s, seat, a);
        expect(line.key.startsWith('clash.action.')).toBe(true);
        expect(line.text.length).toBeGreaterThan(8);
        expect(clash.view(s, seat).prompt?.text.length).toBeGreaterThan(8);
        s = deepFreeze(clash.apply(s, seat, a));
        steps++;
      }
      expect(steps).toBeGreaterThan(20);
    }
  });
});

describe('perft', () => {
  test('decision sequences from a fixed 3-player setup (the kit perft)', () => {
    const s = clash.setup({ players: 3, seed: 'perft', options: {} });
    // Depth 1 by hand, the First Player's first decision: 12 advances (ten categories' first
    // advances, plus Agriculture's and Construction's others but Roads), Collect Food, Ore or Wood
    // (a Neutral size-1 city on Fertile next to its Mountain and Forest), Build a Settler (2 Food),
    // Move (the Settler), 2 trade partners, end the Turn = 20.
    const first = clash.actions(s, clash.pending(s)[0]!).map((a) => a.type);
    expect(first.filter((t) => t === 'advance').length).toBe(12);
    expect([1, 2, 3].map((d) => perft(clash, s, d))).toEqual([20, 193, 1609]);
  });
});
