/**
 * Helpers for specs that play a solo 7 Wonders game through the table (saves, tabs, long games):
 * start a game, make one decision by clicking, wait until every move is saved.
 */
import type { Frame, Page, TestInfo } from '@playwright/test';
import type { MatchRecord } from '../../lib/core/match';
import { expect } from './fixtures';

export const table = (page: Page) => page.locator('.table[data-hash]');
export const hashOf = async (page: Page): Promise<string> => (await table(page).getAttribute('data-hash'))!;
export const movesOf = async (page: Page): Promise<number> => Number(await table(page).getAttribute('data-moves'));
export const yourTurn = (page: Page) => page.getByRole('status').filter({ hasText: /^Your turn, / });

/** New 7 Wonders game: seat 1 human ("Ann"), the others bots. Returns the match id. */
export async function startGame(page: Page, players = 3, humans = 1): Promise<string> {
  await page.goto('./new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption(String(players));
  for (let i = 0; i < players; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption(i < humans ? 'human' : 'bot');
    if (i === 0) await seat.getByLabel('Name').fill('Ann');
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  await expect(table(page)).toBeVisible();
  return new URL(page.url()).searchParams.get('match')!;
}

/** Waits until nothing moves: no bot thinking, and the last save holds the position shown. */
export async function settled(page: Page): Promise<string> {
  await expect(table(page)).toHaveAttribute('data-thinking', '0', { timeout: 20_000 });
  const hash = await hashOf(page);
  await expect(page.locator('.saved-match')).toHaveAttribute('data-saved-hash', hash);
  await expect(page.getByText('Saved in this browser.')).toBeVisible();
  return hash;
}

/**
 * The human makes one decision, whichever table draws the game: the generic prompt (first
 * button), or the 7 Wonders table (the first offered choice: first card, its first available
 * play, then the first payment when asked).
 */
export async function actOnce(page: Page): Promise<void> {
  await expect(yourTurn(page)).toBeVisible({ timeout: 20_000 });
  const before = await movesOf(page);
  const prompt = page.getByRole('region', { name: 'Choose an action' });
  const sw = page.locator('.sw[data-acting="true"]');
  await expect(prompt.or(sw)).toBeVisible();
  if (await prompt.isVisible()) {
    await prompt.getByRole('button').first().click();
  } else {
    const phase = await sw.getAttribute('data-phase');
    if (phase === 'wonders') await page.getByRole('button', { name: /^Take / }).first().click();
    else if (phase === 'sides') await page.getByRole('button', { name: /^Play side / }).first().click();
    else if (phase === 'discardBuild') await page.locator('.discard button:not([aria-disabled])').first().click();
    else {
      const hand = page.locator('.hand');
      await hand.locator('button.tile').first().click();
      const panel = hand.locator('.panel');
      await panel.locator('.actions button:not([aria-disabled])').first().click();
      const pay = panel.locator('.pay');
      if (await pay.isVisible()) await pay.locator('button[data-choice]').first().click();
    }
  }
  await expect.poll(() => movesOf(page)).toBeGreaterThan(before);
}

/** Bot move delay through the settings page (saved in IndexedDB, read when a game opens). */
export async function setBotDelay(page: Page, ms: number): Promise<void> {
  await page.goto('./settings/');
  await page.getByLabel('Bot move delay (milliseconds)').fill(String(ms));
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
}

/**
 * Full-page screenshots at phone and desktop sizes (attached to the report), each checked for
 * sideways page overflow; `name` prefixes the files (e.g. the game id).
 */
export async function screenshots(page: Page, info: TestInfo, name: string, tag: string): Promise<void> {
  for (const [w, h] of [
    [360, 740],
    [1440, 900]
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal page overflow at ${w}px (${tag})`).toBeLessThanOrEqual(0);
    const path = info.outputPath(`${name}-${tag}-${w}x${h}.png`);
    await page.screenshot({ path, fullPage: true });
    await info.attach(`${name}-${tag}-${w}x${h}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Reads a saved match record from IndexedDB (lib/store/idb.ts: database euro-table, store matches)
 * through a page or a frame of the site's origin.
 */
export async function savedMatch(page: Page | Frame, id: string): Promise<MatchRecord> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('euro-table');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rec = await new Promise<unknown>((resolve, reject) => {
      const req = db.transaction('matches', 'readonly').objectStore('matches').get(key);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    const value = typeof rec === 'string' ? JSON.parse(rec) : rec;
    return (value as { match: MatchRecord }).match;
  }, `match:${id}`);
}
