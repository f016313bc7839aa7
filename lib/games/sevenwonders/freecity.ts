/**
 * The 2-player Free City's restrictions on the card the holder plays for it (rules §6.3,
 * §8.5, §9.3.3–4). Driven by the rules: the holder only chooses among what is left.
 *
 * Input: every play the Free City could make with the candidate cards (the holder's hand after
 * drawing, minus the holder's own pick — or, for a Babylon B Free City, its 7th card).
 * 1. Mandatory free construction: a card the Free City can chain is only playable as that
 *    free build (no Wonder stage, no discard).
 * 2. Discard restriction: if any candidate can be built or used for the next Wonder stage
 *    ("FC-playable", Olympia's free build included), no discard is allowed at all, so the
 *    Free City's card must be FC-playable and must be played. If none is, only discards remain.
 */
import type { PlayAction } from './types';

export function restrictFreeCity(plays: readonly PlayAction[]): PlayAction[] {
  const chained = new Set<string>();
  let playable = false;
  for (const p of plays) {
    if (p.how !== 'discard') playable = true;
    if (p.how === 'build' && p.via === 'chain') chained.add(p.card);
  }
  return plays.filter((p) => {
    if (chained.has(p.card)) return p.how === 'build' && p.via === 'chain';
    return playable ? p.how !== 'discard' : true;
  });
}

