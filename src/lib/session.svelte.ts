/**
 * The match-session controller: one open match at the table.
 *
 * It holds the MatchRecord and a replay cursor (the state plus the undo stack). It replays the
 * log once, then applies each new log item incrementally through `applyLogItem`, the same gate
 * replay, the store and the network use, so undo items work step by step too. It knows who is
 * pending, sends bot seats to the bot runner (a Web Worker in the browser) and waits for human
 * seats to act through `act()` / `undo()`. It never decides a rule itself.
 *
 * Hot-seat: when several humans share the device, `viewer` is the seat whose private view may be
 * shown, and `handoff` names the seat the device must be passed to before anything private of
 * theirs appears (see `reveal`).
 *
 * Undo (DESIGN.md §3) is offered in solo and hot-seat games only (no remote seat). The seat that
 * may undo is the person holding the device: the only human in solo play, the seat that last took
 * the device in hot-seat play. When the strict policy allows it (their own last action, nothing
 * revealed since) the log gets a `core/undo` item; otherwise a `core/takeback` item takes back
 * their last decision together with the bot moves after it (lib/core/undo.ts `canTakeBackAt`).
 */
import { setupMatch, type LogItem, type MatchRecord, type SeatSpec } from '$engine/core/match';
import {
  applyLogItem,
  canTakeBackAt,
  canUndoAt,
  countTakeBacks,
  cursorAt,
  describeTakeBack,
  describeUndo,
  isTakeBack,
  isUndo,
  takeBackAction,
  undoAction,
  undoLinks,
  UNDO_CODES,
  type Cursor,
  type UndoCheck,
  type UndoCode
} from '$engine/core/undo';
import { RuleError, isRuleError } from '$engine/core/errors';
import { hashState } from '$engine/core/hash';
import type { Action, AnyGame, GameResult, LogEntry, Seat } from '$engine/core/types';
import type { BotRequest, BotRunner } from './bots/protocol';
import { botBudget } from './bots/levels';
import { errorText, t } from './i18n';
import { HistoryBuilder, type HistoryFacts, type TableEntry, type TableHistory } from './table/history';

export interface SessionOptions {
  /** Called with the new record after every accepted action or undo (autosave plugs in here). */
  onChange?: (match: MatchRecord) => void;
  runner: BotRunner;
  /** Pause before a bot's move is applied, so people can follow (ms). */
  botDelayMs?: number;
  fast?: boolean;
  /** A replay viewer's session: nobody may act, bots never run. */
  readonly?: boolean;
  /** The cursor, log lines and history of `match`, when the caller already replayed it (opening a save, the replay viewer). */
  prepared?: { readonly cursor: Cursor; readonly entries: readonly LogEntry[]; readonly history: TableHistory };
}

export const DEFAULT_BOT_DELAY_MS = 400;

function message(e: unknown): string {
  return errorText(e);
}

/** The log line of one item, from the state before it (undo items get their own line). */
export function describeItem(game: AnyGame, before: unknown, item: LogItem, name: (seat: Seat) => string): LogEntry {
  if (isUndo(item.action)) {
    const base = describeUndo(item.seat);
    return { ...base, params: { name: name(item.seat) }, text: t('log.undo', { name: name(item.seat) }) };
  }
  if (isTakeBack(item.action)) {
    const base = describeTakeBack(item.seat);
    return { ...base, params: { name: name(item.seat) }, text: t('log.takeBack', { name: name(item.seat) }) };
  }
  return game.describe(before, item.seat, item.action);
}

/**
 * Replays `match` with `applyLogItem`, keeping the log lines, the history (with the game table's
 * `facts` per item, if it has a hook) and, when `keepStates`, the state after every item
 * (`states[0]` is the state after setup). Throws a RuleError naming the first bad entry.
 */
export function replayWithEntries(
  game: AnyGame,
  match: MatchRecord,
  keepStates = false,
  facts?: HistoryFacts
): { cursor: Cursor; entries: LogEntry[]; states: unknown[]; history: TableHistory } {
  const name = (seat: Seat): string => match.seats[seat]?.name ?? `#${seat + 1}`;
  let cursor: Cursor = cursorAt(setupMatch<unknown>(game, match), match);
  const entries: LogEntry[] = [];
  const states: unknown[] = keepStates ? [cursor.state] : [];
  const history = new HistoryBuilder(game, facts, cursor.state);
  match.log.forEach((item, i) => {
    try {
      const line = describeItem(game, cursor.state, item, name);
      cursor = applyLogItem(game, cursor, item);
      entries.push(line);
      history.push(item, line, cursor.state);
      if (keepStates) states.push(cursor.state);
    } catch (e) {
      throw new RuleError('match/illegal-log', `Move ${i + 1} (seat ${item.seat + 1}, ${item.action.type}): ${message(e)}`, { index: i });
    }
  });
  return { cursor, entries, states, history: history.snapshot() };
}

export class MatchSession {
  readonly entry: TableEntry;
  readonly game: AnyGame;
  /** Seats played by people on this device, in seat order. */
  readonly humans: readonly Seat[];
  /** True for a replay viewer: `act` and `undo` refuse, bots never run. */
  readonly readonly: boolean;

  match: MatchRecord;
  /** The replay position: state after the whole log plus the undo stack. */
  cursor: Cursor;
  /** The state after the whole log (`cursor.state`). */
  readonly state: unknown = $derived.by(() => this.cursor.state);
  /** One log entry per item in `match.log`, from `describe()` on the state before it. */
  entries: readonly LogEntry[];
  /** Per log item: who, what, its log line and the table's facts (see table/history.ts). */
  history: TableHistory;
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
  /** State hash after the whole log (shown as `data-hash`; tests compare it across reloads). */
  readonly hash: string = $derived(hashState(this.state));
  /** `cancelledBy[i]` is the undo item that took back log item i, or null. */
  readonly undone: readonly (number | null)[] = $derived.by(() => undoLinks(this.match.log).cancelledBy);
  /** How many moves were taken back in this game (shown on the score sheet and in My games). */
  readonly takeBacks: number = $derived.by(() => countTakeBacks(this.match.log));

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

  /** Undo is offered at all: solo or hot-seat (no remote seat), with a person at this device. */
  readonly undoOffered: boolean;

  /** The person holding the device, who is the only one who may take back a move. */
  readonly undoSeat: Seat | null = $derived.by(() => (this.humans.length === 1 ? this.humans[0]! : this.revealed));

  /** Whether the Undo button works now, and why not when it does not. */
  readonly undoCheck: UndoCheck = $derived.by(() => this.#undoCheck());

  readonly #runner: BotRunner;
  readonly #onChange: ((match: MatchRecord) => void) | undefined;
  readonly #delayMs: number;
  readonly #inflight = new Set<Seat>();
  readonly #wakers = new Set<() => void>();
  readonly #history: HistoryBuilder;
  /** Bumped by every undo: a bot decision begun in an earlier epoch is thrown away. */
  #epoch = 0;
  #started = false;
  #disposed = false;

  /** Rebuilds the state from `match.log`; throws a RuleError naming the first bad entry. */
  constructor(entry: TableEntry, match: MatchRecord, options: SessionOptions) {
    this.entry = entry;
    this.game = entry.game;
    this.humans = match.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    this.readonly = options.readonly ?? false;
    this.undoOffered = !this.readonly && this.humans.length > 0 && !match.seats.some((s) => s.kind === 'remote');
    this.#runner = options.runner;
    this.#onChange = options.onChange;
    this.#delayMs = options.botDelayMs ?? DEFAULT_BOT_DELAY_MS;
    this.fast = options.fast ?? false;

    const { cursor, entries, history } = options.prepared ?? replayWithEntries(this.game, match, false, entry.historyFacts);
    this.match = $state.raw(match);
    this.cursor = $state.raw(cursor);
    this.entries = $state.raw(entries);
    this.history = $state.raw(history);
    this.#history = new HistoryBuilder(this.game, entry.historyFacts, cursor.state, history);
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
    if (this.readonly) return [];
    return this.game.actions(this.state, seat);
  }

  describe(seat: Seat, action: Action): LogEntry {
    return this.game.describe(this.state, seat, action);
  }

  /** Starts running bot seats. Separate from the constructor so a page can mount first. */
  start(): void {
    if (this.readonly) return;
    this.#started = true;
    this.#schedule();
  }

  dispose(): void {
    this.#disposed = true;
    this.#wakeAll();
  }

  /** A human seat on this device acts. Returns false (and sets `refused`) when the engine says no. */
  act(seat: Seat, proposed: Action): boolean {
    // A component may hand us a reactive proxy of an action; the log must hold plain data.
    const action = $state.snapshot(proposed) as Action;
    if (this.readonly) {
      this.refused = t('play.readonly');
      return false;
    }
    if (this.seat(seat).kind !== 'human') {
      this.refused = `Seat ${seat + 1} is not played on this device.`;
      return false;
    }
    if (isUndo(action)) {
      if (seat === this.undoSeat) return this.undo();
      this.refused = t('undo.notHolder');
      return false;
    }
    return this.#guard(() => this.#apply({ seat, action }));
  }

  /** The person holding the device takes back their last action. False (and `refused`) when not allowed. */
  undo(): boolean {
    const check = this.undoCheck;
    if (!check.ok) {
      this.refused = check.reason.message;
      return false;
    }
    const seat = this.undoSeat!;
    // The strict undo when it is enough (own last action, nothing revealed), else a take-back.
    const action = canUndoAt(this.game, this.cursor, seat).ok ? undoAction() : takeBackAction();
    return this.#guard(() => {
      // The state any bot was thinking about no longer exists: drop those decisions. First, so the
      // requests `#apply` starts for the restored state belong to the new epoch.
      this.#epoch++;
      this.#wakeAll();
      this.#apply({ seat, action });
    });
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

  #undoCheck(): UndoCheck {
    const refuse = (code: UndoCode, msg: string): UndoCheck => ({ ok: false, reason: { code, message: msg } });
    if (!this.undoOffered) {
      return this.match.seats.some((s) => s.kind === 'remote')
        ? refuse(UNDO_CODES.online, t('undo.online'))
        : refuse(UNDO_CODES.notHuman, t('undo.noHuman'));
    }
    const seat = this.undoSeat;
    if (seat === null) return refuse(UNDO_CODES.nothing, t('undo.nothing'));
    // A take-back covers every strict undo in a game without remote seats, so its check decides.
    const check = canTakeBackAt(this.game, this.cursor, seat);
    if (check.ok) return check;
    const last = this.cursor.rewind?.seat ?? this.cursor.undo?.seat;
    return refuse(check.reason.code, undoReason(check.reason.code, check.reason.message, last, (s) => this.name(s)));
  }

  /** Runs a step that may throw: a RuleError is a refusal, anything else stops the table. */
  #guard(step: () => void): boolean {
    try {
      step();
      return true;
    } catch (e) {
      if (isRuleError(e)) {
        this.refused = errorText(e);
        return false;
      }
      this.error = errorText(e);
      return false;
    }
  }

  #apply(item: LogItem): void {
    const before = this.cursor;
    const line = describeItem(this.game, before.state, item, (s) => this.name(s));
    const next = applyLogItem(this.game, before, item);
    this.cursor = next;
    this.match = { ...this.match, log: [...this.match.log, item] };
    this.entries = [...this.entries, line];
    this.#history.push(item, line, next.state);
    this.history = this.#history.snapshot();
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
    const epoch = this.#epoch;
    try {
      // Strong and Expert seats search on the worker's clock; the other bots carry no budget.
      const budget = botBudget(spec.bot, spec.level);
      const request: BotRequest = {
        game: this.game.id,
        bot: spec.bot,
        level: spec.level,
        seat,
        view: this.game.view(this.state, seat),
        actions: this.game.actions(this.state, seat),
        rng: { seed: `${this.match.seed}/bot/${seat}/${since}` },
        ...(budget ? { budget } : {})
      };
      const [action] = await Promise.all([this.#runner.choose(request), this.#pause()]);
      if (this.#disposed || this.error !== null) return;
      // Stale: a move was taken back while this bot thought, so its position no longer exists.
      if (epoch !== this.#epoch) return;
      // Stale: this seat already acted since (cannot happen today, but never apply twice).
      if (this.match.log.slice(since).some((item) => item.seat === seat) || !this.isPending(seat)) return;
      this.#apply({ seat, action });
    } catch (e) {
      if (!this.#disposed && epoch === this.#epoch) this.error = t('play.botError', { name: this.name(seat), message: errorText(e) });
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

/** The refusal in the UI's words (names instead of seat numbers), from its code. */
function undoReason(code: string, fallback: string, lastSeat: Seat | undefined, name: (s: Seat) => string): string {
  switch (code) {
    case UNDO_CODES.nothing:
      return t('undo.nothing');
    case UNDO_CODES.revealed:
      return t('undo.revealed');
    case UNDO_CODES.gameOver:
      return t('undo.gameOver');
    case UNDO_CODES.notYours:
      return lastSeat === undefined ? fallback : t('undo.notYours', { name: name(lastSeat) });
    case UNDO_CODES.otherMoved:
      return lastSeat === undefined ? fallback : t('undo.otherMoved', { name: name(lastSeat) });
    default:
      return errorText({ code, message: fallback });
  }
}
