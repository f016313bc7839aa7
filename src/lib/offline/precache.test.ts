/** The service worker's decisions (precache.ts): cache names, the offline list's checks, answers. */
import { describe, expect, test } from 'vitest';
import { answerFor, cacheName, isImmutable, isSkipWaiting, isStaleCache, parseOfflineList, precachePaths } from './precache';

describe('caches', () => {
  const scope = 'https://host.example/games/table/';
  test('a version’s cache is named by scope and version; only the same scope’s others are stale', () => {
    expect(cacheName(scope, 'v2')).toBe('euro-table https://host.example/games/table/ v2');
    expect(isStaleCache(cacheName(scope, 'v1'), scope, 'v2')).toBe(true);
    expect(isStaleCache(cacheName(scope, 'v2'), scope, 'v2')).toBe(false);
    expect(isStaleCache(cacheName('https://host.example/games/table/old/', 'v1'), scope, 'v2')).toBe(false);
    expect(isStaleCache(cacheName('https://host.example/', 'v1'), scope, 'v2')).toBe(false);
    expect(isStaleCache('workbox-precache', scope, 'v2')).toBe(false);
  });
});

describe('the offline list', () => {
  test.each([
    ['not an object', 'x', '_app/offline-files.json is not a JSON object.'],
    ['null', null, '_app/offline-files.json is not a JSON object.'],
    ['another version', { version: 'v1', files: ['a.js'] }, '_app/offline-files.json is for version "v1", not "v2".'],
    ['no version', { files: ['a.js'] }, '_app/offline-files.json is for version undefined, not "v2".'],
    ['no files', { version: 'v2', files: [] }, '_app/offline-files.json lists no files.'],
    ['files not a list', { version: 'v2', files: 'a.js' }, '_app/offline-files.json lists no files.'],
    ['a number', { version: 'v2', files: [1] }, '_app/offline-files.json lists a bad path: 1.'],
    ['a parent folder', { version: 'v2', files: ['_app/../../x.js'] }, '_app/offline-files.json lists a bad path: "_app/../../x.js".'],
    ['an absolute path', { version: 'v2', files: ['/etc/x'] }, '_app/offline-files.json lists a bad path: "/etc/x".'],
    ['another origin', { version: 'v2', files: ['https://evil.example/x.js'] }, '_app/offline-files.json lists a bad path: "https://evil.example/x.js".'],
    ['a query', { version: 'v2', files: ['a.js?x=1'] }, '_app/offline-files.json lists a bad path: "a.js?x=1".']
  ])('refused: %s', (_name, value, message) => {
    expect(parseOfflineList(value, 'v2')).toEqual({ ok: false, message });
  });

  test('accepted: the build’s own paths', () => {
    const files = ['_app/immutable/workers/chunks/B5Xq_29E.js', '_app/immutable/assets/0.CWlSW-pU.css', 'icons/icon-512.png'];
    expect(parseOfflineList({ version: 'v2', files }, 'v2')).toEqual({ ok: true, files });
  });

  test('the precache list joins SvelteKit’s lists and the offline list under the base, each path once', () => {
    const paths = precachePaths({
      base: '/games/table',
      build: ['/games/table/_app/immutable/entry/app.js'],
      files: ['/games/table/favicon.svg'],
      prerendered: ['/games/table/', '/games/table/new/'],
      listed: ['_app/immutable/entry/app.js', '_app/immutable/workers/chunks/x.js']
    });
    expect(paths).toEqual([
      '/games/table/',
      '/games/table/_app/immutable/entry/app.js',
      '/games/table/_app/immutable/workers/chunks/x.js',
      '/games/table/favicon.svg',
      '/games/table/new/'
    ]);
    expect(isImmutable('/games/table/_app/immutable/entry/app.js', '/games/table')).toBe(true);
    expect(isImmutable('/games/table/new/', '/games/table')).toBe(false);
  });
});

describe('answers', () => {
  const at = (href: string) => {
    const u = new URL(href, 'https://host.example');
    return { pathname: u.pathname, search: u.search };
  };
  test.each([
    ['a page with a query', '/games/table/play/?match=a1', true, { kind: 'page', key: '/games/table/play/' }],
    ['the home page', '/games/table/', true, { kind: 'page', key: '/games/table/' }],
    ['a page by its file name', '/games/table/play/index.html?match=a1', true, { kind: 'page', key: '/games/table/play/' }],
    ['a page without its slash', '/games/table/new?game=caylus', true, { kind: 'slash', location: '/games/table/new/?game=caylus' }],
    ['a file opened as a page', '/games/table/favicon.svg', true, { kind: 'file' }],
    ['a chunk', '/games/table/_app/immutable/chunks/a.js', false, { kind: 'file' }],
    ['the worker itself', '/games/table/service-worker.js', false, { kind: 'network' }],
    ['the version stamp', '/games/table/_app/version.json', false, { kind: 'network' }],
    ['the offline list', '/games/table/_app/offline-files.json', false, { kind: 'network' }],
    ['outside the site', '/embed/', true, { kind: 'network' }],
    ['a sibling folder with the same start', '/games/tablet/', true, { kind: 'network' }]
  ])('%s', (_name, href, navigate, answer) => {
    expect(answerFor(at(href), navigate, '/games/table')).toEqual(answer);
  });

  test('at the root of a host (base "")', () => {
    expect(answerFor(at('/play/?match=a'), true, '')).toEqual({ kind: 'page', key: '/play/' });
    expect(answerFor(at('/service-worker.js'), false, '')).toEqual({ kind: 'network' });
  });

  test('only a skip-waiting message is one', () => {
    expect(isSkipWaiting({ type: 'skip-waiting' })).toBe(true);
    for (const data of [null, undefined, 'skip-waiting', {}, { type: 'other' }]) expect(isSkipWaiting(data)).toBe(false);
  });
});
