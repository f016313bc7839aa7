/**
 * Online play between two tabs of one browser over BroadcastChannel (no network at all): the
 * same 3-player 7 Wonders game with a bot on the host, the guest tab and then the host tab
 * reloading mid-game (the host role moves to the guest), both tabs ending on the same score sheet
 * and state hash; and a host who leaves for good, replaced by a bot.
 */
import { test, expect } from './fixtures';
import { actOnce, expectSameEnd, fillAndStart, joinRoom, openRoom, playToEnd, watchConsole } from './net-helpers';

test('two tabs of one browser and a host bot play 7 Wonders over BroadcastChannel; both tabs reload once', async ({ page, context }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  const ann = page;
  const bob = await context.newPage();
  watchConsole(bob, errors, 'guest tab');

  const link = await openRoom(ann, 'Ann', 'broadcast');
  expect(new URL(link).searchParams.get('via')).toBe('broadcast');
  await expect(ann.locator('[data-via="broadcast"]')).toContainText('tabs of this browser');

  await joinRoom(bob, link, 'Bob');
  await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob');
  await fillAndStart(ann);
  await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });

  // The guest tab reloads (it takes its seat back), later the host tab does: the guest takes over
  // as host (shown on its screen) and the reloaded page rejoins as a guest.
  const played = await playToEnd([ann, bob], { reloads: [{ page: bob, afterActions: 9 }, { page: ann, afterActions: 20 }] });
  expect(played.reloaded).toBe(2);
  await expectSameEnd(ann, bob);
  await expect(bob.locator('.net-game')).toHaveAttribute('data-role', 'host');
  await expect(ann.locator('.net-game')).toHaveAttribute('data-role', 'guest');
  await expect(bob.locator('[data-epoch="1"]')).toBeVisible();
  await expect(ann.getByText('Host: Bob.')).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});

test('the host leaves mid-game: the guest takes over as host, replaces them with a bot and finishes', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const ann = page;
  const bob = await context.newPage();
  watchConsole(bob, errors, 'guest tab');

  const link = await openRoom(ann, 'Ann', 'broadcast');
  await joinRoom(bob, link, 'Bob');
  await fillAndStart(ann);
  await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
  // A few rounds together, then the host's tab closes for good.
  await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => Number(await bob.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBe(3);
  await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
  await ann.close();

  // Bob is the next seat: his page becomes the host and says so.
  await expect(bob.locator('.net-game')).toHaveAttribute('data-role', 'host', { timeout: 20_000 });
  await expect(bob.getByText('You are now the host', { exact: false }).first()).toBeVisible();
  await expect(bob.locator('[data-epoch="1"]')).toBeVisible();
  await bob.getByRole('button', { name: 'Replace Ann with a bot' }).click();
  await expect(bob.getByRole('button', { name: 'Replace Ann with a bot' })).toHaveCount(0);
  await bob.getByLabel('Fast bots').check();

  await playToEnd([bob]);
  await expect(bob.locator('.net-game')).toHaveAttribute('data-net-status', 'finished');
  await expect(bob.locator('.table')).toHaveAttribute('data-hash', /^[0-9a-f]{16}$/);
  expect(errors, 'console errors').toEqual([]);
});

test('a third tab on the room’s channel sees no token or move, and what it posts acts for no seat and stalls nothing', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const ann = page;
  const bob = await context.newPage();
  const eve = await context.newPage();
  watchConsole(bob, errors, 'guest tab');
  watchConsole(eve, errors, 'third tab');

  const link = await openRoom(ann, 'Ann', 'broadcast');
  const code = new URL(link).searchParams.get('join')!;
  // The trust note says who the tabs of one browser are.
  await expect(ann.getByText('Tabs of this browser are one person.')).toBeVisible();
  // Eve listens on the room's channel from before Bob joins.
  await eve.goto('./about/');
  await eve.evaluate((channel) => {
    const w = window as unknown as { frames_: unknown[]; eveChannel: BroadcastChannel };
    w.frames_ = [];
    w.eveChannel = new BroadcastChannel(channel);
    w.eveChannel.onmessage = (e: MessageEvent) => w.frames_.push(e.data);
  }, `euro-table-${code.toLowerCase()}`);

  await joinRoom(bob, link, 'Bob');
  await fillAndStart(ann);
  await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => Number(await bob.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

  // What Eve saw: introductions only (public keys), no join token, no move.
  const seen = await eve.evaluate(() => (window as unknown as { frames_: { k: string; from: string; to: string }[] }).frames_);
  expect([...new Set(seen.map((f) => f.k))].sort()).toEqual(['hello', 'welcome']);
  expect(JSON.stringify(seen)).not.toMatch(/"token"|"propose"|"commit"|"act"/);
  const host = `euro-table-${code.toLowerCase()}`;
  const bobAddr = seen.find((f) => f.k === 'hello' && f.to === host)!.from;

  // Eve posts in Bob's name: protocol messages with every sequence number (a move for Ann's seat,
  // false desync claims, a claim to be ahead), and a hello to take Bob's link.
  const before = Number(await ann.locator('.net-game').getAttribute('data-log-length'));
  await eve.evaluate(
    ({ host, bobAddr, code, before }) => {
      const ch = (window as unknown as { eveChannel: BroadcastChannel }).eveChannel;
      const env = (n: number) => ({ v: 1, room: code, from: bobAddr, n });
      for (let n = 1; n <= 60; n++) {
        for (const body of [
          { t: 'propose', i: before, seat: 0, action: { type: 'play', city: 0 } },
          { t: 'desync', i: before, hash: '0123456789abcdef' },
          { t: 'hash', i: before + 50, hash: '0123456789abcdef' }
        ]) {
          ch.postMessage({ k: 'msg', from: bobAddr, to: host, text: JSON.stringify({ ...env(n), ...body }) });
        }
      }
      ch.postMessage({ k: 'hello', from: bobAddr, to: host, key: '04'.padEnd(130, '7') });
    },
    { host, bobAddr, code, before }
  );
  await ann.waitForTimeout(1000);

  // Nothing moved, nobody was dropped or paused, and both play on with the same game.
  await expect(ann.getByText('Bob (seat 2) is not connected.')).toHaveCount(0);
  await expect(ann.locator('.net-game')).toHaveAttribute('data-net-status', 'playing');
  expect(Number(await ann.locator('.net-game').getAttribute('data-log-length'))).toBe(before);
  await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => Number(await bob.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 3);
  await expect.poll(async () => (await bob.locator('.table').getAttribute('data-hash')) === (await ann.locator('.table').getAttribute('data-hash'))).toBe(true);
  expect(errors, 'console errors').toEqual([]);
});
