/**
 * The Clash of Cultures table by keyboard (issue 17 items 1, 3, 4): every map space is reachable
 * with the arrow keys and named in words; selecting one's own unit shows what it can do there
 * (the engine's staged choices, "Move units from here" first); the unit is moved with the keyboard
 * alone, from the space's choices to a destination reached by Tab on the map. The rules panel lists
 * the 42 Action cards. Axe-clean with a space's choices open; screenshots at phone and desktop
 * sizes; no console errors (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { startClash } from './clash-helpers';
import { expectNoAxeViolations } from './axe';
import { movesOf, screenshots, table } from './solo-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('clash'), 'Clash is not registered in this build');
});

/** The focused element's map space name (`data-hex`), or null when focus is not on a space. */
const focusedHex = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('data-hex') ?? null);

/** Walks the map with the arrow keys from the focused space to `target` (by column letter, then row number). */
async function arrowTo(page: Page, target: string): Promise<number> {
  let presses = 0;
  for (; presses < 40; presses++) {
    const at = await focusedHex(page);
    expect(at, 'focus stays on a map space').not.toBeNull();
    if (at === target) return presses;
    const [col, row] = [at!.charCodeAt(0), Number(at!.slice(1))];
    const [tc, tr] = [target.charCodeAt(0), Number(target.slice(1))];
    await page.keyboard.press(col < tc ? 'ArrowRight' : col > tc ? 'ArrowLeft' : row < tr ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`could not reach ${target} with the arrow keys`);
}

/** Presses Tab until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('select a unit on the map by keyboard, see its choices, and move it with the keyboard only', async ({ page }, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await startClash(page, [{ human: 'Ann' }, { bot: 'heuristic', name: 'Robo' }], 'clash-table-keys');
  await page.getByLabel('Fast bots').check();

  const prompt = page.locator('section.prompt[data-mine="true"][data-kind="turn"]');
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  const hexes = page.locator('.clash svg .hex');
  // Every space is a button named in words (terrain, and any city and units on it).
  const count = await hexes.count();
  expect(count).toBeGreaterThan(20);
  await expect(page.locator('.clash svg .hex[role="button"]')).toHaveCount(count);
  const unitHex = page.locator('.clash svg .hex').filter({ has: page.locator('title', { hasText: /Settlers? of Ann/ }) }).first();
  const target = (await unitHex.getAttribute('data-hex'))!;
  await expect(unitHex.locator('title')).toContainText(/city of Ann, size 1/);

  // Panning by keyboard still works on the map frame.
  const svg = page.locator('.clash .map svg');
  await page.locator('.clash .map .bar button').last().focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.clash .map .frame')).toBeFocused();
  await page.keyboard.press('+');
  const zoomed = await svg.getAttribute('viewBox');
  await page.keyboard.press('ArrowRight');
  await expect(svg).not.toHaveAttribute('viewBox', zoomed!);
  await page.keyboard.press('0');

  // Keyboard only from here: Tab onto the map's spaces, arrows to the unit's space, Enter.
  await tabTo(page, '.clash svg .hex');
  const start = (await focusedHex(page))!;
  // Somewhere else first (so the arrows are really used), then to the unit.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  const presses = await arrowTo(page, target);
  expect(presses, `arrow presses from ${start} to ${target}`).toBeGreaterThan(0);
  await page.keyboard.press('Enter');

  // Its choices: what the engine offers there, "Move units from here" first; focus is on it.
  const step = prompt.locator('[data-step]');
  await expect(step.getByRole('heading', { name: `Choices at ${target}` })).toBeVisible();
  await expect(step.locator('[data-hex-info]')).toContainText(/Settlers? of Ann/);
  const moveHere = step.getByRole('button', { name: 'Move units from here' });
  await expect(moveHere).toBeFocused();
  await expect(step.locator('button[data-type="collect"]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the clash table with a space selected');
  await screenshots(page, info, 'clash-table', 'space-selected');

  // Enter: the Move starts and the same space stays selected, offering "Move from" it.
  let before = await movesOf(page);
  await page.keyboard.press('Enter');
  await expect(table(page)).toHaveAttribute('data-moves', String(before + 1));
  const moving = page.locator('section.prompt[data-mine="true"][data-kind="move"]');
  const from = moving.locator('[data-step] button[data-type="from"]');
  await expect(from).toBeFocused();
  await expect(from).toHaveText(`Move from ${target}`);
  before = await movesOf(page);
  await page.keyboard.press('Enter');
  await expect(table(page)).toHaveAttribute('data-moves', String(before + 1));

  // Destinations are highlighted on the map; Tab reaches one, Enter chooses it.
  await expect(page.locator('.clash svg .hex[data-target="true"]').first()).toBeVisible();
  await tabTo(page, '.clash svg .hex[data-target="true"]');
  const dest = (await focusedHex(page))!;
  before = await movesOf(page);
  await page.keyboard.press('Enter');
  // Several ways there (Roads) open a step: its first, by Enter.
  if ((await movesOf(page)) === before && (await moving.locator('[data-step]').count()) > 0) {
    await expect(moving.locator('[data-step] button').first()).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
  // Which units go, when the engine asks: the first group, by Tab and Enter.
  if ((await moving.locator('button[data-type="group"]').count()) > 0) {
    before = await movesOf(page);
    await tabTo(page, 'section.prompt button[data-type="group"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
  }
  // The Settler now stands on the destination, as the map says in words.
  await expect(page.locator(`.clash svg .hex[data-hex="${dest}"] title`)).toContainText(/Settlers? of Ann/);
  await expect(page.locator('section.log')).toContainText(`Ann heads for ${dest}`);
  await screenshots(page, info, 'clash-table', 'moved');

  // The rules panel lists the 42 Action cards.
  await page.locator('details.rules > summary').click();
  const cards = page.getByRole('heading', { name: 'The 42 Action cards' });
  await expect(cards).toBeVisible();
  await expect(page.locator('.rules-summary li', { hasText: /^42\. New Ideas/ })).toBeVisible();
});
