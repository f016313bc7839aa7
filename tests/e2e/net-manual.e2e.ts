/**
 * Online play with no broker at all: the host's invitation code is pasted into the guest's page,
 * the guest's answer code back into the host's; the direct WebRTC link comes up, the game starts
 * and every seat's first pick goes through (committed, revealed, applied on both pages). The
 * guest then reloads and takes its seat back through a new invitation code.
 */
import type { Page } from '@playwright/test';
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
    expect(offer).toMatch(/^ET3\./);

    await bob.goto('./room/?manual');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByLabel('Invitation code from the host').fill(offer);
    await bob.getByRole('button', { name: 'Make my answer code' }).click();
    const answer = await bob.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 });
    expect(answer).toMatch(/^ET3\./);

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
    await ann.getByText('Invite or reconnect a player with a code', { exact: true }).click();
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

/** The host makes an invitation code (in the game: under "Invite or reconnect a player with a code"). */
async function invitation(host: Page): Promise<string> {
  const more = host.getByText('Invite or reconnect a player with a code', { exact: true });
  if (await more.isVisible()) {
    const open = await more.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    if (!open) await more.click();
  }
  await host.getByRole('button', { name: 'Make an invitation code' }).click();
  return host.locator('[data-copy="offer"]').inputValue({ timeout: 20_000 });
}

/** A page in the room without a link pastes an invitation; returns the answer code it shows. */
async function pasteInvitation(page: Page, code: string): Promise<string> {
  const panel = page.locator('[data-manual-reconnect]');
  await panel.getByLabel('Invitation code').fill(code);
  await panel.getByRole('button', { name: 'Make my answer code' }).click();
  return panel.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 });
}

const logLength = async (page: Page): Promise<number> => Number(await page.locator('.net-game').getAttribute('data-log-length'));

test('over codes the host reloads and reopens its room; wrong codes are named on both sides; the guest comes back with a fresh code', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const ctx = await playerContext(browser, testInfo);
  try {
    const ann = await ctx.newPage();
    const bob = await ctx.newPage();
    const eve = await ctx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    watchConsole(eve, errors, 'other room');
    await useLocalBroker(ann);
    await openRoom(ann, 'Ann', 'manual');
    const first = await invitation(ann);
    await bob.goto('./room/?manual');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByLabel('Invitation code from the host').fill(first);
    await bob.getByRole('button', { name: 'Make my answer code' }).click();
    await ann.getByLabel('Their answer code').fill(await bob.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 }));
    await ann.getByRole('button', { name: 'Connect' }).click();
    await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob', { timeout: 20_000 });
    await fillAndStart(ann);
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => logLength(bob), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const before = await logLength(ann);

    // The host's page reloads: it reopens the room at once, with its log; it is still the host.
    await ann.reload();
    await expect(ann.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect(ann.locator('.net-game')).toHaveAttribute('data-role', 'host');
    expect(await logLength(ann)).toBeGreaterThanOrEqual(before);
    await expect(ann.getByText('Bob (seat 2) is not connected.')).toBeVisible({ timeout: 20_000 });
    await expect(ann.getByText('Over connection codes they come back when you send them a new invitation code')).toBeVisible();
    // Bob's page says what is true over codes: wait for a new invitation, or host it yourself.
    await expect(bob.locator('[data-manual-reconnect]')).toBeVisible({ timeout: 20_000 });
    await expect(bob.locator('[data-manual-reconnect]')).toContainText('Ask Ann for a new invitation code');
    await expect(bob.locator('.net-game')).toHaveAttribute('data-role', 'guest');

    // Wrong codes, named on the side where they are pasted. Bob: an invitation to another room.
    await openRoom(eve, 'Eve', 'manual');
    const foreign = await invitation(eve);
    await bob.locator('[data-manual-reconnect]').getByLabel('Invitation code').fill(foreign);
    await bob.locator('[data-manual-reconnect]').getByRole('button', { name: 'Make my answer code' }).click();
    await expect(bob.locator('[data-manual-reconnect]').getByRole('alert')).toContainText(/That invitation is for room .{4}-.{4}, not this room/);
    // Ann: an answer to the invitation she made before her page reloaded.
    const stale = await pasteInvitation(bob, first);
    const fresh = await invitation(ann);
    await ann.getByLabel('Their answer code').fill(stale);
    await ann.getByRole('button', { name: 'Connect' }).click();
    await expect(ann.getByRole('alert').filter({ hasText: 'That answer is for another invitation' })).toBeVisible();

    // The right exchange: Bob is back in his seat, the log intact, and play goes on.
    await bob.reload(); // a fresh start of Bob's page drops its stale answer (and tests the rejoin form)
    await expect(bob.getByRole('heading', { name: /^Rejoin room .* as Bob$/ })).toBeVisible();
    await bob.getByLabel('Invitation code from the host').fill(fresh);
    await bob.getByRole('button', { name: 'Make my answer code' }).click();
    await ann.getByLabel('Their answer code').fill(await bob.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 }));
    await ann.getByRole('button', { name: 'Connect' }).click();
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect(ann.getByText('Bob (seat 2) is not connected.')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => logLength(bob), { timeout: 20_000 }).toBe(await logLength(ann));
    await expect.poll(async () => (await bob.locator('.table').getAttribute('data-hash')) === (await ann.locator('.table').getAttribute('data-hash'))).toBe(true);
    await expect.poll(() => actOnce(ann), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => logLength(bob), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  } finally {
    await ctx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});

test('over codes the host leaves: the next player hosts and its invitation brings the third back; a new tab takes a seat back', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const annCtx = await playerContext(browser, testInfo);
  const bobCtx = await playerContext(browser, testInfo);
  const catCtx = await playerContext(browser, testInfo);
  try {
    const ann = await annCtx.newPage();
    const bob = await bobCtx.newPage();
    const cat = await catCtx.newPage();
    for (const [p, who] of [[ann, 'Ann'], [bob, 'Bob'], [cat, 'Cat']] as const) {
      watchConsole(p, errors, who);
      await useLocalBroker(p);
    }
    await openRoom(ann, 'Ann', 'manual');
    for (const [p, who] of [[bob, 'Bob'], [cat, 'Cat']] as const) {
      const offer = await invitation(ann);
      await p.goto('./room/?manual');
      await p.getByLabel('Your name').fill(who);
      await p.getByLabel('Invitation code from the host').fill(offer);
      await p.getByRole('button', { name: 'Make my answer code' }).click();
      await ann.getByLabel('Their answer code').fill(await p.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 }));
      await ann.getByRole('button', { name: 'Connect' }).click();
      await expect(ann.locator('[data-seat][data-kind="human"]').filter({ hasText: who })).toBeVisible({ timeout: 20_000 });
    }
    // Three people in three seats: nothing to fill.
    await ann.getByRole('button', { name: 'Start the game' }).click();
    await expect(cat.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    for (const p of [ann, bob, cat]) await expect.poll(() => actOnce(p), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => logLength(cat), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

    // Ann leaves for good: Bob (the next seat) hosts; Cat is told to ask Bob for a code.
    await ann.getByRole('button', { name: 'Leave the room' }).click();
    await expect(bob.locator('.net-game')).toHaveAttribute('data-role', 'host', { timeout: 20_000 });
    await expect(cat.locator('[data-manual-reconnect]')).toContainText('Ask Bob for a new invitation code', { timeout: 20_000 });
    // Bob's invitation is accepted by Cat's page (it names the room, whoever hosts it).
    const offer = await invitation(bob);
    const answer = await pasteInvitation(cat, offer);
    await bob.getByLabel('Their answer code').fill(answer);
    await bob.getByRole('button', { name: 'Connect' }).click();
    await expect(cat.locator('[data-manual-reconnect]')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => logLength(cat), { timeout: 20_000 }).toBe(await logLength(bob));
    await bob.getByRole('button', { name: 'Replace Ann with a bot' }).click();
    await expect.poll(() => actOnce(bob), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => actOnce(cat), { timeout: 20_000 }).toBe(true);

    // Cat's tab closes; the room link in a new tab offers Cat's seat back (not "no seat").
    const link = cat.url();
    await cat.close();
    const cat2 = await catCtx.newPage();
    watchConsole(cat2, errors, 'Cat again');
    await cat2.goto(link);
    await cat2.getByRole('button', { name: 'Rejoin as Cat' }).click();
    await expect(cat2.getByRole('heading', { name: /^Rejoin room .* as Cat$/ })).toBeVisible();
    const again = await invitation(bob);
    await cat2.getByLabel('Invitation code from the host').fill(again);
    await cat2.getByRole('button', { name: 'Make my answer code' }).click();
    await bob.getByLabel('Their answer code').fill(await cat2.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 }));
    await bob.getByRole('button', { name: 'Connect' }).click();
    await expect(cat2.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => logLength(cat2), { timeout: 20_000 }).toBe(await logLength(bob));
  } finally {
    await annCtx.close();
    await bobCtx.close();
    await catCtx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});
