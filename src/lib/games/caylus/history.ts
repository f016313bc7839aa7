/**
 * Caylus' per-item history facts (the table session's `historyFacts` hook): the automatic events
 * the engine reported after each log item (income, scorings, visits, forced moves…), read off the
 * public view after it, with the item's own build or conversion taken out (its PP go on its line).
 */
import type { LogItem } from '$engine/core/match';
import { isLogControl } from '$engine/core/undo';
import type { CaylusAction, CaylusView, GameEvent } from '$engine/games/caylus';

/** What happened by itself after one log item (or after the setup). */
export interface ItemFacts {
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
export function withoutEcho(item: LogItem, events: readonly GameEvent[]): ItemFacts {
  const i = events.findIndex((e) => isEcho(item, e));
  if (i < 0) return { events, pp: null };
  const pp = events[i]!.params.pp;
  return { events: events.filter((_, j) => j !== i), pp: typeof pp === 'number' ? pp : null };
}

/** The hook: the setup's events, nothing for an undo or take-back, else the item's events. */
export function historyFacts(after: unknown, _before: unknown, item: LogItem | null): ItemFacts {
  const events = (after as CaylusView).events;
  if (item === null) return { events, pp: null };
  if (isLogControl(item.action)) return { events: [], pp: null };
  return withoutEcho(item, events);
}
