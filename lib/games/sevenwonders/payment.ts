/**
 * THE payment enumerator (rules §4.4–4.6, §8.2). Every legal way a city can cover a resource
 * cost with its own production plus purchases from its two neighbours.
 *
 * Which payments are listed (documented in docs/rules-decisions.md):
 * - A payment is the pair (units bought from the left, units bought from the right). How the
 *   buyer's own "/" cards are set is not part of it: it changes nothing in the game.
 * - Listed: every pair that covers the cost, that each neighbour can supply from its sellable
 *   production (board resource, Brown, Grey; one unit per "/" card per buyer), whose price is
 *   within the budget (coins at the start of the round minus any coin cost), and that is
 *   minimal: no unit can be dropped and still cover the cost. Pairs that buy more than needed
 *   are dropped; pairs that differ only in price or seller are all kept, so the buyer may
 *   choose a dearer seller.
 * - Order: cheapest total first, then less to the left, then by what is bought.
 *
 * Costs, productions and purchases are the kit's packed bags (lib/core/resources.ts), compared
 * and subtracted in one integer each.
 */
import { packedCount, packedCovers, packedDifference, packedKinds, packedUnit } from '../../core/resources';
import type { CityInfo } from './production';

/** One way to pay, packed: units bought per side and coins to each side. */
export interface PackedPayment {
  readonly left: number;
  readonly right: number;
  readonly toLeft: number;
  readonly toRight: number;
}

export interface TradeSides {
  readonly buyer: CityInfo;
  readonly left: CityInfo;
  readonly right: CityInfo;
}

const FREE: readonly PackedPayment[] = Object.freeze([Object.freeze({ left: 0, right: 0, toLeft: 0, toRight: 0 })]);

// Recursion scratch (module-level to avoid a closure per call; the enumerator is not re-entrant).
let sChoices: readonly number[] = [];
let sFound: number[] = [];
let sZero = false;

function walkDeficits(i: number, d: number): void {
  if (sZero) return;
  if (d === 0) {
    sZero = true;
    return;
  }
  if (i === sChoices.length) {
    sFound.push(d);
    return;
  }
  const m = sChoices[i]! & packedKinds(d);
  if (m === 0) {
    walkDeficits(i + 1, d);
    return;
  }
  for (let r = 0; r < 7; r++) if ((m >> r) & 1) walkDeficits(i + 1, d - packedUnit(r));
}

// The answer "own production covers it" (most costs), shared: callers only read the list.
const NO_DEFICIT: readonly number[] = Object.freeze([0]);

/**
 * Minimal deficits: the smallest vectors d such that the buyer's own production covers cost − d.
 * Own "/" cards are tried on every useful resource; the result is an antichain.
 */
export function minimalDeficits(cost: number, ownFixed: number, ownChoices: readonly number[]): readonly number[] {
  const need = packedDifference(cost, ownFixed);
  if (need === 0) return NO_DEFICIT;
  if (ownChoices.length === 0) return [need];
  sChoices = ownChoices;
  sFound = [];
  sZero = false;
  walkDeficits(0, need);
  const found = sFound;
  sFound = [];
  if (sZero) return NO_DEFICIT;
  if (found.length === 1) return found;
  // keep the minimal elements, without duplicates
  const out: number[] = [];
  for (const d of found) {
    let dominated = false;
    for (const e of found) {
      if (e !== d && packedCovers(d, e)) {
        dominated = true;
        break;
      }
    }
    if (!dominated && !out.includes(d)) out.push(d);
  }
  return out;
}

/** Can a seller with this sellable production supply the packed vector `v` to one buyer? */
export function canSupply(v: number, fixed: number, choices: readonly number[]): boolean {
  const rem = packedDifference(v, fixed);
  if (rem === 0) return true;
  if (choices.length === 0) return false;
  return matchChoices(rem, choices, 0);
}

function matchChoices(rem: number, choices: readonly number[], used: number): boolean {
  if (rem === 0) return true;
  let r = 0;
  while (packedCount(rem, r) === 0) r++;
  const one = packedUnit(r);
  for (let k = 0; k < choices.length; k++) {
    if ((used >> k) & 1 || !((choices[k]! >> r) & 1)) continue;
    if (matchChoices(rem - one, choices, used | (1 << k))) return true;
  }
  return false;
}

/** Most units of resource `r` a neighbour can sell one buyer (fixed plus one per "/" card). */
export function supplyBound(info: CityInfo, r: number): number {
  let n = packedCount(info.sellFixed, r);
  for (const m of info.sellChoices) if ((m >> r) & 1) n++;
  return n;
}

// Split scratch.
let pSides: TradeSides | null = null;
let pBudget = 0;
let pDeficit = 0;
const pTypes: number[] = [0, 0, 0, 0, 0, 0, 0];
let pTypeCount = 0;
let pOut: PackedPayment[] = [];

function split(t: number, l: number, rr: number, toL: number, toR: number): void {
  const sides = pSides!;
  if (t === pTypeCount) {
    if (canSupply(l, sides.left.sellFixed, sides.left.sellChoices) && canSupply(rr, sides.right.sellFixed, sides.right.sellChoices)) {
      pOut.push({ left: l, right: rr, toLeft: toL, toRight: toR });
    }
    return;
  }
  const r = pTypes[t]!;
  const n = packedCount(pDeficit, r);
  const maxL = Math.min(n, supplyBound(sides.left, r));
  const maxR = Math.min(n, supplyBound(sides.right, r));
  const one = packedUnit(r);
  const priceL = sides.buyer.priceLeft[r]!;
  const priceR = sides.buyer.priceRight[r]!;
  for (let k = Math.max(0, n - maxR); k <= maxL; k++) {
    const cL = toL + k * priceL;
    const cR = toR + (n - k) * priceR;
    if (cL + cR > pBudget) continue;
    split(t + 1, l + k * one, rr + (n - k) * one, cL, cR);
  }
}

/**
 * Every listed payment for a packed resource `cost`, given the budget in coins for purchases.
 * Returns [] when the cost cannot be covered within the budget.
 */
export function enumeratePayments(cost: number, sides: TradeSides, budget: number): readonly PackedPayment[] {
  const deficits = minimalDeficits(cost, sides.buyer.ownFixed, sides.buyer.ownChoices);
  if (deficits.length === 1 && deficits[0] === 0) return FREE;
  const out: PackedPayment[] = [];
  pSides = sides;
  pBudget = budget;
  pOut = out;
  for (const d of deficits) {
    pDeficit = d;
    pTypeCount = 0;
    for (let r = 0; r < 7; r++) if (packedCount(d, r) > 0) pTypes[pTypeCount++] = r;
    split(0, 0, 0, 0, 0);
  }
  pSides = null;
  pOut = [];
  if (out.length > 1) insertionSort(out);
  return out;
}

/**
 * Sorts by comparePayments, stably, like Array.prototype.sort: the lists are a few payments
 * long, where this beats the built-in sort's call per comparison through a comparator.
 */
function insertionSort(xs: PackedPayment[]): void {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i]!;
    let j = i - 1;
    while (j >= 0 && comparePayments(xs[j]!, x) > 0) {
      xs[j + 1] = xs[j]!;
      j--;
    }
    xs[j + 1] = x;
  }
}

export function comparePayments(a: PackedPayment, b: PackedPayment): number {
  return a.toLeft + a.toRight - (b.toLeft + b.toRight) || a.toLeft - b.toLeft || a.left - b.left || a.right - b.right;
}
