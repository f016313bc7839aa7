/**
 * Resolving plays (rules §4.12): pay, place, immediate effects, round-6 leftovers, Babylon's
 * 7th card, Halicarnassus, then passing hands or ending the Age with military conflicts.
 * Functions taking a Draft change it (the working copy of the flow's apply, flow.ts).
 */
import { Rng } from '../../core/rng';
import { dropInterrupt, interruptFirst, interruptLast } from '../../core/flow';
import { CARDS, DEFEAT_TOKEN, DISCARD_COINS, ROUNDS_PER_AGE, VICTORY_TOKENS } from './cards';
import { COLOUR_INDEX, INSTANCE_CARD, stagesOf } from './catalog';
import { cityInfo, cityCount, hasPower, leftOf, rightOf } from './production';
import { POWERS } from './powers';
import { handSeatOf, holderSeat } from './seats';
import { drawForHolder, startAge, type Draft } from './setup';
import { FREE_CITY, type CityState, type DiscardBuildAction, type PlayAction, type SwState } from './types';

/** Mutable per-city working copy during a resolution. */
interface Work {
  coins: number[];
  built: (readonly number[])[];
  stages: (readonly number[])[];
  olympiaAge: number[];
  discard: number[];
  /** A city whose Halicarnassus stage these placements built (its power is then queued), else -1. */
  halicarnassus: number;
}

function openWork(state: SwState): Work {
  const w: Work = { coins: [], built: [], stages: [], olympiaAge: [], discard: state.discard.slice(), halicarnassus: -1 };
  for (const c of state.cities) {
    w.coins.push(c.coins);
    w.built.push(c.built);
    w.stages.push(c.stages);
    w.olympiaAge.push(c.olympiaAge);
  }
  return w;
}

/** Step 3 and 4: pay (to the bank and to the selling neighbours) and place the card. */
function payAndPlace(w: Work, state: SwState, action: PlayAction, uid: number): void {
  const c = action.city;
  const n = cityCount(state.players);
  if (action.how === 'discard') {
    w.discard.push(uid);
    w.coins[c]! += DISCARD_COINS;
    return;
  }
  const pay = action.pay;
  w.coins[c]! -= pay.toLeft + pay.toRight + pay.toBank;
  w.coins[leftOf(c, n)]! += pay.toLeft;
  w.coins[rightOf(c, n)]! += pay.toRight;
  if (action.how === 'build') {
    w.built[c] = [...w.built[c]!, uid];
    if (action.via === 'olympia') w.olympiaAge[c] = state.age;
  } else {
    const k = w.stages[c]!.length;
    w.stages[c] = [...w.stages[c]!, uid];
    const cs = state.cities[c]!;
    if (stagesOf(cs.wonder, cs.side)[k]!.effect.power === 'discardBuild') w.halicarnassus = c;
  }
}

function closeCities(state: SwState, w: Work): CityState[] {
  const out: CityState[] = [];
  for (let i = 0; i < state.cities.length; i++) {
    const c = state.cities[i]!;
    const coins = w.coins[i]!;
    out.push(
      c.coins === coins && c.built === w.built[i] && c.stages === w.stages[i] && c.olympiaAge === w.olympiaAge[i]
        ? c
        : { wonder: c.wonder, side: c.side, coins, built: w.built[i]!, stages: w.stages[i]!, tokens: c.tokens, olympiaAge: w.olympiaAge[i]! }
    );
  }
  return out;
}

/** Adds `gain` coins to `cities[city]` (a new city object in the caller's own array); 0 changes nothing. */
function addCoins(cities: CityState[], city: number, gain: number): void {
  if (gain === 0) return;
  const c = cities[city]!;
  cities[city] = { wonder: c.wonder, side: c.side, coins: c.coins + gain, built: c.built, stages: c.stages, tokens: c.tokens, olympiaAge: c.olympiaAge };
}

/**
 * Step 5: coins a play brings once placed, counted on the cities after every placement of the
 * round (§4.12 step 5, §9.3.9): Tavern, Vineyard, Bazar, Haven, Lighthouse, Chamber of
 * Commerce, Arena, and Ephesus / Rhodes B stages.
 */
export function playIncome(cities: readonly CityState[], city: number, how: 'build' | 'wonder', uid: number): number {
  const cs = cities[city]!;
  if (how === 'wonder') return stagesOf(cs.wonder, cs.side)[cs.stages.length - 1]!.effect.coins ?? 0;
  const e = CARDS[INSTANCE_CARD[uid]!]!.effect;
  const n = cities.length;
  switch (e.kind) {
    case 'coins':
      return e.coins;
    case 'coinsPerCard': {
      const k = COLOUR_INDEX[e.colour];
      const count = [city, leftOf(city, n), rightOf(city, n)].reduce((s, i) => s + cityInfo(cities[i]!).colours[k]!, 0);
      return count * e.coins;
    }
    case 'commerce': {
      const info = cityInfo(cs);
      const count = e.counts === 'stages' ? info.stagesBuilt : info.colours[COLOUR_INDEX[e.counts]]!;
      return count * e.coins;
    }
    default:
      return 0;
  }
}

/** Queues the Halicarnassus power the placements triggered (behind anything already queued). */
function queueHalicarnassus(d: Draft, w: Work): void {
  if (w.halicarnassus >= 0) interruptLast(POWERS, d, { power: 'discardBuild', city: w.halicarnassus });
}

/**
 * Resolves a round once every city has committed (§4.12 steps 2–8): every play is revealed, paid
 * and placed, coins counted; round 6's leftovers are discarded except Babylon B's 7th card. The
 * wonder powers this triggers are queued; with none, the round ends at once.
 */
export function resolveRound(d: Draft): void {
  const state: SwState = d;
  const w = openWork(state);
  const hands = state.hands.map((h) => h.slice());
  const commits = state.commits.map((c) => c!);
  for (const { action, uid } of commits) {
    const hand = hands[handSeatOf(state, action.city)]!;
    hand.splice(hand.indexOf(uid), 1);
    payAndPlace(w, state, action, uid);
  }
  // incomes count the cities after every placement; only coins differ from the final cities
  const placed = closeCities(state, w);
  // Summed first: each income reads the placed cities as they stand (most rounds bring none).
  let gains: number[] | null = null;
  for (const { action, uid } of commits) {
    if (action.how === 'discard') continue;
    const g = playIncome(placed, action.city, action.how, uid);
    if (g !== 0) {
      gains ??= new Array<number>(placed.length).fill(0);
      gains[action.city]! += g;
    }
  }
  if (gains) for (let i = 0; i < placed.length; i++) addCoins(placed, i, gains[i]!);
  d.cities = placed;
  d.discard = w.discard;
  d.revealed = commits;
  d.commits = commits.map(() => null);
  queueHalicarnassus(d, w);
  if (d.round < ROUNDS_PER_AGE) {
    d.hands = hands;
    endRoundAfterPowers(d);
    return;
  }
  // Round 6: leftovers go face down to the discard pile for no coins, except Babylon B's 7th card.
  let seventhCity = -1;
  let seventhUid = -1;
  hands.forEach((hand, seat) => {
    for (const uid of hand) {
      const city = seventhCityFor(d, seat);
      if (city >= 0 && seventhCity < 0) {
        seventhCity = city;
        seventhUid = uid;
      } else {
        w.discard.push(uid);
      }
    }
  });
  w.discard.push(...d.pile);
  d.pile = [];
  d.hands = hands.map(() => []);
  d.discard = w.discard;
  // Babylon's 7th card comes first: before a Halicarnassus build of this round (§4.12).
  if (seventhCity >= 0) interruptFirst(POWERS, d, { power: 'seventh', city: seventhCity, uid: seventhUid });
  endRoundAfterPowers(d);
}

/**
 * The city that plays seat's round-6 leftover as a 7th card, or -1: the seat's own Babylon B
 * with stage 2 built; in 2 players also a Babylon B Free City, whose 7th card is the holder's
 * leftover third card (decision in docs/rules-decisions.md).
 */
function seventhCityFor(d: SwState, seat: number): number {
  if (hasPower(cityInfo(d.cities[seat]!), 'seventhCard')) return seat;
  if (d.players === 2 && holderSeat(d) === seat && hasPower(cityInfo(d.cities[FREE_CITY]!), 'seventhCard')) return FREE_CITY;
  return -1;
}

/** Babylon B plays its 7th card (the power at the head of the queue) with the coins it holds now (§9.3.10). */
export function playSeventh(d: Draft, action: PlayAction): void {
  const uid = d.seventh;
  dropInterrupt(POWERS, d);
  const state: SwState = d;
  const w = openWork(state);
  payAndPlace(w, state, action, uid);
  const placed = closeCities(state, w);
  if (action.how !== 'discard') addCoins(placed, action.city, playIncome(placed, action.city, action.how, uid));
  d.cities = placed;
  d.discard = w.discard;
  d.revealed = [...d.revealed, { action, uid }];
  queueHalicarnassus(d, w);
  endRoundAfterPowers(d);
}

/** Halicarnassus builds the chosen discarded card for free, or declines (the power at the head of the queue). */
export function buildFromDiscard(d: Draft, action: DiscardBuildAction): void {
  dropInterrupt(POWERS, d);
  if (action.card !== null) {
    const uid = d.discard.find((u) => CARDS[INSTANCE_CARD[u]!]!.id === action.card)!;
    const city = action.city;
    d.discard = d.discard.filter((u) => u !== uid);
    const cities = d.cities.map((c, i) => (i === city ? { ...c, built: [...c.built, uid] } : c));
    addCoins(cities, city, playIncome(cities, city, 'build', uid));
    d.cities = cities;
    d.revealed = [...d.revealed, { action, uid }];
  }
  endRoundAfterPowers(d);
}

/** The round ends once its wonder powers are settled (or lost): then hands pass or the Age ends. */
export function endRoundAfterPowers(d: Draft): void {
  if (POWERS.get(d).length === 0) endRound(d);
}

/** Pass hands (rounds 1–5) or end the Age: military, then the next Age or the end (§4.9–4.11). */
function endRound(d: Draft): void {
  d.phase = 'play';
  if (d.round < ROUNDS_PER_AGE) {
    d.round += 1;
    d.hands = passHands(d);
    drawForHolder(d);
    return;
  }
  d.cities = military(d.cities, d.age);
  if (d.age === 3) {
    d.phase = 'over';
    return;
  }
  const rng = new Rng(d.rng);
  startAge(d, d.age + 1, rng);
  d.rng = rng.state();
}

function passHands(d: SwState): (readonly number[])[] {
  const n = d.players;
  if (n === 2) return [d.hands[1]!, d.hands[0]!];
  const out: (readonly number[])[] = new Array<readonly number[]>(n);
  for (let s = 0; s < n; s++) out[d.age === 2 ? rightOf(s, n) : leftOf(s, n)] = d.hands[s]!;
  return out;
}

/** Each pair of neighbouring cities compares shields once per Age (§4.11). */
export function military(cities: readonly CityState[], age: number): CityState[] {
  const n = cities.length;
  const tokens = cities.map((c) => c.tokens.slice());
  const win = VICTORY_TOKENS[age - 1]!;
  for (let i = 0; i < n; i++) {
    const j = leftOf(i, n);
    const a = cityInfo(cities[i]!).shields;
    const b = cityInfo(cities[j]!).shields;
    if (a > b) {
      tokens[i]!.push(win);
      tokens[j]!.push(DEFEAT_TOKEN);
    } else if (b > a) {
      tokens[j]!.push(win);
      tokens[i]!.push(DEFEAT_TOKEN);
    }
  }
  return cities.map((c, i) => ({ ...c, tokens: tokens[i]! }));
}
