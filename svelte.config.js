import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, precompress: false, strict: true }),
    // '' = a location-independent build: relative asset URLs, so the folder works from any sub-path.
    paths: { base: process.env.BASE_PATH ?? '', relative: true },
    alias: { $engine: 'lib' }
  }
};
export default config;
