/** Starting a 2-player Clash game from the New game page, shared by the Clash specs. */
import type { Page } from '@playwright/test';
import { expect, showVariants } from './fixtures';

/** A seat: a person by name, or the heuristic bot (named when `name` is given). */
export type ClashSeat = { readonly human: string } | { readonly bot: 'heuristic'; readonly name?: string };

/** Sets up a 2-player game with `seats` and `seed` (Four-Round when asked) and starts it. */
export async function startClash(page: Page, seats: readonly ClashSeat[], seed: string, options: { fourRound?: boolean } = {}): Promise<void> {
  await page.goto('./new/?game=clash');
  await page.getByLabel('Number of players').selectOption('2');
  for (let i = 0; i < seats.length; i++) {
    const row = page.locator('li.seat').nth(i);
    const seat = seats[i]!;
    await row.getByLabel('Played by').selectOption('human' in seat ? 'human' : 'bot');
    if ('human' in seat) await row.getByLabel('Name').fill(seat.human);
    else {
      await row.getByLabel('Bot', { exact: true }).selectOption(seat.bot);
      if (seat.name) await row.getByLabel('Name').fill(seat.name);
    }
  }
  await showVariants(page);
  if (options.fourRound) await page.getByLabel('4 Rounds (Four-Round game)').check();
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
}
