/** Helpers for the plain-JSON rule on state (DESIGN.md §2). */

/** Deep copy of plain JSON data. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Path of the first value that is not plain JSON (undefined, function, class instance,
 * non-finite or non-integer number when `integersOnly`), or null when the value is clean.
 */
export function findNonJson(value: unknown, integersOnly = false, path = '$'): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      if (!Number.isFinite(value)) return `${path} (non-finite number)`;
      if (integersOnly && !Number.isInteger(value)) return `${path} (non-integer ${value})`;
      return null;
    case 'object': {
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return `${path}[${i}] (hole)`;
          const bad = findNonJson(value[i], integersOnly, `${path}[${i}]`);
          if (bad) return bad;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${path} (class instance)`;
      for (const key of Object.keys(value)) {
        const bad = findNonJson((value as Record<string, unknown>)[key], integersOnly, `${path}.${key}`);
        if (bad) return bad;
      }
      return null;
    }
    default:
      return `${path} (${typeof value})`;
  }
}
