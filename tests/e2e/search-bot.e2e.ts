/**
 * Play levels with the search bot (issue 13 item 3): the new-game form offers each bot's levels,
 * Strong and Expert bots play 7 Wonders from the Web Worker while the page keeps answering, and
 * the saved game still names their levels after a reload. Assertions are on state only. Every
 * bot seat asks the one bot worker, which answers in turn, and each Expert searches for 2 s of
 * its own clock: with five Experts at the table a round keeps the worker busy for over 10 s,
 * during which a page that answers a person's clicks shows her move while the last Expert still
 * thinks. A page that searched on its own thread could not take her click before the searches
 * had ended.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { actOnce, movesOf, setBotDelay, table, yourTurn } from './solo-helpers';

/**
 * In the page itself (no test-runner round trips between the steps): waits for Age I round
 * `round` to ask Ann, discards her first card (two clicks), waits until the table has taken the
 * move, and reports where the round then stands and whether the last seat's bot still thinks.
 * The page's own timers pace the polling; a page whose thread were busy searching would run
 * none of it until the searches ended.
 */
function playRoundInPage(page: Page, round: number): Promise<{ stage: string; lastBotThinking: boolean }> {
  return page.evaluate(async (round) => {
    const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10));
    const seats = (): Element[] => [...document.querySelectorAll('ul[aria-label="Players"] > li.seat')];
    const roundShown = (): boolean => (document.querySelector('.sw')?.textContent ?? '').includes(`Round ${round} of 6`);
    const annToPlay = (): boolean => seats()[0]?.querySelector('.status.toPlay') != null;
    const waitFor = async <T>(what: string, get: () => T | null | undefined | false): Promise<T> => {
      for (let i = 0; i < 30_000; i++) {
        const v = get();
        if (v) return v;
        await tick();
      }
      throw new Error(`never: ${what}`);
    };
    const tile = await waitFor('Ann asked in this round', () => roundShown() && annToPlay() && document.querySelector<HTMLButtonElement>('.hand button.tile'));
    tile.click();
    const discard = await waitFor('the discard button', () => [...document.querySelectorAll<HTMLButtonElement>('.hand .panel button')].find((b) => b.textContent?.includes('Discard it for 3 coins')));
    discard.click();
    await waitFor('the move taken', () => !(annToPlay() && roundShown()));
    return { stage: roundShown() ? 'Ann waits' : 'next round', lastBotThinking: seats()[6]?.querySelector('.status.thinking') != null };
  }, round);
}

const STRONG = 'Strong (thinks about ½ s a move)';
const EXPERT = 'Expert (thinks about 2 s a move)';

test('Strong and Expert bots play from the worker while the page answers; the save keeps their levels', async ({ page }) => {
  test.setTimeout(300_000);
  // No pause before a bot's move: "thinking" is then the worker's search alone.
  await setBotDelay(page, 0);
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('7');
  const seats = page.locator('li.seat');
  await seats.nth(0).getByLabel('Played by').selectOption('human');
  await seats.nth(0).getByLabel('Name').fill('Ann');

  // The heuristic offers Beginner and Standard (Standard chosen); the search Strong and Expert.
  const strong = seats.nth(1);
  await strong.getByLabel('Played by').selectOption('bot');
  await expect(strong.getByLabel('Bot', { exact: true })).toHaveValue('heuristic');
  await expect(strong.getByLabel('Level', { exact: true }).locator('option')).toHaveText(['Beginner (makes mistakes)', 'Standard']);
  await expect(strong.getByLabel('Level', { exact: true })).toHaveValue('3');
  await strong.getByLabel('Bot', { exact: true }).selectOption('search');
  await expect(strong.getByLabel('Level', { exact: true }).locator('option')).toHaveText([STRONG, EXPERT]);
  await expect(strong.getByLabel('Level', { exact: true })).toHaveValue('1');
  // The random bot has no levels.
  const expert = seats.nth(2);
  await expert.getByLabel('Played by').selectOption('bot');
  await expert.getByLabel('Bot', { exact: true }).selectOption('random');
  await expect(expert.getByLabel('Level', { exact: true })).toHaveCount(0);
  for (let i = 2; i < 7; i++) {
    await seats.nth(i).getByLabel('Played by').selectOption('bot');
    await seats.nth(i).getByLabel('Bot', { exact: true }).selectOption('search');
    await seats.nth(i).getByLabel('Level', { exact: true }).selectOption({ label: EXPERT });
  }

  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  await expect(table(page)).toBeVisible();
  const bar = page.getByRole('list', { name: 'Players' });
  const expertSeat = bar.locator('li.seat').nth(2);
  const lastExpert = bar.locator('li.seat').nth(6);
  await expect(bar.locator('li.seat').nth(1)).toContainText('Strong bot');
  await expect(expertSeat).toContainText('Expert bot');

  // Wonder and side choices (the search leaves them to its heuristic), up to the first card.
  const sw = page.locator('.sw[data-phase]');
  for (let k = 0; k < 4 && (await sw.getAttribute('data-phase')) !== 'play'; k++) {
    await actOnce(page);
    await expect(yourTurn(page)).toBeVisible({ timeout: 60_000 });
  }
  await expect(sw).toHaveAttribute('data-phase', 'play');

  // Age I, round 1: the bots began thinking when the table opened, so this round only plays.
  await actOnce(page);
  // Rounds 2-4 begin for everyone at once. In each, Ann's move is taken while the round still
  // waits for the bots, the last Expert still thinking.
  for (let round = 2; round <= 4; round++) {
    const before = await movesOf(page);
    const seen = await playRoundInPage(page, round);
    expect(seen, `round ${round}`).toEqual({ stage: 'Ann waits', lastBotThinking: true });
    // The bots' moves follow: the round completes. At least Ann's and the five Experts' moves were
    // taken since `before` (the Strong bot may have played before it was read).
    await expect(page.getByText(`Round ${round + 1} of 6`).first()).toBeVisible({ timeout: 120_000 });
    expect(await movesOf(page)).toBeGreaterThanOrEqual(before + 6);
  }

  // The saved game names the levels after a reload (a bot seat is saved as its bot and level).
  await expect(table(page)).toHaveAttribute('data-thinking', '0', { timeout: 120_000 });
  await page.reload();
  await expect(table(page)).toBeVisible();
  await expect(bar.locator('li.seat').nth(1)).toContainText('Strong bot');
  await expect(expertSeat).toContainText('Expert bot');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
