/**
 * Persistent storage (DESIGN.md §3): ask the browser not to evict our saves under storage
 * pressure. Wraps `navigator.storage.persist()` / `persisted()` / `estimate()` where they exist.
 *
 * Embedded copies: a page that embeds this site in an iframe gets storage partitioned by the
 * top-level site, so each host site keeps its own saves and its own persistence grant.
 */

export type PersistenceStatus = 'granted' | 'denied' | 'unsupported';

/** The part of `StorageManager` used here; injected in tests, `navigator.storage` by default. */
export interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

function browserManager(): StorageManagerLike | undefined {
  const nav = (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator;
  return nav?.storage ?? undefined;
}

/** Asks for persistent storage. A browser may grant silently, prompt, or refuse (an error counts as a refusal). */
export async function requestPersistence(manager: StorageManagerLike | undefined = browserManager()): Promise<PersistenceStatus> {
  if (!manager || typeof manager.persist !== 'function') return 'unsupported';
  try {
    return (await manager.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Whether storage is already persistent, without asking. */
export async function persistenceStatus(manager: StorageManagerLike | undefined = browserManager()): Promise<PersistenceStatus> {
  if (!manager || typeof manager.persisted !== 'function') return 'unsupported';
  try {
    return (await manager.persisted()) ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

/** Bytes used and available to this site, or null when the browser does not say. */
export async function storageEstimate(manager: StorageManagerLike | undefined = browserManager()): Promise<{ usage: number; quota: number } | null> {
  if (!manager || typeof manager.estimate !== 'function') return null;
  try {
    const e = await manager.estimate();
    return typeof e.usage === 'number' && typeof e.quota === 'number' ? { usage: e.usage, quota: e.quota } : null;
  } catch {
    return null;
  }
}
