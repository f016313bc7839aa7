/**
 * One engine view per (state, seat), shared by every component that draws it (seat bar, table,
 * panels): `view()` can be costly and states are immutable, so the state object is the key.
 */
import type { Seat } from '$engine/core/types';
import type { TableSession } from './table-session';

const VIEWS = new WeakMap<object, Map<Seat | null, unknown>>();

/** The engine's view of the current state for `seat` (read inside `$derived` to follow changes). */
export function cachedView<V>(session: TableSession, seat: Seat | null): V {
  const state = session.state as object;
  let bySeat = VIEWS.get(state);
  if (!bySeat) {
    bySeat = new Map();
    VIEWS.set(state, bySeat);
  }
  if (!bySeat.has(seat)) bySeat.set(seat, session.view(seat));
  return bySeat.get(seat) as V;
}
