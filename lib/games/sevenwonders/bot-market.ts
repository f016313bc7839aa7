/**
 * The heuristic bot's picture of trade, built from the view only: what a city produces, what
 * its neighbours sell and at what price, and an estimate of the coins a resource cost would take.
 * Used to value production and discounts by how much they cheapen the structures still to come
 * (the "burden"). Resource vectors are the kit's bags: arrays of 7 counts in RESOURCES order.
 */
import { AGE_DECKS, CARDS, GUILD_IDS, type CardDef } from './cards';
import { bagOf, resourceIndex } from '../../core/resources';
import { RESOURCES, type Resource } from './types';
import type { CityView, ProductionView } from './view';
import type { StagePower } from './wonders';

export type Vec = number[];

export const RES_INDEX: Readonly<Record<Resource, number>> = resourceIndex(RESOURCES);

export interface Prod {
  readonly fixed: Vec;
  /** Each "/" source as the list of resource indexes it may give. */
  readonly choices: readonly (readonly number[])[];
}

/** What one city can use and buy. Prices are what this city pays per unit, left / right. */
export interface Market {
  readonly own: Prod;
  readonly left: Prod;
  readonly right: Prod;
  readonly priceL: Vec;
  readonly priceR: Vec;
}

/** A resource list as a kit bag (7 counts in RESOURCES order). */
export function vecOf(list: readonly Resource[]): Vec {
  return bagOf(RESOURCES, list);
}

/*
 * Every Prod and Market is made by these two functions, never by a literal elsewhere or a spread:
 * one allocation site each gives one hidden class each, so the trade-cost walk (the heuristic's
 * hottest code) is not deoptimised by markets of different shapes.
 */
function prod(fixed: Vec, choices: readonly (readonly number[])[]): Prod {
  return { fixed, choices };
}

function market(own: Prod, left: Prod, right: Prod, priceL: Vec, priceR: Vec): Market {
  return { own, left, right, priceL, priceR };
}

export function prodOf(p: ProductionView): Prod {
  return prod(RESOURCES.map((r) => p.fixed[r]), p.choices.map((c) => c.map((r) => RES_INDEX[r])));
}

export function marketOf(cities: readonly CityView[], city: number): Market {
  const c = cities[city]!;
  return market(
    prodOf(c.production),
    prodOf(cities[c.left]!.sellable),
    prodOf(cities[c.right]!.sellable),
    RESOURCES.map((r) => c.prices.left[r]),
    RESOURCES.map((r) => c.prices.right[r])
  );
}

const RAW = [0, 1, 2, 3];
const GOODS = [4, 5, 6];

/** The market after the city builds a structure with effect `card` (production and discounts). */
export function marketWith(m: Market, card: CardDef): Market {
  const e = card.effect;
  switch (e.kind) {
    case 'produce': {
      const fixed = m.own.fixed.slice();
      for (const r of e.resources) fixed[RES_INDEX[r]]! += 1;
      return market(prod(fixed, m.own.choices), m.left, m.right, m.priceL, m.priceR);
    }
    case 'choice':
      return market(prod(m.own.fixed, [...m.own.choices, e.resources.map((r) => RES_INDEX[r])]), m.left, m.right, m.priceL, m.priceR);
    case 'discount': {
      const set = e.goods === 'raw' ? RAW : GOODS;
      const priceL = m.priceL.slice();
      const priceR = m.priceR.slice();
      for (const r of set) {
        if (e.from !== 'right') priceL[r] = 1;
        if (e.from !== 'left') priceR[r] = 1;
      }
      return market(m.own, m.left, m.right, priceL, priceR);
    }
    default:
      return m;
  }
}

/** The market after a Wonder power that changes trade (Alexandria's choices, Olympia B's discount). */
export function marketWithPower(m: Market, power: StagePower | undefined): Market {
  switch (power) {
    case 'rawChoice':
      return market(prod(m.own.fixed, [...m.own.choices, RAW]), m.left, m.right, m.priceL, m.priceR);
    case 'goodsChoice':
      return market(prod(m.own.fixed, [...m.own.choices, GOODS]), m.left, m.right, m.priceL, m.priceR);
    case 'rawDiscount': {
      const priceL = m.priceL.slice();
      const priceR = m.priceR.slice();
      for (const r of RAW) priceL[r] = priceR[r] = 1;
      return market(m.own, m.left, m.right, priceL, priceR);
    }
    default:
      return m;
  }
}

// ------------------------------------------------------------ cost estimate

/** What tradeCost returns for a cost nobody can cover (unless units nobody sells are priced). */
export const CAP = 9;

const rem: Vec = [0, 0, 0, 0, 0, 0, 0];
let sMarket: Market | null = null;
let sBest = CAP;
let sMissing = 0;

/**
 * Purchase cost of `rem` from the neighbours: cheaper side first, fixed units then "/" cards.
 * A unit nobody sells costs `sMissing` coins, or makes the cost CAP when that is 0.
 */
function purchase(m: Market): number {
  let cost = 0;
  let usedL = 0;
  let usedR = 0;
  for (let r = 0; r < 7; r++) {
    let n = rem[r]!;
    if (n === 0) continue;
    const leftFirst = m.priceL[r]! <= m.priceR[r]!;
    for (let side = 0; side < 2 && n > 0; side++) {
      const isL = (side === 0) === leftFirst;
      const p = isL ? m.left : m.right;
      const price = isL ? m.priceL[r]! : m.priceR[r]!;
      const take = Math.min(n, p.fixed[r]!);
      n -= take;
      cost += take * price;
      for (let k = 0; k < p.choices.length && n > 0; k++) {
        const bit = 1 << k;
        if ((isL ? usedL : usedR) & bit) continue;
        if (!p.choices[k]!.includes(r)) continue;
        if (isL) usedL |= bit;
        else usedR |= bit;
        n--;
        cost += price;
      }
    }
    if (n > 0) {
      if (sMissing === 0) return CAP;
      cost += n * sMissing;
    }
  }
  return cost;
}

function walk(k: number): void {
  if (sBest === 0) return;
  const m = sMarket!;
  let left = 0;
  for (let r = 0; r < 7; r++) left += rem[r]!;
  if (left === 0) {
    sBest = 0;
    return;
  }
  if (k === m.own.choices.length) {
    const c = purchase(m);
    if (c < sBest) sBest = c;
    return;
  }
  let used = false;
  for (const r of m.own.choices[k]!) {
    if (rem[r]! > 0) {
      used = true;
      rem[r]! -= 1;
      walk(k + 1);
      rem[r]! += 1;
    }
  }
  if (!used) walk(k + 1);
}

/**
 * Fewest coins to cover `cost` with own production plus purchases: CAP when impossible, or with
 * `missing` > 0, each unit nobody sells priced at `missing` (a smooth "how far from possible").
 */
export function tradeCost(m: Market, cost: Vec, missing = 0): number {
  let any = false;
  for (let r = 0; r < 7; r++) {
    const d = cost[r]! - m.own.fixed[r]!;
    rem[r] = d > 0 ? d : 0;
    if (d > 0) any = true;
  }
  if (!any) return 0;
  sMarket = m;
  sMissing = missing;
  sBest = missing === 0 ? CAP : Infinity;
  walk(0);
  sMarket = null;
  return sBest;
}

// ------------------------------------------------------------ future structures

export interface Target {
  readonly card: number;
  readonly age: number;
  readonly cost: Vec;
  readonly weight: number;
  /** The card and its chain parents as card-index bits, in three words (75 cards): built, it is no target. */
  readonly owned0: number;
  readonly owned1: number;
  readonly owned2: number;
}

/** Card index `ci` as a bit of word `ci >> 5`. */
export function cardBit(ci: number): number {
  return 1 << (ci & 31);
}

/** Buying weight per colour: how likely a bot wants such a structure later (10 = surely). */
const COLOUR_WEIGHT: Readonly<Record<string, number>> = { brown: 0, grey: 0, blue: 10, green: 9, red: 7, yellow: 5, purple: 10 };

const TARGETS = new Map<number, readonly Target[]>();

/** The weight of a structure among a city's future costs (0: not a target). */
export function targetWeight(players: number, def: CardDef): number {
  if (def.cost.length === 0) return 0;
  const w = COLOUR_WEIGHT[def.colour]!;
  return def.colour === 'purple' ? Math.floor((w * (Math.max(3, players) + 2)) / 10) : w;
}

/** Distinct structures with a resource cost, of every Age, for a player count. */
export function allTargets(players: number): readonly Target[] {
  let t = TARGETS.get(players);
  if (t) return t;
  const n = Math.max(3, players);
  const out: Target[] = [];
  const add = (id: string, age: number): void => {
    const ci = CARDS.findIndex((c) => c.id === id);
    const def = CARDS[ci]!;
    const weight = targetWeight(players, def);
    const owned = [0, 0, 0];
    for (const x of [ci, ...def.chainFrom.map((p) => CARDS.findIndex((c) => c.id === p))]) owned[x >> 5]! |= cardBit(x);
    if (weight > 0) out.push({ card: ci, age, cost: vecOf(def.cost), weight, owned0: owned[0]!, owned1: owned[1]!, owned2: owned[2]! });
  };
  AGE_DECKS.forEach((deck, a) => {
    for (const [id, thresholds] of deck) if (thresholds.some((x) => x <= n)) add(id, a + 1);
  });
  for (const id of GUILD_IDS) add(id, 3);
  t = out;
  TARGETS.set(players, t);
  return t;
}
