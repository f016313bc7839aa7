/**
 * A network game presented to the table kit: the same `TableSession` the solo/hot-seat
 * `MatchSession` offers, backed by a lib/net lockstep `Session`.
 *
 * The lockstep session holds the authoritative replicated game. This adapter keeps its own replay
 * of the same log (the engine is deterministic, so it reaches the same state; the hash is checked
 * after every change) because the table needs the state *before* each item to write the log
 * lines, and gets every change as one immutable value for Svelte.
 *
 * Only this page's seat can act; an action goes to `Session.act` (checked by the engine first,
 * then sent or committed). A seat whose hidden choice is committed no longer counts as pending,
 * so the table says "Waiting for …" while the others choose.
 */
import { hashState } from '$engine/core/hash';
import { MATCH_FORMAT, MATCH_FORMAT_VERSION, type MatchRecord, type SeatSpec } from '$engine/core/match';
import { applyLogItem, startCursor, UNDO_CODES, type Cursor, type UndoCheck } from '$engine/core/undo';
import type { Action, AnyGame, GameResult, LogEntry, Seat } from '$engine/core/types';
import type { Session, SessionView } from '$engine/net';
import type { GameEntry } from '../games/registry';
import type { TableSession } from '../table/table-session';
import { HistoryBuilder, NO_HISTORY, type TableEntry, type TableHistory } from '../table/history';
import { errorText, t } from '../i18n';

/** What the room controller lends the table for bot speed (bots run on the host page only). */
export interface BotControls {
  readonly here: () => boolean;
  readonly setFast: (fast: boolean) => void;
  readonly skip: () => void;
}

/** The match record of a network game as this page sees it: my seat human, other people remote. */
export function matchOf(view: SessionView, entry: GameEntry): MatchRecord {
  const seats = view.seats.map((x): SeatSpec => {
    switch (x.kind) {
      case 'human':
        return x.pid === view.me.pid ? { kind: 'human', name: x.name } : { kind: 'remote', name: x.name };
      case 'bot':
        return { kind: 'bot', name: x.name, bot: x.bot, level: x.level };
      case 'open':
        return { kind: 'remote', name: '' };
    }
  });
  return {
    format: MATCH_FORMAT,
    formatVersion: MATCH_FORMAT_VERSION,
    game: entry.game.id,
    engineVersion: view.config.version,
    seed: view.seed ?? '',
    players: view.config.players,
    options: view.config.options,
    seats,
    log: view.log
  };
}

const NO_UNDO = (): UndoCheck => ({ ok: false, reason: { code: UNDO_CODES.online, message: t('undo.online') } });

export class NetMatchSession implements TableSession {
  readonly entry: TableEntry;
  readonly game: AnyGame;
  readonly readonly = false;
  readonly undoOffered = false;
  readonly handoff: Seat | null = null;
  readonly undone: readonly (number | null)[] = [];

  match: MatchRecord = $state.raw() as unknown as MatchRecord;
  state: unknown = $state.raw(null);
  entries: readonly LogEntry[] = $state.raw([]);
  history: TableHistory = $state.raw(NO_HISTORY);
  fast = $state(false);
  error: string | null = $state(null);
  refused: string | null = $state(null);
  hash: string = $state('');
  viewer: Seat | null = $state(null);
  humans: readonly Seat[] = $state.raw([]);
  /** Seats that still decide: committed hidden choices and my sent move wait for the others. */
  pending: readonly Seat[] = $state.raw([]);
  thinking: readonly Seat[] = $state.raw([]);
  botsHere: boolean = $state(false);
  readonly result: GameResult | null = $derived.by(() => this.game.result(this.state));
  readonly undoCheck: UndoCheck = NO_UNDO();
  /** My legal actions now (kept per position, so the table keeps its identity across acks). */
  #mine: readonly Action[] = $state.raw([]);

  readonly #session: Session;
  readonly #bots: BotControls;
  /** The session's latest view (not reactive: every acknowledgement makes a new one). */
  #net: SessionView;
  #cursor: Cursor;
  #history: HistoryBuilder;
  #mineKey = '';
  #matchKey = '';

  constructor(session: Session, entry: TableEntry, bots: BotControls, fast: boolean) {
    this.#session = session;
    this.entry = entry;
    this.game = entry.game;
    this.#bots = bots;
    this.fast = fast;
    const view = session.view;
    this.#net = view;
    this.match = matchOf(view, entry);
    this.#cursor = startCursor(this.game, this.match);
    this.state = this.#cursor.state;
    this.#history = this.#freshHistory(this.#cursor.state);
    this.history = this.#history.snapshot();
    this.update(view);
  }

  /**
   * Follows the lockstep session: call with every new view. Only what changed is assigned, so a
   * mere acknowledgement re-renders nothing.
   */
  update(view: SessionView): void {
    const old = this.#net;
    this.#net = view;
    const grown = view.log.length !== this.#cursor.length || view.hash !== old.hash;
    const matchKey = `${view.log.length}/${view.hash}/${JSON.stringify(view.seats)}`;
    if (matchKey !== this.#matchKey) {
      this.#matchKey = matchKey;
      this.match = matchOf(view, this.entry);
    }
    if (grown) this.#follow(view);
    if (this.hash !== (view.hash ?? '')) this.hash = view.hash ?? '';
    if (this.viewer !== view.me.seat) {
      this.viewer = view.me.seat;
      this.humans = view.me.seat === null ? [] : [view.me.seat];
    }
    if (this.botsHere !== (view.role === 'host')) this.botsHere = view.role === 'host';
    const pending = view.pending.filter((s) => !view.committed.includes(s) && !(s === view.me.seat && view.sent));
    if (!same(pending, this.pending)) this.pending = pending;
    const thinking = pending.filter((s) => view.seats[s]?.kind === 'bot');
    if (!same(thinking, this.thinking)) this.thinking = thinking;
    const key = `${view.log.length}/${view.status}/${view.sent}/${view.me.seat}/${view.pending.join(',')}`;
    if (key !== this.#mineKey) {
      this.#mineKey = key;
      this.#mine = this.#session.myActions();
    }
  }

  /**
   * Brings the local replay to the session's log: the new items one by one, each described on
   * the state before it. The hash must then match the lockstep's; when it does not (a resync
   * replaced the log) or the log got shorter, the replay starts over.
   */
  #follow(view: SessionView): void {
    const log = view.log;
    type Replayed = [Cursor, LogEntry[], HistoryBuilder];
    const replay = ([from, lines, history]: Replayed): Replayed => {
      let cursor = from;
      for (let i = cursor.length; i < log.length; i++) {
        const item = log[i]!;
        const line = this.game.describe(cursor.state, item.seat, item.action);
        cursor = applyLogItem(this.game, cursor, item);
        lines.push(line);
        history.push(item, line, cursor.state);
      }
      return [cursor, lines, history];
    };
    const restart = (): Replayed => {
      const start = startCursor(this.game, this.match);
      return [start, [], this.#freshHistory(start.state)];
    };
    try {
      let [cursor, entries, history] = this.#cursor.length <= log.length ? replay([this.#cursor, this.entries.slice(), this.#history]) : replay(restart());
      if (view.hash !== null && hashState(cursor.state) !== view.hash) [cursor, entries, history] = replay(restart());
      this.#cursor = cursor;
      this.#history = history;
      this.state = cursor.state;
      this.entries = entries;
      this.history = history.snapshot();
      this.error = null;
    } catch (e) {
      // The builder may hold items past the cursor: start it again from what is shown.
      this.#history = new HistoryBuilder(this.game, this.entry.historyFacts, this.#cursor.state, this.history);
      this.error = errorText(e);
    }
  }

  #freshHistory(state: unknown): HistoryBuilder {
    return new HistoryBuilder(this.game, this.entry.historyFacts, state);
  }

  seat(seat: Seat): SeatSpec {
    return this.match.seats[seat] ?? { kind: 'remote', name: '' };
  }

  name(seat: Seat): string {
    return this.match.seats[seat]?.name || `#${seat + 1}`;
  }

  isPending(seat: Seat): boolean {
    return this.pending.includes(seat);
  }

  view(seat: Seat | null): unknown {
    return this.game.view(this.state, seat);
  }

  actions(seat: Seat): readonly Action[] {
    return seat === this.viewer ? this.#mine : [];
  }

  describe(seat: Seat, action: Action): LogEntry {
    return this.game.describe(this.state, seat, action);
  }

  act(seat: Seat, action: Action): boolean {
    if (seat !== this.viewer) {
      this.refused = t('net.notYourSeat');
      return false;
    }
    const r = this.#session.act(action);
    if (!r.ok) {
      this.refused = errorText(r.error);
      return false;
    }
    this.refused = null;
    return true;
  }

  undo(): boolean {
    this.refused = t('undo.online');
    return false;
  }

  reveal(_seat: Seat): void {}

  skip(): void {
    this.#bots.skip();
  }

  setFast(fast: boolean): void {
    this.fast = fast;
    this.#bots.setFast(fast);
  }
}

function same(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
