/**
 * Property tests, random players: whole games at every player count with every option set in
 * turn (see propertykit.ts), plus purity and legality of every listed action on deep-frozen
 * states, and a perft count. PROPERTY_GAMES sets the number of games (default 100; CI 2,000).
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { randomBot } from '../../bots/random';
import type { Bot } from '../../bots/types';
import { Rng, seedRng } from '../../core/rng';
import { deepFreeze, situation } from './testkit';
import { findNonJson } from '../../core/json';
import { hashState } from '../../core/hash';
import { GAMES, OPTION_SETS, checkGame, checkInvariants } from './propertykit';
import type { CaylusAction, CaylusState } from './types';

describe.each([2, 3, 4, 5])('%i players', (players) => {
  test(`${GAMES} random games end cleanly and replay to the same hash`, () => {
    const bots = Array<Bot>(players).fill(randomBot);
    for (let k = 0; k < GAMES; k++) checkGame(players, `rnd-${players}-${k}`, bots, OPTION_SETS[k % OPTION_SETS.length]!);
  });
  test('apply never mutates its input, and every listed action is legal (deep-frozen states)', () => {
    const runs = Math.max(3, Math.floor(GAMES / 20));
    for (let k = 0; k < runs; k++) {
      const rng = new Rng(seedRng(`pure-${players}-${k}`));
      let s = deepFreeze(caylus.setup({ players, seed: `pure-${players}-${k}`, options: OPTION_SETS[k % OPTION_SETS.length]! }));
      let steps = 0;
      while (caylus.result(s) === null) {
        checkInvariants(s);
        const seat = caylus.pending(s)[0]!;
        const acts = caylus.actions(s, seat);
        expect(acts.length).toBeGreaterThan(1); // forced decisions are taken by the engine
        const keys = acts.map((a) => JSON.stringify(a));
        expect(new Set(keys).size).toBe(keys.length);
        if (steps % 7 === 0) for (const a of acts) caylus.apply(s, seat, a);
        s = deepFreeze(caylus.apply(s, seat, rng.pick(acts)));
        steps++;
      }
      expect(steps).toBeGreaterThan(10);
    }
  });
});

/**
 * Rich starts: every player begins with 25 deniers and 8 food/wood/stone/cloth + 6 gold, and a
 * random player that takes a build, conversion, delivery, exchange or joust 70% of the time when
 * it can. These games reach what plain random play almost never does: several castle sections
 * scored in one turn, the Towers filled (game end before the bailiff arrives), favour row d,
 * lawyer conversions waiting for a worker, prestige buildings.
 */
describe.each([2, 3, 4, 5])('%i players, rich starts', (players) => {
  const PREFER = ['favourBuild', 'favourConvert', 'convert', 'build', 'deliver', 'exchange', 'joust'];
  test(`${GAMES} builder-leaning random games end cleanly and re-apply to the same hash`, () => {
    const ends = { towersFull: 0, bailiff: 0 };
    for (let k = 0; k < GAMES; k++) {
      const seed = `rich-${players}-${k}`;
      const rng = new Rng(seedRng(seed));
      const start = situation(caylus.setup({ players, seed, options: OPTION_SETS[k % OPTION_SETS.length]! }), (d) => {
        for (const p of d.ps) {
          p.money = 25;
          p.cubes = [8, 8, 8, 8, 6];
        }
      });
      let s = start;
      const log: { seat: number; action: CaylusAction }[] = [];
      while (caylus.result(s) === null) {
        expect(log.length).toBeLessThan(5000);
        const seat = caylus.pending(s)[0]!;
        const acts = caylus.actions(s, seat);
        const pref = acts.filter((a) => PREFER.includes(a.type));
        const a = pref.length > 0 && rng.below(10) < 7 ? rng.pick(pref) : rng.pick(acts);
        s = caylus.apply(s, seat, a);
        log.push({ seat, action: a });
      }
      checkInvariants(s);
      expect(findNonJson(s, true)).toBeNull();
      if (s.bailiff >= 24) ends.bailiff++;
      else ends.towersFull++;
      let again = start;
      for (const { seat, action } of log) again = caylus.apply(again, seat, action);
      expect(hashState(again)).toBe(hashState(s));
    }
    expect(ends.towersFull + ends.bailiff).toBe(GAMES);
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
