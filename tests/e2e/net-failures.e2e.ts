/**
 * The connection screen says which transport is in use and why a connection failed, in words
 * that say what to do: no host tab for a BroadcastChannel room, nobody at the room's address on
 * the PeerJS broker, and a broker that cannot be reached.
 */
import { test, expect } from './fixtures';
import { loopbackOnly, playerContext, useLocalBroker, watchConsole } from './net-helpers';

test('joining a tabs-of-this-browser room that no tab hosts says so', async ({ page }) => {
  await page.goto('./room/?join=AAAA-AAAA&via=broadcast');
  await expect(page.getByRole('heading', { name: 'Join room AAAA-AAAA' })).toBeVisible();
  await page.getByLabel('Your name').fill('Bob');
  await page.getByRole('button', { name: 'Join the room' }).click();
  const alert = page.locator('[data-failure]');
  await expect(alert).toContainText('No tab of this browser hosts room AAAA-AAAA', { timeout: 15_000 });
  await expect(page.locator('[data-via="broadcast"]')).toContainText('tabs of this browser');
  // Back to the form, which still works.
  await alert.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Join the room' })).toBeEnabled();
});

test('PeerJS: no host at the room address, and an unreachable broker, are explained', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'uses the local broker inside a loopback-only network namespace');
  const errors: string[] = [];
  const ctx = await playerContext(browser, testInfo);
  try {
    const bob = await ctx.newPage();
    watchConsole(bob, errors, 'guest');
    await useLocalBroker(bob);
    await bob.goto('./room/?join=BBBBBBBB&broker=http%3A%2F%2F127.0.0.1%3A9000%2Fpeer');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Join the room' }).click();
    await expect(bob.locator('[data-failure]')).toContainText('Nobody answered for room BBBB-BBBB on the broker 127.0.0.1:9000/peer', { timeout: 20_000 });
    await expect(bob.locator('[data-via="peerjs"]')).toContainText('as the room link says');

    // A broker nobody listens on: the browser itself logs the refused WebSocket (expected here).
    await bob.goto('./room/?join=BBBBBBBB&broker=http%3A%2F%2F127.0.0.1%3A9001%2Fpeer');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Join the room' }).click();
    await expect(bob.locator('[data-failure="transport/broker-unreachable"]')).toContainText('Cannot reach the PeerJS broker 127.0.0.1:9001/peer', { timeout: 20_000 });
  } finally {
    await ctx.close();
  }
  if (process.env.NET_DEBUG) console.log(errors);
  expect(errors.filter((e) => !/WebSocket connection to 'ws:\/\/127\.0\.0\.1:9001\//.test(e)), 'console errors').toEqual([]);
});
