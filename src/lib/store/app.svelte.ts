/**
 * The app's one connection to lib/store: opens browser storage once per page (IndexedDB, or
 * memory with a warning), builds the SaveStore over the catalog (engines load when a save is replayed), loads the settings,
 * and keeps the standing storage warning where every page can show it.
 *
 * Opening is lazy (first use), so nothing touches IndexedDB while a page is prerendered; the
 * store's code (validation, replay, hashing) is fetched then too, so it is not in the first
 * download of a page that only lists games.
 */
import type { KeyValueStorage, SaveStore, Settings, SettingsProblem, StoreResult, StoreWarning } from '$engine/store';
import { DEFAULT_SETTINGS } from '$engine/store/defaults';
import { GAME_INFOS } from '../games/registry';

export interface OpenedStore {
  readonly saves: SaveStore;
  readonly storage: KeyValueStorage;
}

class AppStore {
  /** The standing warning: storage unavailable, full, or a write failed. Null when all is well. */
  warning: StoreWarning | null = $state.raw(null);
  /** Where saves go: null until opened. */
  kind: KeyValueStorage['kind'] | null = $state(null);
  settings: Settings = $state.raw(DEFAULT_SETTINGS);
  /** Stored settings fields that were damaged and fell back to their defaults. */
  settingsProblems: readonly SettingsProblem[] = $state.raw([]);

  #opening: Promise<OpenedStore> | null = null;

  /** The store, opened on first use. Never rejects: the worst case is memory storage and a warning. */
  open(): Promise<OpenedStore> {
    this.#opening ??= this.#open();
    return this.#opening;
  }

  async #open(): Promise<OpenedStore> {
    const { createSaveStore, loadSettings, openStorage } = await import('$engine/store');
    const { storage, warning } = await openStorage();
    // A table opening a save builds its history during the store's replay, so the store loads a
    // game as a table does (engine, strings, history hook: games/load.ts).
    const engine = (id: string) => import('../games/load').then((m) => m.loadTableEngine(id));
    const saves = createSaveStore({ storage, games: GAME_INFOS, engine, now: () => Date.now(), warning });
    const loaded = await loadSettings(storage);
    this.settings = loaded.settings;
    this.settingsProblems = loaded.problems;
    this.kind = storage.kind;
    this.warning = saves.warning() ?? loaded.warning ?? null;
    return { saves, storage };
  }

  /** Store operations under way, and who waits for there to be none (`settled`). */
  #running = 0;
  #waiting: (() => void)[] = [];

  /** Runs one store operation and refreshes the standing warning afterwards. */
  async run<T>(op: (saves: SaveStore) => Promise<T>): Promise<T> {
    this.#running++;
    try {
      const { saves } = await this.open();
      try {
        return await op(saves);
      } finally {
        this.warning = saves.warning();
      }
    } finally {
      if (--this.#running === 0) for (const done of this.#waiting.splice(0)) done();
    }
  }

  /** Resolves once no store operation is under way: a page about to reload (an update) waits for its last save. */
  settled(): Promise<void> {
    return this.#running === 0 ? Promise.resolve() : new Promise((done) => this.#waiting.push(done));
  }

  /** Validated settings in, written to storage; kept in memory for this page even if the write fails. */
  async saveSettings(next: Settings): Promise<StoreResult<Settings>> {
    const { storage } = await this.open();
    const { saveSettings } = await import('$engine/store');
    const saved = await saveSettings(storage, next);
    if (saved.ok) {
      this.settings = saved.value;
      this.settingsProblems = [];
    } else if (saved.error.code !== 'settings/invalid') {
      this.settings = next;
    }
    return saved;
  }
}

export const appStore = new AppStore();
