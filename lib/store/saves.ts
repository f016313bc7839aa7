/**
 * Saved matches (DESIGN.md §3): autosave, resume, "My games", export/import, and the set-aside
 * space for records this site cannot use.
 *
 * Rules this module keeps:
 * - validate first, write second: a save is written only after the record passes parseMatch and
 *   its log replays, so a good save is never overwritten by a bad one;
 * - bad data never hurts: a stored record that is damaged, from a newer version or of an unknown
 *   game is moved (never deleted) to `aside:<id>`, reported with a message naming what is wrong,
 *   and every other save stays usable;
 * - a failed write (quota, storage gone) keeps the old record on disk and the new one in memory,
 *   with a coded warning, so the game goes on.
 */
import { canonicalJson, hashState } from '../core/hash';
import { parseMatch, replayFrom, type MatchRecord } from '../core/match';
import { isRuleError } from '../core/errors';
import { startCursor, type Cursor } from '../core/undo';
import type { AnyGame } from '../core/types';
import {
  ASIDE_FORMAT,
  ASIDE_FORMAT_VERSION,
  ASIDE_PREFIX,
  cleanTitle,
  decodeStored,
  isValidId,
  MATCH_PREFIX,
  parseAside,
  parseSaved,
  peekNames,
  SAVE_FORMAT,
  SAVE_FORMAT_VERSION,
  summarize,
  type AsideOrigin,
  type AsideRecord,
  type BadRecord,
  type SavedMatch,
  type SavedSummary
} from './records';
import { REPORT_FORMAT } from './report';
import { err, errorText, isObject, ok, STORE_CODES, type StoreError, type StoreResult, type StoreWarning } from './result';
import { writeWarning, type KeyValueStorage, type StorageOp } from './storage';

/** Imports larger than this are refused unread (a 100,000-action log fits well within it). */
export const MAX_IMPORT_CHARS = 16_000_000;

/** Codes of records that may become readable after the site is updated: retried on every list. */
const RECOVERABLE: readonly string[] = [STORE_CODES.newerRecord, 'match/newer-format', 'match/newer-engine', 'match/unknown-game'];

/** How many matches keep their replay cursor in memory, so each autosave only applies new items. */
const CURSOR_CACHE_SIZE = 3;

export interface SaveStoreOptions {
  readonly storage: KeyValueStorage;
  /** The game modules records may use (the app passes `GAMES.map((e) => e.game)`). */
  readonly games: readonly AnyGame[];
  /** The caller's clock in milliseconds (lib/ never reads the clock itself). */
  readonly now: () => number;
  /** The warning from `openStorage` when IndexedDB was unavailable. */
  readonly warning?: StoreWarning | null;
}

export interface SaveInput {
  readonly id: string;
  readonly match: MatchRecord;
  /** Defaults to the saved title, or the game's title for a new save. */
  readonly title?: string;
}

export interface LoadedMatch<S = unknown> {
  readonly saved: SavedMatch;
  readonly summary: SavedSummary;
  /** The replayed state after the whole log. */
  readonly state: S;
  /** The replay cursor, for `applyLogItem`/`canUndoAt` without replaying again. */
  readonly cursor: Cursor<S>;
}

export interface MatchList {
  /** Usable saves, most recently updated first. */
  readonly good: readonly SavedSummary[];
  /** Records set aside (this call or earlier), most recent first. */
  readonly setAside: readonly BadRecord[];
  readonly warning?: StoreWarning;
}

export interface SaveStore {
  /** Where saves go now; `memory` means they are lost when the page closes. */
  readonly kind: KeyValueStorage['kind'];
  /** The standing warning (storage unavailable, or the last write failed), or null. */
  warning(): StoreWarning | null;
  saveMatch(input: SaveInput): Promise<StoreResult<SavedSummary>>;
  loadMatch(id: string): Promise<StoreResult<LoadedMatch>>;
  listMatches(): Promise<MatchList>;
  /** Ok(true) when it existed. */
  deleteMatch(id: string): Promise<StoreResult<boolean>>;
  renameMatch(id: string, title: string): Promise<StoreResult<SavedSummary>>;
  /** The match file: the MatchRecord as JSON text (what parseMatch and importMatch read). */
  exportMatch(id: string): Promise<StoreResult<string>>;
  /** Validates (parseMatch), replays, then saves under `id`. A file that fails is set aside. */
  importMatch(text: string, opts: { readonly id: string; readonly title?: string }): Promise<StoreResult<SavedSummary>>;
  /** Tries a set-aside record again (e.g. after a site update); on success it is a save again. */
  retrySetAside(key: string): Promise<StoreResult<SavedSummary>>;
  /** The set-aside record as text, for "report a problem". */
  exportSetAside(key: string): Promise<StoreResult<string>>;
  /** Deletes a set-aside record for good (only ever on the user's request). */
  deleteSetAside(key: string): Promise<StoreResult<boolean>>;
}

interface Verified {
  readonly match: MatchRecord;
  readonly game: AnyGame;
  readonly cursor: Cursor;
  readonly hash: string;
  readonly finished: boolean;
}

interface CachedCursor {
  readonly header: string;
  readonly items: readonly string[];
  readonly cursor: Cursor;
}

const byUpdated = (a: SavedSummary, b: SavedSummary) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byAside = (a: BadRecord, b: BadRecord) => b.setAsideAt - a.setAsideAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function toTime(t: number): number {
  return Number.isFinite(t) && t >= 0 ? Math.min(Math.floor(t), Number.MAX_SAFE_INTEGER) : 0;
}

function badId(id: unknown): StoreResult<never> {
  return err(STORE_CODES.badId, `"${String(id).slice(0, 70)}" is not a valid save id (1–64 letters, digits, "-" or "_").`);
}

export function createSaveStore(opts: SaveStoreOptions): SaveStore {
  return new MatchStore(opts);
}

class MatchStore implements SaveStore {
  readonly #storage: KeyValueStorage;
  readonly #games: readonly AnyGame[];
  readonly #now: () => number;
  /** Writes that reached memory only: key → value, or null for a delete. */
  readonly #overlay = new Map<string, { value: unknown } | null>();
  readonly #cursors = new Map<string, CachedCursor>();
  #degraded: StoreWarning | null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(opts: SaveStoreOptions) {
    this.#storage = opts.storage;
    this.#games = opts.games;
    this.#now = opts.now;
    this.#degraded = opts.warning ?? null;
  }

  get kind(): KeyValueStorage['kind'] {
    return this.#storage.kind;
  }

  warning(): StoreWarning | null {
    return this.#degraded;
  }

  // ---------- public operations, run one at a time in call order ----------

  saveMatch(input: SaveInput): Promise<StoreResult<SavedSummary>> {
    return this.#serial(() => this.#save(input.id, input.match, input.title));
  }

  loadMatch(id: string): Promise<StoreResult<LoadedMatch>> {
    return this.#serial(() => this.#load(id));
  }

  listMatches(): Promise<MatchList> {
    return this.#serial(() => this.#list());
  }

  deleteMatch(id: string): Promise<StoreResult<boolean>> {
    return this.#serial(async () => {
      if (!isValidId(id)) return badId(id);
      const key = MATCH_PREFIX + id;
      const found = await this.#read(key);
      if (!found.ok) return found;
      this.#cursors.delete(id);
      const warning = await this.#write([{ op: 'del', key }]);
      return ok(found.value !== undefined, warning);
    });
  }

  renameMatch(id: string, title: string): Promise<StoreResult<SavedSummary>> {
    return this.#serial(async () => {
      const clean = cleanTitle(title);
      if (clean === null) return err(STORE_CODES.badTitle, 'A title needs 1–80 characters and no control characters.');
      const got = await this.#getSaved(id);
      if (!got.ok) return got;
      const saved: SavedMatch = { ...got.value.saved, title: clean };
      const warning = await this.#write([{ op: 'set', key: MATCH_PREFIX + id, value: saved }]);
      return ok(summarize(saved, this.#games), warning);
    });
  }

  exportMatch(id: string): Promise<StoreResult<string>> {
    return this.#serial(async () => {
      const got = await this.#getSaved(id);
      if (!got.ok) return got;
      return ok(`${JSON.stringify(got.value.saved.match, null, 2)}\n`);
    });
  }

  importMatch(text: string, opts: { readonly id: string; readonly title?: string }): Promise<StoreResult<SavedSummary>> {
    return this.#serial(() => this.#import(text, opts.id, opts.title));
  }

  retrySetAside(key: string): Promise<StoreResult<SavedSummary>> {
    return this.#serial(async () => {
      const found = await this.#read(ASIDE_PREFIX + key);
      if (!found.ok) return found;
      const env = parseAside(found.value);
      if (!env) return err(STORE_CODES.notFound, `There is no readable set-aside record "${key}".`);
      return this.#restore(key, env);
    });
  }

  exportSetAside(key: string): Promise<StoreResult<string>> {
    return this.#serial(async () => {
      const found = await this.#read(ASIDE_PREFIX + key);
      if (!found.ok) return found;
      if (found.value === undefined) return err(STORE_CODES.notFound, `There is no set-aside record "${key}".`);
      const env = parseAside(found.value);
      const raw = env ? env.raw : found.value;
      if (typeof raw === 'string') return ok(raw);
      try {
        return ok(`${JSON.stringify(raw, null, 2) ?? 'null'}\n`);
      } catch (e) {
        return err(STORE_CODES.corrupt, `The set-aside record cannot be written out as text (${errorText(e)}).`);
      }
    });
  }

  deleteSetAside(key: string): Promise<StoreResult<boolean>> {
    return this.#serial(async () => {
      const found = await this.#read(ASIDE_PREFIX + key);
      if (!found.ok) return found;
      const warning = await this.#write([{ op: 'del', key: ASIDE_PREFIX + key }]);
      return ok(found.value !== undefined, warning);
    });
  }

  // ---------- the operations ----------

  async #save(id: string, match: MatchRecord, title: string | undefined): Promise<StoreResult<SavedSummary>> {
    if (!isValidId(id)) return badId(id);
    const clean = title === undefined ? null : cleanTitle(title);
    if (title !== undefined && clean === null) return err(STORE_CODES.badTitle, 'A title needs 1–80 characters and no control characters.');
    const verified = this.#verify(match, id);
    if (!verified.ok) return err(verified.error.code, `Not saved: ${verified.error.message}`);
    const key = MATCH_PREFIX + id;
    const ops: StorageOp[] = [];
    let previous: SavedMatch | null = null;
    const found = await this.#read(key);
    if (found.ok && found.value !== undefined) {
      const parsed = parseSaved(found.value, id, this.#games);
      if (parsed.ok) previous = parsed.value;
      // Whatever sat there and cannot be read is moved aside in the same transaction, never lost.
      else ops.push(...(await this.#asideOps(id, 'save', found.value, parsed.error)).ops);
    }
    const now = toTime(this.#now());
    const saved = this.#record(id, verified.value, clean ?? previous?.title ?? verified.value.game.title, previous?.createdAt ?? now, now);
    ops.push({ op: 'set', key, value: saved });
    const warning = await this.#write(ops);
    return ok(summarize(saved, this.#games), warning);
  }

  async #load(id: string): Promise<StoreResult<LoadedMatch>> {
    if (!isValidId(id)) return badId(id);
    const got = await this.#getSaved(id);
    if (!got.ok) return got;
    const { saved, raw } = got.value;
    const verified = this.#verify(saved.match, id);
    if (!verified.ok) {
      const moved = await this.#moveAside(id, 'save', raw, verified.error);
      return err(verified.error.code, moved.message, { setAside: moved.key });
    }
    const v = verified.value;
    const changed: StoreWarning | null =
      v.hash === saved.hash
        ? null
        : {
            code: STORE_CODES.hashChanged,
            message: `"${saved.title}" replays to a different position than when it was saved: the rules engine changed. The game goes on from the replayed position; please report it.`
          };
    return ok({ saved, summary: summarize(saved, this.#games), state: v.cursor.state, cursor: v.cursor }, changed ?? this.#degraded);
  }

  async #list(): Promise<MatchList> {
    const good: SavedSummary[] = [];
    const setAside: BadRecord[] = [];
    const saves = await this.#readAll(MATCH_PREFIX);
    if (!saves.ok) return { good, setAside, warning: saves.error };
    const fresh = new Set<string>();
    for (const [key, raw] of saves.value) {
      const id = key.slice(MATCH_PREFIX.length);
      const parsed = parseSaved(raw, id, this.#games);
      if (parsed.ok) {
        good.push(summarize(parsed.value, this.#games));
        continue;
      }
      const bad = await this.#moveAside(id, 'save', raw, parsed.error);
      fresh.add(bad.key);
      setAside.push(bad);
    }
    const asides = await this.#readAll(ASIDE_PREFIX);
    for (const [fullKey, raw] of asides.ok ? asides.value : []) {
      const key = fullKey.slice(ASIDE_PREFIX.length);
      if (fresh.has(key)) continue;
      const env = parseAside(raw);
      if (!env) {
        setAside.push({
          key,
          id: key,
          origin: 'save',
          code: STORE_CODES.corrupt,
          message: `The set-aside record "${key}" is itself damaged; it is kept as it is.`,
          title: null,
          game: null,
          setAsideAt: 0,
          fresh: false
        });
        continue;
      }
      if (RECOVERABLE.includes(env.code)) {
        const restored = await this.#restore(key, env);
        if (restored.ok) {
          good.push(restored.value);
          continue;
        }
      }
      setAside.push(badRecord(key, env, false));
    }
    good.sort(byUpdated);
    setAside.sort(byAside);
    const warning = asides.ok ? this.#degraded : asides.error;
    return warning ? { good, setAside, warning } : { good, setAside };
  }

  async #import(text: string, id: string, title: string | undefined): Promise<StoreResult<SavedSummary>> {
    if (!isValidId(id)) return badId(id);
    if (typeof text !== 'string') return err(STORE_CODES.importNotJson, 'The file was not imported: it is not text.');
    if (text.length > MAX_IMPORT_CHARS) {
      return err(STORE_CODES.importTooLarge, `The file was not imported: it is too large to be a match file (${text.length} characters; at most ${MAX_IMPORT_CHARS}).`);
    }
    const clean = title === undefined ? null : cleanTitle(title);
    if (title !== undefined && clean === null) return err(STORE_CODES.badTitle, 'A title needs 1–80 characters and no control characters.');
    const existing = await this.#read(MATCH_PREFIX + id);
    if (!existing.ok) return existing;
    if (existing.value !== undefined) return err(STORE_CODES.idTaken, `A saved game already has the id "${id}".`);
    const checked = this.#checkImport(text, id);
    if (!checked.ok) {
      const moved = await this.#moveAside(id, 'import', text, checked.error, clean);
      return err(checked.error.code, `The file was not imported. ${checked.error.message}`, { setAside: moved.key });
    }
    const now = toTime(this.#now());
    const saved = this.#record(id, checked.value, clean ?? checked.value.game.title, now, now);
    const warning = await this.#write([{ op: 'set', key: MATCH_PREFIX + id, value: saved }]);
    return ok(summarize(saved, this.#games), warning);
  }

  /** A set-aside record made good again: written back as a save, the aside copy deleted, atomically. */
  async #restore(key: string, env: AsideRecord): Promise<StoreResult<SavedSummary>> {
    const id = env.id;
    if (!isValidId(id)) return badId(id);
    const taken = await this.#read(MATCH_PREFIX + id);
    if (!taken.ok) return taken;
    if (taken.value !== undefined) return err(STORE_CODES.idTaken, `A saved game already has the id "${id}"; the set-aside copy stays aside.`);
    let saved: SavedMatch;
    if (env.origin === 'save') {
      const parsed = parseSaved(env.raw, id, this.#games);
      if (!parsed.ok) return parsed;
      saved = parsed.value;
    } else {
      const checked = this.#checkImport(env.raw, id);
      if (!checked.ok) return err(checked.error.code, checked.error.message);
      const now = toTime(this.#now());
      saved = this.#record(id, checked.value, env.title ?? checked.value.game.title, now, now);
    }
    const warning = await this.#write([
      { op: 'set', key: MATCH_PREFIX + id, value: saved },
      { op: 'del', key: ASIDE_PREFIX + key }
    ]);
    return ok(summarize(saved, this.#games), warning);
  }

  // ---------- validation ----------

  /** Imported text (a match file, or a problem report holding one) checked like a save. */
  #checkImport(text: unknown, id: string): StoreResult<Verified> {
    const decoded = decodeStored(text);
    if (!decoded.ok) return err(STORE_CODES.importNotJson, 'It is not a JSON file.');
    let raw = decoded.value;
    if (isObject(raw) && raw.format === REPORT_FORMAT && 'match' in raw) raw = raw.match;
    return this.#verify(raw, id);
  }

  /**
   * parseMatch, then replay: the proof that the log is legal. Replays only the new log items
   * when the cached cursor of `id` is a prefix of this match.
   */
  #verify(raw: unknown, id: string): StoreResult<Verified> {
    const parsed = parseMatch(raw, this.#games);
    if (!parsed.ok) return err(parsed.error.code, parsed.error.message);
    const match = parsed.value;
    const game = this.#games.find((g) => g.id === match.game)!;
    let header: string;
    let items: string[];
    try {
      header = canonicalJson({ ...match, log: [] });
      items = match.log.map((item) => canonicalJson(item));
    } catch (e) {
      return err('match/bad-log', `The match cannot be encoded (${errorText(e)}).`);
    }
    const cached = this.#cursors.get(id);
    const reuse = cached !== undefined && cached.header === header && cached.items.length <= items.length && cached.items.every((s, i) => s === items[i]);
    let cursor: Cursor;
    try {
      cursor = replayFrom(game, match, reuse ? cached.cursor : startCursor(game, match), { hashes: false }).cursor;
    } catch (e) {
      this.#cursors.delete(id);
      if (isRuleError(e)) return err(e.code, e.message);
      return err(STORE_CODES.replayCrashed, `Replaying the game failed inside the game's code (${errorText(e)}); please report it.`);
    }
    this.#cursors.delete(id);
    this.#cursors.set(id, { header, items, cursor });
    for (const old of this.#cursors.keys()) {
      if (this.#cursors.size <= CURSOR_CACHE_SIZE) break;
      this.#cursors.delete(old);
    }
    return ok({ match, game, cursor, hash: hashState(cursor.state), finished: game.result(cursor.state) !== null });
  }

  #record(id: string, v: Verified, title: string, createdAt: number, updatedAt: number): SavedMatch {
    return {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      id,
      title,
      createdAt,
      updatedAt,
      status: v.finished ? 'finished' : 'active',
      progress: { actions: v.match.log.length, finished: v.finished },
      hash: v.hash,
      match: v.match
    };
  }

  /** The saved match `id`, parsed; a bad one is set aside and reported as the error. */
  async #getSaved(id: string): Promise<StoreResult<{ saved: SavedMatch; raw: unknown }>> {
    if (!isValidId(id)) return badId(id);
    const found = await this.#read(MATCH_PREFIX + id);
    if (!found.ok) return found;
    if (found.value === undefined) {
      const asides = await this.#readAll(ASIDE_PREFIX + id);
      const env = (asides.ok ? asides.value : []).map(([, raw]) => parseAside(raw)).find((e) => e !== null && e.id === id);
      if (env) return err(STORE_CODES.setAside, env.message);
      return err(STORE_CODES.notFound, `There is no saved game "${id}".`);
    }
    const parsed = parseSaved(found.value, id, this.#games);
    if (parsed.ok) return ok({ saved: parsed.value, raw: found.value });
    const moved = await this.#moveAside(id, 'save', found.value, parsed.error);
    return err(parsed.error.code, moved.message, { setAside: moved.key });
  }

  // ---------- set-aside space ----------

  /** The ops that put `raw` under a free `aside:` key, and the report of it. */
  async #asideOps(id: string, origin: AsideOrigin, raw: unknown, why: StoreError, title: string | null = null): Promise<{ ops: StorageOp[]; bad: BadRecord }> {
    const peeked = peekNames(raw);
    const names = { title: title ?? peeked.title, game: peeked.game };
    const taken = await this.#readAll(ASIDE_PREFIX + id);
    const used = new Set((taken.ok ? taken.value : []).map(([k]) => k.slice(ASIDE_PREFIX.length)));
    let key = id;
    for (let n = 2; used.has(key); n++) key = `${id}~${n}`;
    const label = names.title ? `"${names.title}"` : `"${id}"`;
    // Reasons from records.ts are clauses ("it is not valid JSON"); make a sentence of them.
    const reason = why.message.charAt(0).toUpperCase() + why.message.slice(1);
    const message = origin === 'save' ? `Saved game ${label} was set aside. ${reason}` : `Imported file for ${label} was set aside. ${reason}`;
    const env: AsideRecord = {
      format: ASIDE_FORMAT,
      formatVersion: ASIDE_FORMAT_VERSION,
      id,
      origin,
      code: why.code,
      message,
      setAsideAt: toTime(this.#now()),
      title: names.title,
      game: names.game,
      raw
    };
    return { ops: [{ op: 'set', key: ASIDE_PREFIX + key, value: env }], bad: badRecord(key, env, true) };
  }

  /** Moves a bad record aside (kept, never deleted). A failed move still reports the record. */
  async #moveAside(id: string, origin: AsideOrigin, raw: unknown, why: StoreError, title: string | null = null): Promise<BadRecord> {
    this.#cursors.delete(id);
    const { ops, bad } = await this.#asideOps(id, origin, raw, why, title);
    if (origin === 'save') ops.push({ op: 'del', key: MATCH_PREFIX + id });
    await this.#write(ops);
    return bad;
  }

  // ---------- storage with the in-memory overlay ----------

  async #read(key: string): Promise<StoreResult<unknown>> {
    const o = this.#overlay.get(key);
    if (o !== undefined) return ok(o === null ? undefined : structuredClone(o.value));
    try {
      return ok(await this.#storage.get(key));
    } catch (e) {
      return err(STORE_CODES.readFailed, `Reading browser storage failed (${errorText(e)}).`);
    }
  }

  async #readAll(prefix: string): Promise<StoreResult<[string, unknown][]>> {
    let disk: [string, unknown][];
    try {
      disk = await this.#storage.entries(prefix);
    } catch (e) {
      disk = [];
      if (this.#overlay.size === 0) return err(STORE_CODES.readFailed, `Reading browser storage failed (${errorText(e)}).`);
    }
    const merged = new Map(disk);
    for (const [key, o] of this.#overlay) {
      if (!key.startsWith(prefix)) continue;
      if (o === null) merged.delete(key);
      else merged.set(key, structuredClone(o.value));
    }
    return ok([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /** Writes to storage; if that fails, to memory, and returns the warning. */
  async #write(ops: readonly StorageOp[]): Promise<StoreWarning | null> {
    try {
      await this.#storage.write(ops);
      for (const op of ops) this.#overlay.delete(op.key);
      if (this.#overlay.size === 0 && this.#degraded?.code !== STORE_CODES.unavailable) this.#degraded = null;
      return this.#degraded;
    } catch (e) {
      for (const op of ops) this.#overlay.set(op.key, op.op === 'set' ? { value: structuredClone(op.value) } : null);
      this.#degraded = writeWarning(e);
      return this.#degraded;
    }
  }

  #serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }
}

function badRecord(key: string, env: AsideRecord, fresh: boolean): BadRecord {
  return { key, id: env.id, origin: env.origin, code: env.code, message: env.message, title: env.title, game: env.game, setAsideAt: env.setAsideAt, fresh };
}
