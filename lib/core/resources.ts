/**
 * A resource multiset over a game's own resource list: a plain JSON array of counts indexed in
 * the game's resource order (`[food, wood, stone, cloth, gold]` → `[2, 0, 1, 0, 0]`). Arrays of
 * small integers are the fastest plain-JSON form: no keys to hash or walk, one shape for V8.
 *
 * Pure functions return a new bag and never change their inputs; the `…Into` / `…From` twins
 * change their first argument (STYLE.md habit 6), for a working copy inside `apply`.
 * Counts are never negative: taking more than a bag holds is the caller's bug, not a state.
 */
import { RuleError } from './errors';

/** Counts per resource, in the game's resource order. */
export type Bag = readonly number[];

export const RESOURCE_CODES = { shortOf: 'core/resources-short', badName: 'core/resources-bad-name', tooMany: 'core/resources-too-many' } as const;

/** The index of each resource name, for a game's `as const` resource tuple. */
export function resourceIndex<R extends string>(order: readonly R[]): { readonly [K in R]: number } {
  const out = {} as { [K in R]: number };
  order.forEach((r, i) => (out[r] = i));
  return out;
}

/** A bag of zeros for `size` resources. */
export function emptyBag(size: number): number[] {
  return new Array<number>(size).fill(0);
}

/** The bag holding each listed resource once per mention (`['wood', 'wood', 'gold']`). */
export function bagOf<R extends string>(order: readonly R[], names: readonly R[]): number[] {
  const bag = emptyBag(order.length);
  for (const n of names) {
    const i = order.indexOf(n);
    if (i < 0) throw new RuleError(RESOURCE_CODES.badName, `"${String(n)}" is not a resource here.`, { name: String(n) });
    bag[i]! += 1;
  }
  return bag;
}

/** The bag as a list of names in resource order (the canonical form an action lists them in). */
export function bagNames<R extends string>(order: readonly R[], bag: Bag): R[] {
  const out: R[] = [];
  for (let i = 0; i < order.length; i++) for (let k = 0; k < bag[i]!; k++) out.push(order[i]!);
  return out;
}

/** Total number of items. */
export function count(bag: Bag): number {
  let n = 0;
  for (let i = 0; i < bag.length; i++) n += bag[i]!;
  return n;
}

export function isEmpty(bag: Bag): boolean {
  for (let i = 0; i < bag.length; i++) if (bag[i] !== 0) return false;
  return true;
}

export function equals(a: Bag, b: Bag): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** True when `have` holds at least everything in `need`. */
export function covers(have: Bag, need: Bag): boolean {
  for (let i = 0; i < need.length; i++) if (need[i]! > (have[i] ?? 0)) return false;
  return true;
}

/** a + b. */
export function add(a: Bag, b: Bag): number[] {
  const out = a.slice();
  for (let i = 0; i < b.length; i++) out[i] = (out[i] ?? 0) + b[i]!;
  return out;
}

/** a − b; throws `core/resources-short` when `a` does not cover `b`. */
export function remove(a: Bag, b: Bag): number[] {
  const out = a.slice();
  removeFrom(out, b);
  return out;
}

/**
 * What `need` lacks in `have`: per resource max(0, need − have). Empty when `have` covers `need`;
 * e.g. what must be bought from neighbours.
 */
export function shortfall(have: Bag, need: Bag): number[] {
  const out = emptyBag(Math.max(have.length, need.length));
  for (let i = 0; i < need.length; i++) out[i] = Math.max(0, need[i]! - (have[i] ?? 0));
  return out;
}

/** Per resource max(0, a − b): what `a` has beyond `b` (the multiset difference). */
export function difference(a: Bag, b: Bag): number[] {
  const out = a.slice();
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, out[i]! - (b[i] ?? 0));
  return out;
}

/** Adds `b` into `target` (changes `target`). */
export function addInto(target: number[], b: Bag): void {
  for (let i = 0; i < b.length; i++) target[i] = (target[i] ?? 0) + b[i]!;
}

/** Removes `b` from `target` (changes `target`); throws `core/resources-short`, leaving it unchanged, when it does not cover `b`. */
export function removeFrom(target: number[], b: Bag): void {
  if (!covers(target, b)) throw new RuleError(RESOURCE_CODES.shortOf, 'Not enough resources.', { have: target.slice(), need: b.slice() });
  for (let i = 0; i < b.length; i++) target[i]! -= b[i]!;
}

// ------------------------------------------------------------------ packed bags

/**
 * A packed bag: the same multiset in one integer, 4 bits per resource in the game's order
 * (resource i at bits 4i…4i+3), for hot loops that compare and subtract bags many times per
 * action list (7 Wonders' payment enumeration). Up to 7 resources with counts 0–7 each: the top
 * bit of every field stays free as a guard, so `packedCovers` compares all fields in one
 * subtraction, and every value is a small non-negative integer. Plain JSON like any number, but
 * keep state in arrays (`Bag`) where it is read by people; pack where it is computed on.
 */
export type PackedBag = number;

/** Bits per resource in a packed bag. */
export const PACKED_FIELD = 4;
/** The most resources and the largest count per resource a packed bag holds. */
export const PACKED_LIMITS = { resources: 7, count: 7 } as const;
/** PACKED_LIMITS.resources as a plain constant: the hot loops below read no object field. */
const PACKED_KINDS = 7;
const PACKED_GUARDS = 0x8888888;

/** One unit of resource `i`, packed. */
export function packedUnit(i: number): PackedBag {
  return 1 << (PACKED_FIELD * i);
}

/** The count of resource `i` in a packed bag. */
export function packedCount(v: PackedBag, i: number): number {
  return (v >>> (PACKED_FIELD * i)) & 15;
}

/** Packs a bag (throws `core/resources-too-many` beyond PACKED_LIMITS). */
export function packBag(bag: Bag): PackedBag {
  if (bag.length > PACKED_LIMITS.resources) throw new RuleError(RESOURCE_CODES.tooMany, `A packed bag holds at most ${PACKED_LIMITS.resources} resources.`, { size: bag.length });
  let v = 0;
  for (let i = 0; i < bag.length; i++) {
    const n = bag[i]!;
    if (n > PACKED_LIMITS.count) throw new RuleError(RESOURCE_CODES.tooMany, `A packed bag holds at most ${PACKED_LIMITS.count} of a resource.`, { index: i, count: n });
    v += n << (PACKED_FIELD * i);
  }
  return v;
}

/** The packed bag of the listed names (`['wood', 'wood', 'gold']`), like `bagOf`. */
export function packNames<R extends string>(order: readonly R[], names: readonly R[]): PackedBag {
  return packBag(bagOf(order, names));
}

/** A packed bag as a `Bag` of `size` resources. */
export function unpackBag(v: PackedBag, size: number): number[] {
  const out = emptyBag(size);
  for (let i = 0; i < size; i++) out[i] = packedCount(v, i);
  return out;
}

/** True when `have` holds at least everything in `need` (like `covers`, one subtraction). */
export function packedCovers(have: PackedBag, need: PackedBag): boolean {
  return (((have | PACKED_GUARDS) - need) & PACKED_GUARDS) === PACKED_GUARDS;
}

/** Per resource max(0, a − b): what `a` has beyond `b` (like `difference`); `packedDifference(need, have)` is the shortfall. */
export function packedDifference(a: PackedBag, b: PackedBag): PackedBag {
  if (((a | b) & PACKED_GUARDS) === 0) {
    // Every count 0–7 (the contract): each field of (a | guards) − b is 8 + aᵢ − bᵢ with no borrow
    // across fields; its guard survives exactly where aᵢ ≥ bᵢ, and its low 3 bits are then aᵢ − bᵢ.
    const x = (a | PACKED_GUARDS) - b;
    const g = x & PACKED_GUARDS;
    return x & (g - (g >>> 3));
  }
  let out = 0;
  for (let i = 0; i < PACKED_KINDS; i++) {
    const d = ((a >>> (PACKED_FIELD * i)) & 15) - ((b >>> (PACKED_FIELD * i)) & 15);
    if (d > 0) out += d << (PACKED_FIELD * i);
  }
  return out;
}

/** The kinds present: bit i set when resource i has a non-zero count. */
export function packedKinds(v: PackedBag): number {
  let m = 0;
  for (let i = 0; i < PACKED_KINDS; i++) if ((v >>> (PACKED_FIELD * i)) & 15) m |= 1 << i;
  return m;
}
