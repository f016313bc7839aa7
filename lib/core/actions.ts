/**
 * Actions as values: the one legal-action cache, bounds on untrusted actions, and matching an
 * action against the listed legal ones by canonical JSON (key order never matters, nothing else
 * may differ: an unknown field, a missing one or another value is a different action).
 *
 * Hot path: bots and the UI hand back the very objects `actions()` listed, so matching tries
 * identity first; only actions that crossed a boundary (a file, the network, a copy) are walked.
 */
import { CORE_CODES, RuleError } from './errors';
import { IdentityMemo } from './memo';
import type { Action, Seat } from './types';

// ------------------------------------------------------------------ the legal-action cache

/**
 * The legal-action cache: a game's `actions(state, seat)` lists kept per state object and seat
 * (an `IdentityMemo`, memo.ts). States are immutable values, so an entry never goes stale; a miss
 * simply recomputes. It is not game state. The flow stores each settled decision's list here
 * (`advance`), and `flowCachedActions` (flow.ts) reads through it.
 */
export class ActionCache<S extends object, V> extends IdentityMemo<S, Seat, V> {}

/**
 * `actions(state, seat)` through a cache: the listed arrays are frozen so that callers can hand
 * the objects back (the gate's identity fast path) and nobody can change a cached list.
 */
export function cachedActionsOf<S extends object, A>(
  cache: ActionCache<S, readonly A[]>,
  list: (state: S, seat: Seat) => A[]
): (state: S, seat: Seat) => readonly A[] {
  return (state, seat) => cache.through(state, seat, () => Object.freeze(list(state, seat)));
}

// ------------------------------------------------------------------ bounds on untrusted actions

/**
 * The largest action the gate looks at. Real actions are a few levels deep and a few dozen values
 * (a 7 Wonders play with its payment: depth 3, ~20 values); anything far beyond is not an action.
 */
export const ACTION_LIMITS = { maxDepth: 12, maxValues: 2_000, maxStringLength: 200, maxKeys: 64 } as const;

/**
 * Why `value` cannot be an action (too deep, too big, not plain JSON, no string `type`), or null.
 * Iterative, and it stops at the first limit passed: a hostile value costs at most the limits.
 */
export function actionProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'an action is a JSON object';
  if (typeof (value as { type?: unknown }).type !== 'string') return 'an action needs a string "type"';
  // Three parallel stacks: the value, its depth, and the action's field it sits in (for the reason).
  const stack: unknown[] = [];
  const depths: number[] = [];
  const fields: string[] = [];
  let values = 1;
  let keys = 0;
  for (const k in value) {
    if (++keys > ACTION_LIMITS.maxKeys) return `an object with more than ${ACTION_LIMITS.maxKeys} fields`;
    stack.push((value as Record<string, unknown>)[k]);
    depths.push(2);
    fields.push(k);
  }
  while (stack.length > 0) {
    const v = stack.pop();
    const depth = depths.pop()!;
    const field = fields.pop()!;
    const problem = valueProblem(v, depth, ++values);
    if (problem !== null) return `${problem} (in field "${field.slice(0, 40)}")`;
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        stack.push(v[i]);
        depths.push(depth + 1);
        fields.push(field);
      }
      continue;
    }
    // for…in, not Object.keys: on a huge object, listing every key would itself be the cost.
    keys = 0;
    for (const k in v) {
      if (++keys > ACTION_LIMITS.maxKeys) return `an object with more than ${ACTION_LIMITS.maxKeys} fields (in field "${field.slice(0, 40)}")`;
      if (k.length > ACTION_LIMITS.maxStringLength) return `a field name longer than ${ACTION_LIMITS.maxStringLength} characters (in field "${field.slice(0, 40)}")`;
      stack.push((v as Record<string, unknown>)[k]);
      depths.push(depth + 1);
      fields.push(field);
    }
  }
  return null;
}

/** What is wrong with one value of an action at `depth`, the `count`-th value seen, or null. */
function valueProblem(v: unknown, depth: number, count: number): string | null {
  if (count > ACTION_LIMITS.maxValues) return `more than ${ACTION_LIMITS.maxValues} values`;
  if (v === null || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : 'a number that is not finite';
  if (typeof v === 'string') return v.length > ACTION_LIMITS.maxStringLength ? `a string longer than ${ACTION_LIMITS.maxStringLength} characters` : null;
  if (typeof v !== 'object') return `a value of type ${typeof v}`;
  if (depth > ACTION_LIMITS.maxDepth) return `nested deeper than ${ACTION_LIMITS.maxDepth} levels`;
  if (Array.isArray(v)) {
    if (v.length > ACTION_LIMITS.maxValues) return `more than ${ACTION_LIMITS.maxValues} values`;
    for (let i = 0; i < v.length; i++) if (!(i in v)) return 'an array with holes';
    return null;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null ? null : 'an object that is not plain JSON';
}

// ------------------------------------------------------------------ canonical equality

/**
 * True when `a` and `b` have the same canonical JSON (RFC 8785): same fields and values, key
 * order ignored. Both must be plain JSON already (a listed action, and one that passed
 * `actionProblem`), so the recursion is bounded by ACTION_LIMITS.maxDepth.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    na++;
    if (!Object.prototype.hasOwnProperty.call(rb, k) || !sameJson(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const _ in rb) nb++;
  return na === nb;
}

/**
 * The listed action equal to `action`, or null: the same object first (no walk at all), then by
 * canonical JSON. `action` must have passed `actionProblem` when it did not come from `listed`.
 */
export function findListed<A>(listed: readonly A[], action: unknown): A | null {
  for (let i = 0; i < listed.length; i++) if (listed[i] === action) return listed[i]!;
  const type = (action as Action).type;
  for (let i = 0; i < listed.length; i++) {
    const l = listed[i]!;
    if ((l as unknown as Action).type === type && sameJson(l, action)) return l;
  }
  return null;
}

/** Fields of `action` that no listed action of its type has (empty when none of that type is listed). */
export function unknownFields(listed: readonly Action[], action: Action): string[] {
  const known = new Set<string>();
  for (const l of listed) if (l.type === action.type) for (const k in l) known.add(k);
  if (known.size === 0) return [];
  const unknown: string[] = [];
  for (const k in action) if (!known.has(k)) unknown.push(k);
  return unknown;
}

/** Why `action` (well-formed, not listed) matches none of `listed`: the reason the gate reports. */
export function unlistedReason(listed: readonly Action[], action: Action): string {
  if (listed.length === 0) return 'no action is possible now';
  const sameType = listed.filter((l) => l.type === action.type);
  if (sameType.length === 0) return `no "${action.type.slice(0, 40)}" action is possible now`;
  const unknown = unknownFields(listed, action);
  if (unknown.length > 0) {
    const names = unknown.slice(0, 3).map((k) => `"${k.slice(0, 40)}"`).join(', ');
    return `unknown field${unknown.length > 1 ? 's' : ''} ${names}${unknown.length > 3 ? ', …' : ''}`;
  }
  return `it is not one of the ${sameType.length} legal "${action.type}" actions`;
}

/** The gate's rejection: `core/illegal-action`, the reason in the message and in `data.reason`. */
export function illegalAction(seat: Seat, reason: string): RuleError {
  return new RuleError(CORE_CODES.illegalAction, `Seat ${seat + 1}: not a legal action: ${reason}.`, { seat, reason });
}
