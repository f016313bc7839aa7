/**
 * Saved matches, as the pages use them: a thin layer over lib/store's SaveStore (IndexedDB, or
 * memory with a warning) through `appStore`. The table autosaves through `MatchSession`'s
 * `onChange` hook with `autosave`; "My games", the replay viewer and the settings page read here.
 *
 * Ids are made here (src/lib/ids.ts), never by lib/.
 */
import { resolve } from '$app/paths';
import type { MatchRecord } from '$engine/core/match';
import type { LoadedMatch, LoadOptions, MatchList, Pace, SavedSummary, StoreResult } from '$engine/store';
import { STORE_CODES } from '$engine/store/result';
import { randomMatchId } from './ids';
import { loadEntry } from './games/registry';
import { appStore } from './store/app.svelte';

/**
 * Where "Resume" leads for a saved game: its table, or for a network game still going, its room
 * (`as` names this browser's person there, so any tab takes that seat back).
 */
export function resumeHref(game: Pick<SavedSummary, 'id' | 'status' | 'net'>): string {
  if (game.net && game.status === 'active') return `${resolve('/room/')}?join=${encodeURIComponent(game.net.room)}&as=${encodeURIComponent(game.net.pid)}`;
  if (game.net) return `${resolve('/replay/')}?match=${encodeURIComponent(game.id)}`;
  return `${resolve('/play/')}?match=${encodeURIComponent(game.id)}`;
}

/** Saves started by `addMatch` and not yet written: `openSaved` waits for them. */
const creating = new Map<string, Promise<StoreResult<SavedSummary>>>();

/**
 * Saves a new match under a fresh id and returns the id at once; the write runs in the
 * background (the store applies operations in call order, and `openSaved` waits for it).
 */
export function addMatch(match: MatchRecord, title?: string): string {
  const id = randomMatchId();
  const done = appStore.run((s) => s.saveMatch(title === undefined ? { id, match } : { id, match, title }));
  creating.set(id, done);
  const forget = (): void => void creating.delete(id);
  done.then(forget, forget);
  return id;
}

/** `addMatch`, waiting for the save: an error says why the match could not be saved. */
export async function createMatch(match: MatchRecord, title?: string): Promise<StoreResult<string>> {
  const id = addMatch(match, title);
  const saved = await creating.get(id);
  if (saved && !saved.ok) return saved;
  return { ok: true, value: id };
}

/**
 * The saved match `id`, replayed; a bad record is set aside and the error names what is wrong.
 * With `opts`, a long log is read and replayed in slices (`pagePace`) and each item is shown to
 * the visitor (the table's log lines), so opening never holds the page for long.
 */
export async function openSaved(id: string, opts: LoadOptions = {}): Promise<StoreResult<LoadedMatch>> {
  const pending = creating.get(id);
  if (pending) {
    const made = await pending;
    if (!made.ok) return made;
  }
  return appStore.run((s) => s.loadMatch(id, opts));
}

/** Work slices of at most this long while opening a game (the page stays responsive between them). */
export const SLICE_MS = 20;

/**
 * A pace for lib/store's sliced work: a slice ends after SLICE_MS of work; between slices the
 * page gets a turn (a macrotask: input, rendering) and `progress` hears how far it got.
 */
export function pagePace(progress: (done: number, total: number) => void): Pace {
  let sliceStart = performance.now();
  return {
    due: () => performance.now() - sliceStart > SLICE_MS,
    pause: (done, total) => {
      progress(done, total);
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          sliceStart = performance.now();
          resolve();
        }, 0)
      );
    }
  };
}

/** The autosave after each accepted action. Validates first, so a bad record never replaces a good one. */
export function autosave(id: string, match: MatchRecord): Promise<StoreResult<SavedSummary>> {
  return appStore.run((s) => s.saveMatch({ id, match }));
}

export function listSaved(): Promise<MatchList> {
  return appStore.run((s) => s.listMatches());
}

export function deleteSaved(id: string): Promise<StoreResult<boolean>> {
  return appStore.run((s) => s.deleteMatch(id));
}

export function renameSaved(id: string, title: string): Promise<StoreResult<SavedSummary>> {
  return appStore.run((s) => s.renameMatch(id, title));
}

/** The match file (JSON text) of a saved game. */
export function exportSaved(id: string): Promise<StoreResult<string>> {
  return appStore.run((s) => s.exportMatch(id));
}

/** Imports a match file (or a problem report) under a fresh id. A file that fails is set aside. */
export async function importText(text: string, title?: string): Promise<StoreResult<SavedSummary>> {
  for (let attempt = 0; ; attempt++) {
    const id = randomMatchId();
    const opts = title === undefined ? { id } : { id, title };
    const r = await appStore.run((s) => s.importMatch(text, opts));
    if (r.ok || r.error.code !== STORE_CODES.idTaken || attempt >= 3) return r;
  }
}

export function retryAside(key: string): Promise<StoreResult<SavedSummary>> {
  return appStore.run((s) => s.retrySetAside(key));
}

export function exportAside(key: string): Promise<StoreResult<string>> {
  return appStore.run((s) => s.exportSetAside(key));
}

export function deleteAside(key: string): Promise<StoreResult<boolean>> {
  return appStore.run((s) => s.deleteSetAside(key));
}

/** What a report says about this browser: user agent, screen and window size, language, storage. */
export function browserDescription(): string {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  const parts = [nav?.userAgent ?? 'unknown browser'];
  if (typeof screen !== 'undefined') parts.push(`screen ${screen.width}×${screen.height}`);
  if (typeof window !== 'undefined') parts.push(`window ${window.innerWidth}×${window.innerHeight}, pixel ratio ${window.devicePixelRatio}`);
  if (nav?.language) parts.push(`language ${nav.language}`);
  parts.push(`storage: ${appStore.kind ?? 'not opened'}`);
  return parts.join('; ');
}

/** The problem report for a saved game or a set-aside record: the match file, the browser, the user's words. */
export async function reportText(source: { kind: 'match'; id: string } | { kind: 'aside'; key: string }, message: string): Promise<StoreResult<string>> {
  const file = source.kind === 'match' ? await exportSaved(source.id) : await exportAside(source.key);
  if (!file.ok) return file;
  let match: unknown = file.value;
  try {
    match = JSON.parse(file.value) as unknown;
  } catch {
    // A set-aside record that is not JSON goes into the report as the text it is.
  }
  // The diagnosis replays the match: its game's engine is loaded first (none for an unknown game).
  const gameId = typeof match === 'object' && match !== null && 'game' in match && typeof match.game === 'string' ? match.game : null;
  let entry;
  try {
    entry = gameId === null ? undefined : await loadEntry(gameId);
  } catch {
    entry = undefined; // offline: the report still goes out, diagnosed as an unknown game
  }
  const { makeReport, makeReportText } = await import('$engine/store');
  const report = makeReport({ match, browser: browserDescription(), message, createdAt: Date.now(), games: entry ? [entry.game] : [] });
  return { ok: true, value: makeReportText(report) };
}
