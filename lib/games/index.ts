/**
 * The registry of playable games for Node (the CLI tools and the tests): every game's entry,
 * loaded at once. The app never imports this file: it reads the catalog (catalog.ts) and loads a
 * game's entry when a table, replay, room or bot needs it.
 */
import type { GameEntry } from '../core/entry';
import { entry as sevenWonders } from './sevenwonders.entry';
import { entry as caylus } from './caylus.entry';
import { entry as belfort } from './belfort.entry';
import { entry as paris } from './paris.entry';
import { entry as clash } from './clash.entry';

export type { GameEntry } from '../core/entry';
export { sevenWondersSearch } from './sevenwonders.entry';
export { caylusSearch } from './caylus.entry';

/** In the catalog's order (tests/unit/catalog.test.ts checks both lists name the same games). */
export const GAMES: readonly GameEntry[] = [sevenWonders, caylus, belfort, paris, clash];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
