/**
 * Issue 19 items 5 and 6 in the browser. A watcher: a 3-seat room of 7 Wonders (host Ann, guest
 * Bob, a bot) over the local PeerJS broker admits watchers; a third browser opens the watch link,
 * follows several moves live and shows the table with no action controls. Every frame its data
 * channels receive is recorded at the WebRTC layer (an init script wraps RTCPeerConnection) and
 * decoded here: only scenes (and receipts), never the seed, an action, a roster or a seat's own
 * view (7 Wonders' `hand`). The watch page is axe-clean at both sizes.
 * Replay links: a finished game imported into My games is shared as a link; another browser opens
 * the link, sees the replay and saves it into its own My games; a damaged link gets a clear error.
 */
import type { Page } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { actOnce, fillAndStart, joinRoom, loopbackOnly, openRoom, playerContext, useLocalBroker, watchConsole } from './net-helpers';
import { ANN, bot, playRandom } from './solo-logs';
import { GAMES, findGame } from '../../lib/games/index';
import { parseMessage } from '../../lib/net/protocol';
import { SceneParts, parseScene, type Scene } from '../../lib/net/watch';

/** Records the text of every message any data channel of the page receives. */
function recordFrames(): void {
  const w = window as unknown as { __frames: string[]; __binaryFrames: number; RTCPeerConnection: typeof RTCPeerConnection };
  w.__frames = [];
  w.__binaryFrames = 0;
  const hook = (ch: RTCDataChannel): void =>
    ch.addEventListener('message', (e: MessageEvent) => {
      if (typeof e.data === 'string') w.__frames.push(e.data);
      else w.__binaryFrames++;
    });
  const Original = w.RTCPeerConnection;
  const create = Original.prototype.createDataChannel;
  Original.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<RTCPeerConnection['createDataChannel']>) {
    const ch = create.apply(this, args);
    hook(ch);
    return ch;
  };
  w.RTCPeerConnection = class extends Original {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      this.addEventListener('datachannel', (e) => hook(e.channel));
    }
  };
}

async function screenshot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [360, 740]
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a watcher follows a 3-seat room over the local broker, gets only public scenes and cannot act', async ({ browser }, testInfo) => {
  test.skip(!loopbackOnly(), 'WebRTC test must run inside a loopback-only network namespace');
  test.setTimeout(150_000);
  const errors: string[] = [];
  const hostCtx = await playerContext(browser, testInfo);
  const guestCtx = await playerContext(browser, testInfo);
  const watchCtx = await playerContext(browser, testInfo);
  try {
    const ann = await hostCtx.newPage();
    const bob = await guestCtx.newPage();
    const wes = await watchCtx.newPage();
    watchConsole(ann, errors, 'host');
    watchConsole(bob, errors, 'guest');
    watchConsole(wes, errors, 'watcher');
    await watchCtx.addInitScript(recordFrames);
    for (const p of [ann, bob, wes]) await useLocalBroker(p);

    const link = await openRoom(ann, 'Ann', 'peerjs');
    await joinRoom(bob, link, 'Bob');
    // Watching is off until the host allows it, from the keyboard.
    await expect(ann.locator('[data-watch-open="false"]')).toBeVisible();
    await ann.getByLabel('Let others watch').focus();
    await ann.keyboard.press('Space');
    const watchLink = await ann.locator('[data-copy="watch-link"]').inputValue();
    expect(new URL(watchLink).pathname).toMatch(/\/watch\/$/);
    expect(new URL(watchLink).searchParams.get('broker')).toBe('http://127.0.0.1:9000/peer');
    await screenshot(ann, 'room-watchers');
    await expectNoAxeViolations(ann, 'the room lobby with watching allowed');

    await wes.goto(watchLink);
    await expect(wes.locator('[data-watching]')).toContainText('You are watching');
    await expect(wes.getByText('The game has not started yet')).toBeVisible();
    await expect(ann.locator('[data-watchers="1"]')).toBeVisible();
    await expect(bob.locator('[data-watchers="1"]')).toContainText('Watching now: 1');

    await fillAndStart(ann);
    await expect(ann.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    await expect(bob.locator('.net-game')).toBeVisible({ timeout: 20_000 });
    // Play until the watcher has followed at least three rounds (9 log items).
    const deadline = Date.now() + 60_000;
    while (Number(await wes.locator('.watch-page').getAttribute('data-watch-moves')) < 9) {
      for (const p of [ann, bob]) await actOnce(p).catch(() => false);
      if (Date.now() > deadline) throw new Error('the watcher did not follow 9 moves in time');
      await ann.waitForTimeout(40);
    }
    const table = wes.locator('.table');
    await expect(table).toBeVisible();
    const moves = Number(await table.getAttribute('data-moves'));
    expect(moves).toBeGreaterThanOrEqual(9);
    // The log shows the public lines; there are no action controls and no hand.
    await expect(wes.locator('.sw')).toBeVisible();
    await expect(wes.locator('.sw .hand button.tile')).toHaveCount(0);
    await expect(wes.locator('section.prompt')).toHaveCount(0);
    await expect(wes.locator('.sw .panel')).toHaveCount(0);
    await expect(wes.getByRole('button', { name: /^(Build it|Discard it|Build nothing)/ })).toHaveCount(0);
    await expect(wes.locator('[data-watching]')).toBeVisible();

    await screenshot(wes, 'watch-table');
    await expectNoAxeViolations(wes, 'the watch page with the table');

    // Every frame the watcher received, decoded: scenes and receipts only, all public.
    const seed = (await ann.locator('.table .meta').textContent())!.match(/Seed ([0-9a-f]+)/)![1]!;
    expect(seed.length).toBeGreaterThanOrEqual(16);
    const { frames, binary } = await wes.evaluate(() => {
      const w = window as unknown as { __frames: string[]; __binaryFrames: number };
      return { frames: w.__frames, binary: w.__binaryFrames };
    });
    expect(binary).toBe(0);
    const parts = new SceneParts();
    const scenes: Scene[] = [];
    const types = new Set<string>();
    for (const text of frames) {
      expect(text).not.toContain(seed);
      const m = parseMessage(text);
      expect(m.ok, text.slice(0, 120)).toBe(true);
      if (!m.ok) continue;
      types.add(m.value.t);
      if (m.value.t !== 'scene') continue;
      const whole = parts.add(m.value);
      if (!whole.ok || whole.value === null) continue;
      const scene = parseScene(whole.value, GAMES.map((e) => e.game));
      expect(scene.ok).toBe(true);
      if (scene.ok) scenes.push(scene.value);
    }
    expect([...types].sort()).toEqual(['ack', 'scene']);
    const played = scenes.filter((s) => s.view !== null);
    expect(new Set(played.map((s) => s.i)).size).toBeGreaterThanOrEqual(3);
    for (const s of scenes) {
      expect(s.match).toBeNull();
      expect(s.result).toBeNull();
      const text = JSON.stringify(s);
      expect(text).not.toContain(seed);
      expect(text).not.toContain('"action"');
      if (s.view !== null) expect((s.view as { hand: unknown }).hand).toBeNull();
    }
    // Each scene's lines follow the last ones: together, one public line per log item.
    let lines: unknown[] = [];
    for (const s of scenes) {
      lines = [...lines.slice(0, s.from), ...s.lines];
      expect(lines).toHaveLength(s.i);
    }

    // Stopping: the players see the count drop.
    await wes.getByRole('button', { name: 'Stop watching' }).click();
    await expect(ann.locator('[data-watchers="0"]').first()).toBeVisible({ timeout: 10_000 });
  } finally {
    await hostCtx.close();
    await guestCtx.close();
    await watchCtx.close();
  }
  expect(errors, 'console errors').toEqual([]);
});

test('a finished game shared as a replay link opens in another browser and can be saved there', async ({ page, browser }, testInfo) => {
  test.skip(!(await listedGames(page)).includes('sevenwonders'), '7 Wonders is not registered in this build');
  test.setTimeout(90_000);
  const game = findGame('sevenwonders')!.game;
  const played = playRandom(game, [ANN, bot('Robo'), bot('Max')], 'share-e2e-1', () => false);
  expect(game.result(played.cursor.state)).not.toBeNull();
  await page.goto('./games/');
  await page.getByLabel('Match file').setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(played.match)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible({ timeout: 30_000 });
  const row = page.locator('li[data-match-id]').first();
  const title = (await row.locator('h3').evaluate((h) => h.firstChild?.textContent ?? ''))!.trim();
  expect(title.length).toBeGreaterThan(0);
  await row.getByRole('button', { name: `Share replay of ${title}` }).click();
  const link = await row.locator('[data-copy="replay-link"]').inputValue();
  expect(new URL(link).pathname).toMatch(/\/replay\/$/);
  expect(new URL(link).hash.startsWith('#r=')).toBe(true);
  await screenshot(page, 'share-row');
  await expectNoAxeViolations(page, 'My games with a replay link shown');

  // Another browser (nothing saved there) opens the link.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const errors: string[] = [];
  try {
    const p = await other.newPage();
    watchConsole(p, errors, 'other');
    await p.goto(link);
    await expect(p.getByRole('heading', { level: 1, name: `Replay: ${title}` })).toBeVisible({ timeout: 30_000 });
    await expect(p.locator('.replay')).toHaveAttribute('data-step', String(played.match.log.length));
    await expect(p.getByRole('region', { name: 'Final scores' })).toBeVisible();
    await expect(p.getByText('A game shared with a link.')).toBeVisible();
    await screenshot(p, 'shared-replay');
    await expectNoAxeViolations(p, 'a shared replay');
    await p.getByRole('button', { name: 'Save into My games' }).click();
    await expect(p.getByRole('status').filter({ hasText: 'Saved into My games' })).toBeVisible({ timeout: 30_000 });
    await p.goto('./games/');
    await expect(p.locator('li[data-match-id]')).toHaveCount(1);
    await expect(p.locator('li[data-match-id] h3')).toContainText(title);

    // A damaged link: a clear error, nothing saved.
    await p.goto(`${link.slice(0, -40)}!!`);
    await expect(p.getByRole('alert')).toContainText('This replay link cannot be opened.');
    await p.goto('./games/');
    await expect(p.locator('li[data-match-id]')).toHaveCount(1);
  } finally {
    await other.close();
  }
  expect(errors, 'console errors').toEqual([]);
});
