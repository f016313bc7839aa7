import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// The build's version names the service worker's cache and tells an update apart (APP_VERSION, else
// the build's start time). Kept in the environment because this file is read again for the client
// build: every part of one build (version.json, the worker, the offline list) must name one version.
process.env.APP_VERSION ||= String(Date.now());

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    // BUILD_DIR lets the test runner build a second copy (with the fixture game) beside the real one.
    adapter: adapter({ pages: process.env.BUILD_DIR ?? 'build', assets: process.env.BUILD_DIR ?? 'build', fallback: undefined, precompress: false, strict: true }),
    // '' = a location-independent build: relative asset URLs, so the folder works from any sub-path.
    paths: { base: process.env.BASE_PATH ?? '', relative: true },
    alias: { $engine: 'lib' },
    // The service worker (src/service-worker.ts) is registered by src/lib/offline/UpdatePrompt.svelte,
    // which also offers its updates.
    serviceWorker: { register: false },
    version: { name: process.env.APP_VERSION }
  }
};
export default config;
