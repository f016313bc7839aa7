/**
 * The table session's history: one record per log item — who, what, its public log line — plus
 * whatever public facts the game's table wants per item (Caylus: the events the engine reported
 * after it; 7 Wonders: the military conflicts of an Age that just ended). The sessions build it
 * while they replay the log and extend it as the log grows (the log only ever grows: undo appends
 * an item), so no table replays the log itself.
 *
 * Facts are read off the public (spectator) views before and after the item, never off the state:
 * a table sees what everyone may see. A game without a `historyFacts` hook gets `facts: null` and
 * costs no view per item.
 */
import type { LogItem } from '$engine/core/match';
import type { Action, AnyGame, LogEntry, Seat } from '$engine/core/types';
import type { GameEntry } from '../games/registry';

/**
 * A game's per-item public facts. `after` is the public view after the item, `before` the public
 * view before it (null for the setup, where `item` is null too).
 */
export type HistoryFacts = (after: unknown, before: unknown, item: LogItem | null) => unknown;

/** A game entry as a table loads it: the engine and bots, and the table's history hook if any. */
export type TableEntry = GameEntry & { readonly historyFacts?: HistoryFacts };

export interface HistoryItem {
  /** 1-based position in the log. */
  readonly n: number;
  /** Who acted (undo and take-back items: the seat taking back). */
  readonly seat: Seat;
  readonly action: Action;
  /** The public log line (the same as `entries[n - 1]`). */
  readonly entry: LogEntry;
  /** The game's facts for this item, or null without a hook. */
  readonly facts: unknown;
}

export interface TableHistory {
  /** The game's facts for the setup (what happened before the first item), or null. */
  readonly start: unknown;
  readonly items: readonly HistoryItem[];
}

export const NO_HISTORY: TableHistory = { start: null, items: [] };

/**
 * Builds a history item by item. Start from the setup state (no `base`), or from a history already
 * built and the state after its last item.
 */
export class HistoryBuilder {
  readonly #game: AnyGame;
  readonly #facts: HistoryFacts | undefined;
  readonly #items: HistoryItem[];
  readonly #start: unknown;
  /** The public view after the last item (only kept when there is a hook). */
  #view: unknown;

  constructor(game: AnyGame, facts: HistoryFacts | undefined, state: unknown, base?: TableHistory) {
    this.#game = game;
    this.#facts = facts;
    this.#view = facts ? game.view(state, null) : null;
    this.#items = base ? base.items.slice() : [];
    this.#start = base ? base.start : facts ? facts(this.#view, null, null) : null;
  }

  get length(): number {
    return this.#items.length;
  }

  /** Records the next log item; `after` is the state after it. */
  push(item: LogItem, entry: LogEntry, after: unknown): void {
    let facts: unknown = null;
    if (this.#facts) {
      const view = this.#game.view(after, null);
      facts = this.#facts(view, this.#view, item);
      this.#view = view;
    }
    this.#items.push({ n: this.#items.length + 1, seat: item.seat, action: item.action, entry, facts });
  }

  /** The history so far, as an immutable value (a new object each call). */
  snapshot(): TableHistory {
    return { start: this.#start, items: this.#items.slice() };
  }
}

/** The history of the first `n` items (the replay viewer's step): items only depend on what came before. */
export function historyUpTo(h: TableHistory, n: number): TableHistory {
  return n >= h.items.length ? h : { start: h.start, items: h.items.slice(0, n) };
}

/**
 * A history built from a replay that shows each item with the state *before* it (lib/store's
 * paced replay): an item is recorded when the next one (or `finish`, with the final state) shows
 * the state after it.
 */
export class HistoryRecorder {
  readonly #game: AnyGame;
  readonly #facts: HistoryFacts | undefined;
  #builder: HistoryBuilder | null = null;
  #waiting: { item: LogItem; entry: LogEntry } | null = null;

  constructor(game: AnyGame, facts: HistoryFacts | undefined) {
    this.#game = game;
    this.#facts = facts;
  }

  visit(before: unknown, item: LogItem, entry: LogEntry): void {
    this.#builder ??= new HistoryBuilder(this.#game, this.#facts, before);
    if (this.#waiting) this.#builder.push(this.#waiting.item, this.#waiting.entry, before);
    this.#waiting = { item, entry };
  }

  /** The whole history; `last` is the state after the last item (the setup's with an empty log). */
  finish(last: unknown): TableHistory {
    this.#builder ??= new HistoryBuilder(this.#game, this.#facts, last);
    if (this.#waiting) this.#builder.push(this.#waiting.item, this.#waiting.entry, last);
    this.#waiting = null;
    return this.#builder.snapshot();
  }
}
