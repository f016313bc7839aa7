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
import { parseLogItems, parseMatch, readMatchText, replayFrom, type LogItem, type MatchRecord } from '../core/match';
import { isRuleError } from '../core/errors';
import { countTakeBacks, startCursor, type Cursor } from '../core/undo';
import type { AnyGame, GameHeader } from '../core/types';
import { NO_PACE, replayPaced, type LogVisitor, type Pace } from './pace';
import {
  ASIDE_FORMAT,
  ASIDE_FORMAT_VERSION,
  ASIDE_PREFIX,
  chunksFor,
  cleanTitle,
  extras,
  formatVersionFor,
  isValidId,
  LOG_CHUNK,
  logChunkKey,
  logChunksOf,
  MATCH_PREFIX,
  parseAside,
  parseSaved,
  peekNames,
  replayMismatch,
  SAVE_FORMAT,
  SAVE_FORMAT_VERSION,
  storedForm,
  summarize,
  type AsideOrigin,
  type AsideRecord,
  type BadRecord,
  type NetLink,
  type Outcome,
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
  /**
   * The games records may use: their headers are enough to list and check saves (the app passes
   * its catalog's metadata). Replaying needs the engine: `engine(id)` gives it (the app loads it
   * on demand); without `engine`, the entries of `games` must be the engines themselves.
   */
  readonly games: readonly GameHeader[];
  readonly engine?: (id: string) => AnyGame | undefined | Promise<AnyGame | undefined>;
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
  /** The title of a new save when none is given (default: the game's title). */
  readonly defaultTitle?: string;
  /**
   * Write over whatever is stored, even a record this tab did not read (no `store/conflict`):
   * for a copy of a game whose reference lives elsewhere (a network game's log is the host's).
   */
  readonly replace?: boolean;
  /** A network game's room and person (kept from the previous save when not given). */
  readonly net?: NetLink;
}

export interface LoadOptions {
  /** Slices the reading and replay of a long log (see pace.ts); default: all at once. */
  readonly pace?: Pace;
  /**
   * Called once the match is read and its engine loaded (before its replay) for a visitor that is then shown each log
   * item with the state before it, in order, during the one replay (the app writes its game-log
   * lines there instead of replaying a second time).
   */
  readonly visitor?: (match: MatchRecord, game: AnyGame) => LogVisitor;
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
  /** Reads and replays a saved match (a long log in slices, with `opts.pace`). */
  loadMatch(id: string, opts?: LoadOptions): Promise<StoreResult<LoadedMatch>>;
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
  /** Parts of the stored log (LOG_CHUNK items each) this match provably leaves unchanged. */
  readonly extends: number;
}

/**
 * The replay cursor of a match this tab read or wrote, and the log it is at. A save whose log
 * holds the very same action objects as a prefix (the table appends to the log it loaded) is
 * checked and replayed only from there: autosave cost does not grow with the game.
 */
interface CachedCursor {
  readonly header: string;
  readonly log: readonly LogItem[];
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
  readonly #games: readonly GameHeader[];
  readonly #engine: (id: string) => AnyGame | undefined | Promise<AnyGame | undefined>;
  readonly #now: () => number;
  /** Writes that reached memory only: key → value, or null for a delete. */
  readonly #overlay = new Map<string, { value: unknown } | null>();
  readonly #cursors = new Map<string, CachedCursor>();
  /** Per match id, the stored record this tab last read or wrote: a save must find it unchanged. */
  readonly #known = new Map<string, { readonly actions: number; readonly hash: string }>();
  #degraded: StoreWarning | null;
  #queue: Promise<unknown> = Promise.resolve();
  /**
   * Per match id, the save waiting in the queue, not yet started. A newer save of that game with the
   * same options takes its place (and its promise): a fast game (bots without delay, a replayed
   * room) queues one write at a time instead of one per action, so what is stored never lags far
   * behind what is shown. The result is the one sequential saves would leave.
   */
  readonly #waitingSaves = new Map<string, WaitingSave>();

  constructor(opts: SaveStoreOptions) {
    this.#storage = opts.storage;
    this.#games = opts.games;
    this.#engine = opts.engine ?? ((id) => opts.games.find((g): g is AnyGame => g.id === id && 'setup' in g));
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
    const waiting = this.#waitingSaves.get(input.id);
    if (waiting && sameSaveOptions(waiting.input, input)) {
      waiting.input = input;
      return waiting.done;
    }
    const entry = { input } as WaitingSave; // `done` is set below, before anyone can read it
    entry.done = this.#serial(() => {
      if (this.#waitingSaves.get(input.id) === entry) this.#waitingSaves.delete(input.id);
      return this.#save(entry.input);
    });
    this.#waitingSaves.set(input.id, entry);
    return entry.done;
  }

  loadMatch(id: string, opts: LoadOptions = {}): Promise<StoreResult<LoadedMatch>> {
    return this.#serial(() => this.#load(id, opts.pace ?? NO_PACE, opts.visitor));
  }

  listMatches(): Promise<MatchList> {
    return this.#serial(this.#listRun);
  }

  deleteMatch(id: string): Promise<StoreResult<boolean>> {
    return this.#serial(async () => {
      if (!isValidId(id)) return badId(id);
      const key = MATCH_PREFIX + id;
      const found = await this.#read(key);
      if (!found.ok) return found;
      this.#cursors.delete(id);
      this.#known.delete(id);
      // The parts of a long log go too (counted by the record; looked for when it is unreadable).
      const parsed = found.value === undefined ? null : parseSaved(found.value, id, this.#games);
      const parts = parsed?.ok ? await this.#chunkDeletes(id, 0, parsed.value.logChunks) : await this.#chunkDeletes(id, 0);
      const warning = await this.#write([{ op: 'del', key }, ...parts]);
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
      const warning = await this.#write([{ op: 'set', key: MATCH_PREFIX + id, value: headerOf(saved) }]);
      return ok(summarize(saved, this.#games), warning);
    });
  }

  exportMatch(id: string): Promise<StoreResult<string>> {
    return this.#serial(async () => {
      const got = await this.#getSaved(id);
      if (!got.ok) return got;
      const full = await this.#readLog(id, got.value.saved, NO_PACE);
      if (!full.ok) return full;
      return ok(`${JSON.stringify(full.value.match, null, 2)}\n`);
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
      const ops: StorageOp[] = [{ op: 'del', key: ASIDE_PREFIX + key }];
      // The parts of a long log set aside with its record go with the last copy of that record.
      const id = parseAside(found.value)?.id;
      if (id !== undefined && isValidId(id)) {
        const live = await this.#read(MATCH_PREFIX + id);
        const others = await this.#readAll(ASIDE_PREFIX + id);
        const sameId = (others.ok ? others.value : []).filter(([k, v]) => k !== ASIDE_PREFIX + key && parseAside(v)?.id === id);
        if (live.ok && live.value === undefined && sameId.length === 0) ops.push(...(await this.#chunkDeletes(id, 0)));
      }
      const warning = await this.#write(ops);
      return ok(found.value !== undefined, warning);
    });
  }

  // ---------- the operations ----------

  /**
   * The autosave. Validate first, write second; and a save only extends the log this tab read:
   * if the stored record is no longer the one this tab last loaded or saved (another tab saved
   * the same game meanwhile, or deleted it), nothing is written and the result is
   * `store/conflict`, so the caller can offer to reload the newer game or keep its own as a copy.
   * The check and the write are one compare-and-set, retried if another tab wrote in between.
   * A long log is written in parts (records.ts): only the parts that changed.
   */
  async #save(input: SaveInput): Promise<StoreResult<SavedSummary>> {
    const { id, match, title } = input;
    const replace = input.replace ?? false;
    if (!isValidId(id)) return badId(id);
    const clean = title === undefined ? null : cleanTitle(title);
    if (title !== undefined && clean === null) return err(STORE_CODES.badTitle, 'A title needs 1–80 characters and no control characters.');
    const verified = await this.#verifySave(match, id);
    if (!verified.ok) return err(verified.error.code, `Not saved: ${verified.error.message}`);
    const v = verified.value;
    const key = MATCH_PREFIX + id;
    for (let attempt = 0; ; attempt++) {
      const ops: StorageOp[] = [];
      let previous: SavedMatch | null = null;
      const found = await this.#read(key);
      if (!found.ok) return found;
      if (found.value !== undefined) {
        const parsed = parseSaved(found.value, id, this.#games);
        if (parsed.ok) previous = parsed.value;
        // Whatever sat there and cannot be read is moved aside in the same transaction, never lost.
        else ops.push(...(await this.#asideOps(id, 'save', found.value, parsed.error)).ops);
      }
      const conflict = replace ? null : this.#conflict(id, previous, found.value !== undefined);
      if (conflict) return conflict;
      const now = toTime(this.#now());
      const fallbackTitle = (input.defaultTitle === undefined ? null : cleanTitle(input.defaultTitle)) ?? v.game.title;
      const saved = this.#record(id, v, clean ?? previous?.title ?? fallbackTitle, previous?.createdAt ?? now, now, input.net ?? previous?.net, previous?.imported);
      // Parts already on disk hold this very log when it extends what this tab last read or wrote.
      const kept = previous && !replace && v.extends ? Math.min(previous.logChunks, v.extends) : 0;
      ops.push(...this.#savedOps(saved, kept), ...(await this.#chunkDeletes(id, chunksFor(saved.match.log.length), previous?.logChunks ?? 0)));
      const written = await this.#writeIf(key, found.value, ops);
      if (written === 'changed') {
        if (attempt < 3) continue;
        return err(STORE_CODES.conflict, `"${saved.title}" is being saved by another tab at the same moment; this tab's moves were not saved over it.`);
      }
      this.#known.set(id, { actions: saved.progress.actions, hash: saved.hash });
      this.#remember(id, v.match, v.cursor);
      return ok(summarize(saved, this.#games), written.warning);
    }
  }

  /** `store/conflict` when the stored record is not the one this tab last read or wrote. */
  #conflict(id: string, stored: SavedMatch | null, present: boolean): StoreResult<never> | null {
    const known = this.#known.get(id);
    if (!known) return null; // this tab never read it: a new save
    if (stored && stored.progress.actions === known.actions && stored.hash === known.hash) return null;
    const data = { storedActions: stored?.progress.actions ?? null, mineActions: known.actions };
    if (!stored) {
      const what = present ? 'was damaged in another tab' : 'was deleted in another tab';
      return err(STORE_CODES.conflict, `This game ${what} since this tab opened it; this tab's moves were not saved over it.`, data);
    }
    return err(
      STORE_CODES.conflict,
      `"${stored.title}" was changed in another tab since this tab opened it (it now has ${stored.progress.actions} actions; this tab had ${known.actions}). This tab's moves were not saved over it: open the newer game, or keep this tab's game as a copy.`,
      data
    );
  }

  /**
   * Reads a save (its record, then the parts of a long log, one by one), checks it, and replays
   * it once, in slices when `pace` asks, showing each item to `visit`. A log that does not replay
   * sets the record aside; a replay that does not end on the stored position says why.
   */
  async #load(id: string, pace: Pace, visitor: LoadOptions['visitor']): Promise<StoreResult<LoadedMatch>> {
    if (!isValidId(id)) return badId(id);
    const got = await this.#getSaved(id);
    if (!got.ok) return got;
    const { raw } = got.value;
    const full = await this.#readLog(id, got.value.saved, pace);
    if (!full.ok) {
      const moved = await this.#moveAside(id, 'save', raw, full.error);
      return err(full.error.code, moved.message, { setAside: moved.key });
    }
    const saved = full.value;
    // A game whose code cannot be fetched now is no fault of the record: nothing is set aside.
    const game = await this.#engineOf(saved.match.game);
    if (!game.ok) return game;
    let cursor: Cursor;
    try {
      cursor = await replayPaced(game.value, saved.match, startCursor(game.value, saved.match), pace, visitor?.(saved.match, game.value));
    } catch (e) {
      this.#cursors.delete(id);
      const why = isRuleError(e) ? { code: e.code, message: e.message } : { code: STORE_CODES.replayCrashed, message: `Replaying the game failed inside the game's code (${errorText(e)}); please report it.` };
      const moved = await this.#moveAside(id, 'save', raw, why);
      return err(why.code, moved.message, { setAside: moved.key });
    }
    this.#remember(id, saved.match, cursor);
    const changed = replayMismatch(saved, { hash: hashState(cursor.state), actions: saved.match.log.length }, game.value.version);
    this.#known.set(id, { actions: saved.progress.actions, hash: saved.hash });
    const done = changed ? saved : await this.#fillOutcome(id, raw, got.value.saved, saved, game.value, cursor);
    return ok({ saved: done, summary: summarize(done, this.#games), state: cursor.state, cursor }, changed ?? this.#degraded);
  }

  /**
   * A finished game saved before records kept their outcome (issue 12) gets it once it has been
   * replayed: the record is written again with `outcome` and `takeBacks` (only if nobody wrote
   * it meanwhile), so My games shows the winner from then on. Anything else is left as it is.
   */
  async #fillOutcome(id: string, raw: unknown, header: SavedMatch, saved: SavedMatch, game: AnyGame, cursor: Cursor): Promise<SavedMatch> {
    if (saved.status !== 'finished' || saved.outcome !== undefined) return saved;
    const outcome = outcomeOf(game, cursor.state, saved.match);
    if (!outcome) return saved;
    const added = extras({ outcome, takeBacks: countTakeBacks(saved.match.log) });
    const written = await this.#writeIf(MATCH_PREFIX + id, raw, [{ op: 'set', key: MATCH_PREFIX + id, value: headerOf({ ...header, ...added }) }]);
    return written === 'changed' ? saved : { ...saved, ...added };
  }

  /**
   * The whole match of a save whose record was read: the parts of a long log stored apart are
   * read one at a time (pausing between them when `pace` asks), each checked on its own.
   */
  async #readLog(id: string, header: SavedMatch, pace: Pace): Promise<StoreResult<SavedMatch>> {
    if (header.logChunks === 0) return ok(header);
    const log: LogItem[] = [];
    const total = header.progress.actions;
    for (let k = 0; k < header.logChunks; k++) {
      if (pace.due()) await pace.pause(log.length, total);
      const part = await this.#read(logChunkKey(id, k));
      if (!part.ok) return part;
      if (!Array.isArray(part.value) || part.value.length !== LOG_CHUNK) {
        return err(STORE_CODES.corrupt, `part ${k + 1} of its log (actions ${k * LOG_CHUNK + 1}–${(k + 1) * LOG_CHUNK}) is missing or damaged`);
      }
      const items = parseLogItems(part.value, header.match.players, k * LOG_CHUNK);
      if (!items.ok) return err(items.error.code, items.error.message);
      for (const item of items.value) log.push(item);
    }
    for (const item of header.match.log) log.push(item);
    return ok({ ...header, logChunks: 0, match: { ...header.match, log } });
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
    const checked = await this.#checkImport(text, id);
    if (!checked.ok && checked.error.code === STORE_CODES.engineUnavailable) return err(checked.error.code, `The file was not imported. ${checked.error.message}`);
    if (!checked.ok) {
      const moved = await this.#moveAside(id, 'import', text, checked.error, clean);
      return err(checked.error.code, `The file was not imported. ${checked.error.message}`, { setAside: moved.key });
    }
    const now = toTime(this.#now());
    const saved = this.#record(id, checked.value, clean ?? checked.value.game.title, now, now, undefined, true);
    const warning = await this.#write([...this.#savedOps(saved, 0), ...(await this.#chunkDeletes(id, chunksFor(saved.match.log.length)))]);
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
    let ops: StorageOp[];
    if (env.origin === 'save') {
      // The record as it was (the parts of a long log stayed where they were).
      const parsed = parseSaved(env.raw, id, this.#games);
      if (!parsed.ok) return parsed;
      saved = parsed.value;
      ops = [{ op: 'set', key: MATCH_PREFIX + id, value: headerOf(saved) }];
    } else {
      const checked = await this.#checkImport(env.raw, id);
      if (!checked.ok) return err(checked.error.code, checked.error.message);
      const now = toTime(this.#now());
      saved = this.#record(id, checked.value, env.title ?? checked.value.game.title, now, now, undefined, true);
      ops = this.#savedOps(saved, 0);
    }
    const warning = await this.#write([...ops, { op: 'del', key: ASIDE_PREFIX + key }]);
    return ok(summarize(saved, this.#games), warning);
  }

  // ---------- validation ----------

  /** Imported text (a match file, or a problem report holding one) checked like a save. */
  async #checkImport(text: unknown, id: string): Promise<StoreResult<Verified>> {
    if (typeof text !== 'string') return err(STORE_CODES.importNotJson, 'It is not a JSON file.');
    const read = readMatchText(text);
    if (!read.ok) return err(read.error.code === 'match/not-json' ? STORE_CODES.importNotJson : read.error.code, read.error.code === 'match/not-json' ? 'It is not a JSON file.' : read.error.message);
    let raw = read.value;
    if (isObject(raw) && raw.format === REPORT_FORMAT && 'match' in raw) raw = raw.match;
    return this.#verify(raw, id);
  }

  /** parseMatch, then a replay from the start: the proof that an imported log is legal. */
  async #verify(raw: unknown, id: string): Promise<StoreResult<Verified>> {
    const parsed = parseMatch(raw, this.#games);
    if (!parsed.ok) return err(parsed.error.code, parsed.error.message);
    return this.#replayed(id, parsed.value, null);
  }

  /**
   * A save's match checked and replayed. When its log extends, with the very same action
   * objects, the log this tab last read or wrote for `id` (the table appends to what it
   * loaded), only the new items are checked and replayed, so an autosave costs the same late in
   * a 100,000-action game as early on. Otherwise the whole match is checked from the start.
   */
  async #verifySave(match: MatchRecord, id: string): Promise<StoreResult<Verified>> {
    const cached = this.#cursors.get(id);
    const log: unknown = isObject(match) ? match.log : null;
    if (cached && Array.isArray(log) && log.length >= cached.log.length && extendsLog(log, cached.log)) {
      let header: string;
      try {
        header = canonicalJson({ ...match, log: [] });
      } catch (e) {
        return err('match/bad-log', `The match cannot be encoded (${errorText(e)}).`);
      }
      if (header === cached.header) {
        const fresh = parseMatch({ ...match, log: log.slice(cached.log.length) }, this.#games);
        if (!fresh.ok) return err(fresh.error.code, fresh.error.message);
        const whole: MatchRecord = { ...fresh.value, log: [...cached.log, ...fresh.value.log] };
        return this.#replayed(id, whole, cached);
      }
    }
    return this.#verify(match, id);
  }

  /** Replays `match` (from `from`'s cursor when given) and remembers where it ended. */
  async #replayed(id: string, match: MatchRecord, from: CachedCursor | null): Promise<StoreResult<Verified>> {
    const engine = await this.#engineOf(match.game);
    if (!engine.ok) return engine;
    const game = engine.value;
    let cursor: Cursor;
    try {
      cursor = replayFrom(game, match, from ? from.cursor : startCursor(game, match), { hashes: false }).cursor;
    } catch (e) {
      this.#cursors.delete(id);
      if (isRuleError(e)) return err(e.code, e.message);
      return err(STORE_CODES.replayCrashed, `Replaying the game failed inside the game's code (${errorText(e)}); please report it.`);
    }
    // How many of the stored log's parts this save leaves as they are (see #save). The cursor is
    // remembered by the caller once the write has landed.
    const extends_ = from ? chunksFor(from.log.length) : 0;
    return ok({ match, game, cursor, hash: hashState(cursor.state), finished: game.result(cursor.state) !== null, extends: extends_ });
  }

  /** The engine of game `id`, loaded on demand; failing to load it is `store/engine-unavailable`. */
  async #engineOf(id: string): Promise<StoreResult<AnyGame>> {
    try {
      const game = await this.#engine(id);
      if (game) return ok(game);
    } catch (e) {
      return err(STORE_CODES.engineUnavailable, `The game's code could not be loaded (${errorText(e)}); check the connection and try again.`);
    }
    return err(STORE_CODES.engineUnavailable, `The game's code could not be loaded ("${id.slice(0, 40)}").`);
  }

  /** Keeps the cursor of the match this tab just read or wrote (a few matches at most). */
  #remember(id: string, match: MatchRecord, cursor: Cursor): void {
    let header: string;
    try {
      header = canonicalJson({ ...match, log: [] });
    } catch {
      this.#cursors.delete(id);
      return;
    }
    this.#cursors.delete(id);
    this.#cursors.set(id, { header, log: match.log, cursor });
    for (const old of this.#cursors.keys()) {
      if (this.#cursors.size <= CURSOR_CACHE_SIZE) break;
      this.#cursors.delete(old);
    }
  }

  #record(id: string, v: Verified, title: string, createdAt: number, updatedAt: number, net?: NetLink, imported?: boolean): SavedMatch {
    const outcome = v.finished ? outcomeOf(v.game, v.cursor.state, v.match) : undefined;
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
      ...(net ? { net } : {}),
      logChunks: 0,
      match: v.match,
      ...extras({ outcome, takeBacks: countTakeBacks(v.match.log), imported })
    };
  }

  /** The writes of a whole saved match: its record and the parts of its log from part `from` on. */
  #savedOps(saved: SavedMatch, from: number): StorageOp[] {
    const { record, chunks } = storedForm(saved);
    const ops: StorageOp[] = [{ op: 'set', key: MATCH_PREFIX + saved.id, value: record }];
    for (const [n, items] of chunks) if (n >= from) ops.push({ op: 'set', key: logChunkKey(saved.id, n), value: items });
    return ops;
  }

  /** Deletes of the parts of `id`'s log from part `from` on (`upto` when known, else found by a scan). */
  async #chunkDeletes(id: string, from: number, upto?: number): Promise<StorageOp[]> {
    if (upto !== undefined) {
      const ops: StorageOp[] = [];
      for (let n = from; n < upto; n++) ops.push({ op: 'del', key: logChunkKey(id, n) });
      return ops;
    }
    const found = await this.#readAll(logChunksOf(id));
    if (!found.ok) return [];
    return found.value.filter(([key]) => Number(key.slice(logChunksOf(id).length)) >= from).map(([key]) => ({ op: 'del' as const, key }));
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
    const clause = why.message.charAt(0).toUpperCase() + why.message.slice(1);
    const reason = clause.endsWith('.') || clause.endsWith('?') || clause.endsWith('!') ? clause : `${clause}.`;
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

  /**
   * `#write`, but only if `key` still holds `expected` (compared by `fingerprint`), atomically;
   * 'changed' when another tab wrote it in between. A key held in the memory overlay (storage
   * failing) has no other writer: it is written plainly.
   */
  async #writeIf(key: string, expected: unknown, ops: readonly StorageOp[]): Promise<'changed' | { warning: StoreWarning | null }> {
    if (this.#overlay.has(key)) return { warning: await this.#write(ops) };
    const want = fingerprint(expected);
    try {
      if (!(await this.#storage.writeIf(key, (current) => fingerprint(current) === want, ops))) return 'changed';
      for (const op of ops) this.#overlay.delete(op.key);
      if (this.#overlay.size === 0 && this.#degraded?.code !== STORE_CODES.unavailable) this.#degraded = null;
      return { warning: this.#degraded };
    } catch (e) {
      for (const op of ops) this.#overlay.set(op.key, op.op === 'set' ? { value: structuredClone(op.value) } : null);
      this.#degraded = writeWarning(e);
      return { warning: this.#degraded };
    }
  }

  /**
   * Runs operations one at a time in call order. Nothing escapes as an exception: whatever an
   * operation throws (a bug, or something the bounds checks did not foresee) becomes a coded
   * `store/internal` failure, and a list still answers (empty, with the warning).
   */
  #serial<T>(run: () => Promise<T>): Promise<T> {
    const safe = (): Promise<T> =>
      run().catch((e: unknown) => {
        const error = { code: STORE_CODES.internal, message: `The saved games could not be read or written (${errorText(e)}); please report it.` };
        return (run === this.#listRun ? { good: [], setAside: [], warning: error } : { ok: false, error }) as T;
      });
    const next = this.#queue.then(safe, safe);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  readonly #listRun = (): Promise<MatchList> => this.#list();
}

interface WaitingSave {
  input: SaveInput;
  done: Promise<StoreResult<SavedSummary>>;
}

/** Two saves of one game that differ only in the match: the later one may stand for both. */
function sameSaveOptions(a: SaveInput, b: SaveInput): boolean {
  return a.title === b.title && a.defaultTitle === b.defaultTitle && (a.replace ?? false) === (b.replace ?? false) && a.net === b.net;
}

function badRecord(key: string, env: AsideRecord, fresh: boolean): BadRecord {
  return { key, id: env.id, origin: env.origin, code: env.code, message: env.message, title: env.title, game: env.game, setAsideAt: env.setAsideAt, fresh };
}

/** Enough of a stored value to tell whether another tab replaced it (without a deep compare). */
function fingerprint(raw: unknown): string {
  if (raw === undefined) return 'none';
  if (typeof raw === 'string') return `text:${raw}`;
  if (!isObject(raw)) return `${typeof raw}:${String(raw)}`;
  const p = isObject(raw.progress) ? raw.progress.actions : null;
  return `record:${String(raw.id)}/${String(raw.updatedAt)}/${String(raw.hash)}/${String(p)}/${String(raw.title)}`;
}

/** True when `log` starts with `prefix`'s items: the same seats and the very same action objects. */
function extendsLog(log: readonly unknown[], prefix: readonly LogItem[]): boolean {
  for (let i = 0; i < prefix.length; i++) {
    const item = log[i];
    if (!isObject(item) || item.action !== prefix[i]!.action || item.seat !== prefix[i]!.seat) return false;
  }
  return true;
}

/** Winners and final scores by seat of a finished game (for My games); undefined while it goes on. */
function outcomeOf(game: AnyGame, state: unknown, match: MatchRecord): Outcome | undefined {
  const result = game.result(state);
  if (!result) return undefined;
  return { winners: [...result.winners], scores: match.seats.map((_, seat) => result.players.find((p) => p.seat === seat)?.score ?? 0) };
}

/** The record of a save as stored, its log as it is in `saved` (the part after the stored parts). */
function headerOf(saved: SavedMatch): Record<string, unknown> {
  const { logChunks, ...rest } = saved;
  const record: Record<string, unknown> = { ...rest, formatVersion: formatVersionFor(logChunks) };
  if (logChunks > 0) record.logChunks = logChunks;
  return record;
}
