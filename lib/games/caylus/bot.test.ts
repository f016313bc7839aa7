/**
 * The heuristic bot beats random players (issue 7 item 4). The full figures come from
 * `npm run -s sim -- --game caylus …` (300 games); this is a smaller run with a safe margin.
 */
import { describe, expect, test } from 'vitest';
import { simulate } from '../../cli/simulate';
import { caylus } from './index';
import { caylusHeuristic } from './bot';
import { view } from './view';
import type { GameEntry } from '../registry';
import { Rng, seedRng } from '../../core/rng';

const ENTRY: GameEntry = { game: caylus, bots: { heuristic: caylusHeuristic } };
let clock = 0;
const now = () => (clock += 1);

describe('heuristic bot', () => {
  test('4 players: heuristic vs 3 random wins ≥ 80% of 60 games (target 90% over 300)', () => {
    const r = simulate(ENTRY, { players: 4, games: 60, seed: 'bot-test', bots: ['heuristic', 'random'] }, now);
    expect(r.errors + r.illegal).toBe(0);
    expect(r.finished).toBe(60);
    expect(r.winRate[0]).toBeGreaterThanOrEqual(0.8);
  });

  test('2 players: heuristic vs random wins ≥ 85% of 60 games (target 95% over 300)', () => {
    const r = simulate(ENTRY, { players: 2, games: 60, seed: 'bot-test', bots: ['heuristic', 'random'] }, now);
    expect(r.errors + r.illegal).toBe(0);
    expect(r.winRate[0]).toBeGreaterThanOrEqual(0.85);
  });

  test('the bot chooses only among the legal actions it is given, from the view alone', () => {
    const s = caylus.setup({ players: 3, seed: 'bot-view', options: {} });
    const seat = caylus.pending(s)[0]!;
    const actions = caylus.actions(s, seat);
    const a = caylusHeuristic(1).choose({ seat, view: view(s, seat), actions, rng: new Rng(seedRng('b')) });
    expect(actions).toContain(a);
  });
});
