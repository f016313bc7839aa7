/**
 * The search bot's evaluation for Caylus: each player's final score if the game ended now, with
 * the leftover bonuses (§6.3) counted without rounding — prestige points, 3 per gold, 1 per 3
 * other cubes, 1 per 4 deniers — in twelfths of a point so that every part is a whole number.
 * Rollouts are cut off when the turn after the current one begins (the end of a turn settles
 * the road, the castle and any section scoring, so a turn is the natural unit of value).
 */
import { CUBES_PER_PP, DENIERS_PER_PP, GOLD_BONUS } from './tables/board';
import { GOLD } from './state';
import type { CaylusState } from './types';

/** Units per prestige point (12: divisible by the 3 cubes and the 4 deniers of the bonuses). */
export const EVALUATION_SCALE = 12;

/** Turns a rollout plays after the current one before it is evaluated. */
export const ROLLOUT_TURNS = 1;

export function evaluate(state: CaylusState): number[] {
  return state.ps.map((p) => {
    let plain = 0;
    for (let r = 0; r < GOLD; r++) plain += p.cubes[r]!;
    const s = EVALUATION_SCALE;
    return p.pp * s + p.cubes[GOLD]! * GOLD_BONUS * s + (plain * s) / CUBES_PER_PP + (p.money * s) / DENIERS_PER_PP;
  });
}

export function cutoff(start: CaylusState, now: CaylusState): boolean {
  return now.turn > start.turn + ROLLOUT_TURNS;
}
