/**
 * 7 Wonders through the app: a 3-player game of random bots (fast mode) reaches the score sheet
 * with a winner and a per-category breakdown that adds up, no main-thread task over 50 ms and no
 * console errors. Skips until 7 Wonders is in the registry.
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
  // Bots think in a worker: the page must never block for more than 50 ms while they play.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
  await page.getByLabel('Fast bots').check();
  // Wait with a plain CSS selector and read the long tasks at once: Playwright's role queries
  // walk the whole accessibility tree on the page's main thread, which is the test's cost, not
  // the app's.
  await page.locator('section.sheet').waitFor({ timeout: 90_000 });
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/Winner: |Shared victory: /)).toBeVisible();
  await expectSheetAddsUp(sheet, 3);
  await expect(page.getByRole('status').filter({ hasText: 'The game is over.' })).toBeVisible();
  expect(longTasks, 'main-thread tasks over 50 ms').toEqual([]);
});
