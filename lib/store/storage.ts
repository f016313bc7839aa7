/**
 * The key-value storage the store writes to, behind one small interface: IndexedDB in the
 * browser (idb.ts), memory in tests and as the fallback when IndexedDB is unavailable.
 * Every method may reject (quota, private mode, a closed connection); callers handle that.
 */
import { errorText, STORE_CODES, type StoreWarning } from './result';

export type StorageOp = { readonly op: 'set'; readonly key: string; readonly value: unknown } | { readonly op: 'del'; readonly key: string };

export interface KeyValueStorage {
  /** Where the data lives: `memory` is lost when the page closes. */
  readonly kind: 'indexeddb' | 'memory';
  /** The value under `key`, or undefined. */
  get(key: string): Promise<unknown>;
  /** Every `[key, value]` whose key starts with `prefix`, in key order. */
  entries(prefix: string): Promise<[string, unknown][]>;
  /** Applies every op atomically: all of them or none. */
  write(ops: readonly StorageOp[]): Promise<void>;
  /**
   * Compare-and-set: reads `key` and applies `ops` only if `test(value)` holds, in one atomic
   * step (one IndexedDB transaction, which other tabs cannot interleave). Resolves whether the
   * ops were applied.
   */
  writeIf(key: string, test: (current: unknown) => boolean, ops: readonly StorageOp[]): Promise<boolean>;
}

/** Storage in a Map. Values are structured-cloned in and out, as IndexedDB does. */
export class MemoryStorage implements KeyValueStorage {
  readonly kind = 'memory' as const;
  readonly #data = new Map<string, unknown>();

  get(key: string): Promise<unknown> {
    return Promise.resolve(this.#data.has(key) ? structuredClone(this.#data.get(key)) : undefined);
  }

  entries(prefix: string): Promise<[string, unknown][]> {
    const keys = [...this.#data.keys()].filter((k) => k.startsWith(prefix)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return Promise.resolve(keys.map((k): [string, unknown] => [k, structuredClone(this.#data.get(k))]));
  }

  write(ops: readonly StorageOp[]): Promise<void> {
    // Clone everything first so a value that cannot be stored leaves the map untouched.
    let staged: [StorageOp, unknown][];
    try {
      staged = ops.map((op): [StorageOp, unknown] => [op, op.op === 'set' ? structuredClone(op.value) : undefined]);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    for (const [op, value] of staged) {
      if (op.op === 'set') this.#data.set(op.key, value);
      else this.#data.delete(op.key);
    }
    return Promise.resolve();
  }

  async writeIf(key: string, test: (current: unknown) => boolean, ops: readonly StorageOp[]): Promise<boolean> {
    if (!test(this.#data.has(key) ? structuredClone(this.#data.get(key)) : undefined)) return false;
    await this.write(ops);
    return true;
  }
}

/**
 * True for a "storage is full" error in any browser: `QuotaExceededError` (the standard name,
 * DOMException code 22) or Firefox's `NS_ERROR_DOM_QUOTA_REACHED` (code 1014).
 */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The warning to show when a write failed, so the game goes on in memory. */
export function writeWarning(e: unknown): StoreWarning {
  if (isQuotaError(e)) {
    return {
      code: STORE_CODES.quota,
      message: 'Browser storage is full, so the latest moves are kept in memory only and will be lost when this page closes. Free some space, or export the game to keep it.'
    };
  }
  return {
    code: STORE_CODES.writeFailed,
    message: `Saving to browser storage failed (${errorText(e)}), so the latest moves are kept in memory only and will be lost when this page closes. Export the game to keep it.`
  };
}
