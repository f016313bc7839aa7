/**
 * Clash of Cultures's registry entry: the engine and its bots (the heuristic on the scoring-bot
 * driver, the search bot from its determinizer and evaluation). Loaded on demand by the catalog
 * (catalog.ts).
 */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { searchBot } from '../bots/search';
import { searchSettings } from '../bots/search-levels';
import { clash } from './clash/index';
import { clashScorer } from './clash/bot';
import { determinize } from './clash/determinize';
import { cutoff, evaluate, rank, EVALUATION_SCALE } from './clash/evaluate';

const heuristic = scoringBot(clashScorer);

/** The search bot's pieces (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const clashSearch = { game: clash, determinize, evaluate, scale: EVALUATION_SCALE, cutoff, policy: heuristic, rank };

export const entry: GameEntry = { game: clash, bots: { heuristic, search: searchBot(clashSearch, searchSettings) } };
