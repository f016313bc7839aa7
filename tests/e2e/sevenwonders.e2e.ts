/**
 * 7 Wonders through the app: a 3-player game of random bots (fast mode) reaches the score sheet
 * with a winner and a per-category breakdown that adds up, the bots deciding in their Web Worker,
 * and no console errors. Skips until 7 Wonders is in the registry.
 *
 * This test used to fail when any main-thread task took over 50 ms while the bots played: a
 * wall-clock assertion that failed by chance on a busy 2-core machine (issue 10 item 9). The
 * page's tasks are now measured and reported by `npm run bench` (lib/cli/bench-browser.ts), and
 * that bots never run on the main thread is checked structurally (src/lib/bots/off-main-thread.test.ts,
 * and here: the bots' worker is running).
 */
import type { Locator } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
});

/** Every score column: the category cells add up to the total. */
async function expectSheetAddsUp(sheet: Locator, players: number): Promise<void> {
  const table = sheet.getByRole('table');
  await expect(table.locator('thead th[data-seat]')).toHaveCount(players);
  expect(await table.locator('tbody tr[data-category]').count()).toBeGreaterThan(1);
  for (let col = 0; col < players; col++) {
    const cells = await table.locator(`tbody tr td:nth-of-type(${col + 1})`).allTextContents();
    const total = Number(await table.locator(`tfoot tr[data-row="total"] td:nth-of-type(${col + 1})`).textContent());
    expect(cells.reduce((a, c) => a + (Number(c) || 0), 0)).toBe(total);
  }
}

test('3 random bots play 7 Wonders to the score sheet', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('3');
  for (let i = 0; i < 3; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption('bot');
    await seat.getByLabel('Bot', { exact: true }).selectOption('random');
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  // The bots think in their Web Worker, started for this game.
  await expect.poll(() => page.workers().some((w) => w.url().includes('bot.worker'))).toBe(true);
  await page.getByLabel('Fast bots').check();
  await page.locator('section.sheet').waitFor({ timeout: 90_000 });
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/Winner: |Shared victory: /)).toBeVisible();
  await expectSheetAddsUp(sheet, 3);
  await expect(page.getByRole('status').filter({ hasText: 'The game is over.' })).toBeVisible();
});
