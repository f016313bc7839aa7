/**
 * Paris' registry entry: the engine and its bots (the heuristic on the scoring-bot driver, the
 * search bot from its determinizer and evaluation). Loaded on demand by the catalog (catalog.ts).
 */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { searchBot } from '../bots/search';
import { searchSettings } from '../bots/search-levels';
import { paris } from './paris/index';
import { parisScorer } from './paris/bot';
import { determinize } from './paris/determinize';
import { cutoff, evaluate, rank, EVALUATION_SCALE } from './paris/evaluate';

const heuristic = scoringBot(parisScorer);

/** The search bot's pieces (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const parisSearch = { game: paris, determinize, evaluate, scale: EVALUATION_SCALE, cutoff, policy: heuristic, rank };

export const entry: GameEntry = { game: paris, bots: { heuristic, search: searchBot(parisSearch, searchSettings) } };
