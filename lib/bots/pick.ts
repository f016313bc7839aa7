import { randomBot } from './random';
import type { Bot } from './types';
import type { GameEntry } from '../core/entry';
import { RuleError } from '../core/errors';

export const BOT_NAMES = ['random', 'heuristic', 'search'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** The bot `name` at `level` for a game (its bots, then its bench bots), or a clear error when it has none. */
export function makeBot(entry: GameEntry, name: string, level = 1): Bot {
  if (name === 'random') return randomBot;
  const factory = entry.bots[name] ?? entry.benchBots?.[name];
  if (!factory) {
    const have = ['random', ...Object.keys(entry.bots), ...Object.keys(entry.benchBots ?? {})].join(', ');
    const known = (BOT_NAMES as readonly string[]).includes(name);
    throw new RuleError(
      'bots/unknown-bot',
      known ? `${entry.game.title} has no "${name}" bot yet (available: ${have}).` : `Unknown bot "${name}" (available for ${entry.game.title}: ${have}).`,
      { name }
    );
  }
  return factory(level) as Bot;
}
