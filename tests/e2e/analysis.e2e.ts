/**
 * The analysis on the score sheet (issue 13 item 8): a finished 7 Wonders game (made in Node and
 * imported, like mygames.e2e.ts) offers it, off by default; opened from the keyboard it runs in a
 * worker of its own, says how far it is, and lists the person's decisions with the bot's choice
 * beside them as they come; the sheet stays axe-clean with it open; hiding it ends the worker.
 * The replay's score sheet offers it too, and so does a live game's as it ends. No console errors
 * (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ANN, bot, playRandom } from './solo-logs';
import { actOnce } from './solo-helpers';
import { findGame } from '../../lib/games/index';
import type { MatchRecord } from '../../lib/core/match';
import type { SwView } from '../../lib/games/sevenwonders';

async function importMatch(page: Page, match: MatchRecord): Promise<string> {
  await page.goto('./games/');
  const before = await page.locator('li[data-match-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
  await page.getByLabel('Match file').setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(match)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible({ timeout: 30_000 });
  const after = await page.locator('li[data-match-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
  const id = after.find((x) => !before.includes(x));
  expect(id).toBeTruthy();
  return id!;
}

const analysisWorkers = (page: Page): number => page.workers().filter((w) => w.url().includes('analysis.worker')).length;

test('a finished game’s score sheet: the analysis, from the keyboard, row by row, axe-clean, stopped when hidden', async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
  test.setTimeout(180_000);
  const game = findGame('sevenwonders')!.game;
  const played = playRandom(game, [ANN, bot('Robo'), bot('Max')], 'analysis-e2e-1', () => false);
  expect(game.result(played.cursor.state), 'the made-up game is finished').not.toBeNull();
  const id = await importMatch(page, played.match);

  await page.goto(`./play/?match=${id}`);
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  const toggle = sheet.getByRole('button', { name: 'Show the analysis' });
  // Off by default: nothing runs until asked.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(analysisWorkers(page)).toBe(0);

  await toggle.focus();
  await page.keyboard.press('Enter');
  const hide = sheet.getByRole('button', { name: 'Hide the analysis' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const panel = sheet.getByRole('region', { name: 'Analysis' });
  await expect(panel.getByRole('status')).toHaveText(/Analysing move \d+ of \d+…|Preparing the analysis…/);
  await expect.poll(() => analysisWorkers(page)).toBe(1);

  // Rows come as the worker answers; a random player soon differs from the bot.
  const differing = panel.locator('li.row[data-same="false"]').first();
  await expect(differing).toBeVisible({ timeout: 90_000 });
  await expect(differing).toContainText('You played:');
  await expect(differing).toContainText('Bot suggests:');
  await expect(differing).toContainText(/Move \d+/);
  // 7 Wonders' hidden picks are named in full, not "chose a card".
  expect((await panel.locator('li.row').allTextContents()).join('\n')).not.toContain('chose a card');
  await expect(panel.getByRole('status')).toHaveText(/Analysing move \d+ of \d+…|Analysis done: /);

  await expectNoAxeViolations(page, 'the score sheet with the analysis open');

  // Hiding it ends the worker.
  await page.setViewportSize({ width: 1440, height: 900 });
  await hide.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toHaveCount(0);
  await expect.poll(() => analysisWorkers(page)).toBe(0);

  // The replay's score sheet offers it too; Stop ends the worker and keeps the rows so far.
  await page.goto(`./replay/?match=${id}`);
  const replaySheet = page.getByRole('region', { name: 'Final scores' });
  await expect(replaySheet).toBeVisible({ timeout: 30_000 });
  await replaySheet.getByRole('button', { name: 'Show the analysis' }).click();
  await expect(replaySheet.locator('li.row').first()).toBeVisible({ timeout: 90_000 });
  await replaySheet.getByRole('button', { name: 'Stop' }).focus();
  await page.keyboard.press('Enter');
  await expect(replaySheet.getByRole('button', { name: 'Hide the analysis' })).toBeFocused();
  await expect(replaySheet.getByRole('region', { name: 'Analysis' }).getByRole('status')).toHaveText(/Analysis stopped after \d+ of \d+ moves\./);
  await expect(replaySheet.locator('li.row').first()).toBeVisible();
  await expect.poll(() => analysisWorkers(page)).toBe(0);
});

test('a live solo game: the last move made, the score sheet that appears offers the analysis', async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
  test.setTimeout(180_000);
  const game = findGame('sevenwonders')!.game;
  // Stopped at the person's last pick: Age III, two cards in hand, nothing chosen yet.
  const lastPick = (view: SwView): boolean => view.age === 3 && view.phase === 'play' && view.hand?.length === 2 && view.committed.length === 0 && view.pending.includes(0);
  const played = playRandom(game, [ANN, bot('Robo'), bot('Max')], 'analysis-e2e-2', (p) => lastPick(game.view(p.cursor.state, 0) as SwView));
  expect(game.result(played.cursor.state), 'the made-up game is not over yet').toBeNull();
  const id = await importMatch(page, played.match);

  await page.goto(`./play/?match=${id}`);
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet).toHaveCount(0);
  await page.getByLabel('Fast bots').check();
  await actOnce(page);
  await expect(sheet).toBeVisible({ timeout: 60_000 });
  await sheet.getByRole('button', { name: 'Show the analysis' }).click();
  const panel = sheet.getByRole('region', { name: 'Analysis' });
  await expect(panel.locator('li.row').first()).toBeVisible({ timeout: 90_000 });
  await expect(panel.locator('li.row').first()).toContainText('You played:');
});
