/**
 * What the table kit and the per-game table components read from "the match at this table".
 *
 * Two controllers implement it: `MatchSession` (src/lib/session.svelte.ts: solo and hot-seat
 * games on this device, bots in a worker) and `NetMatchSession` (src/lib/net: a game played with
 * friends over the network, every action going through lib/net's lockstep session). Components
 * depend on this interface, never on either class, so one table serves both.
 *
 * Every field may change (read it inside `$derived` or markup to follow it); the methods never
 * decide a rule themselves, they ask the engine.
 */
import type { LogEntry, Action, AnyGame, GameResult, Seat } from '$engine/core/types';
import type { MatchRecord, SeatSpec } from '$engine/core/match';
import type { UndoCheck } from '$engine/core/undo';
import type { GameEntry } from '../games/registry';
import type { TableHistory } from './history';

export interface TableSession {
  readonly entry: GameEntry;
  readonly game: AnyGame;
  /** Seats played by people at this device, in seat order (one seat in a network game). */
  readonly humans: readonly Seat[];
  /** True for a replay viewer: nobody may act. */
  readonly readonly: boolean;
  /** The match so far: seed, options, seats (names, kinds) and the ordered log. */
  readonly match: MatchRecord;
  /** The full engine state after the whole log. Show players only `view(seat)`. */
  readonly state: unknown;
  /** One log line per item of `match.log`. */
  readonly entries: readonly LogEntry[];
  /**
   * Per log item: who, what, its public log line, and the public facts the game's table wants
   * (its `historyFacts` hook); built while the session replays, so no table replays the log.
   */
  readonly history: TableHistory;
  /** Bot seats computing a decision now. */
  readonly thinking: readonly Seat[];
  /** Bots move without their pause. */
  readonly fast: boolean;
  /** A fault that stops the table (shown to the user), or null. */
  readonly error: string | null;
  /** Our last move the engine refused, with its reason, or null. */
  readonly refused: string | null;
  /** Seats that still have to decide now. */
  readonly pending: readonly Seat[];
  readonly result: GameResult | null;
  /** State hash after the whole log (shown as `data-hash`). */
  readonly hash: string;
  /** `undone[i]`: the undo item that took back log item i, or null. */
  readonly undone: readonly (number | null)[];
  /** The seat whose private view may be shown now; null = public view only. */
  readonly viewer: Seat | null;
  /** Hot-seat: the seat the device must be passed to first, or null. */
  readonly handoff: Seat | null;
  /** Whether an Undo button is offered at all. */
  readonly undoOffered: boolean;
  /** Whether Undo works now, and why not. */
  readonly undoCheck: UndoCheck;
  /**
   * False when bots do not run on this page (a guest of a network game: the host runs them), so
   * bot speed controls would do nothing here. Absent = true.
   */
  readonly botsHere?: boolean;

  seat(seat: Seat): SeatSpec;
  name(seat: Seat): string;
  isPending(seat: Seat): boolean;
  /** What `seat` may see (null = spectator). */
  view(seat: Seat | null): unknown;
  /** Legal actions for `seat` now, as far as this page may take them (empty otherwise). */
  actions(seat: Seat): readonly Action[];
  describe(seat: Seat, action: Action): LogEntry;
  /** `seat` acts; false (and `refused` set) when refused. */
  act(seat: Seat, action: Action): boolean;
  undo(): boolean;
  /** Hot-seat: the named player has taken the device. */
  reveal(seat: Seat): void;
  /** Apply waiting bot moves now. */
  skip(): void;
  setFast(fast: boolean): void;
}
