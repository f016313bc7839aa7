/** Belfort's registry entry: the engine and its heuristic on the scoring-bot driver. Loaded on demand by the catalog (catalog.ts). */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { belfort } from './belfort/index';
import { belfortScorer } from './belfort/bot';

export const entry: GameEntry = { game: belfort, bots: { heuristic: scoringBot(belfortScorer) } };
