/**
 * The catalog: one line per playable game — its metadata (lib/games/<id>/meta.ts, no engine code)
 * and how to load its registry entry (lib/games/<id>.entry.ts) when a table, a replay, a room or
 * a bot needs it. The app's home page, new-game form, My games and room screens read only the
 * metadata, so no engine is in the page's first download; each game's entry is its own chunk.
 */
import type { GameEntry, GameInfo } from '../core/entry';
import { SEVEN_WONDERS_META } from './sevenwonders/meta';
import { CAYLUS_META } from './caylus/meta';
import { BELFORT_META } from './belfort/meta';
import { PARIS_META } from './paris/meta';
import { CLASH_META } from './clash/meta';
import { SEALED_BID_META } from './sealedbid/meta';

export type { GameEntry, GameInfo } from '../core/entry';

export interface CatalogGame {
  readonly info: GameInfo;
  /** The game's engine and bots; a dynamic import, so a bundler makes it a chunk of its own. */
  readonly load: () => Promise<GameEntry>;
}

export const CATALOG: readonly CatalogGame[] = [
  { info: SEVEN_WONDERS_META, load: () => import('./sevenwonders.entry').then((m) => m.entry) },
  { info: CAYLUS_META, load: () => import('./caylus.entry').then((m) => m.entry) },
  { info: BELFORT_META, load: () => import('./belfort.entry').then((m) => m.entry) },
  { info: PARIS_META, load: () => import('./paris.entry').then((m) => m.entry) },
  { info: CLASH_META, load: () => import('./clash.entry').then((m) => m.entry) }
];

/** The test fixture game (not in CATALOG): the app adds it only in a VITE_FIXTURE_GAMES=1 build. */
export const FIXTURE_GAME: CatalogGame = { info: SEALED_BID_META, load: () => import('./sealedbid/index').then((m) => m.sealedBidEntry) };
