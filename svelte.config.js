import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    // BUILD_DIR lets the test runner build a second copy (with the fixture game) beside the real one.
    adapter: adapter({ pages: process.env.BUILD_DIR ?? 'build', assets: process.env.BUILD_DIR ?? 'build', fallback: undefined, precompress: false, strict: true }),
    // '' = a location-independent build: relative asset URLs, so the folder works from any sub-path.
    paths: { base: process.env.BASE_PATH ?? '', relative: true },
    alias: { $engine: 'lib' }
  }
};
export default config;
