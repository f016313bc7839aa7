/**
 * Property tests, random players: whole games at every player count with every option set in
 * turn (see propertykit.ts), plus purity and legality of every listed action on deep-frozen
 * states, and a perft count. PROPERTY_GAMES sets the number of games (default 100; CI 2,000).
 * Rich starts are in property-rich.test.ts, heuristic games in property-heuristic.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { randomBot } from '../../bots/random';
import type { Bot } from '../../bots/types';
import { Rng, seedRng } from '../../core/rng';
import { deepFreeze } from './testkit';
import { cloneJson } from '../../core/json';
import { GAMES, OPTION_SETS, checkGame, checkInvariants } from './propertykit';
import type { CaylusAction, CaylusState } from './types';

describe.each([2, 3, 4, 5])('%i players', (players) => {
  test(`${GAMES} random games end cleanly and replay to the same hash`, () => {
    const bots = Array<Bot>(players).fill(randomBot);
    for (let k = 0; k < GAMES; k++) checkGame(players, `rnd-${players}-${k}`, bots, OPTION_SETS[k % OPTION_SETS.length]!);
  });
  test('apply never mutates its input, every listed action is legal, describe and prompt texts exist (deep-frozen states)', () => {
    // Deep freezing is slow: a few dozen games at most, whatever PROPERTY_GAMES says.
    const runs = Math.min(20, Math.max(3, Math.floor(GAMES / 20)));
    for (let k = 0; k < runs; k++) {
      const rng = new Rng(seedRng(`pure-${players}-${k}`));
      let s = deepFreeze(caylus.setup({ players, seed: `pure-${players}-${k}`, options: OPTION_SETS[k % OPTION_SETS.length]! }));
      let steps = 0;
      while (caylus.result(s) === null) {
        checkInvariants(s);
        if (steps % 4 === 0) expect(cloneJson(s)).toEqual(s); // a JSON round trip is exact (no -0, no undefined)
        const seat = caylus.pending(s)[0]!;
        const acts = caylus.actions(s, seat);
        expect(acts.length).toBeGreaterThan(1); // forced decisions are taken by the engine
        const keys = acts.map((a) => JSON.stringify(a));
        expect(new Set(keys).size).toBe(keys.length);
        if (steps % 11 === 0) for (const a of acts) caylus.apply(s, seat, a);
        const a = rng.pick(acts);
        const line = caylus.describe(s, seat, a);
        expect(line.key.startsWith('caylus.action.')).toBe(true);
        expect(line.seat).toBe(seat);
        expect(line.text.length).toBeGreaterThan(10);
        expect(caylus.view(s, seat).prompt?.text.length).toBeGreaterThan(10);
        s = deepFreeze(caylus.apply(s, seat, a));
        steps++;
      }
      expect(steps).toBeGreaterThan(10);
    }
  });
});

describe('perft', () => {
  /** Number of distinct decision sequences of length `depth` from a fixed setup (a move-generator oracle). */
  function perft(s: CaylusState, depth: number): number {
    if (depth === 0 || caylus.result(s) !== null) return 1;
    const seat = caylus.pending(s)[0]!;
    let n = 0;
    for (const a of caylus.actions(s, seat) as CaylusAction[]) n += perft(caylus.apply(s, seat, a), depth - 1);
    return n;
  }
  test('placement perft from a fixed 3-player setup', () => {
    const s = caylus.setup({ players: 3, seed: 'perft', options: {} });
    // Depth 1 by hand: pass + 7 off-road spots (gate, trading post, guild, joust, stables, inn,
    // castle) + 9 road buildings (neutral 1–6, Peddler 7, Carpenter 8, Gold mine 16) = 17.
    expect([1, 2, 3].map((d) => perft(s, d))).toEqual([17, 275, 4227]);
  });
});
