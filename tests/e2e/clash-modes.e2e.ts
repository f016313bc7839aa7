/**
 * Clash of Cultures beyond solo play (issue 17 item 6): hot-seat (the hand-over screen hides every
 * private part; each player sees their own cards by name, the other's only as counts), a save that
 * reopens at the same position after a reload, and a room over the same-browser channel where two
 * tabs play a few Turns and stay on the same state hash. No console errors (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { startClash } from './clash-helpers';
import { joinRoom, watchConsole } from './net-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('clash'), 'Clash is not registered in this build');
});

const table = (page: Page) => page.locator('.table[data-hash]');
const movesOf = async (page: Page): Promise<number> => Number(await table(page).getAttribute('data-moves'));

/** A 2-player game: the named people first, the heuristic bot in any seat left. */
const start = (page: Page, humans: string[], seed: string): Promise<void> =>
  startClash(page, [0, 1].map((i) => (i < humans.length ? { human: humans[i]! } : { bot: 'heuristic' as const })), seed);

/** The viewer's decision: "End the Turn" when offered, else the first choice. */
async function endOrFirst(page: Page): Promise<void> {
  const prompt = page.locator('section.prompt[data-mine="true"]');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  const before = await movesOf(page);
  const end = prompt.locator('button[data-type="end"]');
  if ((await end.count()) > 0) await end.click();
  else await prompt.locator('button[data-type]').first().click();
  // An option with several variants opens a second step: its first variant.
  const step = prompt.locator('[data-step] button[data-choice]');
  if ((await movesOf(page)) === before && (await step.count()) > 0) await step.first().click();
  await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
}

test('hot-seat: the hand-over screen hides everything private; each player sees only their own cards', async ({ page }) => {
  test.setTimeout(120_000);
  await start(page, ['Ann', 'Bob'], 'clash-hotseat');
  const handoff = page.getByRole('heading', { name: /^Pass the device to / });
  let handoffs = 0;
  for (let step = 0; step < 8; step++) {
    await expect(handoff.or(page.locator('section.prompt[data-mine="true"]'))).toBeVisible({ timeout: 30_000 });
    if (await handoff.isVisible()) {
      const name = (await handoff.textContent())!.replace(/.*Pass the device to /, '').trim();
      // Nothing private on the hand-over screen: no table, no cards.
      await expect(page.locator('.clash')).toHaveCount(0);
      await page.getByRole('button', { name: `I am ${name}: show my view` }).click();
      handoffs++;
      const seat = name === 'Ann' ? 0 : 1;
      const own = page.locator(`[data-seat-board="${seat}"]`);
      const other = page.locator(`[data-seat-board="${1 - seat}"]`);
      await expect(own.getByRole('heading', { name: 'Action cards' })).toBeVisible();
      await expect(other.getByRole('heading', { name: 'Action cards' })).toHaveCount(0);
      await expect(other).toContainText(/\d+ Action cards/);
      await expect(other).toContainText(/\d+ Objective cards/);
    }
    await endOrFirst(page);
  }
  expect(handoffs).toBeGreaterThanOrEqual(2);
});

test('a saved Clash game reopens at the same position after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await start(page, ['Ann'], 'clash-save');
  await page.getByLabel('Fast bots').check();
  for (let i = 0; i < 4; i++) await endOrFirst(page);
  await expect(table(page)).toHaveAttribute('data-thinking', '0', { timeout: 30_000 });
  await expect(page.locator('section.prompt[data-mine="true"]')).toBeVisible({ timeout: 30_000 });
  const hash = await table(page).getAttribute('data-hash');
  await expect(page.locator('.saved-match')).toHaveAttribute('data-saved-hash', hash!);
  const moves = await movesOf(page);
  await page.reload();
  await expect(page.locator('.clash')).toBeVisible({ timeout: 30_000 });
  await expect(table(page)).toHaveAttribute('data-hash', hash!);
  expect(await movesOf(page)).toBe(moves);
});

test('two tabs play Clash over the same-browser channel and stay on the same state', async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  const ann = page;
  const bob = await context.newPage();
  watchConsole(bob, errors, 'guest tab');
  await ann.goto('./room/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByLabel('Game', { exact: true }).selectOption('clash');
  await ann.getByLabel('Number of players').selectOption('2');
  await ann.getByRole('radio', { name: 'Tabs of this browser' }).check();
  await ann.getByRole('button', { name: 'Open the room' }).click();
  await expect(ann.locator('[data-lobby]')).toBeVisible();
  const link = await ann.locator('[data-copy="link"]').inputValue();
  await joinRoom(bob, link, 'Bob');
  await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob');
  const startButton = ann.getByRole('button', { name: 'Start the game' });
  await expect(startButton).toBeEnabled();
  await startButton.click();
  await expect(bob.locator('.net-game')).toBeVisible({ timeout: 30_000 });
  await expect(bob.locator('.clash')).toBeVisible({ timeout: 30_000 });

  // Each tab ends its Turn (or makes its first choice) in turn, for a dozen decisions.
  let acted = 0;
  for (let i = 0; i < 200 && acted < 12; i++) {
    for (const p of [ann, bob]) {
      if ((await p.locator('.net-game').getAttribute('data-my-turn')) !== 'true') continue;
      const prompt = p.locator('section.prompt[data-mine="true"]');
      if ((await prompt.count()) === 0) continue;
      const end = prompt.locator('button[data-type="end"]');
      // An opened second step (an option with several variants): its first variant.
      const step = prompt.locator('[data-step] button[data-choice]');
      if ((await step.count()) > 0) await step.first().click();
      else if ((await end.count()) > 0) await end.click();
      else await prompt.locator('button[data-type]').first().click();
      acted++;
    }
    await ann.waitForTimeout(100);
  }
  expect(acted).toBeGreaterThanOrEqual(12);
  // Both tabs agree on the log and the state.
  const len = async (p: Page) => Number(await p.locator('.net-game').getAttribute('data-log-length'));
  await expect.poll(async () => (await len(ann)) === (await len(bob)) && (await len(ann)) >= 12, { timeout: 30_000 }).toBe(true);
  await expect.poll(async () => (await table(ann).getAttribute('data-hash')) === (await table(bob).getAttribute('data-hash')), { timeout: 30_000 }).toBe(true);
  // Each tab shows only its own cards by name.
  await expect(ann.locator('[data-seat-board="0"]').getByRole('heading', { name: 'Action cards' })).toBeVisible();
  await expect(ann.locator('[data-seat-board="1"]').getByRole('heading', { name: 'Action cards' })).toHaveCount(0);
  await expect(bob.locator('[data-seat-board="1"]').getByRole('heading', { name: 'Action cards' })).toBeVisible();
  await expect(bob.locator('[data-seat-board="0"]').getByRole('heading', { name: 'Action cards' })).toHaveCount(0);
  expect(errors, 'console errors').toEqual([]);
});
