/**
 * The browser half of `npm run bench` (issue 10 items 6 and 9): the production build served on
 * 127.0.0.1 (tests/e2e/serve.mjs) in Debian's Chromium, headless. It measures, and only reports
 * (no pass/fail: wall-clock times depend on the machine and its load):
 *
 * - opening long games: a legal log of picks and undos (long-log.ts) of each length is imported
 *   through My games, then opened; the time from the navigation to the table on screen, and the
 *   main-thread tasks over 50 ms (PerformanceObserver "longtask") while it opened;
 * - a 3-player 7 Wonders game of bots (fast) from the first move to the score sheet: the
 *   main-thread tasks over 50 ms while the bots played (they think in a Web Worker).
 *
 * Run alone: `npx tsx lib/cli/bench-browser.ts [--lengths 10000,100000]` after `npm run build`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { findGame } from '../games/index';
import { longUndoLog } from './long-log';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'
];
const PATH = '/bench/';

export interface TaskStats {
  readonly count50: number;
  readonly count100: number;
  readonly longestMs: number;
  readonly totalMs: number;
}

export interface OpenMeasure extends TaskStats {
  readonly actions: number;
  readonly openMs: number;
  /** The tasks that start during the replay of the log (OpenMatch's marks; its first slice runs in the task that started it): the part that grows with the log. */
  readonly replay: TaskStats;
  readonly replayMs: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function serve(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['tests/e2e/serve.mjs'], { env: { ...process.env, E2E_PORT: String(port), E2E_PATH: PATH }, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}${PATH}`);
      if (r.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the static server did not start');
}

/** Collects every main-thread task of the next page loads (buffered "longtask" entries). */
async function watchTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { benchTasks: [number, number][]; benchTableAt: number | null };
    w.benchTasks = [];
    w.benchTableAt = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.benchTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // When the table first shows, in ms since this page's navigation started.
    const seen = new MutationObserver(() => {
      if (w.benchTableAt === null && document.querySelector('.table[data-hash]')) {
        w.benchTableAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document, { subtree: true, childList: true });
  });
}

async function taskStats(page: Page, from = 0): Promise<TaskStats> {
  const tasks = (await page.evaluate(() => (window as unknown as { benchTasks: [number, number][] }).benchTasks.slice())).slice(from).map(([, d]) => d);
  return stats(tasks);
}

function stats(tasks: readonly number[]): TaskStats {
  return {
    count50: tasks.filter((d) => d > 50).length,
    count100: tasks.filter((d) => d > 100).length,
    longestMs: Math.round(Math.max(0, ...tasks)),
    totalMs: Math.round(tasks.reduce((a, b) => a + b, 0))
  };
}

async function openLong(page: Page, length: number): Promise<OpenMeasure> {
  const match = longUndoLog(findGame('sevenwonders')!, 3, length);
  await page.goto('games/');
  await page.getByLabel('Match file').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(match)) });
  await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor({ timeout: 600_000 });
  const id = await page.locator('li[data-match-id]').first().getAttribute('data-match-id');
  await page.goto(`play/?match=${id}`, { waitUntil: 'commit' });
  await page.locator('.table[data-hash]').waitFor({ timeout: 600_000 });
  const openMs = await page.evaluate(() => Math.round((window as unknown as { benchTableAt: number }).benchTableAt));
  const all = await taskStats(page);
  const during = await page.evaluate(() => {
    const start = performance.getEntriesByName('open:replay-start')[0]?.startTime ?? 0;
    const end = performance.getEntriesByName('open:replay-end')[0]?.startTime ?? 0;
    const tasks = (window as unknown as { benchTasks: [number, number][] }).benchTasks;
    return { ms: end - start, tasks: tasks.filter(([at]) => at >= start && at < end).map(([, d]) => d) };
  });
  await page.evaluate(async (matchId) => {
    // Leave no long game behind for the next measure's lists.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('euro-table');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('matches', 'readwrite');
    tx.objectStore('matches').delete(IDBKeyRange.bound(`log:${matchId}:`, `log:${matchId}:\uffff`));
    tx.objectStore('matches').delete(`match:${matchId}`);
    await new Promise((r) => (tx.oncomplete = r));
    db.close();
  }, id);
  return { actions: length, openMs, ...all, replay: stats(during.tasks), replayMs: Math.round(during.ms) };
}

async function botGame(page: Page): Promise<TaskStats & { playMs: number }> {
  await page.goto('new/?game=sevenwonders');
  await page.getByLabel('Number of players').selectOption('3');
  for (let i = 0; i < 3; i++) {
    const seat = page.locator('li.seat').nth(i);
    await seat.getByLabel('Played by').selectOption('bot');
    await seat.getByLabel('Bot', { exact: true }).selectOption('heuristic');
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.table[data-hash]').waitFor();
  const from = await page.evaluate(() => (window as unknown as { benchTasks: unknown[] }).benchTasks.length);
  const t0 = Date.now();
  await page.getByLabel('Fast bots').check();
  await page.locator('section.sheet').waitFor({ timeout: 600_000 });
  const playMs = Date.now() - t0;
  return { playMs, ...(await taskStats(page, from)) };
}

export async function browserBench(lengths: readonly number[]): Promise<void> {
  if (!existsSync('build/index.html')) {
    console.log('\nbrowser: no production build found (run `npm run build`)');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`\nbrowser: ${CHROMIUM} is missing (apt-get install chromium)`);
    return;
  }
  const port = await freePort();
  const server = await serve(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}${PATH}` });
    const page = await context.newPage();
    await watchTasks(page);
    console.log('\nbrowser (Chromium, production build): opening a saved game of picks and undos');
    console.log('  "open": navigation to the table on screen; "replay": reading and replaying the log (in slices);');
    console.log('  tasks: main-thread tasks over 50 ms (count, longest), all of the opening / those overlapping the replay');
    console.log('   actions   open s  replay s   all>50ms  all longest ms   replay>50ms  replay>100ms  replay longest ms');
    for (const n of lengths) {
      const m = await openLong(page, n);
      console.log(
        `${String(m.actions).padStart(10)} ${(m.openMs / 1000).toFixed(1).padStart(8)} ${(m.replayMs / 1000).toFixed(1).padStart(9)} ${String(m.count50).padStart(10)} ${String(m.longestMs).padStart(15)} ${String(m.replay.count50).padStart(13)} ${String(m.replay.count100).padStart(13)} ${String(m.replay.longestMs).padStart(18)}`
      );
    }
    const g = await botGame(page);
    console.log('\nbrowser: 3 heuristic bots play 7 Wonders (fast), main-thread tasks while they play');
    console.log(`  ${(g.playMs / 1000).toFixed(1)} s; tasks over 50 ms: ${g.count50}, over 100 ms: ${g.count100}; longest ${g.longestMs} ms`);
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1]?.endsWith('bench-browser.ts')) {
  const i = process.argv.indexOf('--lengths');
  const lengths = i > 0 ? process.argv[i + 1]!.split(',').map(Number) : [10, 10_000, 100_000];
  void browserBench(lengths);
}
