/**
 * Sizes of the production build, read from SvelteKit's client output and Vite's manifest:
 * the gzipped JS a first visit loads, and each game's own chunks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const CLIENT = '.svelte-kit/output/client';
const MANIFEST = join(CLIENT, '.vite/manifest.json');

const gz = (file: string) => gzipSync(readFileSync(join(CLIENT, file))).length;

export interface BundleSizes {
  initialJsGzip: number;
  initialFiles: number;
  /**
   * Code the initial chunks import dynamically that belongs to no game and no other page: mostly
   * the store's, which the home page fetches after it is drawn to list the saved games.
   */
  deferredJsGzip: number;
  games: { id: string; chunkGzip: number; files: number }[];
}

/**
 * Null when there is no build to read, or when build/index.html is not from the build in
 * .svelte-kit/output (e.g. a fixture build ran since): then its scripts are not in the manifest.
 */
export function bundleSizes(gameIds: readonly string[]): BundleSizes | null {
  if (!existsSync(MANIFEST) || !existsSync('build/index.html')) return null;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync('build/index.html', 'utf8');
  const scripts = [...html.matchAll(/_app\/immutable\/[\w./-]+?\.js/g)].map((m) => m[0]);
  const files = new Set(Object.values(manifest).map((c) => c.file));
  if (scripts.length === 0 || scripts.some((s) => !files.has(s))) return null;
  // Everything the home page loads before any interaction: its script imports and their static imports
  // (chunks it imports dynamically, e.g. the store's code once the page asks for saved games, are not).
  const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, { key, c }]));
  const initial = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || initial.has(c.file)) return;
    initial.add(c.file);
    for (const i of c.imports ?? []) visit(i);
  };
  for (const [file, { key }] of byFile) if (html.includes(file)) visit(key);
  const games = gameIds.map((id) => {
    const own = new Set<string>();
    const walk = (key: string) => {
      const c = manifest[key];
      if (!c || own.has(c.file) || initial.has(c.file)) return;
      own.add(c.file);
      for (const i of c.imports ?? []) walk(i);
    };
    // The game's entry (engine and bots, lib/games/<id>.entry.ts) and its table's components and
    // strings, with every chunk they import that the home page did not already load.
    for (const key of Object.keys(manifest)) {
      if (key === `lib/games/${id}.entry.ts` || key.startsWith(`lib/games/${id}/`) || key.startsWith(`src/lib/games/${id}/`)) walk(key);
    }
    const js = [...own].filter((f) => f.endsWith('.js'));
    return { id, chunkGzip: js.reduce((n, f) => n + gz(f), 0), files: js.length };
  });
  const deferred = new Set<string>();
  const defer = (key: string) => {
    const c = manifest[key];
    if (!c || deferred.has(c.file) || initial.has(c.file)) return;
    deferred.add(c.file);
    for (const i of c.imports ?? []) defer(i);
  };
  for (const { key } of byFile.values()) {
    if (!initial.has(manifest[key]!.file)) continue;
    for (const d of manifest[key]!.dynamicImports ?? []) {
      if (!d.startsWith('lib/games/') && !d.startsWith('src/lib/games/') && !d.includes('/nodes/')) defer(d);
    }
  }
  const initialJs = [...initial].filter((f) => f.endsWith('.js'));
  const deferredJs = [...deferred].filter((f) => f.endsWith('.js'));
  return { initialJsGzip: initialJs.reduce((n, f) => n + gz(f), 0), initialFiles: initialJs.length, deferredJsGzip: deferredJs.reduce((n, f) => n + gz(f), 0), games };
}
