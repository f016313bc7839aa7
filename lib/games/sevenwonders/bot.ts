/**
 * The 7 Wonders heuristic player (issue 3 item 5). It reads only its seat's view and the legal
 * actions, never the state. Every action gets a value in tenths of a victory point:
 * - build: what the structure is worth to the city (bot-value.ts), minus what the payment costs
 *   (the cheapest payment; among equal ones, the one that pays the lesser rival);
 * - Wonder stage: what the stage gives, minus its payment;
 * - discard: three coins;
 * plus, for whichever card is used, a denial bonus when it is the card the next player would
 * want most. Ties keep the engine's order (cheapest payment first), so the choice is stable.
 * Cards played for the 2-player Free City are chosen to hurt the rival and help this seat.
 *
 * It is a `Scorer` (lib/core/entry.ts): the registry drives it with the shared scoring-bot driver
 * (lib/bots/scoring.ts), which adds each level's noise and picks.
 */
import type { BotInput, Scorer } from '../../core/entry';
import { CAP, tradeCost } from './bot-market';
import { DEFAULT_TUNING, cardDefOf, cityCtx, costVecOf, coinValue, militaryGain, stageValue, structureValue, tableOf, type CityCtx, type Table, type Tuning } from './bot-value';
import type { DiscardBuildAction, Payment, PlayAction, Side, SwAction, WonderId } from './types';
import type { SwView } from './view';
import { WONDERS } from './wonders';

type Input = BotInput<SwView, SwAction>;

/**
 * Wonders in order of preference when players choose them, and the side to take when sides are
 * chosen: from 2,400 four-player self-play games (score and win share per Wonder and side).
 */
const WONDER_ORDER: readonly WonderId[] = ['olympia', 'rhodes', 'halicarnassus', 'babylon', 'ephesus', 'giza', 'alexandria'];

const SIDE_CHOICE: Readonly<Record<WonderId, Side>> = {
  rhodes: 'B',
  alexandria: 'B',
  ephesus: 'B',
  babylon: 'B',
  olympia: 'B',
  halicarnassus: 'B',
  giza: 'B'
};

function paid(p: Payment): number {
  return p.toLeft + p.toRight + p.toBank;
}

/**
 * Value (tenths) of a payment for `cc`: the coins spent, then (as a tie-break among payments of
 * the same price) the coins handed to a neighbour, weighted by how much it is a rival: with equal
 * prices the bot pays the neighbour who is not the leader (in 2 players, the Free City).
 */
function paymentValue(t: Table, cc: CityCtx, p: Payment): number {
  const spent = paid(p);
  if (spent === 0) return 0;
  const feed = (p.toLeft * t.rival[cc.city.left]! + p.toRight * t.rival[cc.city.right]!) * t.k.feed;
  return coinValue(t, cc.city.coins, -spent) - feed;
}

/** The city that receives this seat's hand after the round, or -1 when the hand is not passed on. */
function nextCity(view: SwView, seat: number): number {
  if (view.phase !== 'play' || view.round >= 6) return -1;
  if (view.players === 2) return 1 - seat;
  const me = view.cities[seat]!;
  return view.age === 2 ? me.right : me.left;
}

/** The one card a denial bonus goes to. */
interface Denial {
  readonly card: string;
  readonly bonus: number;
}

/**
 * Denial bonus: the next player's best card, by how much it beats their second
 * best, weighted by how much that player is a rival. Other cards get nothing (they would take
 * the best one anyway).
 */
function denials(t: Table, seat: number): Denial | null {
  const p = nextCity(t.view, seat);
  const hand = t.view.hand;
  if (p < 0 || !hand || hand.length < 2 || t.rival[p] === 0) return null;
  const cc = cityCtx(t, p, false);
  const vals = hand.map((h) => {
    const def = cardDefOf(h.card);
    if (cc.built.has(def.id)) return 0;
    const chained = def.chainFrom.some((c) => cc.built.has(c));
    const trade = chained ? 0 : tradeCost(cc.market, costVecOf(def));
    const cost = chained ? 0 : def.coins + trade;
    if (trade >= CAP || cost > cc.city.coins) return 0;
    return structureValue(t, cc, def, { cheap: true }) + coinValue(t, cc.city.coins, -cost);
  });
  let best = -1;
  for (let i = 0; i < vals.length; i++) if (best < 0 || vals[i]! > vals[best]!) best = i;
  const id = hand[best]!.card;
  let second = 0;
  for (let i = 0; i < vals.length; i++) if (i !== best && hand[i]!.card !== id) second = Math.max(second, vals[i]!);
  if (hand.filter((h) => h.card === id).length > 1) return null;
  const gain = vals[best]! - Math.max(0, second);
  return gain > 0 ? { card: id, bonus: gain * t.rival[p]! * t.k.deny } : null;
}

/** What one decision's plays share: a structure's value by card id, the next stage's value once known. */
interface PlayCache {
  readonly byCard: Map<string, number>;
  stage: number | null;
}

/** Value of one play for the seat's own city. */
function ownPlayValue(t: Table, cc: CityCtx, a: PlayAction, cache: PlayCache): number {
  switch (a.how) {
    case 'discard':
      return coinValue(t, cc.city.coins, 3);
    case 'wonder': {
      const stage = cc.stagesLeft[0];
      if (!stage) return -1000;
      // The same stage whichever card goes under it: valued once per decision.
      cache.stage ??= stageValue(t, cc);
      return cache.stage + paymentValue(t, cc, a.pay);
    }
    case 'build': {
      let v = cache.byCard.get(a.card);
      if (v === undefined) {
        v = structureValue(t, cc, cardDefOf(a.card));
        cache.byCard.set(a.card, v);
      }
      if (a.via === 'olympia') {
        // Using the once-per-Age free build now forgoes using it on a dearer card later this Age.
        return v - (t.roundsLeftAge >= 2 ? 15 + 3 * t.roundsLeftAge : 0);
      }
      return v + paymentValue(t, cc, a.pay);
    }
  }
}

/**
 * Value to this seat of a play made for the Free City: its shields against me and my rival,
 * the coins it pays each of us, and (through the caller) the card it takes from my rival.
 */
function freeCityPlayValue(t: Table, seat: number, fc: CityCtx, a: PlayAction | DiscardBuildAction): number {
  const rivalSeat = 1 - seat;
  const def = a.type === 'discardBuild' ? (a.card === null ? null : cardDefOf(a.card)) : a.how === 'build' ? cardDefOf(a.card) : null;
  let v = 0;
  let shields = def && def.effect.kind === 'shields' ? def.effect.shields : 0;
  if (a.type === 'play' && a.how === 'wonder') shields += fc.stagesLeft[0]?.effect.shields ?? 0;
  if (shields > 0) {
    // Seen from the Free City, a neighbour's result counts with weight −rivalry: my result counts
    // for me (−1), my rival's against me (+1); the Free City's own result is taken out.
    v += militaryGain(t, fc, shields, (c) => (c === seat ? -1 : c === rivalSeat ? 1 : 0)) - militaryGain(t, fc, shields, () => 0);
  }
  if (a.type === 'play' && a.how !== 'discard') {
    const me = t.view.cities[seat]!;
    const toMe = fc.city.left === seat ? a.pay.toLeft : a.pay.toRight;
    const toRival = fc.city.left === seat ? a.pay.toRight : a.pay.toLeft;
    v += coinValue(t, me.coins, toMe) - coinValue(t, t.view.cities[rivalSeat]!.coins, toRival);
  }
  // Guilds of either player that count the Free City's cards of this colour.
  if (def) {
    for (const [who, sign] of [[seat, 1], [rivalSeat, -1]] as const) {
      for (const g of t.view.cities[who]!.byColour.purple) {
        const e = cardDefOf(g.card).effect;
        if (e.kind === 'neighbourCards' && e.colour === def.colour) v += sign * e.vp * 10;
      }
    }
  }
  return v;
}

/**
 * Every play's value (tenths of a VP) for the decision in `input`, by action index (0 for an
 * action that is not a play); also the search's ranking (evaluate.ts).
 */
export function playValues(k: Tuning, { seat, view, actions }: Input): number[] {
  const first = actions[0] as PlayAction;
  const city = first.city;
  const t = tableOf(view, seat, k);
  const deny = denials(t, seat);
  const isFc = view.freeCity !== null && city === view.freeCity;
  const cc = cityCtx(t, city, !isFc);
  const cache: PlayCache = { byCard: new Map<string, number>(), stage: null };
  const out = new Array<number>(actions.length).fill(0);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.type !== 'play') continue;
    out[i] = (isFc ? freeCityPlayValue(t, seat, cc, a) : ownPlayValue(t, cc, a, cache)) + (deny !== null && deny.card === a.card ? deny.bonus : 0);
  }
  return out;
}

/**
 * The scorer of one action from values by action index: the driver asks in list order, so the
 * next index is tried first, a search through the list otherwise (an unlisted action scores 0).
 */
function byIndex(actions: readonly SwAction[], values: readonly number[]): (a: SwAction) => number {
  let next = 0;
  return (a) => {
    const i = actions[next] === a ? next : actions.indexOf(a);
    if (i < 0) return 0;
    next = i + 1;
    return values[i]!;
  };
}

/**
 * Halicarnassus: each discarded card's value; declining is worth 0 and wins ties (a card worth
 * nothing is not taken), so a card is scored 1 below its value when that value is not positive.
 */
function discardBuildValues(k: Tuning, { seat, view, actions }: Input): Map<SwAction, number> {
  const first = actions[0] as DiscardBuildAction;
  const t = tableOf(view, seat, k);
  const isFc = view.freeCity !== null && first.city === view.freeCity;
  const cc = cityCtx(t, first.city, !isFc);
  const out = new Map<SwAction, number>();
  for (const a of actions) {
    if (a.type !== 'discardBuild') continue;
    if (a.card === null) {
      out.set(a, 0);
      continue;
    }
    const v = isFc ? freeCityPlayValue(t, seat, cc, a) : structureValue(t, cc, cardDefOf(a.card));
    out.set(a, v > 0 ? v : v - 1);
  }
  return out;
}

/**
 * Wonder and side preferences are scored this far apart: beyond any level's noise (±4 VP at
 * level 1), so levels change how cards are played, never which Wonder or side is preferred.
 */
const PREFERENCE = 1000;

/**
 * The heuristic as a scorer for the shared scoring-bot driver (lib/bots/scoring.ts): scores in
 * tenths of a VP, unit 10 (one VP), so level 1 plays with ±4 VP of noise per action, level 2
 * with ±1 VP, level 3 with none. Ties keep the engine's order (cheapest payment first).
 */
export function tunedScorer(k: Tuning): Scorer<SwView, SwAction> {
  return {
    name: 'heuristic',
    unit: 10,
    prepare(input) {
      const { actions, view, seat } = input;
      switch (actions[0]!.type) {
        case 'wonder':
          return (a) => (a.type === 'wonder' ? (WONDER_ORDER.length - WONDER_ORDER.indexOf(a.wonder)) * PREFERENCE : 0);
        case 'side': {
          const wonder = view.cities[seat]?.wonder ?? WONDERS[0]!.id;
          return (a) => (a.type === 'side' && a.side === SIDE_CHOICE[wonder] ? PREFERENCE : 0);
        }
        case 'discardBuild': {
          const values = discardBuildValues(k, input);
          return (a) => values.get(a) ?? 0;
        }
        case 'play':
          return byIndex(actions, playValues(k, input));
      }
    }
  };
}

export const sevenWondersScorer: Scorer<SwView, SwAction> = tunedScorer(DEFAULT_TUNING);
