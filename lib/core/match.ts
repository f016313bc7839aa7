/**
 * The match record: everything needed to rebuild a game (DESIGN.md §3). The state is derived
 * from it by `replay`; saves, undo, network catch-up and bug reports all go through here.
 */
import { hashState } from './hash';
import { findNonJson } from './json';
import { resolveOptions } from './options';
import { RuleError } from './errors';
import type { Action, AnyGame, OptionValues, Seat } from './types';
import { applyLogItem, startCursor, type Cursor } from './undo';

export const MATCH_FORMAT = 'euro-table/match';
export const MATCH_FORMAT_VERSION = 1;

export type SeatSpec =
  | { readonly kind: 'human'; readonly name: string }
  | { readonly kind: 'bot'; readonly name: string; readonly bot: string; readonly level: number }
  | { readonly kind: 'remote'; readonly name: string };

export interface LogItem {
  readonly seat: Seat;
  readonly action: Action;
}

export interface MatchRecord {
  readonly format: typeof MATCH_FORMAT;
  readonly formatVersion: number;
  readonly game: string;
  readonly engineVersion: number;
  readonly seed: string;
  readonly players: number;
  readonly options: OptionValues;
  readonly seats: readonly SeatSpec[];
  readonly log: readonly LogItem[];
}

export function newMatch(
  game: AnyGame,
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

/** Limits on untrusted files (an imported match, a peer's log). */
export const MATCH_LIMITS = { maxLog: 100_000, maxSeed: 200, maxName: 60 } as const;

/**
 * Validates an untrusted value as a match record for one of `games`. Checks shape, versions,
 * game id, options and seats; the log's legality is checked by `replay`.
 */
export function parseMatch(raw: unknown, games: readonly AnyGame[]): ParseResult<MatchRecord> {
  if (!isObject(raw)) return fail('match/not-object', 'The file is not a match record (expected a JSON object).');
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
  if (!Array.isArray(raw.log) || raw.log.length > MATCH_LIMITS.maxLog) return fail('match/bad-log', '"log" must be a list of actions.');
  const log: LogItem[] = [];
  for (const [i, item] of raw.log.entries()) {
    if (!isObject(item) || typeof item.seat !== 'number' || !Number.isInteger(item.seat) || item.seat < 0 || item.seat >= players) {
      return fail('match/bad-log', `Log entry ${i + 1} has no valid seat.`);
    }
    if (!isObject(item.action) || typeof item.action.type !== 'string' || findNonJson(item.action) !== null) {
      return fail('match/bad-log', `Log entry ${i + 1} has no valid action.`);
    }
    log.push({ seat: item.seat, action: item.action as unknown as Action });
  }
  return {
    ok: true,
    value: { format: MATCH_FORMAT, formatVersion: MATCH_FORMAT_VERSION, game: game.id, engineVersion: ev, seed: raw.seed, players, options, seats, log }
  };
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
 * Applies `seat`'s action after checking the seat is pending. `apply` itself checks legality.
 * Used by replay, by the app and by the network layer: one gate for every action.
 */
export function applyChecked<S>(game: AnyGame, state: S, seat: Seat, action: Action): S {
  if (game.result(state) !== null) throw new RuleError('core/game-over', 'The game is over.');
  if (!game.pending(state).includes(seat)) {
    throw new RuleError('core/not-your-turn', `Seat ${seat + 1} is not to act now.`, { seat });
  }
  return game.apply(state, seat, action) as S;
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
