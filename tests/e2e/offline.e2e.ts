/**
 * Offline play (issue 18 item 3): after one visit the site is installable (Chromium's own check of
 * its manifest) and the whole site works with the network gone —
 * the browser set offline and the server stopped. A reload, the new-game form, a 7 Wonders game of
 * three heuristic bots at Beginner played to the score sheet (engine, table, strings, the bot
 * worker and the chunks it loads, all from the service worker's cache), the rules summary, My
 * games listing it, and a page opened with a query parameter. Also inside an iframe: the framed
 * site registers its worker and navigates offline.
 */
import { test, expect } from './fixtures';
import { startServer, workerInCharge } from './offline-helpers';

test('after one visit a whole bot game plays with the network off', async ({ page, context }) => {
  test.setTimeout(180_000);
  const server = await startServer('build', 4176);
  try {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    expect(await workerInCharge(page)).toBe(`${server.url}service-worker.js`);
    // Chromium finds the site installable: its manifest parses cleanly and nothing is missing.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${server.url}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(manifest.manifest.startUrl).toBe(server.url);
    expect(manifest.manifest.scope).toBe(server.url);
    // The one objection left is the test browser's: a Playwright context is an incognito profile.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  } finally {
    await server.stop();
  }
  await context.setOffline(true);
  // Nothing answers on the site's port any more.
  expect(await fetch(server.url).then(() => 'answered', () => 'refused')).toBe('refused');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  // A fresh navigation with a query, answered by the route's cached page.
  await page.goto(`${server.url}new/?game=sevenwonders`);
  await expect(page.getByRole('heading', { level: 1, name: 'New game: 7 Wonders' })).toBeVisible();
  await page.getByLabel('Number of players').selectOption('3');
  for (let i = 0; i < 3; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption('bot');
    await seat.getByLabel('Bot', { exact: true }).selectOption('heuristic');
    await seat.getByLabel('Level', { exact: true }).selectOption({ label: 'Beginner (makes mistakes)' });
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  const id = new URL(page.url()).searchParams.get('match')!;
  await expect.poll(() => page.workers().some((w) => w.url().includes('bot.worker'))).toBe(true);
  await page.getByLabel('Fast bots').check();
  await page.getByText('Rules reference').click();
  await expect(page.getByRole('heading', { name: 'Two players: the Free City' })).toBeVisible();
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet).toBeVisible({ timeout: 150_000 });
  await expect(sheet.getByText(/Winner: |Shared victory: /)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The game is over.' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'My games' }).click();
  await expect(page.locator(`[data-match-id="${id}"]`)).toBeVisible();
});

test('inside an iframe the site installs its offline copy and navigates with the network off', async ({ page, context }) => {
  const server = await startServer('build', 4176);
  const frame = page.frameLocator('iframe[title="Euro Table"]');
  try {
    await page.goto(`${server.origin}/embed/`);
    await expect(frame.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const inner = page.frames().find((f) => f.url().startsWith(server.url))!;
    expect(await workerInCharge(inner)).toBe(`${server.url}service-worker.js`);
  } finally {
    await server.stop();
  }
  await context.setOffline(true);
  await frame.getByRole('link', { name: 'Settings' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const inner = page.frames().find((f) => f.url().startsWith(server.url))!;
  await inner.goto(`${server.url}new/?game=caylus`);
  await expect(frame.getByRole('heading', { level: 1, name: 'New game: Caylus' })).toBeVisible();
  await frame.getByRole('button', { name: 'Start game' }).click();
  await expect(frame.locator('.table[data-hash]')).toBeVisible();
});
