/**
 * Plain helpers for the Caylus table: memoised views and the recent automatic events. Everything
 * is read from the engine's view() (or from a replay of the log through the engine); nothing here
 * decides a rule.
 */
import type { Seat } from '$engine/core/types';
import type { LogItem } from '$engine/core/match';
import { applyLogItem, isLogControl, startCursor, type Cursor } from '$engine/core/undo';
import type { CaylusAction, CaylusState, GameEvent } from '$engine/games/caylus';
import type { CaylusView } from '$engine/games/caylus';
import { seatStyle } from '../../seats';
import type { TableSession } from '../../table/table-session';
import { cachedView } from '../../table/view-cache';

export type { CaylusView } from '$engine/games/caylus';

/** The engine's view of the current state for `seat` (read inside `$derived` to follow changes). */
export function viewOf(session: TableSession, seat: Seat | null): CaylusView {
  return cachedView<CaylusView>(session, seat);
}

export function seatColour(seat: number): string {
  return seatStyle(seat).color;
}

// ---------------------------------------------------------------- recent events

/** The automatic events that followed one log item (from the view after it). */
export interface ItemEvents {
  /** 1-based log position. */
  readonly n: number;
  readonly item: LogItem;
  /** The events after it, without the one that repeats the item's own build or conversion. */
  readonly events: readonly GameEvent[];
  /** The PP the item's own build or conversion scored (its echo event's), shown on its line; else null. */
  readonly pp: number | null;
}

/** The event the engine reports for an item's own build or conversion: the log line already says it. */
const ECHO: Partial<Record<CaylusAction['type'], string>> = {
  build: 'caylus.event.built',
  favourBuild: 'caylus.event.built',
  convert: 'caylus.event.converted'
};

/** Whether `e` repeats what `item` itself did (same seat, same space), so it is listed once. */
export function isEcho(item: LogItem, e: GameEvent): boolean {
  const action = item.action as CaylusAction;
  if (ECHO[action.type] !== e.key || e.seat !== item.seat) return false;
  return 'space' in action && e.params.space === action.space;
}

/** The item's events with its own echo taken out, and the PP that echo reported. */
export function withoutEcho(item: LogItem, events: readonly GameEvent[]): { events: readonly GameEvent[]; pp: number | null } {
  const i = events.findIndex((e) => isEcho(item, e));
  if (i < 0) return { events, pp: null };
  const pp = events[i]!.params.pp;
  return { events: events.filter((_, j) => j !== i), pp: typeof pp === 'number' ? pp : null };
}

interface History {
  cursor: Cursor<CaylusState>;
  length: number;
  items: ItemEvents[];
  /** Events of setup (turn 1 income…). */
  start: readonly GameEvent[];
}

/**
 * The view only carries the events of the last action; to show what happened during the bots'
 * moves since the viewer's last decision, the log is replayed through the engine once, then
 * extended item by item as it grows (the log only ever grows: undo appends an item).
 */
const HISTORY = new WeakMap<TableSession, History>();

function history(session: TableSession): History {
  let h = HISTORY.get(session);
  const log = session.match.log;
  if (!h || h.length > log.length) {
    const cursor = startCursor<CaylusState>(session.game, session.match);
    h = { cursor, length: 0, items: [], start: (session.game.view(cursor.state, null) as CaylusView).events };
    HISTORY.set(session, h);
  }
  while (h.length < log.length) {
    const item = log[h.length]!;
    h.cursor = applyLogItem(session.game, h.cursor, item);
    h.length += 1;
    const events = isLogControl(item.action) ? [] : (session.game.view(h.cursor.state, null) as CaylusView).events;
    h.items.push({ n: h.length, item, ...withoutEcho(item, events) });
  }
  return h;
}

/**
 * The log items since `seat`'s last own action (all bots' moves and their consequences),
 * with their events; for a spectator, the last `fallback` items. At most `limit` items.
 */
export function recentEvents(session: TableSession, seat: Seat | null, fallback = 3, limit = 40): { start: readonly GameEvent[]; items: readonly ItemEvents[] } {
  const h = history(session);
  let from = Math.max(0, h.items.length - fallback);
  if (seat !== null) {
    let last = -1;
    for (let i = h.items.length - 1; i >= 0; i--) {
      if (h.items[i]!.item.seat === seat) {
        last = i;
        break;
      }
    }
    from = last; // include the viewer's own last action: its consequences matter too
    if (from < 0) from = 0;
  }
  from = Math.max(from, h.items.length - limit);
  return { start: from === 0 ? h.start : [], items: h.items.slice(from) };
}
