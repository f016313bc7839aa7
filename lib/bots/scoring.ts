/**
 * The one driver for scoring bots: a game supplies a `Scorer` (lib/core/entry.ts: how to score
 * each legal action from the seat's view, higher is better); the driver picks, with per-level
 * noise so that lower levels play noticeably weaker. Every game's heuristic bot is this driver
 * plus the game's scorer, put together in the registry (games do not import lib/bots).
 *
 * Levels (noise is drawn per action from the bot's own seeded generator, in the scorer's `unit`,
 * the score difference that matters — e.g. 10 when scores are tenths of a victory point):
 *   1  Beginner  — noise ±4 units: often takes the second- or third-best action.
 *   2  Standard  — noise ±1 unit: close calls go either way, clear choices never.
 *   3  Expert    — no noise: always the best-scored action.
 * A level above 3 plays as 3 (stronger players are other bots, e.g. `search`); below 1 is refused.
 * Ties among the best keep the first listed action, or a random one with `ties: 'random'`.
 */
import { RuleError } from '../core/errors';
import type { Bot, BotFactory, BotInput, Scorer } from '../core/entry';
import type { Action } from '../core/types';

export type { Scorer };

/** Noise amplitude per level, in units of `Scorer.unit`. */
export const LEVEL_NOISE: readonly number[] = [0, 4, 1, 0];
export const MAX_LEVEL = 3;

export const SCORING_CODES = { badLevel: 'bots/bad-level' } as const;

/** The noise amplitude (in score points) for `level`, or a coded error for a level below 1. */
export function noiseFor(level: number, unit: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RuleError(SCORING_CODES.badLevel, `Bot levels start at 1 (got ${level}).`, { level });
  return LEVEL_NOISE[Math.min(level, MAX_LEVEL)]! * unit;
}

/** The index of the action the driver picks from `scores` (one per action) at a noise amplitude. */
export function pickScored(scores: readonly number[], noise: number, rng: BotInput['rng'], ties: 'first' | 'random' = 'first'): number {
  let best: number[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < scores.length; i++) {
    const v = noise > 0 ? scores[i]! + rng.between(-noise, noise) : scores[i]!;
    if (v > top) {
      top = v;
      best = [i];
    } else if (v === top) {
      best.push(i);
    }
  }
  if (best.length === 0) return 0;
  return ties === 'random' && best.length > 1 ? rng.pick(best) : best[0]!;
}

/** A bot factory for a scorer: `factory(level)` is the scorer driven at that level. */
export function scoringBot<V, A extends Action>(scorer: Scorer<V, A>): BotFactory<V, A> {
  return (level: number): Bot<V, A> => {
    const noise = noiseFor(level, scorer.unit);
    const played = Math.min(level, MAX_LEVEL);
    return {
      name: scorer.name,
      choose(input) {
        const { actions } = input;
        if (actions.length === 1) return actions[0]!;
        const score = scorer.prepare(input, played);
        const scores = actions.map(score);
        return actions[pickScored(scores, noise, input.rng, scorer.ties)]!;
      }
    };
  };
}
