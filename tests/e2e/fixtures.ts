/**
 * Shared e2e helpers. `test` here collects every console error and uncaught page error and fails
 * the test when there is any, so each spec checks "no console errors" without repeating it.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('worker', (worker) => {
        worker.on('console', (msg) => {
          if (msg.type() === 'error') errors.push(`worker console: ${msg.text()}`);
        });
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true }
  ]
});

export { expect };

/** Ids of the games the home page lists (from their "New game" links). */
export async function listedGames(page: Page): Promise<string[]> {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const hrefs = await page.locator('a[href*="new/?game="]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((h) => new URL(h).searchParams.get('game') ?? '');
}

/** Opens the new-game form's folded "Variants and seed" part (closed by default) before setting them. */
export async function showVariants(page: Page): Promise<void> {
  const more = page.locator('form.setup details.more');
  if (!(await more.evaluate((d) => (d as HTMLDetailsElement).open))) await more.locator('summary').click();
}
