/**
 * Loading one game for a table, a replay or a room: its engine and bots (registry.ts) and its
 * strings (ui.ts `text`), together. Pages that only list games never import this.
 */
import { loadEntry, type GameEntry } from './registry';
import { gameUi } from './ui';

/** Game `id` ready to play or replay, or undefined when this build does not offer it. */
export async function loadGame(id: string): Promise<GameEntry | undefined> {
  const [entry] = await Promise.all([loadEntry(id), gameUi(id).text?.()]);
  return entry;
}

/** Several games at once (a room's session may need any of them). */
export async function loadGames(ids: readonly string[]): Promise<readonly GameEntry[]> {
  const all = await Promise.all(ids.map(loadGame));
  return all.filter((e): e is GameEntry => e !== undefined);
}
