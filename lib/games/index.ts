/**
 * The registry of playable games. Each game registers itself here when its issue lands;
 * the app, the CLI tools and the tests all read this list.
 */
import type { GameEntry } from './registry';
import { sevenWonders } from './sevenwonders/index';
import { caylus } from './caylus/index';
import { caylusHeuristic } from './caylus/bot';
import { sevenWondersHeuristic } from './sevenwonders/bot';

export type { GameEntry } from './registry';

export const GAMES: readonly GameEntry[] = [
  { game: sevenWonders, bots: { heuristic: sevenWondersHeuristic } },
  { game: caylus, bots: { heuristic: caylusHeuristic } }
];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
