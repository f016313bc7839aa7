/**
 * Results of store operations: a value, or a coded error (STYLE.md habit 4). A successful
 * operation may still carry a warning, e.g. "saved in memory only: browser storage is full".
 */
export interface StoreError {
  /** Stable code: `store/...`, `import/...`, or a `match/...` code from parseMatch/replay. */
  readonly code: string;
  /** A sentence for people, naming what is wrong. */
  readonly message: string;
  /** Extra facts for the UI, e.g. `{ setAside: 'abc' }` when a bad record was moved aside. */
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
}
export type StoreWarning = StoreError;

export type StoreResult<T> =
  | { readonly ok: true; readonly value: T; readonly warning?: StoreWarning }
  | { readonly ok: false; readonly error: StoreError };

export const STORE_CODES = {
  notFound: 'store/not-found',
  badId: 'store/bad-id',
  badTitle: 'store/bad-title',
  idTaken: 'store/id-taken',
  /** The stored value is not JSON (or not even a string or an object). */
  corrupt: 'store/corrupt',
  /** The stored value is JSON but not a saved-match record. */
  badRecord: 'store/bad-record',
  /** Saved by a newer version of the site (save-record format). */
  newerRecord: 'store/newer-record',
  /** The id asked for was set aside earlier. */
  setAside: 'store/set-aside',
  /** The game's code crashed while replaying (not a rules rejection). */
  replayCrashed: 'store/replay-crashed',
  /** The log replays but to a different state than when it was saved, and the engine version moved on. */
  hashChanged: 'store/hash-changed',
  /** The log or the stored hash was changed outside this site (same engine version, or a different count of actions). */
  recordEdited: 'store/record-edited',
  /** Another tab saved (or deleted) the same game since this tab read it: nothing was written. */
  conflict: 'store/conflict',
  /** The game's engine could not be loaded (e.g. offline before its code was fetched): nothing is set aside, try again. */
  engineUnavailable: 'store/engine-unavailable',
  quota: 'store/quota',
  unavailable: 'store/unavailable',
  writeFailed: 'store/write-failed',
  readFailed: 'store/read-failed',
  /** Something failed that no check foresaw: reported, never thrown. */
  internal: 'store/internal',
  importNotJson: 'import/not-json',
  importTooLarge: 'import/too-large',
  badSettings: 'settings/invalid',
  badReport: 'report/invalid'
} as const;

export function ok<T>(value: T, warning?: StoreWarning | null): StoreResult<T> {
  return warning ? { ok: true, value, warning } : { ok: true, value };
}

export function err(code: string, message: string, data?: StoreError['data']): StoreResult<never> {
  return { ok: false, error: data ? { code, message, data } : { code, message } };
}

export function errorText(e: unknown): string {
  if (e instanceof Error) return e.name && e.name !== 'Error' ? `${e.name}: ${e.message}` : e.message;
  if (typeof e === 'object' && e !== null && 'name' in e) return String((e as { name: unknown }).name);
  return String(e);
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
