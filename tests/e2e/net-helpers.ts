/**
 * Helpers for the online-play specs (net-*.e2e.ts): players in their own browser contexts, the
 * local PeerJS broker in the settings, and a driver that plays "any legal action" by clicking,
 * for the 7 Wonders table and for the generic prompt.
 */
import os from 'node:os';
import { expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

/** WebRTC specs run only inside a loopback-only network namespace (toolchain.md §5a). */
export const loopbackOnly = (): boolean => Object.values(os.networkInterfaces()).every((a) => (a ?? []).every((x) => x.internal));

/** The local broker started by playwright.config.ts, and host candidates only (no STUN/TURN). */
export const LOCAL_SETTINGS = {
  version: 1,
  playerName: '',
  botDelayMs: 0,
  broker: { host: '127.0.0.1', port: 9000, path: '/peer', secure: false, key: 'peerjs' },
  iceServers: [] as { urls: string[]; username?: string; credential?: string }[]
};

/** A browser context for one player: WebRTC on loopback needs a media permission (toolchain.md §5a). */
export async function playerContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return browser.newContext({ baseURL: testInfo.project.use.baseURL, permissions: ['microphone'] });
}

/** Collects console errors and page errors of a page (the fixture only watches its own `page`). */
export function watchConsole(page: Page, errors: string[], who: string): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${who} console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`${who} pageerror: ${err.message}`));
  page.on('worker', (w) => {
    w.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${who} worker console: ${msg.text()}`);
    });
  });
}

/**
 * Writes the settings record straight into the app's IndexedDB (lib/store: db "euro-table", store
 * "matches", key "settings"): the local broker, with `changes` on top (e.g. other ICE servers).
 */
export async function useLocalBroker(page: Page, changes: Partial<typeof LOCAL_SETTINGS> = {}): Promise<void> {
  await page.goto('./about/');
  await page.evaluate(async (settings) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('euro-table');
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains('matches')) open.result.createObjectStore('matches');
      };
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('matches', 'readwrite');
        tx.objectStore('matches').put(settings, 'settings');
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, { ...LOCAL_SETTINGS, ...changes });
}

/** Host: opens a room for 3 at 7 Wonders over `via`; returns the room link. */
export async function openRoom(page: Page, name: string, via: 'peerjs' | 'broadcast' | 'manual'): Promise<string> {
  await page.goto('./room/');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Game', { exact: true }).selectOption('sevenwonders');
  await page.getByLabel('Number of players').selectOption('3');
  const labels = { peerjs: 'Over the internet (PeerJS broker)', broadcast: 'Tabs of this browser', manual: 'Connection codes, no broker' };
  await page.getByRole('radio', { name: labels[via] }).check();
  await page.getByRole('button', { name: 'Open the room' }).click();
  await expect(page.locator('[data-lobby]')).toBeVisible();
  if (via === 'manual') return '';
  return page.locator('[data-copy="link"]').inputValue();
}

/** Guest: opens the link, names itself, joins; it takes the lowest open seat. */
export async function joinRoom(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the room' }).click();
  await expect(page.locator('[data-lobby]')).toBeVisible();
}

/** Host: a random bot in every open seat, fast bots, start. */
export async function fillAndStart(host: Page): Promise<void> {
  await host.getByLabel('Bot', { exact: true }).selectOption('random');
  await host.getByRole('button', { name: 'Fill the open seats with bots' }).click();
  await host.getByLabel('Fast bots').check();
  const start = host.getByRole('button', { name: 'Start the game' });
  await expect(start).toBeEnabled();
  await start.click();
}

const scores = (page: Page) => page.getByRole('region', { name: 'Final scores' });

/**
 * One legal action by clicking, if it is this page's turn: in 7 Wonders the first card of the
 * hand, built if that costs nothing, else discarded for coins (always legal); Halicarnassus builds
 * nothing; otherwise the first button of the generic prompt. Returns whether it acted.
 */
export async function actOnce(page: Page): Promise<boolean> {
  const game = page.locator('.net-game');
  if ((await game.getAttribute('data-my-turn').catch(() => null)) !== 'true') return false;
  const sw = page.locator('.sw');
  if ((await sw.count()) > 0) {
    const tile = sw.locator('.hand button.tile').first();
    if ((await tile.count()) > 0) {
      await tile.click();
      const panel = sw.locator('.panel');
      const free = panel.locator('button:not([aria-disabled="true"])', { hasText: /^(Build it|Build it for free \(chain\))$/ });
      if ((await free.count()) > 0) await free.first().click();
      else await panel.getByRole('button', { name: /^Discard it for 3 coins/ }).click();
      return true;
    }
    const none = sw.getByRole('button', { name: 'Build nothing' });
    if ((await none.count()) > 0) {
      await none.click();
      return true;
    }
    return false;
  }
  const first = page.locator('section.prompt button').first();
  if ((await first.count()) === 0) return false;
  await first.click();
  return true;
}

/**
 * Plays every page until all show the score sheet. Each of `reloads` reloads its page once, after
 * that many actions in total, and checks it comes back to the table and catches up.
 */
export async function playToEnd(pages: readonly Page[], opts: { reloads?: readonly { page: Page; afterActions: number }[]; timeoutMs?: number } = {}): Promise<{ actions: number; reloaded: number }> {
  const deadline = Date.now() + (opts.timeoutMs ?? 110_000);
  const started = Date.now();
  const pendingReloads = [...(opts.reloads ?? [])];
  let actions = 0;
  let reloaded = 0;
  for (;;) {
    let over = 0;
    for (const p of pages) {
      if (await scores(p).isVisible()) over++;
      else if (await actOnce(p).catch(() => false)) actions++;
    }
    if (over === pages.length) {
      if (process.env.NET_DEBUG) console.log(`game over after ${actions} clicks, ${Date.now() - started} ms`);
      return { actions, reloaded };
    }
    const next = pendingReloads[0];
    if (next && actions >= next.afterActions) {
      pendingReloads.shift();
      const p = next.page;
      const before = Number(await p.locator('.net-game').getAttribute('data-log-length'));
      const t0 = Date.now();
      await p.reload();
      await expect(p.locator('.net-game')).toBeVisible({ timeout: 20_000 });
      // It rebuilt from its save and caught up: at least where it was.
      await expect.poll(async () => Number(await p.locator('.net-game').getAttribute('data-log-length')), { timeout: 20_000 }).toBeGreaterThanOrEqual(before);
      reloaded++;
      if (process.env.NET_DEBUG) console.log(`reload caught up in ${Date.now() - t0} ms at log ${before}`);
    }
    if (Date.now() > deadline) throw new Error(`The game did not end in time (${actions} actions clicked).`);
    await pages[0]!.waitForTimeout(40);
  }
}

/** Both tables end on the same state hash, log length and totals. */
export async function expectSameEnd(a: Page, b: Page): Promise<void> {
  const hash = async (p: Page) => p.locator('.table').getAttribute('data-hash');
  const ha = await hash(a);
  expect(ha).toMatch(/^[0-9a-f]{16}$/);
  expect(await hash(b)).toBe(ha);
  expect(await b.locator('.net-game').getAttribute('data-log-length')).toBe(await a.locator('.net-game').getAttribute('data-log-length'));
  const totals = async (p: Page) => scores(p).locator('tfoot tr[data-row="total"] td').allTextContents();
  expect(await totals(b)).toEqual(await totals(a));
  await expect(a.locator('.net-game')).toHaveAttribute('data-net-status', 'finished');
  await expect(b.locator('.net-game')).toHaveAttribute('data-net-status', 'finished');
}
