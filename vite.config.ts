import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit()],
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
