/**
 * The engine contract every game module implements (DESIGN.md §2).
 *
 * State, actions and views are plain JSON: arrays, objects, integers, strings, booleans and null.
 * Nothing in them is a class instance, a Map, a Date, a function or `undefined`.
 */

/** A seat index, 0-based, in table order. */
export type Seat = number;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An action is a plain object whose `type` names it; the rest is the game's own payload. */
export interface Action {
  readonly type: string;
}

/** A variant or setting the rulebook offers, shown on the new-game screen. */
export type OptionSpec =
  | {
      readonly kind: 'choice';
      readonly key: string;
      readonly label: string;
      readonly help?: string;
      readonly choices: readonly { readonly value: string; readonly label: string }[];
      readonly default: string;
      /** Player counts this option applies to; absent = every count. */
      readonly players?: readonly number[];
    }
  | {
      readonly kind: 'flag';
      readonly key: string;
      readonly label: string;
      readonly help?: string;
      readonly default: boolean;
      readonly players?: readonly number[];
    };

export type OptionValues = Record<string, string | boolean>;

export interface SetupInput {
  readonly players: number;
  readonly seed: string;
  readonly options: OptionValues;
}

/** One translatable log line: a message key and its parameters, never pre-baked HTML. */
export interface LogEntry {
  readonly key: string;
  readonly seat: Seat | null;
  readonly params: Readonly<Record<string, string | number | boolean | null>>;
  /** Readable English fallback, for the CLI and for tests. */
  readonly text: string;
}

/** A player's line in the final result. */
export interface PlayerResult {
  readonly seat: Seat;
  /** 1 = winner. Players sharing a rank share it (1, 1, 3, …). */
  readonly rank: number;
  readonly score: number;
  /** Score by category, in the order the score sheet shows them; sums to `score`. */
  readonly breakdown: readonly { readonly category: string; readonly label: string; readonly points: number }[];
  /** Values compared after the score, in order, to break ties (e.g. coins). */
  readonly tiebreak: readonly number[];
}

export interface GameResult {
  /** Players in rank order. */
  readonly players: readonly PlayerResult[];
  /** Seats with rank 1 (a shared victory lists several). */
  readonly winners: readonly Seat[];
}

/**
 * A game module. S = state, A = action, V = view.
 * `apply` is pure; an illegal action throws a RuleError. `actions` is the one legality source.
 */
/**
 * What a match record is checked against before any replay: the fields of a game that parsing a
 * match, resolving options and starting a new match need. A game's catalog line (lib/games/<id>/meta.ts)
 * and its engine both have them, so the app validates saves and sets up games without the engine.
 */
export interface GameHeader {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Bumped whenever a rules change could alter the replay of an old log. */
  readonly version: number;
  readonly options: readonly OptionSpec[];
  /** Player names for seats the rules themselves run (e.g. the Free City); used by the UI. */
  readonly ruleSeats?: (players: number, options: OptionValues) => readonly string[];
}

export interface GameModule<S = unknown, A extends Action = Action, V = unknown> extends GameHeader {

  setup(input: SetupInput): S;
  /** Seats that must decide now. Several at once for simultaneous choices; empty when over. */
  pending(state: S): readonly Seat[];
  actions(state: S, seat: Seat): readonly A[];
  apply(state: S, seat: Seat, action: A): S;
  view(state: S, seat: Seat | null): V;
  result(state: S): GameResult | null;
  describe(state: S, seat: Seat, action: A): LogEntry;
  /**
   * True when applying this action reveals information or draws on randomness (a card shown,
   * a shuffle, a die roll). Undo never steps back past such an action.
   */
  reveals(state: S, seat: Seat, action: A): boolean;
}

export type AnyGame = GameModule<any, any, any>;

// ---------------------------------------------------------------- the match record (match.ts)

export const MATCH_FORMAT = 'euro-table/match';

export type SeatSpec =
  | { readonly kind: 'human'; readonly name: string }
  | { readonly kind: 'bot'; readonly name: string; readonly bot: string; readonly level: number }
  | { readonly kind: 'remote'; readonly name: string };

export interface LogItem {
  readonly seat: Seat;
  readonly action: Action;
}

/** Everything needed to rebuild a game (DESIGN.md §3); the state is derived from it by `replay`. */
/** A bot game as the self-play reports read it: its setup and its plain log (no undo items). */
export interface PlayedLog {
  readonly seed: string;
  readonly players: number;
  readonly options: Record<string, string | boolean>;
  readonly log: readonly { readonly seat: number; readonly action: unknown }[];
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
