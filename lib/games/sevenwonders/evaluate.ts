/**
 * The search bot's evaluation for 7 Wonders: each player's score if the game ended now (the
 * public score of rules §5), in points. Rollouts run to the end of the game, where this is the
 * exact final score; it is the cut-off value only under the search's safety limit.
 */
import type { BotInput } from '../../core/entry';
import { playValues } from './bot';
import { DEFAULT_TUNING } from './bot-value';
import { scoreCity } from './scoring';
import type { SwAction, SwState } from './types';
import type { SwView } from './view';

/** Points per unit of the search's rewards. */
export const EVALUATION_SCALE = 1;

/** Every player's score now (the Free City is no player and is left out). */
export function evaluate(state: SwState): number[] {
  return Array.from({ length: state.players }, (_, seat) => scoreCity(state, seat).total * EVALUATION_SCALE);
}

/** Rollouts are not cut short: 7 Wonders games are short and the score is only known at the end. */
export function cutoff(_start: SwState, _now: SwState): boolean {
  return false;
}

/**
 * The heuristic's value of each action, for the search's candidate list: plays valued as the
 * heuristic values them (tenths of a point); of the same card played the same way, only the best
 * payment is worth searching. Other decisions (Halicarnassus) are all searched.
 */
export function rank(input: BotInput<SwView, SwAction>): number[] {
  const { actions } = input;
  if (actions[0]?.type !== 'play') return actions.map(() => 0);
  const values = playValues(DEFAULT_TUNING, input);
  const best = new Map<string, number>();
  const out = actions.map(() => Number.NEGATIVE_INFINITY);
  actions.forEach((action, i) => {
    if (action.type !== 'play') return;
    const value = values[i]!;
    const key = `${action.city}|${action.card}|${action.how}`;
    const at = best.get(key);
    if (at === undefined || value > out[at]!) {
      if (at !== undefined) out[at] = Number.NEGATIVE_INFINITY;
      best.set(key, i);
      out[i] = value;
    }
  });
  return out;
}
