/**
 * Wonder powers that cut into the end of a round (rules §4.12, §9.3.10, §9.3.13), as the kit's
 * interrupt queue: Babylon B's 7th card after round 6, then Halicarnassus building from the
 * discard pile. They are settled in that order before hands pass or the Age ends.
 *
 * The queue lives in the state's own fields (their shape is fixed by the saved games): the power
 * at the head is in `actor` (the city using it) and, for Babylon, `seventh` (its card); a
 * Halicarnassus power waiting behind Babylon's card is in `mausoleum`. At most these two are ever
 * queued: one Babylon, one Halicarnassus, one play per city per round.
 */
import type { InterruptQueue } from '../../core/flow';
import type { SwState } from './types';
import type { Draft } from './setup';

export type Power = { readonly power: 'seventh'; readonly city: number; readonly uid: number } | { readonly power: 'discardBuild'; readonly city: number };

const NONE: readonly Power[] = Object.freeze([]);

export const POWERS: InterruptQueue<SwState, Power> = {
  get(s) {
    if (s.actor < 0 && s.mausoleum < 0) return NONE;
    const q: Power[] = [];
    if (s.actor >= 0) q.push(s.seventh >= 0 ? { power: 'seventh', city: s.actor, uid: s.seventh } : { power: 'discardBuild', city: s.actor });
    if (s.mausoleum >= 0) q.push({ power: 'discardBuild', city: s.mausoleum });
    return q;
  },
  set(s, q) {
    const d = s as Draft;
    const [head, second] = q;
    if (q.length > 2 || second?.power === 'seventh') throw new Error('7 Wonders queues at most Babylon’s 7th card, then Halicarnassus (a rules bug).');
    d.actor = head === undefined ? -1 : head.city;
    d.seventh = head?.power === 'seventh' ? head.uid : -1;
    d.mausoleum = second === undefined ? -1 : second.city;
  }
};
