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
import { determinize } from './caylus/determinize';
import { cutoff, evaluate, EVALUATION_SCALE } from './caylus/evaluate';

const heuristic = scoringBot(caylusScorer);

/** The search bot's pieces (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const caylusSearch = { game: caylus, determinize, evaluate, scale: EVALUATION_SCALE, cutoff, policy: heuristic };

export const entry: GameEntry = { game: caylus, bots: { heuristic, search: searchBot(caylusSearch, searchSettings) } };
