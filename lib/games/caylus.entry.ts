/**
 * Caylus' registry entry: the engine and its bots (the heuristic on the scoring-bot driver, the
 * search bot from its determinizer and evaluation). Loaded on demand by the catalog (catalog.ts).
 */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { searchBot } from '../bots/search';
import { searchSettings } from '../bots/search-levels';
import { caylus } from './caylus/index';
import { caylusScorer } from './caylus/bot';
import { caylusScorerV1 } from './caylus/bot-v1';
import { determinize } from './caylus/determinize';
import { cutoff, evaluate, EVALUATION_SCALE } from './caylus/evaluate';

const heuristic = scoringBot(caylusScorer);

/** The search bot's pieces (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const caylusSearch = { game: caylus, determinize, evaluate, scale: EVALUATION_SCALE, cutoff, policy: heuristic };

export const entry: GameEntry = {
  game: caylus,
  bots: { heuristic, search: searchBot(caylusSearch, searchSettings) },
  // The heuristic as it was before issue 13 item 7, the yardstick of its head-to-head (docs/bots.md).
  benchBots: { 'heuristic-v1': scoringBot(caylusScorerV1) }
};
