/**
 * Property tests with the heuristic bot at every seat (levels 1–3 in turn), 2–4 players.
 * PROPERTY_GAMES sets the number of games per player count (default 60; CI 1,000), capped here
 * at a twentieth of it: heuristic games are slower and cover the same rules more deeply.
 */
import { describe, test, vi } from 'vitest';
import { GAMES, OPTION_SETS, PROPERTY_TIMEOUT, checkGame, heuristic } from './propertykit';

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

const N = Math.max(6, Math.floor(GAMES / 20));

describe.each([2, 3, 4])('%i players', (players) => {
  test(`${N} heuristic games end cleanly and replay to the same hash`, () => {
    for (let k = 0; k < N; k++) {
      const bots = Array.from({ length: players }, (_, i) => heuristic(1 + ((k + i) % 3)));
      checkGame(players, `heu-${players}-${k}`, bots, OPTION_SETS[k % OPTION_SETS.length]!);
    }
  });
});
