/**
 * The built service worker (build/service-worker.js, issue 18 item 3) run in Node against the
 * files of the build, as a host would serve them under /games/table/: its install caches every
 * file of the build (so the whole site plays offline after one visit), it then answers pages
 * (any query), worker chunks and redirects from the cache with the network gone, activating
 * deletes only this scope's older caches, and it skips waiting only when the page asks.
 * Skipped without a build (`npm run build`; scripts/test-all.sh builds before the unit tests).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { cacheName } from '../../src/lib/offline/precache';

const BUILD = 'build';
const SW_FILE = join(BUILD, 'service-worker.js');
const ORIGIN = 'http://127.0.0.1:4174';
const BASE = '/games/table';
const SCOPE = `${ORIGIN}${BASE}/`;
const SW_URL = `${SCOPE}service-worker.js`;
/** Files of the build the worker must leave to the network: itself and the version stamps. */
const NOT_CACHED = ['service-worker.js', '_app/version.json', '_app/offline-files.json'];

/** Every file of the build, relative, with '/' separators. */
function buildFiles(dir = BUILD, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? buildFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]
  );
}

/** The URL path a file of the build is fetched by (a route's index.html by its folder). */
const urlPath = (file: string) => `${BASE}/${file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file}`;

type Handler = (event: unknown) => void;

/** A service worker global scope just large enough for ours, over a fake network and Cache Storage. */
function workerScope(serve: (path: string) => Response | null = fileResponse) {
  const handlers = new Map<string, Handler>();
  const stores = new Map<string, Map<string, Response>>();
  const calls = { skipWaiting: 0, claim: 0, fetched: [] as string[] };
  let online = true;
  const absolute = (u: string) => new URL(u, SW_URL).href;
  class SwRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? absolute(input) : input, init);
    }
  }
  class SwResponse extends Response {
    static override redirect(url: string | URL, status?: number): Response {
      return Response.redirect(absolute(String(url)), status);
    }
  }
  const fetchFake = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? absolute(input) : input instanceof URL ? input.href : input.url);
    if (!online) throw new TypeError('Failed to fetch (offline)');
    calls.fetched.push(url.pathname);
    return (url.origin === ORIGIN && serve(url.pathname)) || new Response('Not found', { status: 404 });
  };
  const keyOf = (r: RequestInfo | URL) => new URL(typeof r === 'string' ? absolute(r) : r instanceof URL ? r.href : r.url).href;
  const caches = {
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        // Like Cache.addAll: every request answered with a 2xx, or nothing is stored.
        async addAll(requests: RequestInfo[]) {
          const got = await Promise.all(requests.map((r) => fetchFake(r)));
          got.forEach((res) => {
            if (!res.ok) throw new TypeError(`Failed to execute 'addAll' on 'Cache': Request failed`);
          });
          got.forEach((res, i) => store.set(keyOf(requests[i]!), res));
        },
        async put(r: RequestInfo, res: Response) {
          store.set(keyOf(r), res);
        },
        async match(r: RequestInfo) {
          const hit = store.get(keyOf(r));
          const copy = hit?.clone();
          // Cache Storage keeps a response's redirected flag (a navigation then refuses it).
          if (hit?.redirected) Object.defineProperty(copy, 'redirected', { value: true });
          return copy;
        }
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name)
  };
  const scope: Record<string, unknown> = {
    location: new URL(SW_URL),
    registration: { scope: SCOPE },
    clients: { claim: async () => void calls.claim++ },
    skipWaiting: async () => void calls.skipWaiting++,
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
    caches,
    fetch: fetchFake,
    Request: SwRequest,
    Response: SwResponse,
    URL,
    console
  };
  scope.self = scope;
  runInNewContext(readFileSync(SW_FILE, 'utf8'), scope, { filename: SW_FILE });

  /** Fires a lifecycle event and waits for what it handed to waitUntil. */
  const lifecycle = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  /** Fires a fetch event: the worker's response, or null when it left the request to the network. */
  const request = async (url: string, mode: RequestMode | 'navigate' = 'no-cors'): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    // Node's Request refuses mode 'navigate'; the worker reads only these fields.
    const req = { url: new URL(url, SW_URL).href, method: 'GET', mode };
    handlers.get('fetch')!({ request: req, respondWith: (r: Promise<Response> | Response) => (answer = Promise.resolve(r)) });
    return answer;
  };
  return {
    stores,
    calls,
    lifecycle,
    request,
    message: (data: unknown) => handlers.get('message')!({ data }),
    offline: () => void (online = false)
  };
}

/** The build's file at a URL path under BASE (a folder: its index.html), like tests/e2e/serve.mjs. */
function fileResponse(path: string): Response | null {
  if (!path.startsWith(`${BASE}/`)) return null;
  const rel = path.slice(BASE.length + 1);
  const file = join(BUILD, rel.endsWith('/') || rel === '' ? `${rel}index.html` : rel);
  return existsSync(file) && statSync(file).isFile() ? new Response(readFileSync(file), { status: 200 }) : null;
}

const version = existsSync(SW_FILE) ? (JSON.parse(readFileSync(join(BUILD, '_app/version.json'), 'utf8')) as { version: string }).version : '';
const CACHE = cacheName(SCOPE, version);

describe.skipIf(!existsSync(SW_FILE))('the built service worker', () => {
  test('its install caches every file of the build, and nothing else', async () => {
    const sw = workerScope();
    await sw.lifecycle('install');
    const cached = [...sw.stores.get(CACHE)!.keys()].map((u) => new URL(u).pathname).sort();
    const expected = buildFiles()
      .filter((f) => !NOT_CACHED.includes(f))
      .map(urlPath)
      .sort();
    expect(cached).toEqual(expected);
    // The parts a game needs offline are among them: every route's page, the workers and their chunks.
    for (const page of ['/', '/new/', '/play/', '/replay/', '/games/', '/room/', '/settings/', '/about/']) expect(cached).toContain(`${BASE}${page}`);
    expect(cached.filter((p) => p.includes('/_app/immutable/workers/chunks/')).length).toBeGreaterThan(0);
    expect(cached.filter((p) => /\/workers\/(bot|analysis)\.worker-[\w-]+\.js$/.test(p))).toHaveLength(2);
  });

  test('offline it answers from the cache: pages whatever their query, files, the trailing-slash redirect', async () => {
    const sw = workerScope();
    await sw.lifecycle('install');
    sw.offline();
    const page = await sw.request(`${BASE}/play/?match=abc&seat=1`, 'navigate');
    expect(await page!.text()).toBe(readFileSync(join(BUILD, 'play/index.html'), 'utf8'));
    const home = await sw.request(`${SCOPE}?lang=el`, 'navigate');
    expect(await home!.text()).toBe(readFileSync(join(BUILD, 'index.html'), 'utf8'));
    const chunk = buildFiles().find((f) => f.startsWith('_app/immutable/workers/chunks/'))!;
    expect(await (await sw.request(`${BASE}/${chunk}`))!.text()).toBe(readFileSync(join(BUILD, chunk), 'utf8'));
    const slash = await sw.request(`${BASE}/new?game=caylus`, 'navigate');
    expect(slash!.status).toBe(301);
    expect(slash!.headers.get('location')).toBe(`${SCOPE}new/?game=caylus`);
    // Left to the network: the worker script, the version stamps, other origins, other paths.
    expect(await sw.request(`${BASE}/service-worker.js`)).toBeNull();
    expect(await sw.request(`${BASE}/_app/version.json`)).toBeNull();
    expect(await sw.request('http://127.0.0.1:9000/peer/id')).toBeNull();
    expect(await sw.request('/embed/', 'navigate')).toBeNull();
  });

  test('activating deletes the older caches of its own scope only', async () => {
    const sw = workerScope();
    await sw.lifecycle('install');
    const old = cacheName(SCOPE, 'old-version');
    const elsewhere = cacheName(`${ORIGIN}/other/`, 'old-version');
    const foreign = 'someone-else';
    for (const name of [old, elsewhere, foreign]) sw.stores.set(name, new Map());
    await sw.lifecycle('activate');
    expect([...sw.stores.keys()].sort()).toEqual([CACHE, elsewhere, foreign].sort());
    expect(sw.calls.claim).toBe(1);
  });

  test('it waits: only the page’s skip-waiting message activates it', () => {
    const sw = workerScope();
    for (const data of [null, 'skip-waiting', { type: 'skipWaiting' }, { type: ['skip-waiting'] }]) sw.message(data);
    expect(sw.calls.skipWaiting).toBe(0);
    sw.message({ type: 'skip-waiting' });
    expect(sw.calls.skipWaiting).toBe(1);
  });

  test('an install fails, caching nothing, when the offline list is another version’s or missing', async () => {
    const other = workerScope((path) =>
      path === `${BASE}/_app/offline-files.json` ? new Response(JSON.stringify({ version: 'next', files: ['index.html'] })) : fileResponse(path)
    );
    await expect(other.lifecycle('install')).rejects.toThrow(`Offline install: _app/offline-files.json is for version "next", not "${version}".`);
    expect(other.stores.size).toBe(0);
    const missing = workerScope((path) => (path === `${BASE}/_app/offline-files.json` ? null : fileResponse(path)));
    await expect(missing.lifecycle('install')).rejects.toThrow('Offline install: _app/offline-files.json answered HTTP 404.');
    const gone = workerScope((path) => (path === `${BASE}/favicon.svg` ? null : fileResponse(path)));
    await expect(gone.lifecycle('install')).rejects.toThrow("Failed to execute 'addAll' on 'Cache': Request failed");
    expect(gone.stores.size).toBe(0);
  });

  test('a page the host answered through a redirect is kept as plain content a navigation may use', async () => {
    const sw = workerScope((path) => {
      const res = fileResponse(path);
      if (res && path === `${BASE}/about/`) Object.defineProperty(res, 'redirected', { value: true });
      return res;
    });
    await sw.lifecycle('install');
    sw.offline();
    const about = await sw.request(`${BASE}/about/`, 'navigate');
    expect(about!.redirected).toBe(false);
    expect(about!.status).toBe(200);
    expect(await about!.text()).toBe(readFileSync(join(BUILD, 'about/index.html'), 'utf8'));
  });
});
