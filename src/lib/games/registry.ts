/**
 * The games this app offers: the engine's catalog (lib/games/catalog.ts), plus — only in a build
 * made with VITE_FIXTURE_GAMES=1, for trying the table kit while developing — the test fixture
 * game. The condition is replaced at build time, so normal builds contain no fixture code.
 *
 * Pages that list or set up games read `GAME_INFOS` / `findInfo` (metadata only). A game's engine
 * and bots come from `loadEntry` (the bot worker, the store, rooms); a table or a replay uses
 * `loadGame` (load.ts), which also loads the game's strings.
 */
import { CATALOG as ENGINE_CATALOG, FIXTURE_GAME, type CatalogGame, type GameEntry, type GameInfo } from '$engine/games/catalog';
import type { AnyGame } from '$engine/core/types';

export type { GameEntry, GameInfo } from '$engine/games/catalog';

const CATALOG: readonly CatalogGame[] = import.meta.env.VITE_FIXTURE_GAMES === '1' ? [...ENGINE_CATALOG, FIXTURE_GAME] : ENGINE_CATALOG;

/** Every offered game's metadata, in the catalog's order. */
export const GAME_INFOS: readonly GameInfo[] = CATALOG.map((c) => c.info);

export function findInfo(id: string): GameInfo | undefined {
  return GAME_INFOS.find((g) => g.id === id);
}

const entries = new Map<string, Promise<GameEntry>>();

/**
 * Game `id`'s engine and bots, fetched once (undefined for a game this build does not offer).
 * A failed fetch (e.g. offline) rejects and is forgotten, so the next call tries again.
 */
export function loadEntry(id: string): Promise<GameEntry | undefined> {
  const line = CATALOG.find((c) => c.info.id === id);
  if (!line) return Promise.resolve(undefined);
  let loading = entries.get(id);
  if (!loading) {
    loading = line.load();
    entries.set(id, loading);
    loading.catch(() => entries.delete(id));
  }
  return loading;
}

/** The engine of game `id` (what the save store replays with). */
export async function loadEngine(id: string): Promise<AnyGame | undefined> {
  return (await loadEntry(id))?.game;
}
