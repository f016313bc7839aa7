import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
    testTimeout: 120_000,
    hookTimeout: 120_000
  }
});
