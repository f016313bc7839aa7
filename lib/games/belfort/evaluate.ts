/**
 * The search bot's evaluation for Belfort: each player's expected final score, in tenths of a
 * point, from the state a rollout stopped at. The final score is what the three scorings (end
 * of months 3, 5 and 7) give, less unpaid taxes; so it is the points already scored plus:
 *  - every scoring still to come (this month's included), scored as the standings are now: the
 *    five district majorities and the Elf, Dwarf and Gnome races (markers never leave the board
 *    and pieces are never lost, so today's standings are the floor of tomorrow's), the next
 *    scoring in full and the later ones at `LATER_SCORING` percent (the others build too);
 *  - what the player holds and will turn into markers before the last scoring: resources (a
 *    Wall's 6 units buy a marker), cards in hand, income still to be collected, and the
 *    workers' production in the collections left, each unit at `UNIT_VALUE` — nothing once
 *    the last month's Actions are over (resources are only the tie-break then).
 * Rollouts are cut off at the end of the month after the one they start in (`ROLLOUT_MONTHS`):
 * a month is a whole Placement–Collection–Actions cycle, where placements turn into resources
 * and resources into markers; see docs/bots.md for what was measured.
 */
import type { BotInput } from '../../core/entry';
import type { BelfortAction, BelfortState } from './types';
import type { BelfortView } from './view';
import { belfortScorer } from './bot';
import { districtScores, raceScores } from './scoring';
import { incomeOf } from './collection';
import { handSize } from './cards';
import { ROUNDS, SCORING_ROUNDS } from './tables/economy';

/** Units per point. */
export const EVALUATION_SCALE = 10;
const POINT = EVALUATION_SCALE;

/** Percent of the standings' points counted for each scoring after the next one. */
export const LATER_SCORING = 80;
/** Tenths of a point per unit of resource (wood, stone, metal, gold) while markers can still be bought: a Wall (6 units) ≈ 3.6 points of majorities. */
const UNIT_VALUE: readonly number[] = [6, 6, 12, 7];
/** Tenths of a point a card in hand is worth while it can still be built (its markers beyond the resources it costs). */
const CARD_VALUE = 15;
/** Tenths of a point a worker (Elf or Dwarf) yields per collection left: about one unit. */
const WORKER_YIELD = 6;

/** Months after the current one a rollout plays before it is evaluated. */
export const ROLLOUT_MONTHS = 1;

/** Scorings still to come: those of the months not yet over (this month's while it is not). */
export function scoringsLeft(s: BelfortState): number {
  if (s.phase === 'over') return 0;
  let n = 0;
  for (const r of SCORING_ROUNDS) if (r >= Math.max(1, s.round)) n++;
  return n;
}

export function evaluate(s: BelfortState): number[] {
  const out = s.ps.map((p) => p.score * POINT);
  const left = scoringsLeft(s);
  if (left === 0) return out;
  // Weight of the scorings left: the next in full, each later one at LATER_SCORING percent.
  const weight = 100 + (left - 1) * LATER_SCORING;
  const add = (rows: readonly (readonly number[])[]) => {
    for (const row of rows) for (let q = 0; q < s.players; q++) out[q]! += (row[q]! * POINT * weight) / 100;
  };
  add(districtScores(s));
  add(raceScores(s));
  // Holdings: still to be turned into markers until the last month's Actions end.
  const month = Math.max(1, s.round);
  const collections = s.phase === 'placement' || s.round === 0 ? ROUNDS - month + 1 : ROUNDS - month;
  s.ps.forEach((p, q) => {
    let v = 0;
    for (let r = 0; r < UNIT_VALUE.length; r++) v += p.res[r]! * UNIT_VALUE[r]!;
    v += handSize(p.hand) * CARD_VALUE;
    v += collections * (incomeOf(p) * UNIT_VALUE[3]! + (p.elves + p.dwarves) * WORKER_YIELD);
    out[q]! += v;
  });
  return out;
}

/** Months begun since setup (setup is 0). */
const monthOf = (s: BelfortState): number => (s.phase === 'over' ? ROUNDS + 1 : s.round);

export function cutoff(start: BelfortState, now: BelfortState): boolean {
  return monthOf(now) > monthOf(start) + ROLLOUT_MONTHS;
}

/**
 * The heuristic's score of each action (tenths of a point), for the search's candidate list:
 * an Actions turn or a pass lists up to a few hundred actions (builds by symbol, trades, splits
 * of the pieces over the areas), and only the best few are worth rollouts.
 */
export function rank(input: BotInput<BelfortView, BelfortAction>): number[] {
  const score = belfortScorer.prepare(input, 3);
  return input.actions.map(score);
}
