/**
 * What the store keeps under each key, with `parseX` for untrusted stored values (STYLE.md
 * habit 3). Keys: `match:<id>` a saved match, `aside:<id>` a record that was set aside,
 * `settings` the settings record (settings.ts).
 */
import { describeJsonKind, parseMatch, type MatchRecord, type SeatSpec } from '../core/match';
import type { AnyGame, GameHeader, Seat } from '../core/types';
import { err, isObject, ok, STORE_CODES, type StoreResult, type StoreWarning } from './result';

export const SAVE_FORMAT = 'euro-table/save';
/**
 * Bump when the saved-record wrapper changes shape; older sites then set newer records aside.
 * Version 1 holds the whole log in `match.log`; version 2 (written only for logs of at least
 * LOG_CHUNK items) keeps the first `logChunks` × LOG_CHUNK items in separate `log:` records and
 * only the rest in `match.log`, so a long game reads and saves in small pieces.
 */
export const SAVE_FORMAT_VERSION = 2;
/** The record format a save is written in: 1 for short logs (unchanged since it was introduced). */
export const formatVersionFor = (logChunks: number): number => (logChunks > 0 ? 2 : 1);
export const ASIDE_FORMAT = 'euro-table/set-aside';
export const ASIDE_FORMAT_VERSION = 1;

export const MATCH_PREFIX = 'match:';
export const ASIDE_PREFIX = 'aside:';
/** Parts of long logs: `log:<id>:<n>` holds log items n × LOG_CHUNK … (n + 1) × LOG_CHUNK − 1. */
export const LOG_PREFIX = 'log:';
/** Items per stored part of a long log (about 100 KB of 7 Wonders actions). */
export const LOG_CHUNK = 1000;
export const logChunkKey = (id: string, n: number): string => `${LOG_PREFIX}${id}:${n}`;
/** The prefix of every part of match `id`'s log (the colon keeps "ab" from matching "abc"). */
export const logChunksOf = (id: string): string => `${LOG_PREFIX}${id}:`;
/** How many full parts a log of `length` items keeps apart from its record. */
export const chunksFor = (length: number): number => Math.floor(length / LOG_CHUNK);

export const SAVE_LIMITS = { maxId: 64, maxTitle: 80 } as const;

export type MatchStatus = 'active' | 'finished';

/** A saved match: the match record plus what the "My games" list shows without replaying. */
export interface SavedMatch {
  readonly format: typeof SAVE_FORMAT;
  readonly formatVersion: number;
  /** e.g. "k3m9x2pq7d" (src/lib/ids.ts). Letters, digits, `-` and `_`. */
  readonly id: string;
  readonly title: string;
  /** Milliseconds since 1970, from the caller's clock. */
  readonly createdAt: number;
  /** Time of the last save that changed the log. */
  readonly updatedAt: number;
  readonly status: MatchStatus;
  readonly progress: SaveProgress;
  /** State hash after the last log item (replay's last hash). */
  readonly hash: string;
  /**
   * For a network game: its room and this browser's person in it (lib/net). The game is then
   * resumed in its room, not at a local table; replays and export work as for any game.
   */
  readonly net?: NetLink;
  /**
   * Parts of the log stored apart (`log:<id>:0` …). When parsed from storage, `match.log` then
   * holds only the items after them; a loaded or exported match always has its whole log.
   */
  readonly logChunks: number;
  readonly match: MatchRecord;
  /** How the finished game ended (winners, final scores by seat), for My games without a replay. */
  readonly outcome?: Outcome;
  /** Moves taken back (undo and take-back items in the log); absent when none. */
  readonly takeBacks?: number;
  /** True for a game that came into this browser from a file (import), not played here. */
  readonly imported?: boolean;
}

/** The end of a finished game in a few numbers: who won, and each seat's final score. */
export interface Outcome {
  readonly winners: readonly Seat[];
  /** Final score by seat. */
  readonly scores: readonly number[];
}

/** A saved network game's way back to its room: the room code and this browser's pid there. */
export interface NetLink {
  readonly room: string;
  readonly pid: string;
}

export interface SaveProgress {
  /** Log items, undo items included. */
  readonly actions: number;
  readonly finished: boolean;
}

/** One line of the "My games" list. */
export interface SavedSummary {
  readonly id: string;
  readonly title: string;
  readonly game: string;
  readonly gameTitle: string;
  readonly players: number;
  readonly seats: readonly SeatSpec[];
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly status: MatchStatus;
  readonly progress: SaveProgress;
  readonly hash: string;
  /** Set for a network game (see SavedMatch.net). */
  readonly net?: NetLink;
  /** See SavedMatch: set for finished games saved since issue 12. */
  readonly outcome?: Outcome;
  readonly takeBacks?: number;
  readonly imported?: boolean;
}

/** Where a set-aside record came from. */
export type AsideOrigin = 'save' | 'import';

/** A record that was set aside: kept as it was found, with the reason. */
export interface AsideRecord {
  readonly format: typeof ASIDE_FORMAT;
  readonly formatVersion: number;
  /** The id it was saved under (or the id an import was meant to get). */
  readonly id: string;
  readonly origin: AsideOrigin;
  readonly code: string;
  readonly message: string;
  readonly setAsideAt: number;
  /** Title and game id when they could still be read, for the message in the list. */
  readonly title: string | null;
  readonly game: string | null;
  /** The stored value or imported text, untouched. */
  readonly raw: unknown;
}

/** One entry of `listMatches().setAside`. */
export interface BadRecord {
  /** The key under the set-aside space: pass it to retrySetAside / exportSetAside / deleteSetAside. */
  readonly key: string;
  readonly id: string;
  readonly origin: AsideOrigin;
  readonly code: string;
  /** Names the record and what is wrong with it. */
  readonly message: string;
  readonly title: string | null;
  readonly game: string | null;
  readonly setAsideAt: number;
  /** True when this very call moved it aside. */
  readonly fresh: boolean;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export function isValidId(id: unknown): id is string {
  if (typeof id !== 'string' || id.length < 1 || id.length > SAVE_LIMITS.maxId) return false;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
    if (!ok) return false;
  }
  return true;
}

/** A title: 1–80 characters after trimming, no control characters. */
export function cleanTitle(title: unknown): string | null {
  if (typeof title !== 'string') return null;
  const t = title.trim();
  if (t.length < 1 || t.length > SAVE_LIMITS.maxTitle) return null;
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) < 32 || t.charCodeAt(i) === 127) return null;
  return t;
}

function isHash(v: unknown): v is string {
  if (typeof v !== 'string' || v.length !== 16) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** A stored value that should be JSON: objects pass through, strings are parsed. */
export function decodeStored(raw: unknown): StoreResult<unknown> {
  if (typeof raw === 'string') {
    try {
      return ok(JSON.parse(raw) as unknown);
    } catch {
      return err(STORE_CODES.corrupt, 'it is not valid JSON (the data is damaged)');
    }
  }
  if (isObject(raw)) return ok(raw);
  return err(STORE_CODES.corrupt, `it holds ${describeJsonKind(raw)} instead of a saved game`);
}

/**
 * Validates a stored value as the saved match `id` for one of `games`. Checks the wrapper and
 * the match record (parseMatch) but does not replay the log. Messages are clauses ("it …") for
 * the caller to prefix with the record's name.
 */
export function parseSaved(raw: unknown, id: string, games: readonly GameHeader[]): StoreResult<SavedMatch> {
  const decoded = decodeStored(raw);
  if (!decoded.ok) return decoded;
  const v = decoded.value;
  const bad = (what: string) => err(STORE_CODES.badRecord, `it is not a saved game (${what})`);
  if (!isObject(v) || v.format !== SAVE_FORMAT) return bad('wrong "format"');
  const fv = v.formatVersion;
  if (!isCount(fv) || fv < 1) return bad('missing or bad "formatVersion"');
  if (fv > SAVE_FORMAT_VERSION) {
    return err(STORE_CODES.newerRecord, `it was saved by a newer version of this site (save format ${fv}; this site reads up to ${SAVE_FORMAT_VERSION}). Update the site to open it.`);
  }
  if (v.id !== id) return bad('its id does not match its key');
  const title = cleanTitle(v.title);
  if (title === null) return bad('missing or bad "title"');
  if (!isCount(v.createdAt) || !isCount(v.updatedAt)) return bad('missing or bad dates');
  if (v.status !== 'active' && v.status !== 'finished') return bad('missing or bad "status"');
  const p = v.progress;
  if (!isObject(p) || !isCount(p.actions) || typeof p.finished !== 'boolean') return bad('missing or bad "progress"');
  if (!isHash(v.hash)) return bad('missing or bad "hash"');
  let net: NetLink | undefined;
  if (v.net !== undefined) {
    const n = v.net;
    if (!isObject(n) || typeof n.room !== 'string' || n.room.length < 1 || n.room.length > 32 || typeof n.pid !== 'string' || n.pid.length !== 16 || !isHash(n.pid)) return bad('bad "net"');
    net = { room: n.room, pid: n.pid };
  }
  // Fields added later without a format bump (older records simply lack them): checked when present.
  if (v.takeBacks !== undefined && !isCount(v.takeBacks)) return bad('bad "takeBacks"');
  if (v.imported !== undefined && v.imported !== true) return bad('bad "imported"');
  const logChunks = fv >= 2 ? v.logChunks : 0;
  if (!isCount(logChunks)) return bad('missing or bad "logChunks"');
  const parsed = parseMatch(v.match, games);
  if (!parsed.ok) return err(parsed.error.code, parsed.error.message);
  const outcome = v.outcome === undefined ? undefined : parseOutcome(v.outcome, parsed.value.players);
  if (outcome === null) return bad('bad "outcome"');
  if (logChunks > 0 && p.actions !== logChunks * LOG_CHUNK + parsed.value.log.length) return bad('its count of actions does not match its stored log');
  return ok({
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    id,
    title,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    status: v.status,
    progress: { actions: p.actions, finished: p.finished },
    hash: v.hash,
    ...(net ? { net } : {}),
    logChunks,
    match: parsed.value,
    ...extras({ outcome, takeBacks: v.takeBacks as number | undefined, imported: v.imported === true })
  });
}

/** The optional fields of a record, present only when they say something. */
export function extras(x: { outcome?: Outcome | undefined; takeBacks?: number | undefined; imported?: boolean | undefined }): Pick<SavedMatch, 'outcome' | 'takeBacks' | 'imported'> {
  return {
    ...(x.outcome ? { outcome: x.outcome } : {}),
    ...(x.takeBacks ? { takeBacks: x.takeBacks } : {}),
    ...(x.imported ? { imported: true } : {})
  };
}

/** A stored outcome for `players` seats, or null when malformed. */
function parseOutcome(raw: unknown, players: number): Outcome | null {
  if (!isObject(raw) || !Array.isArray(raw.winners) || !Array.isArray(raw.scores) || raw.scores.length !== players) return null;
  const winners = raw.winners as unknown[];
  const scores = raw.scores as unknown[];
  if (winners.length > players || !winners.every((w) => Number.isInteger(w) && (w as number) >= 0 && (w as number) < players)) return null;
  // Scores are results, not state: a game may score in halves (Clash of Cultures counts an advance ½).
  if (!scores.every((x) => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) < 1_000_000)) return null;
  return { winners: winners as Seat[], scores: scores as number[] };
}

/**
 * How a saved match is written: the record (its log cut to the items after the stored parts) and
 * the parts, each `[n, items]`. Short logs are written exactly as format version 1.
 */
export function storedForm(saved: SavedMatch): { record: Record<string, unknown>; chunks: [number, SavedMatch['match']['log']][] } {
  const log = saved.match.log;
  const n = chunksFor(log.length);
  const chunks: [number, SavedMatch['match']['log']][] = [];
  for (let k = 0; k < n; k++) chunks.push([k, log.slice(k * LOG_CHUNK, (k + 1) * LOG_CHUNK)]);
  const { logChunks: _, ...rest } = saved;
  const record: Record<string, unknown> = { ...rest, formatVersion: formatVersionFor(n), match: { ...saved.match, log: log.slice(n * LOG_CHUNK) } };
  if (n > 0) record.logChunks = n;
  return { record, chunks };
}

export function summarize(saved: SavedMatch, games: readonly GameHeader[]): SavedSummary {
  const m = saved.match;
  return {
    id: saved.id,
    title: saved.title,
    game: m.game,
    gameTitle: games.find((g) => g.id === m.game)?.title ?? m.game,
    players: m.players,
    seats: m.seats,
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
    status: saved.status,
    progress: saved.progress,
    hash: saved.hash,
    ...(saved.net ? { net: saved.net } : {}),
    ...extras(saved)
  };
}

/** Best-effort title and game id of a bad record, so the message can name it. */
export function peekNames(raw: unknown): { title: string | null; game: string | null } {
  const d = decodeStored(raw);
  const v = d.ok ? d.value : null;
  if (!isObject(v)) return { title: null, game: null };
  const title = typeof v.title === 'string' ? v.title.slice(0, SAVE_LIMITS.maxTitle) : null;
  const inner = isObject(v.match) ? v.match : v;
  const game = typeof inner.game === 'string' ? inner.game.slice(0, 40) : null;
  return { title, game };
}

export function parseAside(raw: unknown): AsideRecord | null {
  if (!isObject(raw) || raw.format !== ASIDE_FORMAT || !isCount(raw.formatVersion)) return null;
  if (typeof raw.id !== 'string' || (raw.origin !== 'save' && raw.origin !== 'import')) return null;
  if (typeof raw.code !== 'string' || typeof raw.message !== 'string' || !isCount(raw.setAsideAt)) return null;
  const str = (x: unknown) => (typeof x === 'string' ? x : null);
  return {
    format: ASIDE_FORMAT,
    formatVersion: raw.formatVersion,
    id: raw.id,
    origin: raw.origin,
    code: raw.code,
    message: raw.message,
    setAsideAt: raw.setAsideAt,
    title: str(raw.title),
    game: str(raw.game),
    raw: raw.raw
  };
}

/**
 * Why a record does not replay to the position stored with it, said as what it is: with an
 * older engine version the rules changed since it was saved (`store/hash-changed`); with the same
 * engine version nothing here changed, so the record itself was edited or damaged outside this
 * site — its log (the count of actions differs) or its stored hash (`store/record-edited`).
 * Null when the replay agrees.
 */
export function replayMismatch(
  saved: { readonly title: string; readonly hash: string; readonly progress: { readonly actions: number }; readonly match: { readonly engineVersion: number } },
  replayed: { readonly hash: string; readonly actions: number },
  engineVersion: number
): StoreWarning | null {
  const name = `"${saved.title}"`;
  const goesOn = 'The game goes on from the replayed position.';
  if (saved.progress.actions !== replayed.actions) {
    return {
      code: STORE_CODES.recordEdited,
      message: `${name} was edited or damaged outside this site: it was saved with ${saved.progress.actions} actions and its log now has ${replayed.actions}. ${goesOn}`
    };
  }
  if (saved.hash === replayed.hash) return null;
  if (saved.match.engineVersion < engineVersion) {
    return {
      code: STORE_CODES.hashChanged,
      message: `${name} replays to a different position than when it was saved: the rules engine changed since (version ${saved.match.engineVersion}, now ${engineVersion}). ${goesOn} Please report it.`
    };
  }
  return {
    code: STORE_CODES.recordEdited,
    message: `${name} was edited or damaged outside this site: its log does not lead to the position stored with it, and the rules have not changed since it was saved (engine version ${engineVersion}). ${goesOn}`
  };
}
