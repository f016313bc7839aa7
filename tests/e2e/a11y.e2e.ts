/**
 * Accessibility checked by a machine (issue 12, item 10): an axe audit (tests/e2e/axe.ts) of every
 * page and of each game's table with its prompt open, at desktop (1440×900) and phone (360×740)
 * sizes, must find zero violations.
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { table, yourTurn, startGame, actOnce, settled } from './solo-helpers';


const PAGES: [string, string, string][] = [
  ['home', './', 'Games'],
  ['new game (7 Wonders)', './new/?game=sevenwonders', 'New game'],
  ['new game (no game chosen)', './new/', 'New game'],
  ['My games', './games/', 'My games'],
  ['about', './about/', 'About'],
  ['settings', './settings/', 'Settings'],
  ['rooms', './room/', 'Play with friends']
];

for (const [name, path, heading] of PAGES) {
  test(`axe: the ${name} page has no violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expectNoAxeViolations(page, name);
  });
}

test('axe: the replay page and My games with a saved game have no violations', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await startGame(page, 3, 1);
  await actOnce(page);
  await settled(page);
  await page.goto(`./replay/?match=${encodeURIComponent(id)}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'replay');
  await page.goto('./games/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoAxeViolations(page, 'My games with a save');
});

/** The log list of the table overflows its box (it scrolls: the state axe found unreachable by keyboard). */
const logScrolls = (page: Page) => page.locator('section.log ol').evaluate((ol) => ol.scrollHeight > ol.clientHeight).catch(() => false);

/**
 * Caylus: the human plays (pass on placement, leave the provost, else the first real choice) until
 * the log scrolls, then it is the human's turn again with the prompt open.
 */
async function caylusUntilLogScrolls(page: Page): Promise<void> {
  await page.getByLabel('Fast bots').check();
  const prompt = page.locator('section.prompt[data-mine="true"]');
  for (let i = 0; i < 60; i++) {
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    if (await logScrolls(page)) return;
    const before = await table(page).getAttribute('data-moves');
    await page.evaluate(() => {
      const p = document.querySelector('section.prompt[data-mine="true"]')!;
      const kind = p.getAttribute('data-kind');
      const q = (sel: string) => p.querySelector<HTMLElement>(sel);
      const b =
        q('[data-step] ul button') ??
        (kind === 'place' ? q('button[data-type="pass"]') : kind === 'provost' || kind === 'guild' ? q('button[data-quiet]') : q('button[data-option]:not([data-quiet])') ?? q('button[data-option]'));
      b!.click();
    });
    await expect.poll(async () => (await prompt.locator('[data-step]').count()) > 0 || (await table(page).getAttribute('data-moves')) !== before).toBe(true);
  }
  throw new Error('the Caylus log never grew long enough to scroll');
}

/** Per game: what opens its prompt fully once it is the human's turn (7 Wonders: a chosen card). */
const OPEN_PROMPT: Record<string, (page: Page) => Promise<void>> = {
  sevenwonders: async (page) => {
    const hand = page.locator('.hand');
    await hand.locator('button.tile').first().click();
    await expect(hand.locator('.panel')).toBeVisible();
  },
  caylus: caylusUntilLogScrolls
};

for (const game of ['sevenwonders', 'caylus', 'paris', 'belfort', 'clash']) {
  test(`axe: the ${game} table with its prompt open has no violations`, async ({ page }) => {
    test.setTimeout(120_000);
    test.skip(!(await listedGames(page)).includes(game), `${game} is not registered in this build`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`./new/?game=${game}`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(table(page)).toBeVisible();
    await expect(yourTurn(page)).toBeVisible({ timeout: 30_000 });
    await OPEN_PROMPT[game]?.(page);
    await expectNoAxeViolations(page, `the ${game} table`);
  });
}
