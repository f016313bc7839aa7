/**
 * Two tabs, one saved game, no lost moves (issue 10 item 4). Both tabs open the same game; tab A
 * plays on and saves; tab B, now stale, plays a move: its save is refused, it says so and offers
 * to open the newer game or keep its own as a copy. Tab A's moves are still there after a reload;
 * B's copy is a game of its own. No console errors (fixtures.ts).
 */
import { test, expect, listedGames } from './fixtures';
import { actOnce, hashOf, movesOf, settled, startGame, table } from './solo-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
});

test('the stale tab is told, A’s moves are kept, and B keeps its game as a copy', async ({ page, context }) => {
  test.setTimeout(90_000);
  const a = page;
  const id = await startGame(a);
  await a.getByLabel('Fast bots').check();
  await actOnce(a);
  const first = await settled(a);

  const b = await context.newPage();
  await b.goto(`./play/?match=${id}`);
  await expect(table(b)).toHaveAttribute('data-hash', first);
  await b.getByLabel('Fast bots').check();

  // Tab A plays two more decisions; everything is saved.
  await actOnce(a);
  await actOnce(a);
  const aHash = await settled(a);
  const aMoves = await movesOf(a);

  // Tab B is still on the old position and plays a decision of its own.
  await actOnce(b);
  const alert = b.locator('[data-conflict]');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('This game changed in another tab.');
  await expect(alert).toContainText('was changed in another tab');
  await expect(b.getByRole('button', { name: 'Open the newer game' })).toBeVisible();
  await expect(b.getByText('Saved in this browser.')).toHaveCount(0);

  // Nothing of A's was lost.
  await a.reload();
  await expect(table(a)).toHaveAttribute('data-hash', aHash);
  expect(await movesOf(a)).toBe(aMoves);

  // B keeps its own game as a copy: a new saved game, opened in this tab.
  const bHash = await hashOf(b);
  await b.getByRole('button', { name: 'Keep this tab’s game as a copy' }).click();
  await expect(b).not.toHaveURL(new RegExp(`match=${id}$`));
  await expect(table(b)).toHaveAttribute('data-hash', bHash);
  await expect(b.getByText('Saved in this browser.')).toBeVisible({ timeout: 20_000 });
  await b.goto('./games/');
  await expect(b.locator('li[data-match-id]')).toHaveCount(2);
  await expect(b.getByText('(copy)')).toBeVisible();

  // The other choice: a stale tab opens the newer game.
  await b.goto(`./play/?match=${id}`);
  await expect(table(b)).toHaveAttribute('data-hash', aHash);
  await actOnce(a);
  const aAgain = await settled(a);
  await actOnce(b);
  await expect(b.locator('[data-conflict]')).toBeVisible({ timeout: 20_000 });
  await b.getByRole('button', { name: 'Open the newer game' }).click();
  await expect(table(b)).toHaveAttribute('data-hash', aAgain, { timeout: 20_000 });
});
