/** The app shell from the production build, served under a sub-path: home, new game, about. */
import { test, expect, listedGames } from './fixtures';

test('home page loads and lists the registered games (or says there are none)', async ({ page }) => {
  const games = await listedGames(page);
  await expect(page).toHaveTitle(/Euro Table/);
  if (games.length === 0) {
    await expect(page.getByText('No games are installed in this build yet.')).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: /New game of/ })).toHaveCount(games.length);
  }
});

test('about page states the trust model and the licences', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { name: 'Trust model' })).toBeVisible();
  await expect(page.getByText('The engine stops illegal moves', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licences' })).toBeVisible();
  // A deep link (reload) works on a plain static host.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
});

test('new-game screen loads for every registered game', async ({ page }) => {
  const games = await listedGames(page);
  for (const id of games) {
    await page.goto(`./new/?game=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^New game: / })).toBeVisible();
    await expect(page.getByLabel('Number of players')).toBeVisible();
    await expect(page.getByLabel('Seed')).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Start game' })).toBeEnabled();
  }
  await page.goto('./new/?game=no-such-game');
  await expect(page.getByText('There is no game called “no-such-game” in this build.')).toBeVisible();
});

test('keyboard navigation reaches the start button', async ({ page }) => {
  const games = await listedGames(page);
  test.skip(games.length === 0, 'no game registered yet');
  // From the home page, by keyboard only: Tab to the first "New game" link, follow it, then Tab to Start.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const newGame = page.getByRole('link', { name: /New game of/ }).first();
  for (let i = 0; i < 10 && !(await newGame.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(newGame).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^New game: / })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start game' });
  for (let i = 0; i < 80 && !(await start.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  // The focus ring is visible (an outline is drawn).
  const outline = await start.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});

test('an unknown match gives a clear message and a way home', async ({ page }) => {
  await page.goto('./play/?match=nothing-here');
  await expect(page.getByRole('heading', { name: 'There is no saved game with this id.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

test('the site works inside an iframe on another page', async ({ page, baseURL }) => {
  const base = new URL(baseURL!);
  test.skip(base.pathname === '/', 'the embedding page is served by tests/e2e/serve.mjs (sub-path mode)');
  await page.goto(new URL('/embed/', base).href);
  const frame = page.frameLocator('iframe[title="Euro Table"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await frame.getByRole('link', { name: 'About' }).click();
  await expect(frame.getByRole('heading', { name: 'Trust model' })).toBeVisible();
});
