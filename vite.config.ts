import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Offline play (issue 18): writes `_app/offline-files.json` into the client build — the build's
 * version and every file the client bundle emitted — and the service worker (src/service-worker.ts)
 * precaches that list. SvelteKit's own `$service-worker` `build` list comes from Vite's manifest,
 * which names the bot and analysis workers' entry files but not the chunks their bundles split off
 * (each game's engine as a worker loads it), so a bot could not start offline with it alone.
 */
function offlineFiles(): Plugin {
  let ssr = false;
  return {
    name: 'euro-table-offline-files',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        const stamp = bundle['_app/version.json'];
        if (stamp?.type !== 'asset') throw new Error('offline-files: SvelteKit wrote no _app/version.json');
        const { version } = JSON.parse(String(stamp.source)) as { version: string };
        const files = Object.keys(bundle)
          .filter((f) => !f.startsWith('.vite/') && !f.endsWith('.map') && f !== '_app/version.json')
          .sort();
        this.emitFile({ type: 'asset', fileName: '_app/offline-files.json', source: JSON.stringify({ version, files }) });
      }
    }
  };
}

/**
 * Vitest's file order: the longest test files first, then Vitest's own order. Vitest starts the
 * longest files first only when its results cache knows their durations; a fresh clone (CI) has
 * none, so a two-minute property suite could start last and run alone while the other worker
 * idles. Longest first lets the short files fill in around them on both workers. The list needs
 * no upkeep for correctness: a file missing from it, or listed and gone, only changes the order.
 * The list: files taking over 10 s in the CI run of 2026-11-29 (PROPERTY_GAMES=2000), longest first.
 */
const LONGEST_FIRST: readonly string[] = [
  'tests/unit/bot-games.test.ts',
  'lib/games/sevenwonders/property.test.ts',
  'lib/games/paris/property.test.ts',
  'lib/games/belfort/property-games.test.ts',
  'lib/games/caylus/property.test.ts',
  'lib/games/clash/property-random.test.ts',
  'lib/games/clash/property-suite.test.ts',
  'tests/unit/import-graph.test.ts',
  'tests/unit/cli.test.ts',
  'lib/games/caylus/property-rich.test.ts',
  'lib/games/belfort/property.test.ts',
  'lib/games/clash/property-heuristic.test.ts',
  'lib/games/paris/bot.test.ts',
  'tests/unit/determinism-lint.test.ts',
  'lib/cli/replay.test.ts'
];

function rank(file: string): number {
  const slashed = file.replaceAll('\\', '/');
  const i = LONGEST_FIRST.findIndex((f) => slashed.endsWith(`/${f}`));
  return i < 0 ? LONGEST_FIRST.length : i;
}

class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Stable: files outside the list keep Vitest's order among themselves.
    return base
      .map((spec, at) => ({ spec, at, rank: rank(spec.moduleId) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map((x) => x.spec);
  }
}

export default defineConfig({
  plugins: [sveltekit(), offlineFiles()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  worker: { format: 'es' },
  test: {
    include: ['lib/**/*.test.ts', 'tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    expect: { requireAssertions: true },
    // Two workers on CI's two cores: vitest's default (cores − 1) would run the suite on one.
    maxWorkers: 2,
    // The longest files first, also on a fresh clone without Vitest's timing cache.
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 120_000,
    hookTimeout: 120_000
  }
});
