/**
 * The one legality source: every legal action of a seat (STYLE.md habit 5). The UI, apply's
 * validation and the bots all read this list.
 */
import { CARDS } from './cards';
import { CARD_CHAIN, CARD_COINS, CARD_COST, INSTANCE_CARD, resourceList, stageCost } from './catalog';
import { restrictFreeCity } from './freecity';
import { enumeratePayments, type PackedPayment, type TradeSides } from './payment';
import { cityInfo, hasCard, hasPower, type CityInfo } from './production';
import { controllerOf, hasFreeCity, holderSeat, leftCity, rightCity } from './seats';
import { FREE_CITY, SIDES, WONDER_IDS, type Payment, type PlayAction, type SwAction, type SwState } from './types';

export const ZERO_PAY: Payment = Object.freeze({ left: [], right: [], toLeft: 0, toRight: 0, toBank: 0 });

const BANK_PAYS: Payment[] = [ZERO_PAY];

function toPayment(p: PackedPayment, toBank: number): Payment {
  if (p.left === 0 && p.right === 0) {
    let bank = BANK_PAYS[toBank];
    if (!bank) {
      bank = Object.freeze({ left: [], right: [], toLeft: 0, toRight: 0, toBank });
      BANK_PAYS[toBank] = bank;
    }
    return bank;
  }
  return { left: resourceList(p.left), right: resourceList(p.right), toLeft: p.toLeft, toRight: p.toRight, toBank };
}

/**
 * Actions that need no payment are the same for every state: one frozen object per (kind,
 * city, card), so building the action list allocates only for paid plays.
 */
const FIXED_KINDS = ['chain', 'free', 'olympia', 'wonder', 'discard'] as const;
type FixedKind = (typeof FIXED_KINDS)[number];
const KIND_INDEX: Readonly<Record<FixedKind, number>> = { chain: 0, free: 1, olympia: 2, wonder: 3, discard: 4 };
// Indexed by (kind, city, card index): an array lookup, not a Map's.
const FIXED: (PlayAction | undefined)[] = new Array<PlayAction | undefined>(FIXED_KINDS.length * 8 * 128).fill(undefined);

function fixedAction(kind: FixedKind, city: number, ci: number): PlayAction {
  const key = (KIND_INDEX[kind] * 8 + city) * 128 + ci;
  let a = FIXED[key];
  if (a === undefined) {
    const card = CARDS[ci]!.id;
    switch (kind) {
      case 'chain':
        a = { type: 'play', city, card, how: 'build', via: 'chain', pay: ZERO_PAY };
        break;
      case 'free':
        a = { type: 'play', city, card, how: 'build', via: 'cost', pay: ZERO_PAY };
        break;
      case 'olympia':
        a = { type: 'play', city, card, how: 'build', via: 'olympia', pay: ZERO_PAY };
        break;
      case 'wonder':
        a = { type: 'play', city, card, how: 'wonder', pay: ZERO_PAY };
        break;
      case 'discard':
        a = { type: 'play', city, card, how: 'discard' };
        break;
    }
    FIXED[key] = Object.freeze(a);
  }
  return a;
}

export function tradeSides(state: SwState, city: number): TradeSides {
  return {
    buyer: cityInfo(state.cities[city]!),
    left: cityInfo(state.cities[leftCity(state, city)]!),
    right: cityInfo(state.cities[rightCity(state, city)]!)
  };
}

/** Every payment for a packed resource cost plus a coin cost, within `coins`. */
export function paymentsFor(sides: TradeSides, cost: number, coinCost: number, coins: number): Payment[] {
  if (coinCost > coins) return [];
  const packed = enumeratePayments(cost, sides, coins - coinCost);
  const out: Payment[] = new Array<Payment>(packed.length);
  for (let i = 0; i < packed.length; i++) out[i] = toPayment(packed[i]!, coinCost);
  return out;
}

/** Distinct card indexes among `uids`, ascending (so the list order never depends on the deal). */
function distinctCards(uids: readonly number[]): number[] {
  let w0 = 0, w1 = 0, w2 = 0;
  for (const u of uids) {
    const c = INSTANCE_CARD[u]!;
    if (c < 32) w0 |= 1 << c;
    else if (c < 64) w1 |= 1 << (c - 32);
    else w2 |= 1 << (c - 64);
  }
  const out: number[] = [];
  pushBits(out, w0, 0);
  pushBits(out, w1, 32);
  pushBits(out, w2, 64);
  return out;
}

/** Appends `base` + the index of each set bit of `w`, lowest first (only the set bits are visited). */
function pushBits(out: number[], w: number, base: number): void {
  while (w !== 0) {
    const low = w & -w;
    out.push(base + 31 - Math.clz32(low));
    w ^= low;
  }
}

/** True when the city owns a chain prerequisite of card `ci` (§4.7). */
export function chainOwned(info: CityInfo, ci: number): boolean {
  for (const p of CARD_CHAIN[ci]!) if (hasCard(info, p)) return true;
  return false;
}

/**
 * Every way `city` may play one of the cards `uids`, paying from `coins` (the coins held at the
 * start of the round, or for Babylon's 7th card the coins it holds then; §4.6 rule 7, §9.3.10).
 */
export function cardPlays(state: SwState, city: number, uids: readonly number[], coins: number): PlayAction[] {
  const cs = state.cities[city]!;
  const sides = tradeSides(state, city);
  const info = sides.buyer;
  const out: PlayAction[] = [];
  let stagePays: Payment[] | null = null;
  if (info.stagesBuilt < info.stagesTotal) {
    stagePays = paymentsFor(sides, stageCost(cs.wonder, cs.side, info.stagesBuilt), 0, coins);
  }
  const olympia = hasPower(info, 'freeBuild') && cs.olympiaAge !== state.age;
  for (const ci of distinctCards(uids)) {
    const card = CARDS[ci]!.id;
    if (!hasCard(info, ci)) {
      if (chainOwned(info, ci)) {
        // Paying instead of chaining would only give coins away; listed once, for free (§4.7).
        out.push(fixedAction('chain', city, ci));
      } else if (CARD_COST[ci] === 0 && CARD_COINS[ci] === 0) {
        out.push(fixedAction('free', city, ci));
      } else {
        if (olympia) out.push(fixedAction('olympia', city, ci));
        const coinCost = CARD_COINS[ci]!;
        if (coinCost <= coins) {
          // paymentsFor's list, without the list
          const packed = enumeratePayments(CARD_COST[ci]!, sides, coins - coinCost);
          for (let i = 0; i < packed.length; i++) out.push({ type: 'play', city, card, how: 'build', via: 'cost', pay: toPayment(packed[i]!, coinCost) });
        }
      }
    }
    if (stagePays) {
      for (const pay of stagePays) out.push(pay === ZERO_PAY ? fixedAction('wonder', city, ci) : { type: 'play', city, card, how: 'wonder', pay });
    }
    out.push(fixedAction('discard', city, ci));
  }
  return out;
}

/** Plays for `city` from `uids`, with the Free City's restrictions when it is the Free City. */
export function cityPlays(state: SwState, city: number, uids: readonly number[], coins: number): PlayAction[] {
  const plays = cardPlays(state, city, uids, coins);
  return city === FREE_CITY && hasFreeCity(state) ? restrictFreeCity(plays) : plays;
}

/** The cards the holder may give the Free City: the hand after drawing, minus the holder's own pick. */
export function freeCityCandidates(state: SwState): number[] {
  const holder = holderSeat(state);
  const own = state.commits[holder];
  const hand = state.hands[holder]!;
  if (!own) return hand.slice();
  const i = hand.indexOf(own.uid);
  return hand.filter((_, k) => k !== i);
}

function playPhase(state: SwState, seat: number): SwAction[] {
  if (!state.commits[seat]) return cityPlays(state, seat, state.hands[seat]!, state.cities[seat]!.coins);
  if (hasFreeCity(state) && holderSeat(state) === seat && !state.commits[FREE_CITY]) {
    return cityPlays(state, FREE_CITY, freeCityCandidates(state), state.cities[FREE_CITY]!.coins);
  }
  return [];
}

/** Halicarnassus: each distinct discarded card the city has not built, then "decline". */
export function discardBuilds(state: SwState, city: number): SwAction[] {
  const info = cityInfo(state.cities[city]!);
  const out: SwAction[] = [];
  for (const ci of distinctCards(state.discard)) if (!hasCard(info, ci)) out.push(Object.freeze({ type: 'discardBuild', city, card: CARDS[ci]!.id }));
  if (out.length > 0) out.push(Object.freeze({ type: 'discardBuild', city, card: null }));
  return out;
}

/** Every legal action for `seat` now (empty when the seat is not to act). */
export function legalActions(state: SwState, seat: number): SwAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  switch (state.phase) {
    case 'wonders': {
      if (seat !== state.cities.length) return [];
      const taken = state.cities.map((c) => c.wonder);
      return WONDER_IDS.filter((w) => !taken.includes(w)).map((wonder) => ({ type: 'wonder', wonder }));
    }
    case 'sides':
      return state.sideChoices[seat] === null ? SIDES.map((side) => ({ type: 'side', side })) : [];
    case 'play':
      return playPhase(state, seat);
    case 'seventh':
      if (controllerOf(state, state.actor) !== seat) return [];
      return cityPlays(state, state.actor, [state.seventh], state.cities[state.actor]!.coins);
    case 'discardBuild':
      return controllerOf(state, state.actor) === seat ? discardBuilds(state, state.actor) : [];
    case 'over':
      return [];
  }
}

/** Seats that must decide now. */
export function pendingSeats(state: SwState): number[] {
  switch (state.phase) {
    case 'wonders':
      return [state.cities.length];
    case 'sides':
      return state.sideChoices.flatMap((s, i) => (s === null ? [i] : []));
    case 'play': {
      const out: number[] = [];
      for (let s = 0; s < state.players; s++) {
        if (!state.commits[s] || (hasFreeCity(state) && holderSeat(state) === s && !state.commits[FREE_CITY])) out.push(s);
      }
      return out;
    }
    case 'seventh':
    case 'discardBuild':
      return [controllerOf(state, state.actor)];
    case 'over':
      return [];
  }
}
