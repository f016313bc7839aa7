/**
 * Why a card cannot be built (issue 12 item 5): which resources the city lacks, which of those no
 * neighbour sells, or by how many coins it is short. The hand's view carries it for every card
 * whose status is "unaffordable", so the table names the cause instead of deciding it.
 *
 * Built on the one payment enumerator (payment.ts): "lacks" is the smallest set of resources the
 * city's own production leaves uncovered; with an unlimited budget the enumerator says whether the
 * neighbours can sell them at all, and the cheapest such purchase gives the coins needed.
 */
import { packedCount } from '../../core/resources';
import { resourceList } from './catalog';
import { enumeratePayments, minimalDeficits, supplyBound, type TradeSides } from './payment';
import { RESOURCES, type Resource } from './types';

export interface BuildShortfall {
  /** Resources the city's own production leaves uncovered (for the cheapest way when neighbours sell them). */
  readonly missing: readonly Resource[];
  /** Of `missing`, the kinds neither neighbour can sell enough of (empty when the purchase is possible). */
  readonly unsold: readonly Resource[];
  /** Coins short of the coin cost plus the cheapest purchase (0 when resources, not coins, are the cause). */
  readonly coinsShort: number;
}

/** More than any city can hold: the budget of "could the neighbours sell it at all". */
const UNLIMITED = 1 << 20;

/** Units in a packed bag. */
function units(v: number): number {
  let n = 0;
  for (let r = 0; r < RESOURCES.length; r++) n += packedCount(v, r);
  return n;
}

/**
 * The cause a resource cost `cost` (packed) plus `coinCost` cannot be paid from `coins`, or null
 * when it can be.
 */
export function buildShortfall(sides: TradeSides, cost: number, coinCost: number, coins: number): BuildShortfall | null {
  const deficits = minimalDeficits(cost, sides.buyer.ownFixed, sides.buyer.ownChoices);
  if (deficits.length === 1 && deficits[0] === 0) return coinCost > coins ? { missing: [], unsold: [], coinsShort: coinCost - coins } : null;
  const buys = enumeratePayments(cost, sides, UNLIMITED);
  if (buys.length > 0) {
    // Cheapest first (the enumerator's order).
    const best = buys[0]!;
    const short = coinCost + best.toLeft + best.toRight - coins;
    return short > 0 ? { missing: resourceList(best.left + best.right), unsold: [], coinsShort: short } : null;
  }
  // Nothing can be bought: name the smallest lack, and the kinds the neighbours cannot supply.
  let lack = deficits[0]!;
  for (const d of deficits) if (units(d) < units(lack)) lack = d;
  const unsold: Resource[] = [];
  for (let r = 0; r < RESOURCES.length; r++) {
    const n = packedCount(lack, r);
    if (n > 0 && n > supplyBound(sides.left, r) + supplyBound(sides.right, r)) unsold.push(RESOURCES[r]!);
  }
  // Enough of each kind on sale but not together (two kinds from one "/" card): all of them.
  if (unsold.length === 0) for (let r = 0; r < RESOURCES.length; r++) if (packedCount(lack, r) > 0) unsold.push(RESOURCES[r]!);
  return { missing: resourceList(lack), unsold, coinsShort: 0 };
}
