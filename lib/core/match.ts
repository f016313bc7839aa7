/**
 * The match record: everything needed to rebuild a game (DESIGN.md §3). The state is derived
 * from it by `replay`; saves, undo, network catch-up and bug reports all go through here.
 */
import { hashState } from './hash';
import { findNonJson, jsonBounds } from './json';
import { resolveOptions } from './options';
import { RuleError } from './errors';
import { MATCH_FORMAT, type Action, type AnyGame, type GameHeader, type LogItem, type MatchRecord, type OptionValues, type Seat, type SeatSpec } from './types';
import { applyLogItem, canUndoAt, startCursor, UNDO_CODES, type Cursor, type UndoCheck, type UndoCode } from './undo';

// The record's types live in types.ts (so undo.ts needs nothing from here); re-exported for callers.
export { MATCH_FORMAT, type LogItem, type MatchRecord, type SeatSpec } from './types';
/** The strict action gate lives in gate.ts; every caller reaches it here or there. */
export { applyChecked } from './gate';

export const MATCH_FORMAT_VERSION = 1;

export function newMatch(
  game: GameHeader,
  input: { players: number; seed: string; options?: OptionValues; seats?: readonly SeatSpec[] }
): MatchRecord {
  const options = resolveOptions(game, input.players, input.options ?? {});
  const seats =
    input.seats ?? Array.from({ length: input.players }, (_, i): SeatSpec => ({ kind: 'human', name: `Player ${i + 1}` }));
  if (seats.length !== input.players) throw new RuleError('match/bad-seats', `Expected ${input.players} seats, got ${seats.length}`);
  return {
    format: MATCH_FORMAT,
    formatVersion: MATCH_FORMAT_VERSION,
    game: game.id,
    engineVersion: game.version,
    seed: input.seed,
    players: input.players,
    options,
    seats,
    log: []
  };
}

export function appendAction(match: MatchRecord, seat: Seat, action: Action): MatchRecord {
  return { ...match, log: [...match.log, { seat, action }] };
}

// ---------- validation: unvalidated data in, a MatchRecord or a coded error out ----------

export interface MatchError {
  readonly code: string;
  readonly message: string;
}
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: MatchError };

const fail = (code: string, message: string): ParseResult<never> => ({ ok: false, error: { code, message } });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Limits on untrusted files (an imported match, a stored record, a peer's log). `maxDepth` and
 * `maxNodes` bound the whole record (a record is 4 levels above its actions: record, log, item,
 * action), checked without recursion before anything walks it; `maxChars` bounds a file's text.
 */
export const MATCH_LIMITS = { maxLog: 100_000, maxSeed: 200, maxName: 60, maxDepth: 16, maxNodes: 4_000_000, maxChars: 16_000_000 } as const;

/** "null", "a list", "a string"…: what a value is, for messages. */
export function describeJsonKind(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/**
 * The text of a match file as JSON: a leading byte-order mark is dropped (editors on some
 * systems write one; the browser's file reader drops it too, so the CLI and the app read the
 * same files), the size is bounded before parsing, and bad JSON is a coded error.
 */
export function readMatchText(text: string): ParseResult<unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.length > MATCH_LIMITS.maxChars) {
    return fail('match/too-big', `The file is too large to be a match file (${body.length} characters; at most ${MATCH_LIMITS.maxChars}).`);
  }
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (e) {
    return fail('match/not-json', `The file is not valid JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
}

/**
 * Validates an untrusted value as a match record for one of `games`. Checks depth and size
 * first (iteratively), then shape, versions, game id, options and seats; the log's legality is
 * checked by `replay`.
 */
export function parseMatch(raw: unknown, games: readonly GameHeader[]): ParseResult<MatchRecord> {
  const bounds = jsonBounds(raw, MATCH_LIMITS);
  if (bounds?.kind === 'too-deep') {
    return fail('match/too-deep', `The match record is nested too deep (more than ${MATCH_LIMITS.maxDepth} levels); no match has that shape.`);
  }
  if (bounds?.kind === 'too-big') return fail('match/too-big', `The match record is too large (more than ${MATCH_LIMITS.maxNodes} values).`);
  if (!isObject(raw)) return fail('match/not-object', `The file is not a match record (expected a JSON object, found ${describeJsonKind(raw)}).`);
  if (raw.format !== MATCH_FORMAT) return fail('match/format', `Not a match file: "format" must be "${MATCH_FORMAT}".`);
  const fv = raw.formatVersion;
  if (typeof fv !== 'number' || !Number.isInteger(fv) || fv < 1) return fail('match/format', 'Missing or bad "formatVersion".');
  if (fv > MATCH_FORMAT_VERSION) {
    return fail('match/newer-format', `This match file uses format version ${fv}; this site reads up to ${MATCH_FORMAT_VERSION}. Update the site.`);
  }
  if (typeof raw.game !== 'string') return fail('match/bad-game', 'Missing "game".');
  const game = games.find((g) => g.id === raw.game);
  if (!game) return fail('match/unknown-game', `Unknown game "${raw.game.slice(0, 40)}".`);
  const ev = raw.engineVersion;
  if (typeof ev !== 'number' || !Number.isInteger(ev) || ev < 1) return fail('match/bad-engine-version', 'Missing or bad "engineVersion".');
  if (ev > game.version) {
    return fail('match/newer-engine', `This ${game.title} match was saved by engine version ${ev}; this site has version ${game.version}. Update the site.`);
  }
  if (typeof raw.seed !== 'string' || raw.seed.length > MATCH_LIMITS.maxSeed) return fail('match/bad-seed', 'Missing or bad "seed".');
  const players = raw.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    return fail('match/bad-players', `"players" must be ${game.minPlayers}–${game.maxPlayers} for ${game.title}.`);
  }
  if (!isObject(raw.options)) return fail('match/bad-options', '"options" must be an object.');
  let options: OptionValues;
  try {
    options = resolveOptions(game, players, raw.options as OptionValues);
  } catch (e) {
    return fail('match/bad-options', e instanceof Error ? e.message : 'Bad options.');
  }
  if (!Array.isArray(raw.seats) || raw.seats.length !== players) return fail('match/bad-seats', `"seats" must list ${players} seats.`);
  const seats: SeatSpec[] = [];
  for (const [i, s] of raw.seats.entries()) {
    const seat = parseSeat(s);
    if (!seat) return fail('match/bad-seats', `Seat ${i + 1} is malformed.`);
    seats.push(seat);
  }
  if (!Array.isArray(raw.log)) return fail('match/bad-log', '"log" must be a list of actions.');
  if (raw.log.length > MATCH_LIMITS.maxLog) {
    return fail('match/log-too-long', `The log is too long: ${raw.log.length} actions, at most ${MATCH_LIMITS.maxLog}.`);
  }
  const log = parseLogItems(raw.log, players, 0, true);
  if (!log.ok) return log;
  return {
    ok: true,
    value: { format: MATCH_FORMAT, formatVersion: MATCH_FORMAT_VERSION, game: game.id, engineVersion: ev, seed: raw.seed, players, options, seats, log: log.value }
  };
}

/**
 * Validates untrusted log items (a whole log, or one stored part of it starting at log index
 * `offset`) for a match of `players` seats: depth and size bounded first (unless the caller
 * already did, `bounded`), then each item's seat and action. The actions are kept as the very
 * objects given (no copy).
 */
export function parseLogItems(raw: readonly unknown[], players: number, offset: number, bounded = false): ParseResult<LogItem[]> {
  const bounds = bounded ? null : jsonBounds(raw, { maxDepth: MATCH_LIMITS.maxDepth - 1, maxNodes: MATCH_LIMITS.maxNodes });
  if (bounds?.kind === 'too-deep') return fail('match/too-deep', `The match record is nested too deep (more than ${MATCH_LIMITS.maxDepth} levels); no match has that shape.`);
  if (bounds?.kind === 'too-big') return fail('match/too-big', `The match record is too large (more than ${MATCH_LIMITS.maxNodes} values).`);
  const log: LogItem[] = [];
  for (let k = 0; k < raw.length; k++) {
    const item = raw[k];
    const i = offset + k;
    if (!isObject(item) || typeof item.seat !== 'number' || !Number.isInteger(item.seat) || item.seat < 0 || item.seat >= players) {
      return fail('match/bad-log', `Log entry ${i + 1} has no valid seat.`);
    }
    if (!isObject(item.action) || typeof item.action.type !== 'string' || findNonJson(item.action) !== null) {
      return fail('match/bad-log', `Log entry ${i + 1} has no valid action.`);
    }
    log.push({ seat: item.seat, action: item.action as unknown as Action });
  }
  return { ok: true, value: log };
}

function parseSeat(s: unknown): SeatSpec | null {
  if (!isObject(s) || typeof s.name !== 'string' || s.name.length > MATCH_LIMITS.maxName) return null;
  switch (s.kind) {
    case 'human':
      return { kind: 'human', name: s.name };
    case 'remote':
      return { kind: 'remote', name: s.name };
    case 'bot':
      if (typeof s.bot !== 'string' || typeof s.level !== 'number' || !Number.isInteger(s.level)) return null;
      return { kind: 'bot', name: s.name, bot: s.bot, level: s.level };
    default:
      return null;
  }
}

// ---------- replay ----------

export interface Replayed<S = unknown> {
  readonly state: S;
  /** hashes[0] is the state after setup; hashes[i] the state after log item i-1 (undo items included). */
  readonly hashes: readonly string[];
  /** Where the replay stopped, with the undo stack: hand it to `applyLogItem` / `canUndoAt`. */
  readonly cursor: Cursor<S>;
}

export function setupMatch<S>(game: AnyGame, match: MatchRecord): S {
  return game.setup({ players: match.players, seed: match.seed, options: match.options }) as S;
}

/**
 * Rebuilds the state from the log, with the hash after every item. Undo items (`core/undo`) are
 * applied under the strict policy of undo.ts. Throws a RuleError naming the bad entry.
 */
export function replay<S>(game: AnyGame, match: MatchRecord, opts: { hashes?: boolean } = {}): Replayed<S> {
  return replayFrom(game, match, startCursor<S>(game, match), opts);
}

/**
 * Continues a replay of `match` from `cursor` (the state after its first `cursor.length` log
 * items) to the end of the log: an autosave or a new action need not replay from the start.
 * `hashes[0]` is the hash at the cursor. Throws like `replay`.
 */
export function replayFrom<S>(game: AnyGame, match: MatchRecord, from: Cursor<S>, opts: { hashes?: boolean } = {}): Replayed<S> {
  const withHashes = opts.hashes ?? true;
  let cursor = from;
  const hashes: string[] = withHashes ? [hashState(cursor.state)] : [];
  for (let i = from.length; i < match.log.length; i++) {
    const item = match.log[i]!;
    try {
      cursor = applyLogItem(game, cursor, item);
    } catch (e) {
      if (e instanceof RuleError) {
        throw new RuleError('match/illegal-log', `Log entry ${i + 1} (seat ${item.seat + 1}, ${item.action.type}) is illegal: ${e.message}`, {
          index: i,
          cause: e.code
        });
      }
      throw e;
    }
    if (withHashes) hashes.push(hashState(cursor.state));
  }
  return { state: cursor.state, hashes, cursor };
}

/**
 * The UI-level check behind the Undo button, with the reason when it is refused: the log policy of
 * undo.ts, and undo only for a person at this device in a game without remote seats.
 */
export function canUndo(game: AnyGame, match: MatchRecord, seat: Seat): UndoCheck {
  const refuse = (code: UndoCode, message: string): UndoCheck => ({ ok: false, reason: { code, message } });
  const spec = match.seats[seat];
  if (!Number.isInteger(seat) || spec === undefined) return refuse(UNDO_CODES.badSeat, `There is no seat ${seat + 1}.`);
  if (match.seats.some((s) => s.kind === 'remote')) return refuse(UNDO_CODES.online, 'Undo is only offered in solo and hot-seat games.');
  if (spec.kind !== 'human') return refuse(UNDO_CODES.notHuman, 'Only a person at this device can take back a move.');
  let cursor: Cursor;
  try {
    cursor = replay(game, match, { hashes: false }).cursor;
  } catch (e) {
    return refuse(UNDO_CODES.badLog, `The match log does not replay: ${e instanceof Error ? e.message : String(e)}`);
  }
  return canUndoAt(game, cursor, seat);
}
