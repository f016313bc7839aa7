/**
 * A long game opens (issue 10 item 6): a legal 20,000-action 7 Wonders log (a choice taken back
 * and made again, over and over) is imported, then opened: the page shows how far the replay is
 * while it works in slices, and the table comes up with every action. How long it takes is
 * measured by `npm run bench` (lib/cli/bench-browser.ts), never asserted here.
 */
import { findGame } from '../../lib/games/index';
import { longUndoLog } from '../../lib/cli/long-log';
import { test, expect, listedGames } from './fixtures';
import { table } from './solo-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
});

test('a 20,000-action game opens, showing its progress while it replays', async ({ page }) => {
  test.setTimeout(120_000);
  const match = longUndoLog(findGame('sevenwonders')!, 3, 20_000);
  await page.goto('./games/');
  await page.getByLabel('Match file').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(match)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible({ timeout: 60_000 });
  const row = page.locator('li[data-match-id]').first();
  const id = await row.getAttribute('data-match-id');

  // Note every moment the opening progress was on screen (it may come and go quickly).
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-opening-progress]');
      if (bar instanceof HTMLProgressElement) seen.push(bar.value);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`./play/?match=${id}`);
  await expect(table(page)).toBeVisible({ timeout: 90_000 });
  // Every action is there (the bots then go on playing from where the log stops).
  expect(Number(await table(page).getAttribute('data-moves'))).toBeGreaterThanOrEqual(20_000);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(Math.max(...seen)).toBeGreaterThan(0);
  expect(Math.max(...seen)).toBeLessThanOrEqual(20_000);
  // The game log shows the newest moves, and the earlier ones on request.
  const log = page.getByRole('region', { name: 'Game log' });
  await expect(log.getByRole('listitem')).toHaveCount(200);
  await log.getByRole('button', { name: /^Show 200 earlier moves/ }).click();
  await expect(log.getByRole('listitem')).toHaveCount(400);
});
