/**
 * Payments. A cost is a list of needs, each an amount that some sources may pay
 * (sources: food, ore, wood, ideas, gold, Culture tokens, Mood tokens). The enumerator lists every
 * distinct total a player can pay with what they hold — the options of a `pay` decision.
 * Gold replaces any resource (§2.5); Ideas replace Food only for advances; tokens are never
 * replaced by Gold (only Rituals lets resources pay Mood tokens for Civic Improvement).
 */
import type { Need } from './types';

export const S_FOOD = 1, S_ORE = 2, S_WOOD = 4, S_IDEAS = 8, S_GOLD = 16, S_CULTURE = 32, S_MOOD = 64;
export const SOURCES = 7;

/** Needs for a resource vector [food, ore, wood, ideas, gold], Gold wild. */
export function resourceNeeds(cost: readonly number[], goldWild = true): Need[] {
  const out: Need[] = [];
  const g = goldWild ? S_GOLD : 0;
  if (cost[0]) out.push({ n: cost[0], src: S_FOOD | g });
  if (cost[1]) out.push({ n: cost[1], src: S_ORE | g });
  if (cost[2]) out.push({ n: cost[2], src: S_WOOD | g });
  if (cost[3]) out.push({ n: cost[3], src: S_IDEAS | g });
  if (cost[4]) out.push({ n: cost[4], src: S_GOLD });
  return out;
}

export function totalNeeded(needs: readonly Need[]): number {
  let n = 0;
  for (const x of needs) n += x.n;
  return n;
}

/**
 * Every distinct way to pay `needs` from `have` (7 sources), each as a 7-vector, in a fixed
 * order (lexicographic, most of the earlier sources first). Empty when unaffordable.
 */
export function payments(needs: readonly Need[], have: readonly number[]): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  const used = [0, 0, 0, 0, 0, 0, 0];
  const walk = (k: number) => {
    if (k === needs.length) {
      const key = used.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(used.slice());
      }
      return;
    }
    spread(needs[k]!.n, needs[k]!.src, 0, () => walk(k + 1));
  };
  // Distributes `n` units of one need over its sources from index `i` on.
  const spread = (n: number, src: number, i: number, done: () => void) => {
    if (n === 0) {
      done();
      return;
    }
    if (i >= SOURCES) return;
    if (((src >> i) & 1) === 0) {
      spread(n, src, i + 1, done);
      return;
    }
    const room = have[i]! - used[i]!;
    for (let take = Math.min(n, room); take >= 0; take--) {
      used[i]! += take;
      spread(n - take, src, i + 1, done);
      used[i]! -= take;
    }
  };
  walk(0);
  return out;
}

/** True when `needs` can be paid from `have` (without listing the ways). */
export function canPay(needs: readonly Need[], have: readonly number[]): boolean {
  if (needs.length === 0) return true;
  // Greedy is exact here: dedicated sources first, Gold (the only shared wild) last.
  const left = have.slice();
  let goldNeeded = 0;
  for (const need of needs) {
    let n = need.n;
    for (let i = 0; i < SOURCES && n > 0; i++) {
      if (i === 4 || ((need.src >> i) & 1) === 0) continue;
      const take = Math.min(n, left[i]!);
      left[i]! -= take;
      n -= take;
    }
    if (n > 0) {
      if (((need.src >> 4) & 1) === 0) return false;
      goldNeeded += n;
    }
  }
  return goldNeeded <= left[4]!;
}
