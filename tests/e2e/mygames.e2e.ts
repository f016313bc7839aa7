/**
 * The end of a game and looking back (issue 12 items 2, 8 and 9): My games shows a finished
 * game's winner and scores and offers Replay (not Resume); an imported copy is marked once; the
 * score sheet counts take-backs and offers a Rematch with the same seats and options and a new
 * seed; the replay's move list names people like the live log; Caylus' "Since your last move"
 * lists a build once. The games are made in Node (tests/e2e/solo-logs.ts) and imported.
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { savedMatch, setBotDelay, table } from './solo-helpers';
import { ANN, bot, lastBy, oneTakeBack, playRandom } from './solo-logs';
import { findGame } from '../../lib/games/index';
import type { MatchRecord } from '../../lib/core/match';

/** Imports a match file through My games; returns the new row's id. */
async function importMatch(page: Page, match: MatchRecord | string, name = 'game.json'): Promise<string> {
  await page.goto('./games/');
  const before = await page.locator('li[data-match-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
  const text = typeof match === 'string' ? match : JSON.stringify(match);
  await page.getByLabel('Match file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible({ timeout: 30_000 });
  const after = await page.locator('li[data-match-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
  const id = after.find((x) => !before.includes(x));
  expect(id).toBeTruthy();
  return id!;
}

test('a finished imported game: winner, scores, take-backs, Replay not Resume, imported once; Rematch', async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
  test.setTimeout(90_000);
  const game = findGame('sevenwonders')!.game;
  const seats = [ANN, bot('Robo'), bot('Max')];
  const played = playRandom(game, seats, 'mygames-e2e-1', () => false, { extra: oneTakeBack() });
  const result = game.result(played.cursor.state)!;
  expect(result, 'the made-up game is finished').not.toBeNull();
  expect(played.match.log.filter((i) => i.action.type === 'core/takeback')).toHaveLength(1);
  const id = await importMatch(page, played.match, 'finished.json');

  const row = page.locator(`li[data-match-id="${id}"]`);
  await expect(row.locator('[data-imported]')).toHaveCount(1);
  await expect(row.locator('[data-imported]')).toHaveText('imported');
  await expect(row).toContainText('finished');
  await expect(row.locator('[data-takebacks]')).toContainText('1');
  const outcome = row.locator('[data-outcome]');
  const winners = result.winners.map((s) => seats[s]!.name);
  await expect(outcome.locator('strong')).toContainText(winners[0]!);
  for (const p of result.players) await expect(outcome.locator(`[data-seat="${p.seat}"]`)).toHaveText(`${seats[p.seat]!.name} ${p.score}`);
  await expect(row.getByRole('link', { name: /^Resume/ })).toHaveCount(0);
  const replayLink = row.getByRole('link', { name: /^Replay/ });
  await expect(replayLink).toHaveCount(1);
  await expect(replayLink).toHaveAttribute('href', new RegExp(`replay/\\?match=${id}$`));

  // Exported and imported again: still one mark, and the title is not "imported imported".
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Export' }).click()]);
  const file = await import('node:fs/promises').then((fs) => download.path().then((p) => fs.readFile(p!, 'utf8')));
  const copy = await importMatch(page, file, 'copy.json');
  const copyRow = page.locator(`li[data-match-id="${copy}"]`);
  await expect(copyRow.locator('[data-imported]')).toHaveCount(1);
  await expect(copyRow.getByRole('heading')).toHaveText('7 Wonders imported');

  // The table of the finished game: the score sheet counts the take-back and offers a Rematch.
  await page.goto(`./play/?match=${id}`);
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await expect(sheet).toContainText('Moves taken back: 1');
  await sheet.getByRole('button', { name: 'Rematch' }).click();
  await expect(page).not.toHaveURL(new RegExp(`match=${id}$`));
  await expect(table(page)).toBeVisible();
  const newId = new URL(page.url()).searchParams.get('match')!;
  expect(newId).not.toBe(id);
  await expect(table(page)).toHaveAttribute('data-moves', /\d+/);
  const again = await savedMatch(page, newId);
  expect(again.seats).toEqual(played.match.seats);
  expect(again.options).toEqual(played.match.options);
  expect(again.game).toBe('sevenwonders');
  expect(again.seed).not.toBe(played.match.seed);
});

for (const gameId of ['caylus', 'sevenwonders']) {
  test(`${gameId}: the replay's move list names people like the live log`, async ({ page }) => {
    test.skip(!(await listedGames(page)).includes(gameId), `${gameId} is not registered in this build`);
    test.setTimeout(60_000);
    const game = findGame(gameId)!.game;
    const played = playRandom(game, [ANN, bot('Robo'), bot('Max')], `replay-names-${gameId}`, (p) => p.match.log.length >= 40);
    const id = await importMatch(page, played.match);
    await page.goto(`./replay/?match=${id}`);
    const list = page.getByRole('region', { name: 'Moves' }).or(page.locator('section.log')).first();
    await expect(list.locator('li').nth(40)).toBeVisible({ timeout: 30_000 });
    const texts = await list.locator('li .text').allTextContents();
    expect(texts).toHaveLength(40);
    // No seat numbers: each line comes from its key and params, a seat drawn as the person's
    // badge (symbol and name) where the sentence names them — the actor once, at its place.
    for (const text of texts) expect(text).not.toMatch(/\bPlayer [1-3]\b/);
    expect(texts.some((t) => /^(Ann|Robo|Max) /.test(t))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/^(Ann|Robo|Max) (Ann|Robo|Max) /);
  });
}

test('Caylus "Since your last move" lists a build once, with its PP on the move’s own line', async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('caylus'), 'Caylus is not registered in this build');
  test.setTimeout(60_000);
  const game = findGame('caylus')!.game;
  // A random game stopped right after a bot built, after Ann's last decision.
  const played = playRandom(game, [ANN, bot('Robo')], 'caylus-builds-once', (p) => {
    const item = p.match.log.at(-1);
    return item !== undefined && item.seat === 1 && item.action.type === 'build' && lastBy(p.match, 0) >= 0;
  });
  expect(played.match.log.at(-1)!.action.type).toBe('build');
  await setBotDelay(page, 10_000);
  const id = await importMatch(page, played.match);
  await page.goto(`./play/?match=${id}`);
  await expect(table(page)).toHaveAttribute('data-hash', played.hashes.at(-1)!, { timeout: 30_000 });
  const events = page.getByRole('region', { name: 'Since your last move' });
  // The builds shown: every one from Ann's last decision on (hers included), the bot's last.
  const shown = played.match.log.slice(lastBy(played.match, 0)).filter((i) => i.action.type === 'build').length;
  const lines = events.locator('span.move, li.auto').filter({ hasText: /builds the/ });
  await expect(lines).toHaveCount(shown);
  await expect(lines.last()).toContainText(/paying .*\(\+\d+ PP\)/);
});
