import type { SeatSpec } from '$engine/core/match';
import type { Seat } from '$engine/core/types';

/**
 * Seats whose view a replay may show. A finished game hides nothing; a running one shows only the
 * seats played by people on this device (all seats when nobody plays here, e.g. bots only).
 */
export function viewableSeats(seats: readonly SeatSpec[], finished: boolean): Seat[] {
  const all = seats.map((_, i) => i);
  if (finished) return all;
  const human = all.filter((i) => seats[i]!.kind === 'human');
  return human.length > 0 ? human : all;
}
