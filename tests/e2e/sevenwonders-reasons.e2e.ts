/**
 * Reasons that name the cause (issue 12 item 5). A 3-player game is played in Node with random
 * legal moves until the human (seat 1, "Ann") holds a card she cannot pay for; it is imported and
 * opened. Choosing that card, the unavailable Build says what is missing and that no neighbour
 * sells it (or the coins short), as the engine's view computed; production icons' tooltips name
 * their resource. A card bought from neighbours opens the staged choice's second step, the ways
 * to pay, which the keyboard enters and leaves (Escape, Back) before one is played.
 */
import { appendAction, newMatch, setupMatch, type MatchRecord } from '../../lib/core/match';
import { Rng, seedRng } from '../../lib/core/rng';
import { sevenWonders } from '../../lib/games/sevenwonders/index';
import type { SwAction, SwState } from '../../lib/games/sevenwonders/types';
import type { HandCard } from '../../lib/games/sevenwonders/view';
import { test, expect, listedGames } from './fixtures';
import { movesOf, table } from './solo-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
});

/** Random legal play until seat 0 must play a card and holds one `wanted` accepts. */
function playUntil(seed: string, wanted: (c: HandCard) => boolean): { match: MatchRecord; card: HandCard } {
  for (let n = 1; n <= 30; n++) {
    let match = newMatch(sevenWonders, {
      players: 3,
      seed: `${seed}-${n}`,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Robo', bot: 'random', level: 1 },
        { kind: 'bot', name: 'Hal', bot: 'random', level: 1 }
      ]
    });
    let s = setupMatch<SwState>(sevenWonders, match);
    const rng = new Rng(seedRng(`${seed}-${n}/moves`));
    for (;;) {
      const pending = sevenWonders.pending(s);
      if (pending.length === 0) break;
      if (pending.includes(0) && s.phase === 'play') {
        const card = sevenWonders.view(s, 0).hand?.find(wanted);
        if (card) return { match, card };
      }
      const seat = pending[0]!;
      const acts = sevenWonders.actions(s, seat) as readonly SwAction[];
      const a = acts[rng.below(acts.length)]!;
      s = sevenWonders.apply(s, seat, a);
      match = appendAction(match, seat, a);
    }
  }
  throw new Error('the situation never came up');
}

async function openImported(page: import('@playwright/test').Page, match: MatchRecord): Promise<void> {
  await page.goto('./games/');
  await page.getByLabel('Match file').setInputFiles({ name: 'sw.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(match)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  const id = await page.locator('li[data-match-id]').first().getAttribute('data-match-id');
  await page.goto(`./play/?match=${id}`);
  await expect(table(page)).toBeVisible();
}

test('a card no neighbour can supply names the missing resources and says no neighbour sells them', async ({ page }) => {
  const { match, card } = playUntil('unsold', (c) => (c.shortfall?.unsold.length ?? 0) > 0);
  await openImported(page, match);
  await page.locator(`.hand button.tile[data-card="${card.card}"]`).first().click();
  const panel = page.locator('.hand .panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.actions')).toContainText('Missing ');
  await expect(panel.locator('.actions')).toContainText(`no neighbour sells ${card.shortfall!.unsold[0]}`);
  // The tile's tooltip says it too.
  await expect(page.locator(`.hand li:has(button.tile[data-card="${card.card}"]) [role="tooltip"]`).first()).toContainText('no neighbour sells');
});

test('a card the neighbours could supply but the coins cannot says how many coins are short', async ({ page }) => {
  const { match, card } = playUntil('coins', (c) => (c.shortfall?.coinsShort ?? 0) > 0);
  await openImported(page, match);
  await page.locator(`.hand button.tile[data-card="${card.card}"]`).first().click();
  const panel = page.locator('.hand .panel');
  const n = card.shortfall!.coinsShort;
  await expect(panel.locator('.actions')).toContainText(`you are ${n} ${n === 1 ? 'coin' : 'coins'} short`, { ignoreCase: true });
});

test('production icons name their resource in the tooltip', async ({ page }) => {
  const { match } = playUntil('production', () => true);
  await openImported(page, match);
  const item = page.locator('.production li.tip-anchor').first();
  await item.hover();
  await expect(item.getByRole('tooltip')).toBeVisible();
  await expect(item.getByRole('tooltip')).toHaveText(/^Produces (\d+ |one of )(wood|stone|clay|ore|glass|textile|papyrus)/);
});

test('a card bought from neighbours opens its ways to pay: Escape and Back return to the play, a way is played', async ({ page }) => {
  const { match, card } = playUntil('trade', (c) => c.status === 'trade');
  await openImported(page, match);
  await page.locator(`.hand button.tile[data-card="${card.card}"]`).first().click();
  const panel = page.locator('.hand .panel');
  const build = panel.getByRole('button', { name: /^Build it: choose how to pay/ });
  const other = panel.getByRole('button', { name: 'Choose another card' });
  const pay = panel.locator('.pay');
  const ways = pay.locator('button[data-choice]');
  await build.focus();
  await page.keyboard.press('Enter');
  // The second step: its heading, what can be spent, every way with its total; focus on the first.
  await expect(pay.getByRole('heading', { name: `How to pay for ${card.name}` })).toBeVisible();
  await expect(pay).toContainText('Coins available:');
  await expect(ways.first()).toBeFocused();
  await expect(ways.first()).toContainText(/Way 1.* in all/);
  await expect(other).toHaveCount(0);
  // Escape goes back to the play, focused; so does Back.
  await page.keyboard.press('Escape');
  await expect(pay).toHaveCount(0);
  await expect(build).toBeFocused();
  await expect(other).toBeVisible();
  await build.click();
  await pay.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(build).toBeFocused();
  // A way to pay is played.
  const before = await movesOf(page);
  await build.click();
  await ways.last().click();
  await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
});
