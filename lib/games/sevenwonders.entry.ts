/**
 * 7 Wonders' registry entry: the engine and its bots (the heuristic on the scoring-bot driver, the
 * search bot from its determinizer and evaluation). Loaded on demand by the catalog (catalog.ts).
 */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { searchBot } from '../bots/search';
import { searchSettings } from '../bots/search-levels';
import { sevenWonders } from './sevenwonders/index';
import { sevenWondersScorer } from './sevenwonders/bot';
import { determinize } from './sevenwonders/determinize';
import { cutoff, evaluate, rank, EVALUATION_SCALE } from './sevenwonders/evaluate';

const heuristic = scoringBot(sevenWondersScorer);

/** The search bot's pieces (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const sevenWondersSearch = { game: sevenWonders, determinize, evaluate, scale: EVALUATION_SCALE, cutoff, policy: heuristic, rank };

export const entry: GameEntry = { game: sevenWonders, bots: { heuristic, search: searchBot(sevenWondersSearch, searchSettings) } };
