export * from './types';
export { randomBot } from './random';
export { makeBot, BOT_NAMES, type BotName } from './pick';
