/**
 * Helpers for the plain-JSON rule on state (DESIGN.md §2), and the first gate for untrusted
 * JSON (imported files, stored records, CLI input): its depth and size are measured here without
 * recursion, before any recursive walk (canonical JSON, hashing, cloning, the games' own code)
 * can meet a value nested thousands of levels deep and overflow the stack.
 */

/** Deep copy of plain JSON data. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export interface JsonLimits {
  /** Most levels of nested arrays and objects; the value itself is level 1 when it is one. */
  readonly maxDepth: number;
  /** Most values in all (every array, object, string, number, boolean and null counts one). */
  readonly maxNodes: number;
}

export type JsonBoundsProblem = { readonly kind: 'too-deep'; readonly depth: number } | { readonly kind: 'too-big'; readonly nodes: number };

/**
 * Checks depth and size iteratively (an explicit stack, never recursion) and stops at the first
 * limit passed: null when `value` is within `limits`. Values that are not plain JSON count as
 * leaves here; `findNonJson` names them. Cheap enough for every save: no allocation per value
 * beyond the stack itself.
 */
export function jsonBounds(value: unknown, limits: JsonLimits): JsonBoundsProblem | null {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let nodes = 0;
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (++nodes > limits.maxNodes) return { kind: 'too-big', nodes: limits.maxNodes };
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > limits.maxDepth) return { kind: 'too-deep', depth: limits.maxDepth };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        values.push(v[i]);
        depths.push(depth + 1);
      }
    } else {
      for (const key in v) {
        if (!Object.hasOwn(v, key)) continue;
        values.push((v as Record<string, unknown>)[key]);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}

/**
 * Path of the first value that is not plain JSON (undefined, function, class instance,
 * non-finite or non-integer number when `integersOnly`), or null when the value is clean.
 * Iterative (depth-first, in key order), so any depth is safe.
 */
export function findNonJson(value: unknown, integersOnly = false, path = '$'): string | null {
  // Clean values are the common case: check without building a path per value, and walk again
  // naming paths only when something is wrong.
  return isPlainJson(value, integersOnly) ? null : nonJsonPath(value, integersOnly, path);
}

/** Why `v` itself (its contents aside) is not plain JSON, or null: the one rule both walks below apply. */
function ownProblem(v: unknown, integersOnly: boolean): string | null {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      if (!Number.isFinite(v)) return 'non-finite number';
      return integersOnly && !Number.isInteger(v) ? `non-integer ${v}` : null;
    case 'object': {
      if (v === null || Array.isArray(v)) return null;
      const proto = Object.getPrototypeOf(v);
      return proto === Object.prototype || proto === null ? null : 'class instance';
    }
    default:
      return typeof v;
  }
}

/** True when `value` is plain JSON (integers only when asked): `findNonJson`'s check, without paths. */
function isPlainJson(value: unknown, integersOnly: boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (ownProblem(v, integersOnly) !== null) return false;
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return false;
        stack.push(v[i]);
      }
    } else {
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) stack.push((v as Record<string, unknown>)[keys[i]!]);
    }
  }
  return true;
}

/** The first bad value's path, depth-first in key order (the slow walk, run only when one exists). */
function nonJsonPath(value: unknown, integersOnly: boolean, path: string): string | null {
  const stack: { v: unknown; path: string; hole?: true }[] = [{ v: value, path }];
  while (stack.length > 0) {
    const { v, path: at, hole } = stack.pop()!;
    if (hole) return `${at} (hole)`;
    const problem = ownProblem(v, integersOnly);
    if (problem !== null) return `${at} (${problem})`;
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(i in v ? { v: v[i], path: `${at}[${i}]` } : { v: undefined, path: `${at}[${i}]`, hole: true });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ v: (v as Record<string, unknown>)[keys[i]!], path: `${at}.${keys[i]!}` });
    }
  }
  return null;
}
