/**
 * The registry of playable games. Each game registers itself here when its issue lands;
 * the app, the CLI tools and the tests all read this list.
 */
import type { GameEntry } from './registry';
import { sevenWonders } from './sevenwonders/index';

export type { GameEntry } from './registry';

export const GAMES: readonly GameEntry[] = [{ game: sevenWonders, bots: {} }];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
