export * from './types';
export { randomBot } from './random';
export { makeBot, BOT_NAMES, type BotName } from './pick';
export { scoringBot, pickScored, noiseFor, LEVEL_NOISE, MAX_LEVEL, SCORING_CODES, type Scorer } from './scoring';
export { botRequest, runBotRequest, BOT_CODES, type BotAnswer, type BotRequest, type BotRng } from './request';
export { searchBot, searchDecision, halvingRounds, DEFAULT_SEARCH, SEARCH_CODES, type SearchReport, type SearchSettings, type SearchSpec } from './search';
export { PLAY_LEVELS, playLevel, playLevelOf, levelsOf, budgetOf, type PlayLevel, type PlayLevelId } from './levels';
export { SEARCH_LEVELS, searchSettings } from './search-levels';
export { checkBudget, BUDGET_CODES, BUDGET_LIMITS, type BotBudget, type BudgetedInput } from './budget';
