/**
 * Loading one game for a table, a replay or a room: its engine and bots (registry.ts), its strings
 * and its table's history hook (ui.ts `text`, `history`), together. Pages that only list games
 * never import this.
 */
import type { AnyGame } from '$engine/core/types';
import type { HistoryFacts, TableEntry } from '../table/history';
import { loadEntry } from './registry';
import { gameUi } from './ui';

/** The games loaded so far, with their history hooks (one object per game, so its identity holds). */
const LOADED = new Map<string, TableEntry>();

/** Game `id` ready to play or replay, or undefined when this build does not offer it. */
export async function loadGame(id: string): Promise<TableEntry | undefined> {
  const ui = gameUi(id);
  const [entry, , hook] = await Promise.all([loadEntry(id), ui.text?.(), ui.history?.()]);
  if (!entry) return undefined;
  let loaded = LOADED.get(id);
  if (!loaded) {
    loaded = hook ? { ...entry, historyFacts: hook.historyFacts } : entry;
    LOADED.set(id, loaded);
  }
  return loaded;
}

/** Several games at once (a room's session may need any of them). */
export async function loadGames(ids: readonly string[]): Promise<readonly TableEntry[]> {
  const all = await Promise.all(ids.map(loadGame));
  return all.filter((e): e is TableEntry => e !== undefined);
}

/**
 * The engine of game `id` loaded as a table loads it (strings and history hook too): the store's
 * engine loader in the app, so that a table opening a save can build its history during the
 * store's one replay (`loadedHistoryFacts`).
 */
export async function loadTableEngine(id: string): Promise<AnyGame | undefined> {
  return (await loadGame(id))?.game;
}

/** The history hook of a game already loaded by `loadGame` (undefined before, or without one). */
export function loadedHistoryFacts(id: string): HistoryFacts | undefined {
  return LOADED.get(id)?.historyFacts;
}
