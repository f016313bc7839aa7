/**
 * Caylus runs the kit's property suite (tests/kit/property-suite.ts): PROPERTY_GAMES games per
 * player count (CI 2,000), half with random and half with heuristic players, the eight option sets in turn:
 * contract, plain JSON, purity, every listed action applies, replay hashes, forced decisions never
 * asked (the flow plays them), views and log texts, and Caylus' own invariants (propertykit.ts).
 *
 * Secrets: none. Caylus has no hidden information (docs/rules-decisions.md § Caylus, Hidden
 * information): tiles, deniers, cubes and markers are open, and the only randomness (the neutral
 * tiles and the turn order) is spent and shown at setup. Rich starts are in property-rich.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { findGame } from '../index';
import { caylus } from './index';
import { Rng, seedRng } from '../../core/rng';
import { propertySuite } from '../../../tests/kit/property-suite';
import { GAMES, OPTION_SETS, caylusInvariants } from './propertykit';

propertySuite({
  entry: findGame('caylus')!,
  games: Math.max(1, Math.ceil(GAMES / 2)),
  optionSets: OPTION_SETS,
  cycleOptions: true,
  forcedPlayed: true,
  secrets: () => [],
  invariants: caylusInvariants
});

describe('texts of every decision (random games, every player count)', () => {
  test.each([2, 3, 4, 5])('%i players: each prompt has a text, each action a log line of its own seat', (players) => {
    for (let k = 0; k < 5; k++) {
      const rng = new Rng(seedRng(`texts-${players}-${k}`));
      let s = caylus.setup({ players, seed: `texts-${players}-${k}`, options: OPTION_SETS[k % OPTION_SETS.length]! });
      let steps = 0;
      while (caylus.result(s) === null) {
        const seat = caylus.pending(s)[0]!;
        expect(caylus.view(s, seat).prompt?.text.length).toBeGreaterThan(10);
        const a = rng.pick(caylus.actions(s, seat));
        const line = caylus.describe(s, seat, a);
        expect(line.key.startsWith('caylus.action.')).toBe(true);
        expect(line.seat).toBe(seat);
        expect(line.text.length).toBeGreaterThan(10);
        s = caylus.apply(s, seat, a);
        steps++;
      }
      expect(steps).toBeGreaterThan(10);
    }
  });
});
