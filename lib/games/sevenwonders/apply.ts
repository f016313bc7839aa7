/**
 * apply(): the listed action (the gate hands it over; called directly, matched by canonical JSON
 * through the kit), applied to a working copy by the flow (flow.ts), which then runs every
 * automatic step up to the next decision. Pure: the input state is never changed.
 *
 * Refusals follow the kit: `core/game-over`, `core/not-your-turn`, `core/illegal-action` (junk,
 * unknown fields, an unlisted Wonder or side…); a well-formed play that is not listed gets this
 * game's own reason below.
 */
import { RuleError } from '../../core/errors';
import { applyAndAdvance, listedAction, type Explain } from '../../core/flow';
import { CARD_INDEX, INSTANCE_CARD } from './catalog';
import { CACHE, FLOW, listActions, type Decision } from './flow';
import { freeCityCandidates } from './legal';
import { cityInfo, hasCard } from './production';
import { citiesControlledBy, hasFreeCity } from './seats';
import { draftOf } from './setup';
import { FREE_CITY, HOWS, type PlayAction, type SwAction, type SwState } from './types';

export const CODES = {
  wrongPhase: 'sevenwonders/wrong-phase',
  wrongCity: 'sevenwonders/wrong-city',
  notInHand: 'sevenwonders/not-in-hand',
  alreadyBuilt: 'sevenwonders/already-built',
  wonderComplete: 'sevenwonders/wonder-complete',
  notAffordable: 'sevenwonders/not-affordable',
  badPayment: 'sevenwonders/bad-payment',
  mustPlay: 'sevenwonders/free-city-must-play',
  mustChain: 'sevenwonders/free-city-must-chain'
} as const;

/** The decisions each action type answers. */
const DECISIONS_OF: Readonly<Record<SwAction['type'], readonly Decision[]>> = {
  wonder: ['wonders'],
  side: ['sides'],
  play: ['play', 'seventh'],
  discardBuild: ['discardBuild']
};

const isPlay = (a: { type: string }): a is PlayAction => {
  const p = a as Partial<Record<string, unknown>>;
  return a.type === 'play' && Number.isInteger(p.city) && typeof p.card === 'string' && (HOWS as readonly unknown[]).includes(p.how);
};

/** Why a well-formed action that actions() does not list is refused, as precisely as the rules say. */
const explain: Explain<SwState, Decision> = (state, decision, seat, a) => {
  const decisions = Object.prototype.hasOwnProperty.call(DECISIONS_OF, a.type) ? DECISIONS_OF[a.type as SwAction['type']] : null;
  if (decisions === null) return null;
  if (!decisions.includes(decision)) return new RuleError(CODES.wrongPhase, `A "${a.type}" action is not possible now (phase: ${state.phase}).`, { seat });
  if (!isPlay(a)) return null;
  if (!citiesControlledBy(state, seat).includes(a.city) && !(state.phase === 'seventh' && state.actor === a.city)) {
    return new RuleError(CODES.wrongCity, `Seat ${seat + 1} cannot play for city ${a.city + 1} now.`, { seat, city: a.city });
  }
  const ci = CARD_INDEX.get(a.card);
  const candidates =
    state.phase === 'seventh' ? [state.seventh] : a.city === FREE_CITY && hasFreeCity(state) ? freeCityCandidates(state) : state.hands[seat]!;
  if (ci === undefined || !candidates.some((u) => INSTANCE_CARD[u] === ci)) {
    return new RuleError(CODES.notInHand, `"${a.card}" is not among the cards you may play.`, { seat, card: a.card });
  }
  const legal = listActions(state, seat).filter((l): l is PlayAction => l.type === 'play' && l.card === a.card && l.city === a.city);
  const info = cityInfo(state.cities[a.city]!);
  if (a.how === 'build' && hasCard(info, ci)) {
    return new RuleError(CODES.alreadyBuilt, `The city already has a ${a.card}: no two identical structures.`, { card: a.card });
  }
  if (a.how === 'wonder' && info.stagesBuilt >= info.stagesTotal) {
    return new RuleError(CODES.wonderComplete, 'Every stage of this Wonder is built.', { city: a.city });
  }
  if (a.city === FREE_CITY && hasFreeCity(state)) {
    if (legal.some((l) => l.how === 'build' && l.via === 'chain')) {
      return new RuleError(CODES.mustChain, 'The Free City must build this card for free by its chain.', { card: a.card });
    }
    if (a.how === 'discard') return new RuleError(CODES.mustPlay, 'The Free City may not discard while it has a card it could play.', {});
  }
  if (!legal.some((l) => l.how === a.how)) return new RuleError(CODES.notAffordable, `"${a.card}" cannot be paid for that way now.`, { card: a.card, how: a.how });
  return new RuleError(CODES.badPayment, 'That payment is not one of the legal payments (see actions()).', { card: a.card, how: a.how });
};

export function applyAction(state: SwState, seat: number, action: SwAction): SwState {
  const legal = listedAction(FLOW, state, seat, listActions(state, seat), action, explain);
  const d = draftOf(state);
  applyAndAdvance(FLOW, d, seat, legal, CACHE);
  return d;
}
