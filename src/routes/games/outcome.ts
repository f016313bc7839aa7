/**
 * What My games says about a saved game's end (issue 12 item 8): the winners' names and every
 * player's final score, best first, from the summary the store keeps (no replay).
 */
import type { SavedSummary } from '$engine/store';

export interface OutcomeRow {
  readonly seat: number;
  readonly name: string;
  readonly score: number;
  readonly won: boolean;
}

/** Players by final score (best first, then seat order), or null when the summary has no outcome. */
export function outcomeRows(game: Pick<SavedSummary, 'seats' | 'outcome'>): OutcomeRow[] | null {
  const o = game.outcome;
  if (!o) return null;
  const rows = game.seats.map((s, seat) => ({ seat, name: s.name, score: o.scores[seat] ?? 0, won: o.winners.includes(seat) }));
  return rows.sort((a, b) => b.score - a.score || a.seat - b.seat);
}

/** The winners' names, in seat order. */
export function winnerNames(game: Pick<SavedSummary, 'seats' | 'outcome'>): string[] {
  return (game.outcome?.winners ?? []).slice().sort((a, b) => a - b).map((s) => game.seats[s]?.name ?? `#${s + 1}`);
}
