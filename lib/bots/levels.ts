/**
 * The app's difficulty levels as data: which bot plays, at which bot level, on which budget.
 * The Web Worker receives `bot`, `level` and `budget` in its BotRequest (lib/bots/request.ts)
 * and runs the search on the page's clock; tests and benchmarks use iteration budgets.
 *
 * A saved match records a bot seat as its `bot` and `level` (lib/core/types.ts SeatSpec), and
 * each play level is one such pair, so a save names its play level without a field of its own;
 * saves made before the levels (e.g. heuristic level 2) still open and play as they were.
 *
 * This module is plain data (the page imports it); the search's own settings per bot level are
 * in search-levels.ts.
 */
import type { BotBudget } from './budget';

export type PlayLevelId = 'beginner' | 'standard' | 'strong' | 'expert';

export interface PlayLevel {
  readonly id: PlayLevelId;
  readonly label: string;
  readonly bot: 'heuristic' | 'search';
  /** The bot's own level (heuristic: noise level 1–3; search: 1 = Strong, 2 = Expert). */
  readonly level: number;
  /** The thinking budget sent with each request (search only). */
  readonly budget: BotBudget | null;
}

export const PLAY_LEVELS: readonly PlayLevel[] = [
  { id: 'beginner', label: 'Beginner', bot: 'heuristic', level: 1, budget: null },
  { id: 'standard', label: 'Standard', bot: 'heuristic', level: 3, budget: null },
  { id: 'strong', label: 'Strong', bot: 'search', level: 1, budget: { ms: 500 } },
  { id: 'expert', label: 'Expert', bot: 'search', level: 2, budget: { ms: 2_000 } }
];

export function playLevel(id: string): PlayLevel | undefined {
  return PLAY_LEVELS.find((l) => l.id === id);
}

/** The play level a bot seat (`bot`, `level`) is, if it is one. */
export function playLevelOf(bot: string, level: number): PlayLevel | undefined {
  return PLAY_LEVELS.find((l) => l.bot === bot && l.level === level);
}

/** The play levels a bot offers, easiest first (none for the random bot). */
export function levelsOf(bot: string): readonly PlayLevel[] {
  return PLAY_LEVELS.filter((l) => l.bot === bot);
}

/** The budget a bot seat's requests carry: its play level's, else none (the bot level's default). */
export function budgetOf(bot: string, level: number): BotBudget | undefined {
  return playLevelOf(bot, level)?.budget ?? undefined;
}
