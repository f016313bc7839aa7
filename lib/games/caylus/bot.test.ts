/**
 * The heuristic bot beats random players (issue 7 item 4), held close to the measured figures
 * (`npm run -s sim -- --game caylus …`, 500 games) on smaller runs.
 */
import { describe, expect, test } from 'vitest';
import { simulate } from '../../cli/simulate';
import { caylus } from './index';
import { scoringBot } from '../../bots/scoring';
import { caylusScorer } from './bot';
import { view } from './view';
import type { GameEntry } from '../registry';
import { Rng, seedRng } from '../../core/rng';

const caylusHeuristic = scoringBot(caylusScorer);
const ENTRY: GameEntry = { game: caylus, bots: { heuristic: caylusHeuristic } };
let clock = 0;
const now = () => (clock += 1);

describe('heuristic bot', () => {
  // Measured (issue 11 items 3 and 9) on the scoring-bot driver, level 1 (±4 PP of noise per
  // action), with `npm run -s sim -- --game caylus --players <n> --games 500 --bots heuristic,random
  // --seed measure-seat0`: seat 0 won 0.975 at 4 players and 0.991 at 2. Each bound is 4 standard
  // deviations below that for the games played here.
  const lowestShare = (p: number, games: number): number => p - 4 * Math.sqrt((p * (1 - p)) / games);
  test.each([
    [4, 60, 0.975],
    [2, 60, 0.991]
  ])('%i players: heuristic (level 1) vs random wins close to the measured share over %i games', (players, games, measured) => {
    const r = simulate(ENTRY, { players, games, seed: 'bot-test', bots: ['heuristic', 'random'] }, now);
    expect(r.errors + r.illegal).toBe(0);
    expect(r.finished).toBe(games);
    expect(r.winRate[0]).toBeGreaterThanOrEqual(lowestShare(measured, games));
  });

  test('the bot chooses only among the legal actions it is given, from the view alone', () => {
    const s = caylus.setup({ players: 3, seed: 'bot-view', options: {} });
    const seat = caylus.pending(s)[0]!;
    const actions = caylus.actions(s, seat);
    const a = caylusHeuristic(1).choose({ seat, view: view(s, seat), actions, rng: new Rng(seedRng('b')) });
    expect(actions).toContain(a);
  });
});
