/**
 * The Paris turn flow on the kit's decision flow (lib/core/flow.ts): the decision is the state's
 * `prompt`, the interrupts are `queue` (move benefits, VP tiles, tile placement, the choices a
 * tile opens), and the normal course is derived from the turn's progress (`step`). A decision
 * with one legal action is played by the flow and logged as a `paris.auto` event; a turn that
 * ends because nothing is left to do is not logged (it is flow, not a decision).
 */
import { ActionCache } from '../../core/actions';
import { withInterrupts, type Flow } from '../../core/flow';
import type { ParisAction, ParisState, Prompt, Task } from './types';
import { applyDecision, interrupt, step } from './apply';
import { legalActions } from './legal';
import { forcedEvent } from './describe';
import { QUEUE } from './queue';

/** The legal actions of settled states (identity-keyed; a miss recomputes). */
export const CACHE = new ActionCache<ParisState, readonly ParisAction[]>();

const SEATS: readonly (readonly number[])[] = [0, 1, 2, 3].map((s) => Object.freeze([s]));

export const FLOW: Flow<ParisState, Prompt, ParisAction> = {
  decision: (s) => s.prompt,
  setDecision: (d, p) => void (d.prompt = p),
  seats: (_s, p) => SEATS[p.seat]!,
  // `advance` stores the decision before listing, so the prompt legalActions reads is `p`. A list
  // of several is frozen here, in place, so the cache keeps it as it is (no copy); a single
  // action is played at once and never kept.
  actions(s, _p, seat) {
    const list = legalActions(s, seat);
    return list.length > 1 && !Object.isFrozen(list) ? Object.freeze(list) : list;
  },
  apply: (d, p, _seat, a) => applyDecision(d, p, a),
  next: withInterrupts<ParisState, Task, Prompt>(QUEUE, interrupt, step),
  forced(d, _p, seat, a) {
    if (a.type !== 'endTurn') d.events.push(forcedEvent(d, seat, a));
  }
};
