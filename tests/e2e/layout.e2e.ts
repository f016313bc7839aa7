/**
 * Layout that fits the screen (issue 12, items 3, 4, 7): what a player needs next is on screen
 * without scrolling, at desktop (1440×900) and phone (360×740) sizes.
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { AUDIT_SIZES } from './axe';
import { table, yourTurn } from './solo-helpers';

/** The element's box lies wholly inside the viewport (nothing to scroll to reach it). */
async function whollyOnScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

test('new game: "Start game" is on screen without scrolling for every game at desktop and phone sizes', async ({ page }) => {
  const games = await listedGames(page);
  for (const [width, height] of AUDIT_SIZES) {
    await page.setViewportSize({ width, height });
    for (const id of games) {
      await page.goto(`./new/?game=${id}`);
      const start = page.getByRole('button', { name: 'Start game' });
      await expect(start).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), `${id} at ${width}×${height}: the page is not scrolled`).toBe(0);
      expect(await whollyOnScreen(page, 'form.setup button[type="submit"]'), `${id} at ${width}×${height}: Start game on screen`).toBe(true);
    }
  }
});

/** All of the element's matches lie wholly inside the viewport. */
async function allOnScreen(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return !(r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth);
      })
      .map((el) => el.textContent?.trim() ?? '?')
  );
}

for (const [width, height] of AUDIT_SIZES) {
  test(`7 Wonders at ${width}×${height}: choosing a card brings its Build / Wonder / Discard buttons on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./new/?game=sevenwonders');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(table(page)).toBeVisible();
    await expect(yourTurn(page)).toBeVisible({ timeout: 30_000 });
    const tiles = page.locator('.hand button.tile');
    // The first card and the last: the panel opens under the whole hand either way.
    for (const i of [0, (await tiles.count()) - 1]) {
      await tiles.nth(i).click();
      const panel = page.locator('.hand .panel');
      await expect(panel).toBeVisible();
      await expect(panel.locator('.actions button')).toHaveCount(4);
      expect(await allOnScreen(page, '.hand .panel .actions button'), `card ${i}: buttons off screen`).toEqual([]);
      await panel.getByRole('button', { name: 'Choose another card' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });
}
