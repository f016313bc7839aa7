/**
 * Accessibility checked by a machine (issue 12, item 10): an axe audit (tests/e2e/axe.ts) of every
 * page and of each game's table with its prompt open, at desktop (1440×900) and phone (360×740)
 * sizes, must find zero violations.
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { table, yourTurn, startGame, actOnce, settled } from './solo-helpers';
import { openImported, playUntil } from './caylus-helpers';
import { caylus } from '../../lib/games/caylus/index';


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

/**
 * Caylus: a game well under way (played in Node, imported), so its log scrolls in its box — the
 * state axe found unreachable by keyboard — with the human's placement prompt open.
 */
async function caylusWithLongLog(page: Page): Promise<void> {
  const { match } = playUntil('a11y', (s, moves) => moves >= 40 && caylus.view(s, 0).prompt?.kind === 'place');
  await openImported(page, match);
  await expect(page.locator('section.prompt[data-mine="true"]')).toBeVisible();
  expect(await page.locator('section.log ol').evaluate((ol) => ol.scrollHeight > ol.clientHeight)).toBe(true);
}

/** Per game: what opens its prompt fully once it is the human's turn (7 Wonders: a chosen card). */
const OPEN_PROMPT: Record<string, (page: Page) => Promise<void>> = {
  sevenwonders: async (page) => {
    const hand = page.locator('.hand');
    await hand.locator('button.tile').first().click();
    await expect(hand.locator('.panel')).toBeVisible();
  },
  caylus: caylusWithLongLog
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
    if (game === 'caylus') {
      // On phones the rest of the board is folded (so not audited above): open it and audit it too.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.locator('details.fold > summary').click();
      await expect(page.locator('section.favours')).toBeVisible();
      await expectNoAxeViolations(page, 'the caylus table with its folded board open', [[360, 740]]);
    }
  });
}
