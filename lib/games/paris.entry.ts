/** Paris's registry entry: the engine and its heuristic on the scoring-bot driver. Loaded on demand by the catalog (catalog.ts). */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { paris } from './paris/index';
import { parisScorer } from './paris/bot';

export const entry: GameEntry = { game: paris, bots: { heuristic: scoringBot(parisScorer) } };
