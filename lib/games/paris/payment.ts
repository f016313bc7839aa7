/**
 * Paying a resource cost (Wood for buildings, Marble and Gold for landmarks; paris.md §4.4.2).
 * Units come from own tokens, resource tiles (bonus 2/3/4 one type, 10/21 and End Game E4 any
 * type) and tokens bought from the supply at the Player Board price and spent at once.
 *
 * Which payments are listed (docs/rules-decisions.md § Paris): every set of tiles where each tile
 * pays at least one unit, with every split of the wildcard units over the types; what is left is
 * paid with own tokens first, then bought. Buying a type while holding an unused token of it is
 * not listed: it equals paying with the token and buying it back from the supply.
 */
import type { Payment, PlayerState } from './types';
import { BUY_PRICE } from './tables/prices';
import { RESOURCE_TILES, heldTiles, refOrder, type ItemTile } from './items';

const NONE: readonly number[] = [0, 0, 0];

/** `payCost` when the supply cannot make up what is missing: no francs are enough. */
export const NO_PAY = 1 << 30;

/**
 * True when `need` (wood, marble, gold) can be paid with the player's tokens and tiles plus
 * purchases from `supply` costing at most `francs`.
 */
export function canPay(p: PlayerState, need: readonly number[], supply: readonly number[], francs: number): boolean {
  return payCost(p, need, supply) <= francs;
}

/**
 * The francs the cheapest purchases for `need` cost after the player's tokens and tiles (0 when
 * they cover it), or NO_PAY when the supply cannot make up the rest. Independent of the francs
 * held, so a listing computes it once per cost and compares it with each move's francs left.
 */
export function payCost(p: PlayerState, need: readonly number[], supply: readonly number[]): number {
  const n0 = need[0]!, n1 = need[1]!, n2 = need[2]!;
  if (n0 + n1 + n2 === 0) return 0;
  const items = p.items;
  let d0 = n0 - items[0]!, d1 = n1 - items[1]!, d2 = n2 - items[2]!;
  let wild = 0;
  if (p.bonus !== 0 || p.endTiles !== 0) {
    for (let i = 0; i < RESOURCE_TILES.length; i++) {
      const t = RESOURCE_TILES[i]!;
      if (t.bonus > 0 ? ((p.bonus >> t.bonus) & 1) === 0 : ((p.endTiles >> t.end) & 1) === 0) continue;
      if (t.type === 0) d0--;
      else if (t.type === 1) d1--;
      else if (t.type === 2) d2--;
      else wild += t.units;
    }
  }
  // Wildcards first cover what cannot be bought, then the dearest purchases.
  let short = d0 - supply[0]!;
  if (short > 0) (wild -= short), (d0 -= short);
  short = d1 - supply[1]!;
  if (short > 0) (wild -= short), (d1 -= short);
  short = d2 - supply[2]!;
  if (short > 0) (wild -= short), (d2 -= short);
  if (wild < 0) return NO_PAY;
  let cost = 0;
  if (d2 > 0) {
    const w = wild < d2 ? wild : d2;
    wild -= w;
    cost += (d2 - w) * BUY_PRICE[2]!;
  }
  if (d1 > 0) {
    const w = wild < d1 ? wild : d1;
    wild -= w;
    cost += (d1 - w) * BUY_PRICE[1]!;
  }
  if (d0 > 0) {
    const w = wild < d0 ? wild : d0;
    cost += (d0 - w) * BUY_PRICE[0]!;
  }
  return cost;
}

/** Francs the purchases of a payment cost. */
export function purchaseCost(pay: Payment): number {
  return pay.buy[0]! * BUY_PRICE[0]! + pay.buy[1]! * BUY_PRICE[1]! + pay.buy[2]! * BUY_PRICE[2]!;
}

/** Every listed way to pay `need` (see the module comment), in a fixed order. */
export function payments(p: PlayerState, need: readonly number[], supply: readonly number[], francs: number): Payment[] {
  if (need[0]! + need[1]! + need[2]! === 0) return [{ tiles: [], tokens: NONE, buy: NONE }];
  const held = heldTiles(p, RESOURCE_TILES);
  const out: Payment[] = [];
  for (let mask = 0; mask < 1 << held.length; mask++) {
    const chosen: ItemTile[] = [];
    for (let i = 0; i < held.length; i++) if ((mask >> i) & 1) chosen.push(held[i]!);
    const rem = need.slice();
    let wildTiles = 0, cap = 0, ok = true;
    for (const t of chosen) {
      if (t.type >= 0) {
        if (rem[t.type]! <= 0) ok = false;
        rem[t.type]! -= 1;
      } else {
        wildTiles++;
        cap += t.units;
      }
    }
    if (!ok) continue;
    const tiles = chosen.map((t) => t.ref).sort((a, b) => refOrder(a) - refOrder(b));
    const remTotal = rem[0]! + rem[1]! + rem[2]!;
    const hi = cap < remTotal ? cap : remTotal;
    for (let u = wildTiles; u <= hi; u++) {
      for (let w0 = 0; w0 <= u && w0 <= rem[0]!; w0++) {
        for (let w1 = 0; w0 + w1 <= u && w1 <= rem[1]!; w1++) {
          const w2 = u - w0 - w1;
          if (w2 > rem[2]!) continue;
          const w = [w0, w1, w2];
          const tokens = [0, 0, 0];
          const buy = [0, 0, 0];
          let cost = 0, fits = true;
          for (let r = 0; r < 3; r++) {
            const left = rem[r]! - w[r]!;
            tokens[r] = left < p.items[r]! ? left : p.items[r]!;
            buy[r] = left - tokens[r]!;
            if (buy[r]! > supply[r]!) fits = false;
            cost += buy[r]! * BUY_PRICE[r]!;
          }
          if (fits && cost <= francs) out.push({ tiles, tokens, buy });
        }
      }
    }
  }
  return out;
}
