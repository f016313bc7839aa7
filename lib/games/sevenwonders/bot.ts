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
 */
import type { Bot, BotFactory, BotInput } from '../../bots/types';
import { CAP, tradeCost, vecOf } from './bot-market';
import { DEFAULT_TUNING, cardDefOf, cityCtx, coinValue, militaryGain, stageValue, structureValue, tableOf, type CityCtx, type Table, type Tuning } from './bot-value';
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

/** Noise (± tenths of a VP) per level: level 1 errs a little, level 3 never. */
const NOISE = [0, 4, 2, 0];

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

/**
 * Denial bonus per card id: the next player's best card, by how much it beats their second
 * best, weighted by how much that player is a rival. Other cards get nothing (they would take
 * the best one anyway).
 */
function denials(t: Table, seat: number): Map<string, number> {
  const out = new Map<string, number>();
  const p = nextCity(t.view, seat);
  const hand = t.view.hand;
  if (p < 0 || !hand || hand.length < 2 || t.rival[p] === 0) return out;
  const cc = cityCtx(t, p, false);
  const vals = hand.map((h) => {
    const def = cardDefOf(h.card);
    if (cc.built.has(def.id)) return 0;
    const chained = def.chainFrom.some((c) => cc.built.has(c));
    const trade = chained ? 0 : tradeCost(cc.market, vecOf(def.cost));
    const cost = chained ? 0 : def.coins + trade;
    if (trade >= CAP || cost > cc.city.coins) return 0;
    return structureValue(t, cc, def, { cheap: true }) + coinValue(t, cc.city.coins, -cost);
  });
  let best = -1;
  for (let i = 0; i < vals.length; i++) if (best < 0 || vals[i]! > vals[best]!) best = i;
  const id = hand[best]!.card;
  let second = 0;
  for (let i = 0; i < vals.length; i++) if (i !== best && hand[i]!.card !== id) second = Math.max(second, vals[i]!);
  if (hand.filter((h) => h.card === id).length > 1) return out;
  const gain = vals[best]! - Math.max(0, second);
  if (gain > 0) out.set(id, gain * t.rival[p]! * t.k.deny);
  return out;
}

/** Value of one play for the seat's own city. */
function ownPlayValue(t: Table, cc: CityCtx, a: PlayAction, cache: Map<string, number>): number {
  switch (a.how) {
    case 'discard':
      return coinValue(t, cc.city.coins, 3);
    case 'wonder': {
      const stage = cc.stagesLeft[0];
      if (!stage) return -1000;
      return stageValue(t, cc) + paymentValue(t, cc, a.pay);
    }
    case 'build': {
      let v = cache.get(a.card);
      if (v === undefined) {
        v = structureValue(t, cc, cardDefOf(a.card));
        cache.set(a.card, v);
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

function noise(level: number, rng: Input['rng']): number {
  const k = NOISE[Math.max(1, Math.min(3, level))]!;
  return k > 0 ? rng.below(2 * k + 1) - k : 0;
}

/** Every play with its value (tenths of a VP, noise included), in the order of `actions`. */
export function playValues(level: number, k: Tuning, { seat, view, actions, rng }: Input): { action: PlayAction; value: number }[] {
  const first = actions[0] as PlayAction;
  const city = first.city;
  const t = tableOf(view, seat, k);
  const deny = denials(t, seat);
  const isFc = view.freeCity !== null && city === view.freeCity;
  const cc = cityCtx(t, city, !isFc);
  const cache = new Map<string, number>();
  const bonus = new Map<string, number>();
  const out: { action: PlayAction; value: number }[] = [];
  for (const a of actions) {
    if (a.type !== 'play') continue;
    let v = (isFc ? freeCityPlayValue(t, seat, cc, a) : ownPlayValue(t, cc, a, cache)) + (deny.get(a.card) ?? 0);
    if (level < 3) {
      const key = `${a.card}|${a.how}`;
      let n = bonus.get(key);
      if (n === undefined) {
        n = noise(level, rng);
        bonus.set(key, n);
      }
      v += n;
    }
    out.push({ action: a, value: v });
  }
  return out;
}

function choosePlay(level: number, k: Tuning, input: Input): SwAction {
  let best: SwAction = input.actions[0]!;
  let bestV = -Infinity;
  for (const { action, value } of playValues(level, k, input)) {
    if (value > bestV) {
      bestV = value;
      best = action;
    }
  }
  return best;
}

/** Halicarnassus: the discarded card worth most, or declining (worth 0) when none is worth more. */
function chooseDiscardBuild(k: Tuning, input: Input): SwAction {
  const { seat, view, actions } = input;
  const first = actions[0] as DiscardBuildAction;
  const t = tableOf(view, seat, k);
  const isFc = view.freeCity !== null && first.city === view.freeCity;
  const cc = cityCtx(t, first.city, !isFc);
  let best: SwAction = actions.find((a) => a.type === 'discardBuild' && a.card === null) ?? first;
  let bestV = 0;
  for (const a of actions) {
    if (a.type !== 'discardBuild' || a.card === null) continue;
    const v = isFc ? freeCityPlayValue(t, seat, cc, a) : structureValue(t, cc, cardDefOf(a.card));
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

export function chooseAction(level: number, input: Input, k: Tuning = DEFAULT_TUNING): SwAction {
  const { actions, view, seat } = input;
  const first = actions[0]!;
  if (actions.length === 1) return first;
  switch (first.type) {
    case 'wonder': {
      for (const w of WONDER_ORDER) {
        const a = actions.find((x) => x.type === 'wonder' && x.wonder === w);
        if (a) return a;
      }
      return first;
    }
    case 'side': {
      const wonder = view.cities[seat]?.wonder ?? WONDERS[0]!.id;
      return actions.find((x) => x.type === 'side' && x.side === SIDE_CHOICE[wonder]) ?? first;
    }
    case 'discardBuild':
      return chooseDiscardBuild(k, input);
    case 'play':
      return choosePlay(level, k, input);
  }
}

/** A heuristic bot with other weights (self-play tuning). */
export function tunedHeuristic(k: Tuning): BotFactory<SwView, SwAction> {
  return (level: number): Bot<SwView, SwAction> => ({
    name: 'heuristic',
    choose: (input) => chooseAction(level, input, k)
  });
}

export const sevenWondersHeuristic: BotFactory<SwView, SwAction> = tunedHeuristic(DEFAULT_TUNING);
