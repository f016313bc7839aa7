/**
 * A watched game presented to the table kit: a read-only `TableSession` fed by the host's public
 * scenes (lib/net watch.ts) through a `WatchSession`. It holds no engine state: `view(seat)` is the
 * public view for every seat (a watcher never has a private one), `viewer` is null, nothing can be
 * acted on, and the log is the public log lines. The table components only ever see the state as
 * a cache key (`cachedView`), so `state` is the scene itself.
 *
 * The match's log has one placeholder action per item while the game runs (a watcher never gets
 * the actions); once the game is over the scene carries the whole match and it is used instead.
 * History facts (the game's `historyFacts` hook) come from the public views seen: an item gets them
 * when the watcher saw the position right before it (a batch of simultaneous choices: its last item).
 */
import { MATCH_FORMAT, MATCH_FORMAT_VERSION, type MatchRecord, type SeatSpec } from '$engine/core/match';
import { UNDO_CODES, type UndoCheck } from '$engine/core/undo';
import type { Action, AnyGame, GameResult, LogEntry, Seat } from '$engine/core/types';
import { watcherSeatSpecs, type Scene, type WatchView } from '$engine/net';
import type { TableSession } from '../table/table-session';
import { NO_HISTORY, type HistoryItem, type TableEntry, type TableHistory } from '../table/history';
import { t } from '../i18n';

/** What a watcher's log holds in place of each action it is not told. */
export const HIDDEN_ACTION: Action = Object.freeze({ type: 'watch/hidden' });

/** The match as a watcher knows it: the finished match, or the seats and a placeholder per log line. */
export function watchedMatch(scene: Scene, lines: readonly LogEntry[]): MatchRecord {
  if (scene.match) return scene.match;
  return {
    format: MATCH_FORMAT,
    formatVersion: MATCH_FORMAT_VERSION,
    game: scene.config.game,
    engineVersion: scene.config.version,
    seed: '',
    players: scene.config.players,
    options: scene.config.options,
    seats: watcherSeatSpecs(scene.seats),
    log: lines.map((l) => ({ seat: l.seat ?? 0, action: HIDDEN_ACTION }))
  };
}

const READ_ONLY = (): UndoCheck => ({ ok: false, reason: { code: UNDO_CODES.online, message: t('undo.online') } });

export class WatchMatchSession implements TableSession {
  readonly entry: TableEntry;
  readonly game: AnyGame;
  readonly humans: readonly Seat[] = [];
  readonly readonly = true;
  readonly viewer: Seat | null = null;
  readonly handoff: Seat | null = null;
  readonly undoOffered = false;
  readonly undoCheck: UndoCheck = READ_ONLY();
  readonly undone: readonly (number | null)[] = [];
  readonly botsHere = false;
  readonly fast = false;
  readonly error: string | null = null;

  match: MatchRecord = $state.raw() as unknown as MatchRecord;
  /** The scene on screen (its identity keys the views' caches). */
  state: unknown = $state.raw(null);
  entries: readonly LogEntry[] = $state.raw([]);
  history: TableHistory = $state.raw(NO_HISTORY);
  refused: string | null = $state(null);
  hash = '';
  pending: readonly Seat[] = $state.raw([]);
  thinking: readonly Seat[] = $state.raw([]);
  result: GameResult | null = $state.raw(null);

  #scene: Scene;
  #items: HistoryItem[] = [];
  #start: unknown = null;

  constructor(entry: TableEntry, view: WatchView & { scene: Scene }) {
    this.entry = entry;
    this.game = entry.game;
    this.#scene = view.scene;
    if (view.scene.i === 0 && entry.historyFacts) this.#start = entry.historyFacts(view.scene.view, null, null);
    this.#apply(view.scene, view.lines, null);
  }

  /** Follows the watch session: call with every new view. */
  update(view: WatchView): void {
    const scene = view.scene;
    if (!scene || scene === this.#scene) return;
    const before = this.#scene;
    this.#scene = scene;
    this.#apply(scene, view.lines, before);
  }

  #apply(scene: Scene, lines: readonly LogEntry[], before: Scene | null): void {
    // History: items already known keep their facts unless the lines were replaced.
    const kept = before !== null && scene.from >= 0 && this.#items.length <= lines.length && this.#items.every((it, k) => it.entry === lines[k]) ? this.#items.length : 0;
    const items = this.#items.slice(0, kept);
    const facts = this.entry.historyFacts;
    for (let k = kept; k < lines.length; k++) {
      const line = lines[k]!;
      // Facts need the public views on both sides of the item: known for the last item of what
      // changed since a scene this page saw.
      const f = facts && before !== null && before.view !== null && k === lines.length - 1 && before.i === kept ? facts(scene.view, before.view, { seat: line.seat ?? 0, action: HIDDEN_ACTION }) : null;
      items.push({ n: k + 1, seat: line.seat ?? 0, action: HIDDEN_ACTION, entry: line, facts: f });
    }
    this.#items = items;
    this.history = { start: this.#start, items: items.slice() };
    this.entries = lines;
    this.match = watchedMatch(scene, lines);
    this.pending = scene.pending.filter((s) => !scene.committed.includes(s));
    this.thinking = this.pending.filter((s) => scene.seats[s]?.kind === 'bot');
    this.result = scene.result;
    this.state = scene;
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

  /** The public view, whoever asks: a watcher has no seat's own view. */
  view(_seat: Seat | null): unknown {
    return this.#scene.view;
  }

  actions(_seat: Seat): readonly Action[] {
    return [];
  }

  describe(seat: Seat, _action: Action): LogEntry {
    return { key: 'watch.hiddenMove', seat, params: {}, text: t('watch.hiddenMove') };
  }

  act(_seat: Seat, _action: Action): boolean {
    this.refused = t('watch.watching');
    return false;
  }

  undo(): boolean {
    return false;
  }

  reveal(_seat: Seat): void {}

  skip(): void {}

  setFast(_fast: boolean): void {}
}
