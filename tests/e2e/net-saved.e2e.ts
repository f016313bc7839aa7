/**
 * Online games are kept like solo ones (issue 10 item 11): after a few moves over a local PeerJS
 * broker, each player's own browser lists the game in My games (marked online); its replay opens
 * and its export holds the log; and "Resume" leads back into the room, where the page takes its
 * seat back and the game goes on. Runs only in a loopback-only network namespace.
 */
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { actOnce, fillAndStart, joinRoom, loopbackOnly, openRoom, playerContext, useLocalBroker, watchConsole } from './net-helpers';

test('a game with friends appears in My games on both devices; replay, export and resume work', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(150_000);
  const errors: string[] = [];
  const annCtx = await playerContext(browser, testInfo);
  const bobCtx = await playerContext(browser, testInfo);
  try {
    const ann = await annCtx.newPage();
    const bob = await bobCtx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    await useLocalBroker(ann);
    await useLocalBroker(bob);
    const link = await openRoom(ann, 'Ann', 'peerjs');
    await joinRoom(bob, link, 'Bob');
    await fillAndStart(ann);
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => Number(await bob.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const moves = Number(await ann.locator('.net-game').getAttribute('data-log-length'));

    // Each browser has the game in its own My games, marked online, with its moves.
    for (const [ctx, who] of [[annCtx, 'Ann'], [bobCtx, 'Bob']] as const) {
      const games = await ctx.newPage();
      watchConsole(games, errors, `${who} games`);
      await games.goto('./games/');
      const row = games.locator('li[data-match-id^="net-"]');
      await expect(row).toHaveCount(1, { timeout: 10_000 });
      await expect(row).toContainText('online, with friends');
      await expect(row).toContainText(`${moves} moves`);
      // The export is the match file with the whole log.
      const [download] = await Promise.all([games.waitForEvent('download'), row.getByRole('button', { name: 'Export' }).click()]);
      const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { log: unknown[]; seats: { kind: string; name: string }[] };
      expect(file.log.length).toBeGreaterThanOrEqual(moves);
      expect(file.seats.find((s) => s.name === who)?.kind).toBe('human');
      // The replay opens.
      await row.getByRole('link', { name: 'Replay' }).click();
      await expect(games.locator('.replay[data-hash]')).toBeVisible({ timeout: 20_000 });
      await expect(games.getByText(`Move ${file.log.length} of ${file.log.length}`)).toBeVisible();
      await games.close();
    }

    // Bob's page closes; from My games, "Resume" takes him back into the room and his seat.
    await bob.close();
    const again = await bobCtx.newPage();
    watchConsole(again, errors, 'guest again');
    await again.goto('./games/');
    await again.locator('li[data-match-id^="net-"]').getByRole('link', { name: /^Resume / }).click();
    await expect(again).toHaveURL(/\/room\/\?join=[0-9A-Z]{8}&as=[0-9a-f]{16}/);
    await expect(again.locator('.net-game')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => Number(await again.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(moves);
    await expect(ann.getByText('Bob (seat 2) is not connected.')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => actOnce(again).catch(() => false), { timeout: 20_000 }).toBe(true);
  } finally {
    await annCtx.close();
    await bobCtx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});
