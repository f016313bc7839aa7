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
import { findGame } from '../index';
import { makeBot } from '../../bots/pick';
import { fresh, putTile, seatToAct, setCubes, situation } from './testkit';
import type { CaylusAction, CaylusState } from './types';

const caylusHeuristic = scoringBot(caylusScorer);
const ENTRY: GameEntry = { game: caylus, bots: { heuristic: caylusHeuristic } };
let clock = 0;
const now = () => (clock += 1);

describe('heuristic bot', () => {
  // Measured (issue 11 items 3 and 9) on the scoring-bot driver, level 1 (±4 PP of noise per
  // action), with `npm run -s sim -- --game caylus --players <n> --games 500 --bots heuristic,random
  // --seed measure-seat0`: seat 0 won 0.975 at 4 players and 0.991 at 2. Each bound is 4 standard
  // deviations below that for the games played here. Measured again after issue 13 item 7 (the
  // heuristic that spends, same command): 0.987 at 4 players and 1.000 at 2; the bounds keep the
  // earlier, lower figures (a share of 1 leaves no spread to bound with).
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

describe('the heuristic spends what it holds (issue 13 item 7)', () => {
  const bot = caylusHeuristic(3);
  const rng = () => new Rng(seedRng('spend'));
  /** Late in the game (towers under construction, seat 0 already has a house there), seat 0 to place with 20 deniers. */
  const late = (patch: (d: Parameters<Parameters<typeof situation>[1]>[0]) => void): CaylusState =>
    situation(fresh(2, { order: [0, 1] }), (d) => {
      d.bailiff = 22;
      d.provost = 22;
      d.section = 2;
      d.turn = 13;
      d.castle = [[1, 1, 0], [1, 0, 0, 1], [0]];
      d.ps[0]!.money = 20;
      // The gold mine is taken, so it does not compete with what is tested.
      d.worker[15] = 1;
      d.ps[1]!.workers -= 1;
      patch(d);
    });
  const choose = (s: CaylusState): CaylusAction => {
    const seat = seatToAct(s);
    return bot.choose({ seat, view: view(s, seat), actions: caylus.actions(s, seat), rng: rng() });
  };

  test('two batches in hand: it sends a worker to the castle, then delivers both batches there', () => {
    let s = late((d) => setCubes(d, 0, { food: 2, wood: 2, stone: 2 }));
    expect(choose(s)).toEqual({ type: 'place', at: 'castle', cost: 1 });
    // Both heuristics play on to the end of the castle phase.
    const turn = s.turn;
    while (s.turn === turn && s.phase !== 'endTurn' && s.phase !== 'over') s = caylus.apply(s, seatToAct(s), choose(s));
    expect(s.castle[2]!.filter((seat) => seat === 0).length).toBeGreaterThanOrEqual(3);
    const [food, wood, stone] = s.ps[0]!.cubes;
    expect(Math.min(food!, wood!, stone!)).toBe(0);
  });

  test('deniers and no cubes: it sends a worker to the Church to buy prestige', () => {
    const s = late((d) => {
      setCubes(d, 0, {});
      putTile(d, 9, 'church', 1);
    });
    expect(choose(s)).toEqual({ type: 'place', at: 'road', space: 9, cost: 1 });
  });

  test('it never passes while it could still send a worker to the castle with a batch in hand', () => {
    let checked = 0;
    for (const players of [2, 4]) {
      for (let g = 0; g < 6; g++) {
        let s = caylus.setup({ players, seed: `no-pass-${g}`, options: {} });
        const rngs = Array.from({ length: players }, (_, i) => new Rng(seedRng(`no-pass-${g}/${i}`)));
        while (caylus.result(s) === null) {
          const seat = caylus.pending(s)[0]!;
          const v = view(s, seat);
          const actions = caylus.actions(s, seat);
          const a = bot.choose({ seat, view: v, actions, rng: rngs[seat]! });
          const c = v.seats[seat]!.cubes;
          const batchInHand = c.food > 0 && [c.wood, c.stone, c.cloth, c.gold].filter((n) => n > 0).length >= 2;
          const castle = actions.find((x) => x.type === 'place' && x.at === 'castle');
          if (batchInHand && castle && castle.type === 'place' && castle.cost <= v.seats[seat]!.money && actions.some((x) => x.type === 'pass')) {
            checked++;
            expect(a.type).not.toBe('pass');
          }
          s = caylus.apply(s, seat, a);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('heuristic-v1: the heuristic before issue 13 item 7, kept for the comparison', () => {
  test('the sim can seat it; the game does not offer it as one of its bots', () => {
    const entry = findGame('caylus')!;
    expect(makeBot(entry, 'heuristic-v1', 3).name).toBe('heuristic-v1');
    expect(Object.keys(entry.bots)).not.toContain('heuristic-v1');
    const r = simulate(entry, { players: 2, games: 4, seed: 'v1', bots: ['heuristic', 'heuristic-v1'], level: 3 }, now);
    expect({ finished: r.finished, errors: r.errors, illegal: r.illegal }).toEqual({ finished: 4, errors: 0, illegal: 0 });
  });
});
