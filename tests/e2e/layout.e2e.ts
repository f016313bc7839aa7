/**
 * Layout that fits the screen (issue 12, items 3, 4, 7): what a player needs next is on screen
 * without scrolling, at desktop (1440×900) and phone (360×740) sizes.
 */
import type { Page } from '@playwright/test';
import { appendAction, newMatch, setupMatch } from '../../lib/core/match';
import { Rng, seedRng } from '../../lib/core/rng';
import { sevenWonders } from '../../lib/games/sevenwonders/index';
import type { SwAction, SwState } from '../../lib/games/sevenwonders/types';
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

// ---------------------------------------------------------------- phones (issue 12 item 7)

const PHONE = { width: 360, height: 740 } as const;

test('phone: the header and its folded menu take one line; the menu opens on request', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('./');
  const header = page.locator('header.site');
  const brand = header.locator('a.brand');
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const [b, m] = [(await brand.boundingBox())!, (await menu.boundingBox())!];
  expect(Math.abs(b.y + b.height / 2 - (m.y + m.height / 2)), 'brand and menu on one line').toBeLessThan(8);
  expect((await header.boundingBox())!.height).toBeLessThan(64);
  const nav = header.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'My games' })).toBeHidden();
  await menu.click();
  await expect(nav.getByRole('link', { name: 'My games' })).toBeVisible();
  await nav.getByRole('link', { name: 'My games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My games' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
});

test('phone: 7 Wonders shows the hand within the first screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('./new/?game=sevenwonders');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(table(page)).toBeVisible();
  await expect(yourTurn(page)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await page.locator('.hand').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top, 'the hand starts on the first screen').toBeLessThan(PHONE.height - 120);
});

test('phone: the Caylus page is at most half of its old 6,649 px and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('./new/?game=caylus');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(table(page)).toBeVisible();
  await expect(page.locator('section.prompt[data-mine="true"]')).toBeVisible({ timeout: 30_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'page height at 360 px').toBeLessThanOrEqual(Math.floor(6649 / 2));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // The rest of the board is folded on phones; opened, the favour table fits its box: no sideways
  // scrolling inside it either, nor of the page.
  await page.locator('details.fold > summary').click();
  const fav = page.locator('section.favours table');
  await expect(fav).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await fav.evaluate((t) => t.scrollWidth - (t.parentElement as HTMLElement).clientWidth)).toBeLessThanOrEqual(0);
});

test('phone: the final score sheet of a 7-player game fits without sideways scrolling', async ({ page }) => {
  // A whole 7-player game played in Node with random legal moves, then imported and opened.
  let match = newMatch(sevenWonders, {
    players: 7,
    seed: 'sheet-1',
    seats: Array.from({ length: 7 }, (_, i) => (i === 0 ? { kind: 'human' as const, name: 'Annabelle-Marie' } : { kind: 'bot' as const, name: `Robotic player ${i + 1}`, bot: 'random', level: 1 }))
  });
  let s = setupMatch<SwState>(sevenWonders, match);
  const rng = new Rng(seedRng('sheet-1/moves'));
  for (let seat = sevenWonders.pending(s)[0]; seat !== undefined; seat = sevenWonders.pending(s)[0]) {
    const acts = sevenWonders.actions(s, seat) as readonly SwAction[];
    const a = acts[rng.below(acts.length)]!;
    s = sevenWonders.apply(s, seat, a);
    match = appendAction(match, seat, a);
  }
  await page.setViewportSize(PHONE);
  await page.goto('./games/');
  await page.getByLabel('Match file').setInputFiles({ name: 'sheet.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(match)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  const id = await page.locator('li[data-match-id]').first().getAttribute('data-match-id');
  await page.goto(`./play/?match=${id}`);
  const sheet = page.locator('section.sheet');
  await expect(sheet).toBeVisible();
  expect(await sheet.locator('table').evaluate((t) => t.scrollWidth - (t.parentElement as HTMLElement).clientWidth), 'the sheet scrolls sideways').toBeLessThanOrEqual(0);
  expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
