/**
 * The home page's first download stays small (issue 11 item 5): at most 60 KiB of gzipped JS, with
 * every game's engine, bots, table and strings in chunks of their own. Reads the production build
 * (`npm run build`; scripts/test-all.sh builds before the unit tests); gzip sizes of a given
 * build are deterministic. Skipped when there is no build, or when .svelte-kit/output is not the
 * build of build/index.html (a fixture build ran since).
 */
import { expect, test } from 'vitest';
import { bundleSizes } from '../../lib/cli/bundle';
import { CATALOG } from '../../lib/games/catalog';

const INITIAL_LIMIT = 60 * 1024;
const sizes = bundleSizes(CATALOG.map((c) => c.info.id));

test.skipIf(sizes === null)('initial JS of the home page ≤ 60 KiB gzipped; each game loads its own chunks', () => {
  expect(sizes!.initialJsGzip).toBeLessThanOrEqual(INITIAL_LIMIT);
  for (const g of sizes!.games) {
    expect(g.files, g.id).toBeGreaterThan(0);
    // A game's engine alone is several KiB; had it been in the first download, little would be left here.
    expect(g.chunkGzip, g.id).toBeGreaterThan(10 * 1024);
  }
});
