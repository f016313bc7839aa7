/**
 * apply(): checks the action against actions() (canonically, never trusting field order), then
 * commits it or resolves what it completes. Pure: the input state is never mutated.
 */
import { CORE_CODES, RuleError } from '../../core/errors';
import { Rng } from '../../core/rng';
import { CARD_INDEX, INSTANCE_CARD, RESOURCE_INDEX } from './catalog';
import { freeCityCandidates, isPending, legalActions } from './legal';
import { RingMemo } from './memo';
import { cityInfo, hasCard } from './production';
import { resolveDiscardBuild, resolveRound, resolveSeventh } from './round';
import { citiesControlledBy, hasFreeCity } from './seats';
import { finishWonders, newCity, startAge, type Draft } from './setup';
import { FREE_CITY, RESOURCES, type PlayAction, type Resource, type SwAction, type SwState } from './types';

export const CODES = {
  badAction: 'sevenwonders/bad-action',
  wrongPhase: 'sevenwonders/wrong-phase',
  wrongCity: 'sevenwonders/wrong-city',
  notInHand: 'sevenwonders/not-in-hand',
  alreadyBuilt: 'sevenwonders/already-built',
  wonderComplete: 'sevenwonders/wonder-complete',
  notAffordable: 'sevenwonders/not-affordable',
  badPayment: 'sevenwonders/bad-payment',
  mustPlay: 'sevenwonders/free-city-must-play',
  mustChain: 'sevenwonders/free-city-must-chain',
  illegal: 'sevenwonders/illegal'
} as const;

// ------------------------------------------------------------ actions, memoised per state object

const ACTIONS = new RingMemo<SwState, number, readonly SwAction[]>(16);

/** actions() with a small per-state memo (not state; a miss recomputes the same list). */
export function cachedActions(state: SwState, seat: number): readonly SwAction[] {
  let list = ACTIONS.get(state, seat);
  if (!list) {
    list = Object.freeze(legalActions(state, seat));
    ACTIONS.set(state, seat, list);
  }
  return list;
}

// ------------------------------------------------------------ canonical comparison

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function resourcesKey(v: unknown): string | null {
  if (!Array.isArray(v)) return null;
  const idx: number[] = [];
  for (const r of v) {
    if (typeof r !== 'string' || !Object.prototype.hasOwnProperty.call(RESOURCE_INDEX, r)) return null;
    idx.push(RESOURCE_INDEX[r as Resource]);
  }
  return idx.sort((a, b) => a - b).map((i) => RESOURCES[i]).join('+');
}

const intKey = (v: unknown): string | null => (typeof v === 'number' && Number.isInteger(v) ? String(v) : null);

/** A canonical string for an action, or null when it is malformed. Field order never matters. */
export function actionKey(a: unknown): string | null {
  if (!isObj(a)) return null;
  switch (a.type) {
    case 'wonder':
    case 'side':
      return typeof a[a.type] === 'string' ? `${a.type}|${a[a.type] as string}` : null;
    case 'discardBuild':
      return intKey(a.city) !== null && (a.card === null || typeof a.card === 'string') ? `discardBuild|${a.city as number}|${String(a.card)}` : null;
    case 'play': {
      const city = intKey(a.city);
      if (city === null || typeof a.card !== 'string' || typeof a.how !== 'string') return null;
      if (a.how === 'discard') return `play|${city}|${a.card}|discard`;
      if (a.how !== 'build' && a.how !== 'wonder') return null;
      const via = a.how === 'build' ? (typeof a.via === 'string' ? a.via : null) : '-';
      const p = a.pay;
      if (via === null || !isObj(p)) return null;
      const parts = [resourcesKey(p.left), resourcesKey(p.right), intKey(p.toLeft), intKey(p.toRight), intKey(p.toBank)];
      if (parts.includes(null)) return null;
      return `play|${city}|${a.card}|${a.how}|${via}|${parts.join('|')}`;
    }
    default:
      return null;
  }
}

/** The legal action equal to `action`, or null. Same object first; else canonical comparison. */
export function findLegal(legal: readonly SwAction[], action: unknown): SwAction | null {
  for (const l of legal) if (l === action) return l;
  const key = actionKey(action);
  if (key === null) return null;
  for (const l of legal) if (actionKey(l) === key) return l;
  return null;
}

// ------------------------------------------------------------ diagnosis of a rejected action

function reject(state: SwState, seat: number, action: unknown): RuleError {
  const key = actionKey(action);
  if (key === null) return new RuleError(CODES.badAction, 'This is not a 7 Wonders action.', { seat });
  const a = action as SwAction;
  const phaseOf: Record<SwAction['type'], string[]> = {
    wonder: ['wonders'],
    side: ['sides'],
    play: ['play', 'seventh'],
    discardBuild: ['discardBuild']
  };
  if (!phaseOf[a.type].includes(state.phase)) {
    return new RuleError(CODES.wrongPhase, `A "${a.type}" action is not possible now (phase: ${state.phase}).`, { seat });
  }
  if (a.type !== 'play') return new RuleError(CODES.illegal, 'That choice is not available.', { seat });
  if (!citiesControlledBy(state, seat).includes(a.city) && !(state.phase === 'seventh' && state.actor === a.city)) {
    return new RuleError(CODES.wrongCity, `Seat ${seat + 1} cannot play for city ${a.city + 1} now.`, { seat, city: a.city });
  }
  const ci = CARD_INDEX.get(a.card);
  const candidates =
    state.phase === 'seventh' ? [state.seventh] : a.city === FREE_CITY && hasFreeCity(state) ? freeCityCandidates(state) : state.hands[seat]!;
  if (ci === undefined || !candidates.some((u) => INSTANCE_CARD[u] === ci)) {
    return new RuleError(CODES.notInHand, `"${a.card}" is not among the cards you may play.`, { seat, card: a.card });
  }
  const legal = cachedActions(state, seat).filter((l): l is PlayAction => l.type === 'play' && l.card === a.card && l.city === a.city);
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
  const same = legal.filter((l) => l.how === a.how);
  if (same.length === 0) return new RuleError(CODES.notAffordable, `"${a.card}" cannot be paid for that way now.`, { card: a.card, how: a.how });
  return new RuleError(CODES.badPayment, 'That payment is not one of the legal payments (see actions()).', { card: a.card, how: a.how });
}

// ------------------------------------------------------------ apply

export function applyAction(state: SwState, seat: number, action: SwAction): SwState {
  if (state.phase === 'over') throw new RuleError(CORE_CODES.gameOver, 'The game is over.');
  if (!isPending(state, seat)) throw new RuleError(CORE_CODES.notYourTurn, `Seat ${seat + 1} is not to act now.`, { seat });
  const legal = findLegal(cachedActions(state, seat), action);
  if (!legal) throw reject(state, seat, action);
  switch (legal.type) {
    case 'wonder': {
      const d: Draft = { ...state, cities: [...state.cities, newCity(legal.wonder, 'A')] };
      if (d.cities.length === state.players) {
        const rng = new Rng(state.rng);
        finishWonders(d, rng);
        d.rng = rng.state();
      }
      return d;
    }
    case 'side': {
      const choices = state.sideChoices.map((s, i) => (i === seat ? legal.side : s));
      const d: Draft = { ...state, sideChoices: choices };
      if (choices.every((s) => s !== null)) {
        d.cities = state.cities.map((c, i) => (i < state.players ? { ...c, side: choices[i]! } : c));
        d.sideChoices = choices.map(() => null);
        const rng = new Rng(state.rng);
        startAge(d, 1, rng);
        d.rng = rng.state();
      }
      return d;
    }
    case 'play':
      return state.phase === 'seventh' ? resolveSeventh(state, legal) : commit(state, seat, legal);
    case 'discardBuild':
      return resolveDiscardBuild(state, legal);
  }
}

function commit(state: SwState, seat: number, action: PlayAction): SwState {
  const ci = CARD_INDEX.get(action.card)!;
  const candidates = action.city === FREE_CITY && hasFreeCity(state) ? freeCityCandidates(state) : state.hands[seat]!;
  let uid = -1;
  for (const u of candidates) {
    if (INSTANCE_CARD[u] === ci) {
      uid = u;
      break;
    }
  }
  const commits = state.commits.slice();
  commits[action.city] = { action, uid };
  let complete = true;
  for (const c of commits) if (c === null) complete = false;
  const next: SwState = { ...state, commits };
  return complete ? resolveRound(next) : next;
}
