/**
 * Same seed → same RNG sequence and same state hash in Chromium as in Node. The core modules
 * are bundled for the page with esbuild and run on a blank page; the expected values are the
 * golden values the Node unit tests pin (lib/core/rng.test.ts, hash.test.ts).
 */
import { test, expect } from '@playwright/test';
import { buildSync } from 'esbuild';
import { Rng, seedRng } from '../../lib/core/rng';
import { hashState } from '../../lib/core/hash';

const ENTRY = `
import { Rng, seedRng } from './lib/core/rng';
import { hashState } from './lib/core/hash';
window.core = { Rng, seedRng, hashState };
`;

const SAMPLE = { b: [1, 2, { z: true, a: null }], a: 'x', n: -7 };

function nodeSide() {
  const r = new Rng(seedRng('golden'));
  const seq = Array.from({ length: 20 }, () => r.uint32());
  const shuffled = r.shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  return { seq, shuffled, state: r.state(), hash: hashState(SAMPLE) };
}

test('RNG and state hash agree between Node and Chromium', async ({ page }) => {
  const bundle = buildSync({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false
  }).outputFiles[0]!.text;
  await page.setContent('<!doctype html><title>determinism</title>');
  await page.addScriptTag({ content: bundle });
  const browser = await page.evaluate((sample) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const { Rng, seedRng, hashState } = (window as any).core;
    const r = new Rng(seedRng('golden'));
    const seq = Array.from({ length: 20 }, () => r.uint32());
    const shuffled = r.shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    return { seq, shuffled, state: r.state(), hash: hashState(sample) };
  }, SAMPLE);
  const node = nodeSide();
  expect(browser).toEqual(node);
  expect(node.seq.slice(0, 5)).toEqual([180420517, 3318269122, 1208463479, 753705760, 959303719]);
});
