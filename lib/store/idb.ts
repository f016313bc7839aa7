/**
 * IndexedDB storage over idb-keyval, and the app's way in: `openStorage` tries IndexedDB and falls
 * back to memory with a coded warning when it is missing or refuses (private mode, blocked
 * storage, a browser that hangs on open), so a game can always go on.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { errorText, STORE_CODES, type StoreWarning } from './result';
import { MemoryStorage, type KeyValueStorage, type StorageOp } from './storage';

/** Our own database, so nothing mixes with idb-keyval's default store or another app on the host. */
export const DB_NAME = 'euro-table';
export const STORE_NAME = 'matches';
/** Upper bound for prefix scans: no key we write contains this character. */
const KEY_MAX = '\uffff';

export class IdbStorage implements KeyValueStorage {
  readonly kind = 'indexeddb' as const;
  readonly #use: UseStore;

  constructor(dbName: string = DB_NAME, storeName: string = STORE_NAME) {
    this.#use = createStore(dbName, storeName);
  }

  /** `indexedDB.open` may throw synchronously (some private modes): turn that into a rejection. */
  #run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => T | PromiseLike<T>): Promise<T> {
    return Promise.resolve().then(() => this.#use(mode, body));
  }

  get(key: string): Promise<unknown> {
    return this.#run('readonly', (store) => promisifyRequest(store.get(key)));
  }

  entries(prefix: string): Promise<[string, unknown][]> {
    return this.#run('readonly', async (store) => {
      const range = IDBKeyRange.bound(prefix, prefix + KEY_MAX);
      // Both requests run in one transaction and list the range in key order.
      const [keys, values] = await Promise.all([promisifyRequest(store.getAllKeys(range)), promisifyRequest(store.getAll(range))]);
      return keys.map((k, i): [string, unknown] => [String(k), values[i]]);
    });
  }

  writeIf(key: string, test: (current: unknown) => boolean, ops: readonly StorageOp[]): Promise<boolean> {
    return this.#run('readwrite', (store) => {
      const done = promisifyRequest(store.transaction);
      return promisifyRequest(store.get(key)).then((current) => {
        // Still inside the transaction (a request's success callback): nothing can come between.
        let pass: boolean;
        try {
          pass = test(current);
          if (pass) for (const op of ops) op.op === 'set' ? store.put(op.value, op.key) : store.delete(op.key);
        } catch (e) {
          store.transaction.abort();
          done.catch(() => undefined);
          throw e;
        }
        return done.then(() => pass);
      });
    });
  }

  write(ops: readonly StorageOp[]): Promise<void> {
    return this.#run('readwrite', (store) => {
      try {
        for (const op of ops) {
          if (op.op === 'set') store.put(op.value, op.key);
          else store.delete(op.key);
        }
      } catch (e) {
        // e.g. DataCloneError from put(): the earlier puts must not commit without it.
        store.transaction.abort();
        throw e;
      }
      return promisifyRequest(store.transaction);
    });
  }
}

export interface OpenedStorage {
  readonly storage: KeyValueStorage;
  /** Set when IndexedDB could not be used and saves live in memory only. */
  readonly warning: StoreWarning | null;
}

const PROBE_KEY = 'probe:open';

/**
 * Opens IndexedDB and proves it can read and write (a probe key written and deleted in one
 * transaction); on any failure, or after `timeoutMs`, returns memory storage and a warning.
 */
export async function openStorage(opts: { dbName?: string; storeName?: string; timeoutMs?: number } = {}): Promise<OpenedStorage> {
  const fallback = (why: string): OpenedStorage => ({
    storage: new MemoryStorage(),
    warning: {
      code: STORE_CODES.unavailable,
      message: `This browser does not allow saving here (${why}), for example in a private window or with storage blocked. The game works, but it is kept in memory only and is lost when the page closes; export it to keep it.`
    }
  });
  if (typeof indexedDB === 'undefined' || indexedDB === null) return fallback('IndexedDB is missing');
  let storage: IdbStorage;
  try {
    storage = new IdbStorage(opts.dbName, opts.storeName);
  } catch (e) {
    return fallback(errorText(e));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.timeoutMs ?? 4000);
  });
  try {
    const probe = storage.write([
      { op: 'set', key: PROBE_KEY, value: 1 },
      { op: 'del', key: PROBE_KEY }
    ]);
    probe.catch(() => undefined); // a late failure after the timeout must not go unhandled
    const outcome = await Promise.race([probe.then(() => 'ok' as const), timeout]);
    if (outcome === 'timeout') return fallback('IndexedDB did not answer');
    return { storage, warning: null };
  } catch (e) {
    return fallback(errorText(e));
  } finally {
    clearTimeout(timer);
  }
}
