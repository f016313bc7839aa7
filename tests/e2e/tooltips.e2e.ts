/**
 * Hover tooltips get out of the way (issue 12 item 9, second half; the shared Tooltip): a tip
 * closes when the pointer leaves, when its control is used to open a panel (while the pointer
 * is still on it), and when the focused control it describes is removed from the page.
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { table, yourTurn } from './solo-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
});

async function start(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('./new/?game=sevenwonders');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(table(page)).toBeVisible();
  await expect(yourTurn(page)).toBeVisible({ timeout: 30_000 });
}

test('a hovered card tip closes when the card is used, the pointer still on it, and reopens on the next hover', async ({ page }) => {
  await start(page);
  const card = page.locator('.hand li.hand-card').first();
  const tile = card.locator('button.tile');
  await tile.hover();
  await expect(card.getByRole('tooltip')).toBeVisible();
  await tile.click();
  await expect(page.locator('.hand .panel')).toBeVisible();
  await expect(card.getByRole('tooltip')).toBeHidden();
  // Hover again and use it again (its panel is already open, so focus stays on the card): the tip
  // must not stay over the panel.
  await page.mouse.move(1, 1);
  await tile.hover();
  await expect(card.getByRole('tooltip')).toBeVisible();
  await tile.click();
  await expect(card.getByRole('tooltip')).toBeHidden();
  await page.mouse.move(1, 1);
  await tile.hover();
  await expect(card.getByRole('tooltip')).toBeVisible();
});

test('a hovered production tip closes when the pointer leaves', async ({ page }) => {
  await start(page);
  const item = page.locator('.production li.tip-anchor').first();
  await item.hover();
  await expect(item.getByRole('tooltip')).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(item.getByRole('tooltip')).toBeHidden();
});

test('a tip opened by keyboard focus closes when the focused control is removed', async ({ page }) => {
  await start(page);
  const card = page.locator('.hand li.hand-card').first();
  await card.locator('button.tile').focus();
  await expect(card.getByRole('tooltip')).toBeVisible();
  // The control goes away while focused (as a board target does once its choice is made); Chromium
  // sends no blur for a removed element.
  await card.locator('button.tile').evaluate((b) => b.remove());
  await expect(card.getByRole('tooltip')).toBeHidden();
});
