/** The bot interface lives in the core contract (lib/core/entry.ts); re-exported here. */
export type { Bot, BotFactory, BotInput } from '../core/entry';
