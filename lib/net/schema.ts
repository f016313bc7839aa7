/**
 * A tiny strict validator for untrusted JSON (peer messages). Each check returns null when the
 * value fits, or a short description of the first problem with its path. Objects are closed:
 * a key the schema does not name is an error. Nothing here recurses deeper than the schema (or,
 * for free JSON, than `MAX_JSON_DEPTH`), so a hostile 64 KiB of nested brackets cannot blow the
 * stack.
 */

export type Check = (value: unknown, path: string) => string | null;

export const MAX_JSON_DEPTH = 12;
const HEX = '0123456789abcdef';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

export const nat: Check = (v, p) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? null : `${p}: expected a non-negative integer`);

export const below =
  (max: number): Check =>
  (v, p) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v < max ? null : `${p}: expected an integer in 0..${max - 1}`;

export const bool: Check = (v, p) => (typeof v === 'boolean' ? null : `${p}: expected true or false`);

export const text =
  (max: number, min = 0): Check =>
  (v, p) =>
    typeof v === 'string' && v.length <= max && v.length >= min ? null : `${p}: expected a string of ${min}–${max} characters`;

/** Lower-case hexadecimal of exactly `len` digits. */
export const hex =
  (len: number): Check =>
  (v, p) => {
    if (typeof v !== 'string' || v.length !== len) return `${p}: expected ${len} hex digits`;
    for (let i = 0; i < v.length; i++) if (!HEX.includes(v.charAt(i))) return `${p}: expected ${len} hex digits`;
    return null;
  };

export const literal =
  (...values: readonly (string | number | boolean)[]): Check =>
  (v, p) =>
    values.includes(v as string) ? null : `${p}: expected one of ${values.join(', ')}`;

export const nullable =
  (inner: Check): Check =>
  (v, p) =>
    v === null ? null : inner(v, p);

export const list =
  (inner: Check, max: number): Check =>
  (v, p) => {
    if (!Array.isArray(v)) return `${p}: expected a list`;
    if (v.length > max) return `${p}: more than ${max} items`;
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) return `${p}[${i}]: hole`;
      const bad = inner(v[i], `${p}[${i}]`);
      if (bad) return bad;
    }
    return null;
  };

export type Shape = Readonly<Record<string, Check>>;

/** A closed object: exactly the keys of `shape`, each passing its check. */
export const object =
  (shape: Shape): Check =>
  (v, p) => {
    if (!isPlainObject(v)) return `${p}: expected an object`;
    for (const key of Object.keys(v)) if (!Object.hasOwn(shape, key)) return `${p}.${key.slice(0, 40)}: unexpected field`;
    for (const key of Object.keys(shape)) {
      if (!Object.hasOwn(v, key)) return `${p}.${key}: missing`;
      const bad = shape[key]!(v[key], `${p}.${key}`);
      if (bad) return bad;
    }
    return null;
  };

/** A union of closed objects told apart by a string field (`kind`, `t`). */
export const tagged =
  (tag: string, shapes: Readonly<Record<string, Shape>>): Check =>
  (v, p) => {
    if (!isPlainObject(v)) return `${p}: expected an object`;
    const k = v[tag];
    if (typeof k !== 'string' || !Object.hasOwn(shapes, k)) return `${p}.${tag}: unknown`;
    return object({ ...shapes[k]!, [tag]: literal(k) })(v, p);
  };

/** A flat record of string or boolean values (game options). */
export const flatRecord =
  (maxKeys: number, maxText: number): Check =>
  (v, p) => {
    if (!isPlainObject(v)) return `${p}: expected an object`;
    const keys = Object.keys(v);
    if (keys.length > maxKeys) return `${p}: too many keys`;
    for (const key of keys) {
      if (key.length > maxText) return `${p}: key too long`;
      const x = v[key];
      if (typeof x !== 'boolean' && !(typeof x === 'string' && x.length <= maxText)) return `${p}.${key.slice(0, 40)}: expected text or true/false`;
    }
    return null;
  };

/**
 * Free plain JSON with integers only (an engine action's payload), at most `maxDepth` deep.
 * Lockstep state is integers only (DESIGN.md §2), so a fraction on the wire is never legitimate.
 */
export function json(maxDepth = MAX_JSON_DEPTH): Check {
  const walk = (v: unknown, p: string, depth: number): string | null => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
    if (typeof v === 'number') return Number.isSafeInteger(v) ? null : `${p}: expected an integer`;
    if (depth >= maxDepth) return `${p}: nested too deep`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return `${p}[${i}]: hole`;
        const bad = walk(v[i], `${p}[${i}]`, depth + 1);
        if (bad) return bad;
      }
      return null;
    }
    if (!isPlainObject(v)) return `${p}: not plain JSON`;
    for (const key of Object.keys(v)) {
      const bad = walk(v[key], `${p}.${key.slice(0, 40)}`, depth + 1);
      if (bad) return bad;
    }
    return null;
  };
  return (v, p) => walk(v, p, 0);
}

/** An engine action: a plain object with a short string `type`, integers only, bounded depth. */
export const action: Check = (v, p) => {
  if (!isPlainObject(v)) return `${p}: expected an action object`;
  const bad = text(64, 1)(v.type, `${p}.type`);
  return bad ?? json()(v, p);
};
