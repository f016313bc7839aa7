/**
 * Belfort's registry entry: the engine and its bots (the heuristic on the scoring-bot driver, the
 * search bot from its determinizer and evaluation). Loaded on demand by the catalog (catalog.ts).
 */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { searchBot } from '../bots/search';
import { searchSettings } from '../bots/search-levels';
import { belfort } from './belfort/index';
import { belfortScorer } from './belfort/bot';
import { determinize } from './belfort/determinize';
import { cutoff, evaluate, rank, EVALUATION_SCALE } from './belfort/evaluate';

const heuristic = scoringBot(belfortScorer);

/** The search bot's pieces (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const belfortSearch = { game: belfort, determinize, evaluate, scale: EVALUATION_SCALE, cutoff, policy: heuristic, rank };

export const entry: GameEntry = { game: belfort, bots: { heuristic, search: searchBot(belfortSearch, searchSettings) } };
