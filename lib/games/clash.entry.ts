/** Clash of Cultures's registry entry: the engine and its heuristic on the scoring-bot driver. Loaded on demand by the catalog (catalog.ts). */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { clash } from './clash/index';
import { clashScorer } from './clash/bot';

export const entry: GameEntry = { game: clash, bots: { heuristic: scoringBot(clashScorer) } };
