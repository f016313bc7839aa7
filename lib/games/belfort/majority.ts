/**
 * Majority ranking with Belfort's tie rule (§5.3), used for districts and for the Elf, Dwarf and
 * Gnome races. Tied contestants all get the points of the next position and push the following
 * ones down; contestants with nothing do not score (G12).
 *
 * `byCount` reads "pushed to the next lower tier" as competition ranking: after k tied
 * contestants the next one takes place k+1 (the same as `oneTier` for two-way ties).
 */
import type { TieRule } from './types';

/**
 * Points for each contestant. `counts[i]` is contestant i's count; `table` the points by place
 * (e.g. [5, 3, 1]). With `oneTier` (default, G9) any tie pushes the next group down one tier; with
 * `byCount` the next group takes the place after all the tied contestants.
 */
export function majorityPoints(counts: readonly number[], table: readonly number[], ties: TieRule): number[] {
  const n = counts.length;
  const out = Array<number>(n).fill(0);
  // Distinct positive counts, high to low (at most n, so a simple selection loop is enough).
  let tier = 0;
  let above = Infinity;
  for (;;) {
    let best = 0;
    for (let i = 0; i < n; i++) {
      const c = counts[i]!;
      if (c > best && c < above) best = c;
    }
    if (best === 0 || tier >= table.length) return out;
    let size = 0;
    for (let i = 0; i < n; i++) if (counts[i] === best) size++;
    const pts = size === 1 ? table[tier]! : (table[tier + 1] ?? 0);
    for (let i = 0; i < n; i++) if (counts[i] === best) out[i] = pts;
    tier += size === 1 ? 1 : ties === 'oneTier' ? 2 : size;
    above = best;
  }
}

/** The contestant with strictly the most, or −1 on a tie or when nobody has any (Resource Area bonus, §4.3). */
export function uniqueMost(counts: readonly number[]): number {
  let best = 0, who = -1, tied = false;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    if (c > best) {
      best = c;
      who = i;
      tied = false;
    } else if (c === best && c > 0) tied = true;
  }
  return tied ? -1 : who;
}
