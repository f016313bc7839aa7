/**
 * Issue 19 (connect from anywhere): "Test my connection" in words, room links that carry the
 * host's STUN/TURN servers (the guest really uses them), a bad `ice=` parameter refused with its
 * reason, and the QR codes of room links and invitations, read back from the page's own SVG with
 * a QR decoder: scanning an invitation opens the join page with the code filled in, and the two
 * pages connect. The WebRTC tests run only in a loopback-only network namespace.
 */
import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loopbackOnly, playerContext, useLocalBroker, watchConsole } from './net-helpers';
import { AUDIT_SIZES, expectNoAxeViolations } from './axe';

/** Audits the page at both sizes; with CONNECT_SHOTS=<folder> also writes a full-page screenshot at each. */
async function audit(page: Page, where: string): Promise<void> {
  await expectNoAxeViolations(page, where);
  const dir = process.env.CONNECT_SHOTS;
  if (!dir) return;
  for (const [width, height] of AUDIT_SIZES) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${where.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`, fullPage: true });
  }
}

type Ice = { urls: string[]; username?: string; credential?: string }[];

/** Writes a settings record (the local broker, these ICE servers) into the app's IndexedDB. */
const useSettings = (page: Page, iceServers: Ice): Promise<void> => useLocalBroker(page, { iceServers });

/** Reads the QR code a page draws (its SVG path of dark modules) the way a phone would: pixels → decoder. */
async function scanQr(page: Page, name: string): Promise<string> {
  const svg = page.locator(`svg[data-qr="${name}"]`);
  await expect(svg).toBeVisible();
  const size = Number(await svg.getAttribute('data-qr-size'));
  const d = (await svg.locator('path').getAttribute('d')) ?? '';
  const margin = 4;
  const scale = 3;
  const width = (size + 2 * margin) * scale;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const run of d.split('z').filter((x) => x !== '')) {
    const m = /^M(\d+) (\d+)h(\d+)v1h-\d+$/.exec(run);
    if (!m) throw new Error(`unexpected path run ${run}`);
    const [x0, y0, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let y = y0 * scale; y < (y0 + 1) * scale; y++) {
      for (let x = x0 * scale; x < (x0 + w) * scale; x++) {
        const i = (y * width + x) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
    }
  }
  const read = jsQR(rgba, width, width);
  if (!read) throw new Error(`the QR code "${name}" (${size} modules) could not be read`);
  return read.data;
}

/**
 * Records the ICE servers of every RTCPeerConnection a page gathers candidates with (window.__iceUsed,
 * on setLocalDescription): PeerJS's own feature probe at load makes a connection it never uses, which
 * gathers nothing and is not counted.
 */
const RECORD_ICE = `(() => {
  window.__iceUsed = [];
  const real = RTCPeerConnection.prototype.setLocalDescription;
  RTCPeerConnection.prototype.setLocalDescription = function (...args) {
    window.__iceUsed.push(JSON.parse(JSON.stringify(this.getConfiguration().iceServers ?? [])));
    return real.apply(this, args);
  };
})();`;

test('Test my connection: unreachable servers give "no servers reachable" in words; servers that do not validate are named', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  const ctx = await playerContext(browser, testInfo);
  const errors: string[] = [];
  try {
    const page = await ctx.newPage();
    watchConsole(page, errors, 'page');
    // Nothing listens on these ports in the namespace: neither server can answer.
    await useSettings(page, [{ urls: ['stun:127.0.0.1:3478'] }, { urls: ['turn:127.0.0.1:3479'], username: 'club', credential: 'secret' }]);
    await page.goto('./settings/');
    const test = page.getByRole('region', { name: 'Test my connection' });
    await test.getByRole('button', { name: 'Test my connection' }).click();
    const verdict = test.locator('[data-verdict]');
    await expect(verdict).toHaveAttribute('data-verdict', 'local', { timeout: 20_000 });
    await expect(verdict).toContainText('No servers reachable: none of the STUN/TURN servers answered. Only devices on the same network as this one can connect.');
    await expect(verdict).toContainText('Check the server addresses and ports, and whether this network blocks them');
    await expect(verdict.getByRole('list', { name: 'How each server answered' }).getByRole('listitem')).toHaveCount(2);
    await expect(verdict.locator('[data-server-status="answered"]')).toHaveCount(0);
    await expect(verdict).toContainText('stun:127.0.0.1:3478: ');
    await expect(verdict).toContainText('turn:127.0.0.1:3479: ');
    await audit(page, 'settings with a connection test result');

    // A TURN URL without its credential in the form: the test says what to fix, and runs nothing.
    await page.getByLabel('Credential').nth(1).fill('');
    await test.getByRole('button', { name: 'Test again' }).click();
    await expect(test.locator('[data-test-problem]')).toHaveText('Fix the servers first: ICE server 2: a TURN server (turn: or turns:) needs both a username and a credential.');

    // No servers at all: told apart from "none answered".
    await page.getByRole('button', { name: 'Remove server 2' }).click();
    await page.getByRole('button', { name: 'Remove server 1' }).click();
    await expect(page.getByText('No ICE servers: only devices on the same network can connect.')).toBeVisible();
    await test.getByRole('button', { name: 'Test again' }).click();
    await expect(verdict).toContainText('No STUN or TURN servers are set: only devices on the same network as this one can connect.', { timeout: 20_000 });

    // Reset the ICE servers to the defaults: the two public ones are back in the form.
    await page.getByRole('button', { name: 'Reset the ICE servers to the defaults' }).click();
    await expect(page.getByLabel('URLs').first()).toHaveValue('stun:stun.l.google.com:19302');
    await expect(page.getByLabel('URLs').nth(1)).toHaveValue('turn:eu-0.turn.peerjs.com:3478 turn:us-0.turn.peerjs.com:3478');
  } finally {
    await ctx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});

test('Settings refuse an ICE URL of another scheme with a clear message', async ({ page }) => {
  await page.goto('./settings/');
  await page.getByLabel('URLs').first().fill('https://stun.example.org');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Not saved: ICE server 1: "https://stun.example.org" must start with stun:, stuns:, turn: or turns: (like stun:stun.example.org:3478).');
});

test('a room link with a damaged ice= parameter is refused, saying why, and this browser’s servers are used', async ({ page }) => {
  await page.goto('./room/?join=K3M9-QX2P&ice=not*base64');
  await expect(page.getByRole('heading', { name: 'Join room K3M9-QX2P' })).toBeVisible();
  await expect(page.locator('[data-ice-problem="ice/garbled"]')).toHaveText(
    'The room link’s STUN/TURN servers cannot be used: it is damaged (cut short or changed). The servers in your own settings are used instead; if connecting fails, ask the host for a new link.'
  );
  await expect(page.locator('[data-ice-from]')).toHaveAttribute('data-ice-from', 'settings');
  await expect(page.locator('[data-ice-from]')).toContainText('STUN/TURN servers: stun:stun.l.google.com:19302, turn:eu-0.turn.peerjs.com:3478 turn:us-0.turn.peerjs.com:3478 (from your settings).');
  await audit(page, 'join form with a bad ice parameter');
});

test('the room link carries the host’s STUN/TURN servers, the guest connects with them, and its QR code reads back as the link', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(90_000);
  const errors: string[] = [];
  const hostCtx = await playerContext(browser, testInfo);
  const guestCtx = await playerContext(browser, testInfo);
  try {
    const ann = await hostCtx.newPage();
    const bob = await guestCtx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    await bob.addInitScript(RECORD_ICE);
    // The host's own server (nothing listens there: host candidates still connect on loopback);
    // the guest's settings name none at all, so only the link can put this one into its connections.
    const hostIce = [{ urls: ['stun:127.0.0.1:3478'] }];
    await useSettings(ann, hostIce);
    await useSettings(bob, []);

    await ann.goto('./room/');
    await ann.getByLabel('Your name').fill('Ann');
    await ann.getByLabel('Game', { exact: true }).selectOption('sevenwonders');
    await ann.getByLabel('Number of players').selectOption('3');
    await ann.getByRole('radio', { name: 'Over the internet (PeerJS broker)' }).check();
    await ann.getByRole('button', { name: 'Open the room' }).click();
    await expect(ann.locator('[data-lobby]')).toBeVisible();
    await expect(ann.locator('[data-ice-from]')).toContainText('STUN/TURN servers: stun:127.0.0.1:3478 (from your settings).');
    const link = await ann.locator('[data-copy="link"]').inputValue();
    expect(new URL(link).searchParams.get('ice')).toMatch(/^[A-Za-z0-9_-]+$/);
    // The QR code beside the link is the link, and has an accessible name.
    await expect(ann.getByRole('img', { name: 'QR code of the room link: scan it with a phone’s camera to open the room' })).toBeVisible();
    expect(await scanQr(ann, 'link')).toBe(link);
    await audit(ann, 'host lobby with the room link QR code');
    await ann.setViewportSize({ width: 1280, height: 720 });

    await bob.goto(link);
    await expect(bob.locator('[data-ice-from]')).toContainText('STUN/TURN servers: stun:127.0.0.1:3478 (from the room link).');
    await audit(bob, 'join form with servers from the link');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Join the room' }).click();
    await expect(bob.locator('[data-lobby]')).toBeVisible({ timeout: 20_000 });
    await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob');
    await expect(bob.locator('[data-ice-from="link"]')).toContainText('stun:127.0.0.1:3478');
    // Every connection the guest made used the host's servers, not its own (empty) list.
    const used = (await bob.evaluate(() => (window as unknown as { __iceUsed: unknown[] }).__iceUsed)) as Ice[];
    expect(used.length).toBeGreaterThan(0);
    // (getConfiguration() reports absent credentials as empty strings.)
    for (const servers of used) expect(servers.map((x) => ({ urls: x.urls, username: x.username ?? '', credential: x.credential ?? '' }))).toEqual([{ urls: ['stun:127.0.0.1:3478'], username: '', credential: '' }]);
  } finally {
    await hostCtx.close();
    await guestCtx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});

test('scanning an invitation’s QR code opens the join page with the code filled in, and the pages connect', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(90_000);
  const errors: string[] = [];
  const hostCtx = await playerContext(browser, testInfo);
  const guestCtx = await playerContext(browser, testInfo);
  try {
    const ann = await hostCtx.newPage();
    const bob = await guestCtx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    await useSettings(ann, []);
    await useSettings(bob, [{ urls: ['stun:127.0.0.1:3478'] }]);

    await ann.goto('./room/');
    await ann.getByLabel('Your name').fill('Ann');
    await ann.getByLabel('Game', { exact: true }).selectOption('sevenwonders');
    await ann.getByLabel('Number of players').selectOption('3');
    await ann.getByRole('radio', { name: 'Connection codes, no broker' }).check();
    await ann.getByRole('button', { name: 'Open the room' }).click();
    await expect(ann.locator('[data-lobby]')).toBeVisible();
    await ann.getByRole('button', { name: 'Make an invitation code' }).click();
    const offer = await ann.locator('[data-copy="offer"]').inputValue({ timeout: 20_000 });
    expect(offer).toMatch(/^ET3\./);
    await expect(ann.getByRole('img', { name: 'QR code of the invitation: scan it with a phone’s camera to open the join page with the code filled in' })).toBeVisible();
    const scanned = await scanQr(ann, 'offer');
    const url = new URL(scanned);
    // Built from the host page's own location: the same sub-path the site is served under.
    expect(url.pathname).toBe(new URL('./room/', testInfo.project.use.baseURL).pathname);
    expect(url.hash).toBe(`#invite=${offer}`);
    await audit(ann, 'manual invitation with its QR code');

    await bob.goto(scanned);
    await expect(bob.getByLabel('Invitation code from the host')).toHaveValue(offer);
    await expect(bob.locator('[data-invite-filled]')).toBeVisible();
    // The invitation link carries the host's servers (none): the guest uses those, not its own.
    await expect(bob.locator('[data-ice-from]')).toHaveAttribute('data-ice-from', 'link');
    await expect(bob.locator('[data-ice-from]')).toContainText('STUN/TURN servers: none — connections within one network only (from the room link).');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Make my answer code' }).click();
    const answer = await bob.locator('[data-copy="answer"]').inputValue({ timeout: 20_000 });
    expect(answer).toMatch(/^ET3\./);
    expect(await scanQr(bob, 'answer')).toBe(answer);
    await audit(bob, 'manual answer with its QR code');
    await ann.getByLabel('Their answer code').fill(answer);
    await ann.getByRole('button', { name: 'Connect' }).click();
    await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob', { timeout: 20_000 });
    await expect(bob.locator('[data-lobby]')).toBeVisible({ timeout: 20_000 });
  } finally {
    await hostCtx.close();
    await guestCtx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});

test('a failed connection offers Test my connection with the room’s servers', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'uses the local broker inside a loopback-only network namespace');
  const errors: string[] = [];
  const ctx = await playerContext(browser, testInfo);
  try {
    const bob = await ctx.newPage();
    watchConsole(bob, errors, 'guest');
    await useSettings(bob, [{ urls: ['stun:127.0.0.1:3478'] }]);
    await bob.goto('./room/?join=CCCCCCCC&broker=http%3A%2F%2F127.0.0.1%3A9000%2Fpeer');
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Join the room' }).click();
    await expect(bob.locator('[data-failure]')).toBeVisible({ timeout: 20_000 });
    const test = bob.locator('[data-connection-test]');
    await expect(test.getByRole('heading', { name: 'Test my connection' })).toBeVisible();
    await test.getByRole('button', { name: 'Test my connection' }).click();
    await expect(test.locator('[data-verdict="local"]')).toContainText('No servers reachable', { timeout: 20_000 });
    await audit(bob, 'failed connection with a test result');
  } finally {
    await ctx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});
