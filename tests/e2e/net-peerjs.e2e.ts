/**
 * Online play through a local PeerJS broker (playwright.config.ts starts it on 127.0.0.1:9000)
 * with no STUN/TURN: two browser contexts and a bot on the host play a complete 3-player game of
 * 7 Wonders by clicking; the guest reloads mid-game, takes its seat back and catches up; both end
 * on the score sheet with the same state hash. Runs only in a loopback-only network namespace.
 */
import { test, expect } from './fixtures';
import { expectSameEnd, fillAndStart, joinRoom, loopbackOnly, openRoom, playerContext, playToEnd, useLocalBroker, watchConsole } from './net-helpers';

test('two browsers and a host bot play 7 Wonders over a local PeerJS broker; a reload catches up', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(150_000);
  const errors: string[] = [];
  const hostCtx = await playerContext(browser, testInfo);
  const guestCtx = await playerContext(browser, testInfo);
  try {
    const ann = await hostCtx.newPage();
    const bob = await guestCtx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    await useLocalBroker(ann);
    await useLocalBroker(bob);

    const link = await openRoom(ann, 'Ann', 'peerjs');
    await expect(ann.locator('[data-via="peerjs"]')).toContainText('PeerJS broker 127.0.0.1:9000/peer');
    expect(new URL(link).searchParams.get('broker')).toBe('http://127.0.0.1:9000/peer');
    // The trust model is on the room screen.
    await expect(ann.getByText('Hidden information is hidden by honest clients only.')).toBeVisible();

    await joinRoom(bob, link, 'Bob');
    await expect(bob.locator('[data-via="peerjs"]')).toContainText('as the room link says');
    await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob');
    await fillAndStart(ann);
    await expect(ann.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });

    const played = await playToEnd([ann, bob], { reloads: [{ page: bob, afterActions: 9 }] });
    expect(played.reloaded).toBe(1);
    await expectSameEnd(ann, bob);
  } finally {
    await hostCtx.close();
    await guestCtx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});
