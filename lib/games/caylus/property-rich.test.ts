/**
 * Property tests with rich starts (PROPERTY_GAMES games per player count; default 100, CI 2,000).
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { Rng, seedRng } from '../../core/rng';
import { findNonJson } from '../../core/json';
import { hashState } from '../../core/hash';
import { situation } from './testkit';
import { GAMES, OPTION_SETS, caylusInvariants } from './propertykit';
import type { CaylusAction } from './types';

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
      expect(caylusInvariants(s)).toEqual([]);
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

