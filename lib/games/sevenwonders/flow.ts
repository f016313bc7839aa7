/**
 * The course of a game on the kit's decision flow (lib/core/flow.ts). The decision is the phase:
 * the Wonder pick (one seat after another), the side choice and each round's card choice
 * (simultaneous: every seat still to commit is pending), then the wonder powers (powers.ts, an
 * interrupt queue served first): Babylon's 7th card and Halicarnassus. The automatic steps deal,
 * resolve a round once every city has committed, pass hands and end the Ages. No decision is ever
 * played automatically: a hidden pick is the player's even with one card left.
 */
import { ActionCache } from '../../core/actions';
import { FLOW_END, dropInterrupt, flowCachedActions, withInterrupts, type Flow } from '../../core/flow';
import { Rng } from '../../core/rng';
import { CARD_INDEX, INSTANCE_CARD } from './catalog';
import { discardBuilds, freeCityCandidates, legalActions, pendingSeats } from './legal';
import { POWERS, type Power } from './powers';
import { buildFromDiscard, endRoundAfterPowers, playSeventh, resolveRound } from './round';
import { hasFreeCity } from './seats';
import { finishWonders, newCity, startAge, type Draft } from './setup';
import { FREE_CITY, type Phase, type PlayAction, type SwAction, type SwState } from './types';

/** The decision awaited: the phase (the state's own field), while the game runs. */
export type Decision = Exclude<Phase, 'over'>;

/** A seat's play for a city: the card instance it uses (the first copy of that card among its candidates). */
function commit(d: Draft, seat: number, action: PlayAction): void {
  const ci = CARD_INDEX.get(action.card)!;
  const candidates = action.city === FREE_CITY && hasFreeCity(d) ? freeCityCandidates(d) : d.hands[seat]!;
  let uid = -1;
  for (const u of candidates) {
    if (INSTANCE_CARD[u] === ci) {
      uid = u;
      break;
    }
  }
  const commits = d.commits.slice();
  commits[action.city] = { action, uid };
  d.commits = commits;
}

/** Runs `step` with the game's generator and stores its state back. */
function withRng(d: Draft, step: (rng: Rng) => void): void {
  const rng = new Rng(d.rng);
  step(rng);
  d.rng = rng.state();
}

/** The normal course: a decision, or an automatic step (deal, resolve, pass, end an Age) then null. */
function courseStep(d: Draft): Decision | null | typeof FLOW_END {
  switch (d.phase) {
    case 'wonders':
      if (d.cities.length < d.players) return 'wonders';
      withRng(d, (rng) => finishWonders(d, rng));
      return null;
    case 'sides': {
      if (d.sideChoices.some((c) => c === null)) return 'sides';
      const choices = d.sideChoices;
      d.cities = d.cities.map((c, i) => (i < d.players ? { ...c, side: choices[i]! } : c));
      d.sideChoices = choices.map(() => null);
      withRng(d, (rng) => startAge(d, 1, rng));
      return null;
    }
    case 'play':
      if (d.commits.some((c) => c === null)) return 'play';
      resolveRound(d);
      return null;
    case 'seventh':
    case 'discardBuild':
      throw new Error(`7 Wonders: phase ${d.phase} with no wonder power queued (a rules bug).`);
    case 'over':
      return FLOW_END;
  }
}

/** A wonder power at the head of the queue: its decision, or, for Halicarnassus with nothing to build, lost (§9.3.13). */
function usePower(d: Draft, power: Power): Decision | null {
  if (power.power === 'seventh') return 'seventh';
  if (discardBuilds(d, power.city).length > 0) return 'discardBuild';
  dropInterrupt(POWERS, d);
  endRoundAfterPowers(d);
  return null;
}

export const FLOW: Flow<SwState, Decision, SwAction> = {
  decision: (s) => (s.phase === 'over' ? null : s.phase),
  setDecision: (d, decision) => void ((d as Draft).phase = decision ?? 'over'),
  seats: (s) => pendingSeats(s),
  actions: (s, _decision, seat) => legalActions(s, seat),
  apply(s, decision, seat, a) {
    const d = s as Draft;
    switch (decision) {
      case 'wonders':
        if (a.type === 'wonder') d.cities = [...d.cities, newCity(a.wonder, 'A')];
        return;
      case 'sides':
        if (a.type === 'side') d.sideChoices = d.sideChoices.map((c, i) => (i === seat ? a.side : c));
        return;
      case 'play':
        if (a.type === 'play') commit(d, seat, a);
        return;
      case 'seventh':
        if (a.type === 'play') playSeventh(d, a);
        return;
      case 'discardBuild':
        if (a.type === 'discardBuild') buildFromDiscard(d, a);
        return;
    }
  },
  next: withInterrupts(POWERS, (d, power) => usePower(d as Draft, power), (d) => courseStep(d as Draft)),
  autoplay: () => false
};

/** The legal-action cache: each state's lists, computed once (the view, the gate and `apply` share them). */
export const CACHE = new ActionCache<SwState, readonly SwAction[]>();

/** Every legal action of `seat` now (empty when the seat is not to act). */
export const listActions: (s: SwState, seat: number) => readonly SwAction[] = flowCachedActions(FLOW, CACHE);
