/**
 * The match-session controller: one open match at the table.
 *
 * It holds the MatchRecord, derives the state by replaying the log once, then applies each new
 * action incrementally through `applyChecked` (the same gate replay and the network use). It
 * knows who is pending, sends bot seats to the bot runner (a Web Worker in the browser) and
 * waits for human seats to act through `act()`. It never decides a rule itself.
 *
 * Hot-seat: when several humans share the device, `viewer` is the seat whose private view may be
 * shown, and `handoff` names the seat the device must be passed to before anything private of
 * theirs appears (see `reveal`).
 */
import { appendAction, applyChecked, setupMatch, type MatchRecord, type SeatSpec } from '$engine/core/match';
import { RuleError, isRuleError } from '$engine/core/errors';
import type { Action, AnyGame, GameResult, LogEntry, Seat } from '$engine/core/types';
import type { GameEntry } from './games/registry';
import type { BotRunner } from './bots/protocol';

export interface SessionOptions {
  /** Called with the new record after every accepted action (saving plugs in here). */
  onChange?: (match: MatchRecord) => void;
  runner: BotRunner;
  /** Pause before a bot's move is applied, so people can follow (ms). */
  botDelayMs?: number;
  fast?: boolean;
}

export const DEFAULT_BOT_DELAY_MS = 400;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class MatchSession {
  readonly entry: GameEntry;
  readonly game: AnyGame;
  /** Seats played by people on this device, in seat order. */
  readonly humans: readonly Seat[];

  match: MatchRecord;
  state: unknown;
  /** One log entry per action in `match.log`, from `describe()` on the state before it. */
  entries: readonly LogEntry[];
  /** Bot seats whose decision is being computed or waiting out its pause. */
  thinking: readonly Seat[] = $state.raw([]);
  /** Apply bot moves without the pause. */
  fast = $state(false);
  /** A fault that stops the table (a bot or rules bug); shown to the user. */
  error: string | null = $state(null);
  /** A human move the engine refused; shown until the next accepted move. */
  refused: string | null = $state(null);
  /** Hot-seat: the seat that last took the device. */
  revealed: Seat | null = $state(null);

  readonly pending: readonly Seat[] = $derived.by(() => this.game.pending(this.state));
  readonly result: GameResult | null = $derived.by(() => this.game.result(this.state));

  /** Hot-seat: the human seat that should hold the device now, or null while only bots act. */
  readonly wanted: Seat | null = $derived.by(() => {
    if (this.humans.length < 2 || this.result) return null;
    const humansPending = this.pending.filter((s) => this.humans.includes(s));
    if (humansPending.length === 0) return null;
    return this.revealed !== null && humansPending.includes(this.revealed) ? this.revealed : humansPending[0]!;
  });

  /** The seat whose private view the screen may show; null = the public (spectator) view. */
  readonly viewer: Seat | null = $derived.by(() => {
    if (this.humans.length <= 1) return this.humans[0] ?? null;
    return this.wanted !== null && this.wanted === this.revealed ? this.wanted : null;
  });

  /** Hot-seat: the seat the device must be passed to before the table is shown, or null. */
  readonly handoff: Seat | null = $derived(this.wanted !== null && this.wanted !== this.revealed ? this.wanted : null);

  readonly #runner: BotRunner;
  readonly #onChange: ((match: MatchRecord) => void) | undefined;
  readonly #delayMs: number;
  readonly #inflight = new Set<Seat>();
  readonly #wakers = new Set<() => void>();
  #started = false;
  #disposed = false;

  /** Rebuilds the state from `match.log`; throws a RuleError naming the first bad entry. */
  constructor(entry: GameEntry, match: MatchRecord, options: SessionOptions) {
    this.entry = entry;
    this.game = entry.game;
    this.humans = match.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    this.#runner = options.runner;
    this.#onChange = options.onChange;
    this.#delayMs = options.botDelayMs ?? DEFAULT_BOT_DELAY_MS;
    this.fast = options.fast ?? false;

    let state = setupMatch<unknown>(this.game, match);
    const entries: LogEntry[] = [];
    match.log.forEach((item, i) => {
      try {
        const next = applyChecked(this.game, state, item.seat, item.action);
        entries.push(this.game.describe(state, item.seat, item.action));
        state = next;
      } catch (e) {
        throw new RuleError('match/illegal-log', `Move ${i + 1} (seat ${item.seat + 1}, ${item.action.type}): ${message(e)}`, {
          index: i
        });
      }
    });
    this.match = $state.raw(match);
    this.state = $state.raw(state);
    this.entries = $state.raw(entries);
  }

  seat(seat: Seat): SeatSpec {
    return this.match.seats[seat]!;
  }

  name(seat: Seat): string {
    return this.match.seats[seat]?.name ?? `#${seat + 1}`;
  }

  isPending(seat: Seat): boolean {
    return this.pending.includes(seat);
  }

  /** What `seat` may see (null = spectator). Read inside `$derived` to follow changes. */
  view(seat: Seat | null): unknown {
    return this.game.view(this.state, seat);
  }

  /** Legal actions for `seat` now: the one source the prompt and the bots use. */
  actions(seat: Seat): readonly Action[] {
    return this.game.actions(this.state, seat);
  }

  describe(seat: Seat, action: Action): LogEntry {
    return this.game.describe(this.state, seat, action);
  }

  /** Starts running bot seats. Separate from the constructor so a page can mount first. */
  start(): void {
    this.#started = true;
    this.#schedule();
  }

  dispose(): void {
    this.#disposed = true;
    this.#wakeAll();
  }

  /** A human seat on this device acts. Returns false (and sets `refused`) when the engine says no. */
  act(seat: Seat, action: Action): boolean {
    if (this.seat(seat).kind !== 'human') {
      this.refused = `Seat ${seat + 1} is not played on this device.`;
      return false;
    }
    try {
      this.#apply(seat, action);
      return true;
    } catch (e) {
      if (isRuleError(e)) {
        this.refused = e.message;
        return false;
      }
      this.error = message(e);
      return false;
    }
  }

  /** Hot-seat: the named player has taken the device. */
  reveal(seat: Seat): void {
    if (this.humans.includes(seat)) this.revealed = seat;
  }

  /** Applies every waiting bot move now. */
  skip(): void {
    this.#wakeAll();
  }

  setFast(fast: boolean): void {
    this.fast = fast;
    if (fast) this.#wakeAll();
  }

  #apply(seat: Seat, action: Action): void {
    const before = this.state;
    const next = applyChecked(this.game, before, seat, action);
    const line = this.game.describe(before, seat, action);
    this.state = next;
    this.match = appendAction(this.match, seat, action);
    this.entries = [...this.entries, line];
    this.refused = null;
    this.#onChange?.(this.match);
    this.#schedule();
  }

  #schedule(): void {
    if (!this.#started || this.#disposed || this.error !== null || this.result !== null) return;
    for (const seat of this.pending) {
      const spec = this.seat(seat);
      if (spec.kind === 'bot' && !this.#inflight.has(seat)) void this.#think(seat, spec);
    }
    this.thinking = [...this.#inflight].sort((a, b) => a - b);
  }

  async #think(seat: Seat, spec: Extract<SeatSpec, { kind: 'bot' }>): Promise<void> {
    this.#inflight.add(seat);
    const since = this.match.log.length;
    try {
      const request = {
        gameId: this.game.id,
        botName: spec.bot,
        level: spec.level,
        seat,
        view: this.game.view(this.state, seat),
        actions: this.game.actions(this.state, seat),
        seed: `${this.match.seed}/bot/${seat}/${since}`
      };
      const [action] = await Promise.all([this.#runner.choose(request), this.#pause()]);
      if (this.#disposed || this.error !== null) return;
      // Stale: this seat already acted since (cannot happen today, but never apply twice).
      if (this.match.log.slice(since).some((item) => item.seat === seat) || !this.isPending(seat)) return;
      this.#apply(seat, action);
    } catch (e) {
      if (!this.#disposed) this.error = `${this.name(seat)}: ${message(e)}`;
    } finally {
      this.#inflight.delete(seat);
      this.thinking = [...this.#inflight].sort((a, b) => a - b);
      this.#schedule();
    }
  }

  #pause(): Promise<void> {
    if (this.fast || this.#delayMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.#delayMs);
      this.#wakers.add(wake);
    });
  }

  #wakeAll(): void {
    for (const wake of [...this.#wakers]) wake();
  }
}
