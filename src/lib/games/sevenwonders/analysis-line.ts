/**
 * 7 Wonders' words for the analysis of a finished game (lib/bots/analysis.ts): its describe()
 * logs a pick as "chose a card" and a side as "chose a side" until the reveal, which says nothing
 * about the choice. Once the game is over nothing is secret, so a play is worded as the round's
 * reveal words it (the same params, under `sevenwonders.analysis.*`, formatted by text.ts) from
 * the seat's view at the decision. Plain data, no strings loaded: it runs in the analysis worker.
 */
import type { LogEntry, Seat } from '$engine/core/types';
import type { SwAction, SwView } from '$engine/games/sevenwonders';

export function analysisLine(view: unknown, seat: Seat, action: unknown): LogEntry | null {
  const v = view as SwView;
  const a = action as SwAction;
  if (a.type === 'side') return { key: 'sevenwonders.analysis.side', seat, params: { side: a.side }, text: `Player ${seat + 1} chose side ${a.side}.` };
  if (a.type !== 'play') return null; // Wonder picks and discard builds are logged in full already
  const city = v.cities[a.city];
  const built = a.how === 'build';
  const paid = a.how === 'discard' ? null : a.pay;
  return {
    key: 'sevenwonders.analysis.play',
    seat,
    params: {
      city: a.city,
      cities: v.cities.length,
      freeCity: v.freeCity !== null,
      how: a.how,
      card: built ? a.card : null,
      via: built ? a.via : null,
      stage: a.how === 'wonder' && city ? city.stagesBuilt + 1 : null,
      wonder: a.how === 'wonder' && city ? city.wonder : null,
      toLeft: paid ? paid.toLeft : 0,
      left: paid ? paid.left.join(',') : '',
      toRight: paid ? paid.toRight : 0,
      right: paid ? paid.right.join(',') : '',
      toBank: paid ? paid.toBank : 0
    },
    text: `Player ${seat + 1}: ${a.how} ${a.card}.`
  };
}
