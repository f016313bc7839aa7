/**
 * The service worker's decisions as plain functions (src/service-worker.ts is their only caller
 * besides the tests): what it precaches, which caches are its own, and how it answers a request.
 * No browser API here, so `precache.test.ts` runs them in Node.
 */

/** Every cache name of ours starts with this; the rest is the scope and the build's version. */
export const CACHE_PREFIX = 'euro-table';

/** The list the build writes beside the app (vite.config.ts `offlineFiles`). */
export const OFFLINE_LIST = '_app/offline-files.json';

/**
 * The cache of one version of the site at one scope. The scope is part of the name because caches
 * belong to the origin, not to the scope: two copies of the site under two sub-paths of one host
 * must not delete each other's caches.
 */
export function cacheName(scope: string, version: string): string {
  return `${CACHE_PREFIX} ${scope} ${version}`;
}

/** A cache of this scope from another version (deleted when a version activates). */
export function isStaleCache(name: string, scope: string, version: string): boolean {
  return name.startsWith(`${CACHE_PREFIX} ${scope} `) && name !== cacheName(scope, version);
}

export type OfflineList = { ok: true; files: readonly string[] } | { ok: false; message: string };

/** A path of the build as the list writes it: relative, plain file-name characters, no `.` or `..` part. */
function isBuildPath(path: string): boolean {
  return path.split('/').every((part) => /^[\w@+~.,=-]+$/.test(part) && part !== '.' && part !== '..');
}

/**
 * Checks the fetched `offline-files.json`: it must be this version's (a deployment that changed
 * while the worker installed fails the install; the next update check installs the newer one)
 * and list plain relative paths.
 */
export function parseOfflineList(value: unknown, version: string): OfflineList {
  if (typeof value !== 'object' || value === null) return { ok: false, message: `${OFFLINE_LIST} is not a JSON object.` };
  const { version: listed, files } = value as { version?: unknown; files?: unknown };
  if (listed !== version) return { ok: false, message: `${OFFLINE_LIST} is for version ${JSON.stringify(listed)}, not ${JSON.stringify(version)}.` };
  if (!Array.isArray(files) || files.length === 0) return { ok: false, message: `${OFFLINE_LIST} lists no files.` };
  for (const f of files) {
    if (typeof f !== 'string' || !isBuildPath(f)) return { ok: false, message: `${OFFLINE_LIST} lists a bad path: ${JSON.stringify(f).slice(0, 80)}.` };
  }
  return { ok: true, files: files as string[] };
}

/** What SvelteKit's `$service-worker` gives (paths already under `base`) plus the list's files. */
export interface PrecacheInput {
  base: string;
  build: readonly string[];
  files: readonly string[];
  prerendered: readonly string[];
  listed: readonly string[];
}

/** Every URL path the worker caches at install, each once, in a stable order. */
export function precachePaths({ base, build, files, prerendered, listed }: PrecacheInput): string[] {
  return [...new Set([...prerendered, ...files, ...build, ...listed.map((f) => `${base}/${f}`)])].sort();
}

/** Files that change in place (pages, static files) are revalidated at install; hashed ones need not be. */
export function isImmutable(path: string, base: string): boolean {
  return path.startsWith(`${base}/_app/immutable/`);
}

/**
 * How the worker answers a GET request of its origin:
 * - `network`: not the site's (outside the scope) or never cached (the worker itself, the version
 *   stamps): the network as usual;
 * - `page`: a navigation to a route (its folder, or its `index.html` by name): its prerendered
 *   `index.html` from the cache, whatever the query (query parameters stay in the address, where
 *   the page reads them);
 * - `slash`: a navigation to a route without its trailing slash: redirect to it, since the
 *   relative asset URLs of a page only work from its own folder;
 * - `file`: anything else in the scope: the cache, else the network.
 */
export type Answer = { kind: 'network' } | { kind: 'page'; key: string } | { kind: 'slash'; location: string } | { kind: 'file' };

export function answerFor(url: { pathname: string; search: string }, navigate: boolean, base: string): Answer {
  const path = url.pathname;
  if (!path.startsWith(`${base}/`)) return { kind: 'network' };
  const own = path.slice(base.length + 1);
  if (own === 'service-worker.js' || own === '_app/version.json' || own === OFFLINE_LIST) return { kind: 'network' };
  if (!navigate) return { kind: 'file' };
  if (path.endsWith('/')) return { kind: 'page', key: path };
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last === 'index.html') return { kind: 'page', key: path.slice(0, -last.length) };
  if (!last.includes('.')) return { kind: 'slash', location: `${path}/${url.search}` };
  return { kind: 'file' };
}

/** The one message the page sends its waiting worker: the person accepted the update. */
export const SKIP_WAITING = 'skip-waiting';

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}
