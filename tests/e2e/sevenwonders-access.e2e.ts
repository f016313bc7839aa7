/**
 * The 7 Wonders table for keyboard and screen-reader users, and hot-seat play:
 * - a card is chosen and played with the keyboard alone (focus moves to the play panel, then
 *   back to the hand), unavailable plays stay focusable and say why;
 * - tooltips open on keyboard focus and on hover, are tied to their piece, and close on Escape;
 * - two humans on one device: the pass-the-device screen hides the previous player's hand.
 * No console errors (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames, showVariants } from './fixtures';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
});

const table = (page: Page) => page.locator('.table[data-hash]');
const movesOf = async (page: Page): Promise<number> => Number(await table(page).getAttribute('data-moves'));

async function start(page: Page, humans: string[], players = 3): Promise<void> {
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption(String(players));
  for (let i = 0; i < players; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption(i < humans.length ? 'human' : 'bot');
    if (i < humans.length) await seat.getByLabel('Name').fill(humans[i]!);
    else await seat.getByLabel('Bot', { exact: true }).selectOption('random');
  }
  await showVariants(page);
  await page.getByLabel('Seed').fill('access');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  await page.getByLabel('Fast bots').check();
}

test('keyboard only: choose a card, a play and a payment; tooltips on focus and hover', async ({ page }) => {
  test.setTimeout(60_000);
  await start(page, ['Ann']);
  const hand = page.getByRole('region', { name: 'Your hand (7 cards)' });
  await expect(hand).toBeVisible();

  // Each tile is a real button named by its visible text (WCAG 2.5.3, checked by axe): the card's
  // name first after its type, and last how it can be built (in words).
  const tiles = hand.locator('button.tile');
  await expect(tiles).toHaveCount(7);
  for (let i = 0; i < 7; i++) {
    const card = await tiles.nth(i).locator('.name').evaluate((el) => el.firstChild?.textContent?.trim() ?? '');
    await expect(tiles.nth(i)).toHaveAccessibleName(
      new RegExp(`${card.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*(Free|Free by chain|With your own resources|Pays \\d+ coins? to the bank|Buy from neighbours: from \\d+ coins?|Cannot be paid|Already built here)$`)
    );
  }
  // Colour is never the only signal: every card names its type in words.
  expect(await hand.locator('.band .type').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/\w/)]));

  const before = await movesOf(page);
  await tiles.first().focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('.panel');
  await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
  // Tab through the plays: the first one offered is taken; unavailable ones are reachable and explain why.
  let acted = false;
  for (let i = 0; i < 8 && !acted; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const label = (await focused.textContent())?.trim() ?? '';
    if ((await focused.getAttribute('aria-disabled')) === 'true') {
      await expect(focused).toHaveAccessibleDescription(/\w/);
      continue;
    }
    if (label === 'Choose another card') break;
    await page.keyboard.press('Enter');
    const pay = panel.locator('.pay');
    if (await pay.isVisible()) {
      // The payment chooser takes focus on its first way to pay; Escape goes back to the play
      // (focus on it, "Choose another card" shown again), Enter opens the ways again.
      await expect(pay.locator('button[data-choice]').first()).toBeFocused();
      await expect(panel.getByRole('button', { name: 'Choose another card' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(pay).toBeHidden();
      await expect(focused).toHaveAttribute('data-option', /\w/);
      await expect(panel.getByRole('button', { name: 'Choose another card' })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(pay.locator('button[data-choice]').first()).toBeFocused();
      await page.keyboard.press('Enter');
    }
    acted = true;
  }
  expect(acted).toBe(true);
  await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
  // Focus stays on the table (the hand's heading or the turn line), never lost to the page.
  expect(await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('.sw'))).toBe(true);

  // Tooltips: a counter of the own city, by keyboard focus then by hover; Escape closes it.
  await expect(page.getByRole('heading', { name: /^Your hand \(6 cards\)$/ })).toBeVisible({ timeout: 20_000 });
  const own = page.locator('.city.rel-own');
  const coins = own.locator('.stats > li').first();
  await coins.focus();
  const tip = page.getByRole('tooltip').filter({ hasText: 'Every 3 coins are worth 1 point' });
  await expect(tip).toBeVisible();
  await expect(coins).toHaveAccessibleDescription(/Every 3 coins are worth 1 point/);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await own.locator('.wonder .stages > li').first().hover();
  await expect(page.getByRole('tooltip').filter({ hasText: /^Stage 1 \((not built|built)\)\. Cost: / })).toBeVisible();
});

test('hot-seat: the device is passed between two humans and the previous hand is hidden', async ({ page }) => {
  test.setTimeout(60_000);
  await start(page, ['Ann', 'Bob']);
  const handoff = page.getByRole('heading', { name: /^Pass the device to / });
  const yourTurn = page.getByRole('status').filter({ hasText: /^Your turn, / });
  const seen = new Map<string, string[]>();
  let holder: string | null = null;
  let handoffs = 0;
  for (let turn = 0; turn < 6; turn++) {
    await expect(handoff.or(yourTurn)).toBeVisible({ timeout: 20_000 });
    if (await handoff.isVisible()) {
      const name = (await handoff.textContent())!.replace(/.*Pass the device to /, '').trim();
      expect(name).not.toBe(holder);
      // Nothing private on the hand-over screen: no hand, no play panel, no table at all.
      await expect(page.locator('.hand')).toHaveCount(0);
      await expect(page.locator('.sw')).toHaveCount(0);
      const show = page.getByRole('button', { name: `I am ${name}: show my view` });
      // The hand-over button takes focus (the first one is preceded by the test ticking "Fast bots").
      if (handoffs > 0) await expect(show).toBeFocused();
      else await show.focus();
      await page.keyboard.press('Enter');
      holder = name;
      handoffs++;
    }
    await expect(yourTurn).toHaveText(`Your turn, ${holder}.`);
    const cards = await page.locator('.hand button.tile').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card') ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    // In round 1 the two players hold different hands: each sees only their own.
    if (!seen.has(holder!)) seen.set(holder!, cards);
    const before = await movesOf(page);
    const panel = page.locator('.panel');
    const offered = panel.locator('.actions button:not([aria-disabled]):not(.cancel)');
    for (let i = 0; ; i++) {
      await page.locator('.hand button.tile').nth(i).click();
      if ((await offered.count()) > 0) break;
    }
    await offered.last().click(); // "Discard it for 3 coins": never asks for a payment
    await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
  }
  expect(handoffs).toBeGreaterThanOrEqual(3);
  expect(seen.get('Ann')).not.toEqual(seen.get('Bob'));
});
