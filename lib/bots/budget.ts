/**
 * How long a searching bot may think. Bots that do not search ignore it.
 *
 * `iterations` is exact and reproducible (tests, benchmarks); `ms` is a time budget for play,
 * measured with a clock the caller injects (lib/ never reads the clock itself: DESIGN.md §2).
 * With both, the time budget wins when a clock is given, else the iterations.
 */
import { RuleError } from '../core/errors';
import type { BotInput } from '../core/entry';
import type { Action } from '../core/types';

export interface BotBudget {
  /** Playouts (simulations) per decision. */
  readonly iterations?: number;
  /** Milliseconds per decision, measured with the injected clock. */
  readonly ms?: number;
}

/** A bot's input plus the thinking budget and the clock (both optional: a bot's level sets a default). */
export interface BudgetedInput<V = unknown, A extends Action = Action> extends BotInput<V, A> {
  readonly budget?: BotBudget;
  /** Milliseconds from any fixed origin (performance.now in the app and the CLI). */
  readonly now?: () => number;
}

export const BUDGET_CODES = { badBudget: 'bots/bad-budget' } as const;

/** Upper bounds that keep a malformed request from freezing a worker. */
export const BUDGET_LIMITS = { iterations: 1_000_000, ms: 600_000 } as const;

/** The budget if it is well formed (positive whole numbers within limits), else a coded error. */
export function checkBudget(value: unknown): BotBudget {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuleError(BUDGET_CODES.badBudget, 'A bot budget is an object { iterations?, ms? }.');
  }
  const out: { iterations?: number; ms?: number } = {};
  for (const key of Object.keys(value)) {
    if (key !== 'iterations' && key !== 'ms') throw new RuleError(BUDGET_CODES.badBudget, `Unknown budget field "${key.slice(0, 20)}".`, { key: key.slice(0, 20) });
    const v = (value as Record<string, unknown>)[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > BUDGET_LIMITS[key]) {
      throw new RuleError(BUDGET_CODES.badBudget, `Budget ${key} must be a whole number from 1 to ${BUDGET_LIMITS[key]}.`, { key });
    }
    out[key] = v;
  }
  return out;
}
