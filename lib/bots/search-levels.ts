/**
 * The search bot's settings per bot level (Strong = 1, Expert = 2 in lib/bots/levels.ts). The
 * default iteration budget (used when no budget comes with the request, and in tests) is about
 * what the level's time budget buys on the development machine (docs/bots.md "Budgets").
 */
import { RuleError } from '../core/errors';
import { DEFAULT_SEARCH, type SearchSettings } from './search';

export const SEARCH_LEVELS: readonly SearchSettings[] = [
  { ...DEFAULT_SEARCH, iterations: 60 },
  { ...DEFAULT_SEARCH, iterations: 240 }
];

/** The search settings of a bot level (above the last plays as the last); below 1 is refused. */
export function searchSettings(level: number): SearchSettings {
  if (!Number.isInteger(level) || level < 1) throw new RuleError('bots/bad-level', `Bot levels start at 1 (got ${level}).`, { level });
  return SEARCH_LEVELS[Math.min(level, SEARCH_LEVELS.length) - 1]!;
}
