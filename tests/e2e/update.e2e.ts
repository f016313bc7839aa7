/**
 * Updates (issue 18 item 3): two builds served one after the other. A 7 Wonders game is under way
 * in version 1 (another tab of the site open too) when the served folder becomes version 2 (a
 * second build, with another `APP_VERSION`). The new worker installs and waits: the page keeps
 * running version 1 — moves go on, a reload is still version 1 — and offers "A new version is
 * ready — Update" (axe-clean at both sizes, reached by keyboard: Skip to content, then Tab).
 * Accepting reloads into version 2 with the game exactly where it was (same moves, same state
 * hash), version 1's cache deleted; the other tab is told to reload and is not reloaded for it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { startServer, workerInCharge, type Server } from './offline-helpers';
import { actOnce, hashOf, movesOf, screenshots, settled, table } from './solo-helpers';

const NEXT = 'build-next';
const versionOf = (dir: string) => (JSON.parse(readFileSync(join(dir, '_app/version.json'), 'utf8')) as { version: string }).version;
const V1 = versionOf('build');
const V2 = `${V1}-next`;

/** The served folder is a symbolic link, switched from one build to the other like a deployment. */
const site = join(mkdtempSync(join(tmpdir(), 'euro-table-update-')), 'site');
function serve(dir: string): void {
  const next = `${site}.new`;
  symlinkSync(resolve(dir), next);
  renameSync(next, site);
}

test.beforeAll(async () => {
  // Version 2: the same sources built again under another version name, beside build/.
  test.setTimeout(300_000);
  await promisify(execFile)('./node_modules/.bin/vite', ['build', '--logLevel', 'error'], {
    env: { ...process.env, BUILD_DIR: NEXT, APP_VERSION: V2 },
    maxBuffer: 64 * 1024 * 1024
  });
  expect(versionOf(NEXT)).toBe(V2);
});

test.afterAll(() => rmSync(join(site, '..'), { recursive: true, force: true }));

/** This site's caches as the page sees them. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys().then((k) => k.sort()));
const cacheOf = (server: Server, version: string) => `euro-table ${server.url} ${version}`;

test('a new version waits for the person’s Update, and the game in progress carries on in it', async ({ page, context }, info) => {
  test.setTimeout(180_000);
  serve('build');
  const server = await startServer(site, 4177);
  try {
    // Version 1: a game under way, every move saved.
    await page.goto(`${server.url}new/?game=sevenwonders`);
    await page.getByLabel('Number of players').selectOption('3');
    for (let i = 0; i < 3; i++) {
      const seat = page.locator('li.seat').nth(i);
      await seat.getByLabel('Played by').selectOption(i === 0 ? 'human' : 'bot');
      if (i === 0) await seat.getByLabel('Name').fill('Ann');
    }
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(table(page)).toBeVisible();
    const id = new URL(page.url()).searchParams.get('match')!;
    await workerInCharge(page);
    await actOnce(page);
    await actOnce(page);
    await settled(page);
    const other = await context.newPage();
    await other.goto(server.url);
    await workerInCharge(other);
    expect(await cacheNames(page)).toEqual([cacheOf(server, V1)]);

    // Version 2 is deployed; the open tab finds it (as on becoming visible again) and it waits.
    serve(NEXT);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready. Your games are saved and carry on after the update.' });
    // The new version caches the whole build first (slow on a loaded machine).
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    expect(await cacheNames(page)).toEqual([cacheOf(server, V1), cacheOf(server, V2)].sort());
    await expect(other.getByRole('status').filter({ hasText: 'A new version is ready.' })).toBeVisible({ timeout: 60_000 });

    // Nothing changed by itself: the game goes on, and a reload is still version 1 with the offer.
    await actOnce(page);
    await page.reload();
    await expect(table(page)).toBeVisible();
    await expect(prompt).toBeVisible();
    const before = await settled(page);
    const moves = await movesOf(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting?.state ?? null))).toBe('installed');
    expect(await cacheNames(page)).toContain(cacheOf(server, V1));

    // The offer is axe-clean at both sizes and reached by keyboard: Skip to content, then Tab.
    await expectNoAxeViolations(page, 'the update offer on the 7 Wonders table');
    await screenshots(page, info, 'update', 'offer');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await expect(update).toBeFocused();

    // Accepted: the page reloads into version 2 with the same game at the same position.
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(table(page)).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect.poll(() => cacheNames(page)).toEqual([cacheOf(server, V2)]);
    expect(new URL(page.url()).searchParams.get('match')).toBe(id);
    await expect.poll(() => movesOf(page)).toBe(moves);
    expect(await hashOf(page)).toBe(before);
    await actOnce(page);
    await settled(page);

    // The other tab was not reloaded under its feet: it says so and offers Reload.
    const elsewhere = other.getByRole('status').filter({ hasText: 'This site was updated in another tab. Reload to use the new version; your games are saved.' });
    await expect(elsewhere).toBeVisible();
    await other.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(other.locator('.update[data-update="idle"]')).toHaveCount(1);
  } finally {
    await server.stop();
  }
});
