/**
 * Plain helpers for the Caylus table: memoised views and the recent automatic events. Everything
 * is read from the engine's view() (or from the session's history); nothing here decides a rule.
 */
import type { Seat } from '$engine/core/types';
import type { GameEvent } from '$engine/games/caylus';
import type { CaylusView } from '$engine/games/caylus';
import type { HistoryItem } from '../../table/history';
import type { ItemFacts } from './history';
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

export { isEcho, withoutEcho } from './history';

/** The automatic events that followed one log item (the session history's facts for it). */
export interface ItemEvents {
  /** 1-based log position. */
  readonly n: number;
  readonly item: HistoryItem;
  /** The events after it, without the one that repeats the item's own build or conversion. */
  readonly events: readonly GameEvent[];
  /** The PP the item's own build or conversion scored (its echo event's), shown on its line; else null. */
  readonly pp: number | null;
}

const NONE: ItemFacts = { events: [], pp: null };

/**
 * The log items since `seat`'s last own action (all bots' moves and their consequences),
 * with their events; for a spectator, the last `fallback` items. At most `limit` items.
 * The events come from the session's history (the view only carries the last action's).
 */
export function recentEvents(session: TableSession, seat: Seat | null, fallback = 3, limit = 40): { start: readonly GameEvent[]; items: readonly ItemEvents[] } {
  const h = session.history.items;
  let from = Math.max(0, h.length - fallback);
  if (seat !== null) {
    let last = -1;
    for (let i = h.length - 1; i >= 0; i--) {
      if (h[i]!.seat === seat) {
        last = i;
        break;
      }
    }
    from = last; // include the viewer's own last action: its consequences matter too
    if (from < 0) from = 0;
  }
  from = Math.max(from, h.length - limit);
  const start = from === 0 ? ((session.history.start as ItemFacts | null) ?? NONE).events : [];
  return { start, items: h.slice(from).map((item) => ({ n: item.n, item, ...((item.facts as ItemFacts | null) ?? NONE) })) };
}
