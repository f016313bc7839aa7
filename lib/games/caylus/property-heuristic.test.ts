/**
 * Property tests, heuristic players: every seat played by the heuristic bot (which builds,
 * converts and delivers far more than random play), at every player count with every option set
 * in turn. PROPERTY_GAMES sets the number of games (default 100; CI 2,000).
 */
import { describe, test } from 'vitest';
import { caylusHeuristic } from './bot';
import type { Bot } from '../../bots/types';
import { GAMES, OPTION_SETS, checkGame } from './propertykit';

describe.each([2, 3, 4, 5])('%i players', (players) => {
  test(`${GAMES} heuristic games end cleanly and replay to the same hash`, () => {
    const bots = Array<Bot>(players).fill(caylusHeuristic(1) as Bot);
    for (let k = 0; k < GAMES; k++) checkGame(players, `heu-${players}-${k}`, bots, OPTION_SETS[k % OPTION_SETS.length]!);
  });
});
