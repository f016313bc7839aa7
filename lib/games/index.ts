/**
 * The registry of playable games. Each game registers itself here when its issue lands;
 * the app, the CLI tools and the tests all read this list.
 */
import type { GameEntry } from './registry';

export type { GameEntry } from './registry';

export const GAMES: readonly GameEntry[] = [];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
