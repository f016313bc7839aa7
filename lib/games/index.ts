/**
 * The registry of playable games. Each game registers itself here when its issue lands;
 * the app, the CLI tools and the tests all read this list.
 */
import type { GameEntry } from '../core/entry';
import { scoringBot } from '../bots/scoring';
import { searchBot } from '../bots/search';
import { searchSettings } from '../bots/search-levels';
import { sevenWonders } from './sevenwonders/index';
import { caylus } from './caylus/index';
import { paris } from './paris/index';
import { parisScorer } from './paris/bot';
import { caylusScorer } from './caylus/bot';
import { sevenWondersScorer } from './sevenwonders/bot';
import { belfort } from './belfort/index';
import { belfortScorer } from './belfort/bot';
import { clash } from './clash/index';
import { clashScorer } from './clash/bot';
import { determinize as sevenWondersDeterminize } from './sevenwonders/determinize';
import { determinize as caylusDeterminize } from './caylus/determinize';
import { cutoff as caylusCutoff, evaluate as caylusEvaluate, EVALUATION_SCALE as CAYLUS_SCALE } from './caylus/evaluate';
import { cutoff as sevenWondersCutoff, evaluate as sevenWondersEvaluate, rank as sevenWondersRank, EVALUATION_SCALE as SEVEN_WONDERS_SCALE } from './sevenwonders/evaluate';

export type { GameEntry } from '../core/entry';

/** The two older games' heuristics: their scorers on the shared scoring-bot driver (levels 1–3). */
const sevenWondersHeuristic = scoringBot(sevenWondersScorer);
const caylusHeuristic = scoringBot(caylusScorer);

/** The search bot's pieces per game (lib/bots/search.ts): determinizer, evaluation, cut-off, heuristic. */
export const sevenWondersSearch = {
  game: sevenWonders,
  determinize: sevenWondersDeterminize,
  evaluate: sevenWondersEvaluate,
  scale: SEVEN_WONDERS_SCALE,
  cutoff: sevenWondersCutoff,
  policy: sevenWondersHeuristic,
  rank: sevenWondersRank
};

export const caylusSearch = {
  game: caylus,
  determinize: caylusDeterminize,
  evaluate: caylusEvaluate,
  scale: CAYLUS_SCALE,
  cutoff: caylusCutoff,
  policy: caylusHeuristic
};

export const GAMES: readonly GameEntry[] = [
  { game: sevenWonders, bots: { heuristic: sevenWondersHeuristic, search: searchBot(sevenWondersSearch, searchSettings) } },
  { game: caylus, bots: { heuristic: caylusHeuristic, search: searchBot(caylusSearch, searchSettings) } },
  { game: belfort, bots: { heuristic: scoringBot(belfortScorer) } },
  { game: paris, bots: { heuristic: scoringBot(parisScorer) } },
  { game: clash, bots: { heuristic: scoringBot(clashScorer) } }
];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
