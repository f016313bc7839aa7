/**
 * The registry of playable games for Node (the CLI tools and the tests): every catalog line's
 * entry, loaded at once (top-level await), so a new game is listed here by its catalog line. The
 * app never imports this file: it reads the catalog and loads a game's entry when a table, a
 * replay, a room or a bot needs it.
 */
import type { GameEntry } from '../core/entry';
import { CATALOG } from './catalog';

export type { GameEntry } from '../core/entry';
export { sevenWondersSearch } from './sevenwonders.entry';
export { caylusSearch } from './caylus.entry';
export { parisSearch } from './paris.entry';
export { belfortSearch } from './belfort.entry';
export { clashSearch } from './clash.entry';

/** In the catalog's order. */
export const GAMES: readonly GameEntry[] = await Promise.all(CATALOG.map((line) => line.load()));

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
