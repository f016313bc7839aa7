/**
 * Online play with no broker at all: the host's invitation code is pasted into the guest's page,
 * the guest's answer code back into the host's; the direct WebRTC link comes up, the game starts
 * and every seat's first pick goes through (committed, revealed, applied on both pages). The
 * guest then reloads and takes its seat back through a new invitation code.
 */
import { test, expect } from './fixtures';
import { actOnce, fillAndStart, loopbackOnly, openRoom, playerContext, useLocalBroker, watchConsole } from './net-helpers';

test('manual connection codes connect two pages, play a round, and a reloaded guest rejoins with a new code', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(60_000);
  const errors: string[] = [];
  const ctx = await playerContext(browser, testInfo);
  try {
    const ann = await ctx.newPage();
    const bob = await ctx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    await useLocalBroker(ann); // ICE servers: none (loopback only)

    await openRoom(ann, 'Ann', 'manual');
    await expect(ann.locator('[data-via="manual"]')).toContainText('connection codes copied by hand');
    await ann.getByRole('button', { name: 'Make an invitation code' }).click();
    const offer = await ann.locator('[data-copy="offer"]').inputValue({ timeout: 20_000 });
    expect(offer).toMatch(/^ET1\./);

    await bob.goto('./room/?manual');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByLabel('Invitation code from the host').fill(offer);
    await bob.getByRole('button', { name: 'Make my answer code' }).click();
    const answer = await bob.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 });
    expect(answer).toMatch(/^ET1\./);

    await ann.getByLabel('Their answer code').fill(answer);
    await ann.getByRole('button', { name: 'Connect' }).click();
    await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob', { timeout: 20_000 });
    await expect(bob.locator('[data-lobby]')).toBeVisible();

    await fillAndStart(ann);
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
    // All three picks of the first round are applied on both pages, with the same state hash.
    await expect.poll(async () => Number(await ann.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => Number(await bob.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await bob.locator('.table').getAttribute('data-hash')) === (await ann.locator('.table').getAttribute('data-hash'))).toBe(true);

    // The guest reloads: it cannot re-dial, so the host makes a new invitation and the seat comes back.
    await bob.reload();
    await expect(bob.getByRole('heading', { name: /^Rejoin room .* as Bob$/ })).toBeVisible();
    await expect(ann.getByText('Bob (seat 2) is not connected.')).toBeVisible({ timeout: 20_000 });
    await ann.getByText('Invite or reconnect a player with a code').click();
    await ann.getByRole('button', { name: 'Make an invitation code' }).click();
    const again = await ann.locator('[data-copy="offer"]').inputValue({ timeout: 20_000 });
    await bob.getByLabel('Invitation code from the host').fill(again);
    await bob.getByRole('button', { name: 'Make my answer code' }).click();
    await ann.getByLabel('Their answer code').fill(await bob.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 }));
    await ann.getByRole('button', { name: 'Connect' }).click();
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect(ann.getByText('Bob (seat 2) is not connected.')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => Number(await bob.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(async () => (await bob.locator('.table').getAttribute('data-hash')) === (await ann.locator('.table').getAttribute('data-hash'))).toBe(true);
  } finally {
    await ctx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});
