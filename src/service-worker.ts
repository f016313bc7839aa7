/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * Offline play (issue 18): after one visit every file of the site is in this version's cache, and
 * the worker answers from it — every route's prerendered page (whatever its query), each game's
 * engine, table, strings and translations, the bot and analysis workers and the chunks they load.
 *
 * A new version installs beside the old one and waits: it never takes over by itself. The page
 * (src/lib/offline/UpdatePrompt.svelte) offers the update, and only when the person accepts does
 * it ask this worker to `skipWaiting`; activating deletes the older versions' caches of this scope.
 * The decisions are plain functions in src/lib/offline/precache.ts.
 */
import { base, build, files, prerendered, version } from '$service-worker';
import { OFFLINE_LIST, answerFor, cacheName, isImmutable, isSkipWaiting, isStaleCache, parseOfflineList, precachePaths } from '$lib/offline/precache';

const sw = self as unknown as ServiceWorkerGlobalScope;
const scope = sw.registration.scope;
const CACHE = cacheName(scope, version);

async function precache(): Promise<void> {
  const response = await fetch(`${base}/${OFFLINE_LIST}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Offline install: ${OFFLINE_LIST} answered HTTP ${response.status}.`);
  const list = parseOfflineList(await response.json(), version);
  if (!list.ok) throw new Error(`Offline install: ${list.message}`);
  const paths = precachePaths({ base, build, files, prerendered, listed: list.files });
  const cache = await caches.open(CACHE);
  try {
    // Pages and static files may sit in the HTTP cache from an older version: revalidate them.
    await cache.addAll(paths.map((p) => new Request(p, { cache: isImmutable(p, base) ? 'default' : 'no-cache' })));
    // A host that redirected (e.g. to add a slash) gave a response a navigation may not use: keep its content only.
    for (const path of paths) {
      const hit = await cache.match(path);
      if (hit?.redirected) await cache.put(path, new Response(await hit.blob(), { status: 200, headers: hit.headers }));
    }
  } catch (e) {
    // A file that did not answer fails the install and leaves no half-filled cache behind.
    await caches.delete(CACHE);
    throw e;
  }
}

sw.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (isStaleCache(name, scope, version)) await caches.delete(name);
      // The first version takes the page that installed it, so it plays offline without a reload.
      // A later version only activates once the person accepted it (or no page of the site is open).
      await sw.clients.claim();
    })()
  );
});

sw.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void sw.skipWaiting();
});

async function fromCache(request: Request | string, fallback: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  return hit ?? fetch(fallback);
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  const answer = answerFor(url, request.mode === 'navigate', base);
  switch (answer.kind) {
    case 'network':
      return;
    case 'slash':
      event.respondWith(Response.redirect(answer.location, 301));
      return;
    case 'page':
      event.respondWith(fromCache(answer.key, request));
      return;
    case 'file':
      event.respondWith(fromCache(request, request));
      return;
  }
});
