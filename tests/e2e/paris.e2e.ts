/**
 * Paris through the app (issue 14 items 5, 6, 8):
 * - a whole 2-player game, a human against the heuristic bot (fast mode), played by clicking the
 *   Paris table's own prompt (and now and then a piece of the city, and the keyboard) to the score
 *   sheet, whose totals and categories equal the engine's `result()` for the saved log (replayed
 *   in Node); screenshots at phone and desktop sizes, no sideways scroll; the save reopens;
 * - hot-seat: the pass-the-device screen hides the previous player's screen contents, and each
 *   player sees only their own screen;
 * - a 3-player room over the same-browser channel (three tabs) plays a few rounds in lockstep.
 * No console errors (fixtures.ts).
 */
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, listedGames, showVariants } from './fixtures';
import { movesOf, savedMatch, screenshots, table } from './solo-helpers';
import { joinRoom, watchConsole } from './net-helpers';
import { replay } from '../../lib/core/match';
import { hashState } from '../../lib/core/hash';
import { paris } from '../../lib/games/paris/index';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('paris'), 'Paris is not registered in this build');
});

async function start(page: Page, seats: { name: string; bot?: string }[], seed: string): Promise<string> {
  await page.goto('./new/?game=paris');
  await page.getByLabel('Number of players').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    const li = page.locator('li.seat').nth(i);
    await li.getByLabel('Played by').selectOption(s.bot ? 'bot' : 'human');
    if (s.bot) await li.getByLabel('Bot', { exact: true }).selectOption(s.bot);
    await li.getByLabel('Name').fill(s.name);
  }
  await showVariants(page);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  return new URL(page.url()).searchParams.get('match')!;
}

/**
 * The human's policy, in one round trip: in a second step its first choice; else a board piece
 * now and then (rotating), else a real option (rotating with `n`, trades and tiles last), else the
 * quiet answer (end the turn). The chosen button is marked `data-e2e-pick`.
 */
async function pickButton(page: Page, n: number): Promise<{ kind: string; variants: number; board: boolean }> {
  return page.evaluate((n) => {
    document.querySelectorAll('[data-e2e-pick]').forEach((e) => e.removeAttribute('data-e2e-pick'));
    const root = document.querySelector('.paris')!;
    const p = root.querySelector('section.prompt[data-mine="true"]')!;
    const kind = p.getAttribute('data-kind') ?? '?';
    let b: HTMLElement | null = p.querySelector<HTMLElement>('[data-step] ul button');
    let board = false;
    if (!b && n % 4 === 1) {
      const pieces = [...root.querySelectorAll<HTMLElement>('.city button.pick, .track button.pick, .supply button.pick')];
      if (pieces.length > 0) {
        b = pieces[n % pieces.length]!;
        board = true;
      }
    }
    if (!b) {
      const real = [...p.querySelectorAll<HTMLElement>('[data-section]:not([data-section="free"]):not([data-section="quiet"]) button[data-option]')];
      const free = [...p.querySelectorAll<HTMLElement>('[data-section="free"] button[data-option]')];
      b = real.length > 0 ? real[n % real.length]! : n % 3 === 0 && free.length > 0 ? free[0]! : p.querySelector<HTMLElement>('[data-section="quiet"] button') ?? free[0] ?? null;
    }
    b!.setAttribute('data-e2e-pick', '');
    return { kind, variants: Number(b!.getAttribute('data-variants') ?? 1), board };
  }, n);
}

test('a human plays a whole 2-player game against the heuristic bot to the score sheet', async ({ page }, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await start(page, [{ name: 'Ann' }, { name: 'Robo', bot: 'heuristic' }], 'paris-e2e-1');
  await page.getByLabel('Fast bots').check();
  const board = page.locator('.paris');
  await expect(board).toBeVisible();
  // The whole city from the view: six districts of six spaces, the Arc, the track of 30.
  await expect(board.locator('section.district')).toHaveCount(6);
  await expect(board.locator('section.district').first().locator('.spaces > li')).toHaveCount(6);
  await expect(board.locator('.track ol > li')).toHaveCount(30);
  await expect(board.getByText('Arc de Triomphe').first()).toBeVisible();
  await expect(board.locator('[data-seat-board]')).toHaveCount(2);
  // Only the viewer's screen is shown.
  await expect(board.locator('[data-seat-board="0"] [data-screen]')).toBeVisible();
  await expect(board.locator('[data-seat-board="1"] [data-screen]')).toHaveCount(0);
  // The rules summary is there.
  await expect(page.getByText('Paris, 1889:', { exact: false })).toHaveCount(1);

  const prompt = page.locator('section.prompt[data-mine="true"]');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // A tooltip on keyboard focus: a bonus track tile's effect from the data tables.
  const pos = board.locator('.track ol > li').nth(26);
  await pos.focus();
  await expect(pos.getByRole('tooltip')).toContainText('1 VP per franc at the end');
  await page.keyboard.press('Escape');

  const sheetBox = page.locator('section.sheet');
  const kinds = new Set<string>();
  let decisions = 0, steps = 0, boardClicks = 0, reopened = false, shot = false;
  for (;;) {
    await expect(sheetBox.or(prompt)).toBeVisible({ timeout: 30_000 });
    if (await sheetBox.isVisible()) break;
    const before = await movesOf(page);
    const { kind, variants, board: fromBoard } = await pickButton(page, decisions);
    kinds.add(kind);
    const button = page.locator('[data-e2e-pick]');
    if (decisions % 5 === 0) {
      await button.focus();
      await page.keyboard.press('Enter');
    } else {
      await button.click();
    }
    if (fromBoard) boardClicks++;
    if (variants > 1 || (fromBoard && (await prompt.locator('[data-step]').count()) > 0)) {
      await expect(prompt.locator('[data-step]')).toBeVisible();
      steps++;
    } else {
      await expect(table(page)).not.toHaveAttribute('data-moves', String(before));
    }
    decisions++;
    if (!shot && decisions === 40) {
      await screenshots(page, info, 'paris', 'midgame');
      shot = true;
    }
    // Once, mid-game (the first decision from the 60th with no step open): the save reopens at the same position.
    if (!reopened && decisions >= 60 && (await prompt.locator('[data-step]').count()) === 0) {
      const hash = await table(page).getAttribute('data-hash');
      await expect(page.locator('.saved-match')).toHaveAttribute('data-saved-hash', hash!);
      await page.reload();
      await expect(table(page)).toHaveAttribute('data-hash', hash!);
      await page.getByLabel('Fast bots').check();
      reopened = true;
    }
    expect(decisions, 'decisions').toBeLessThan(600);
  }
  expect(reopened).toBe(true);
  expect(kinds.has('draw')).toBe(true);
  expect(kinds.has('main')).toBe(true);
  expect(boardClicks, 'actions chosen on the board').toBeGreaterThan(0);
  await expect(board).toHaveAttribute('data-over', 'true');

  const hash = await table(page).getAttribute('data-hash');
  await expect(page.locator('.saved-match')).toHaveAttribute('data-saved-hash', hash!);
  const match = await savedMatch(page, id);
  const replayed = replay(paris, match);
  expect(hashState(replayed.state)).toBe(hash);
  const result = paris.result(replayed.state as Parameters<typeof paris.result>[0])!;
  const sheet = page.getByRole('region', { name: 'Final scores' });
  const sheetTable = sheet.getByRole('table');
  const heads = await sheetTable.locator('thead th[data-seat]').evaluateAll((ths) => ths.map((th) => Number(th.getAttribute('data-seat'))));
  expect(heads).toEqual(result.players.map((p) => p.seat));
  // Each row is named by the game's catalogue key `paris.score.<category>`, whose English is the engine's label.
  for (const b of result.players[0]!.breakdown) await expect(sheetTable.locator(`tbody tr[data-category="${b.category}"] th`)).toHaveText(b.label);
  for (const [col, p] of result.players.entries()) {
    const total = Number(await sheetTable.locator(`tfoot tr[data-row="total"] td:nth-of-type(${col + 1})`).textContent());
    expect(total, `total of seat ${p.seat}`).toBe(p.score);
    for (const b of p.breakdown) {
      const cell = await sheetTable.locator(`tbody tr[data-category="${b.category}"] td:nth-of-type(${col + 1})`).textContent();
      expect(Number(cell), `${b.category} of seat ${p.seat}`).toBe(b.points);
    }
    await expect(board.locator(`[data-seat-board="${p.seat}"] [data-vp]`)).toHaveText(`${p.score} VP`);
  }
  info.annotations.push({ type: 'decisions', description: `${decisions} human decisions (${steps} second steps, ${boardClicks} on the board); prompts: ${[...kinds].sort().join(', ')}` });
  await screenshots(page, info, 'paris', 'final');
});

test('hot-seat: the hand-over hides the previous player’s screen; each player sees only their own', async ({ page }) => {
  test.setTimeout(90_000);
  await start(page, [{ name: 'Ann' }, { name: 'Bea' }], 'paris-hotseat');
  const show = (name: string) => page.getByRole('button', { name: `I am ${name}: show my view` });
  const screenOf = (seat: number) => page.locator(`.paris [data-seat-board="${seat}"] [data-screen]`);
  let checked = 0;
  for (let i = 0; i < 30 && checked < 2; i++) {
    for (const who of ['Ann', 'Bea']) {
      if ((await show(who).count()) > 0) {
        // The hand-over screen: no screen contents of anybody.
        await expect(page.locator('[data-screen]')).toHaveCount(0);
        await show(who).click();
        const seat = who === 'Ann' ? 0 : 1;
        await expect(screenOf(seat)).toBeVisible();
        await expect(screenOf(1 - seat)).toHaveCount(0);
        checked++;
      }
    }
    const prompt = page.locator('section.prompt[data-mine="true"]');
    if ((await prompt.count()) === 0) continue;
    const before = await movesOf(page);
    await prompt.locator('[data-step] ul button, button[data-option]').first().click();
    await expect.poll(async () => (await movesOf(page)) > before || (await prompt.locator('[data-step]').count()) > 0).toBe(true);
  }
  expect(checked, 'hand-overs seen').toBeGreaterThanOrEqual(2);
});

test('three tabs play a 3-player Paris room over the same-browser channel for a few rounds', async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  const ann = page;
  const bob = await context.newPage();
  const cat = await context.newPage();
  watchConsole(bob, errors, 'tab 2');
  watchConsole(cat, errors, 'tab 3');
  await ann.goto('./room/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByLabel('Game', { exact: true }).selectOption('paris');
  await ann.getByLabel('Number of players').selectOption('3');
  await ann.getByRole('radio', { name: 'Tabs of this browser' }).check();
  await ann.getByRole('button', { name: 'Open the room' }).click();
  await expect(ann.locator('[data-lobby]')).toBeVisible();
  const link = await ann.locator('[data-copy="link"]').inputValue();
  await joinRoom(bob, link, 'Bob');
  await joinRoom(cat, link, 'Cat');
  await expect(ann.locator('[data-seat="2"][data-kind="human"]')).toContainText('Cat');
  const startButton = ann.getByRole('button', { name: 'Start the game' });
  await expect(startButton).toBeEnabled();
  await startButton.click();
  const pages = [ann, bob, cat];
  for (const p of pages) await expect(p.locator('.paris')).toBeVisible({ timeout: 20_000 });
  // Each tab shows its own screen only.
  for (const [seat, p] of pages.entries()) {
    await expect(p.locator(`[data-seat-board="${seat}"] [data-screen]`)).toBeVisible();
    await expect(p.locator('[data-screen]')).toHaveCount(1);
  }
  const round = async (p: Page) => Number(await p.locator('.paris').getAttribute('data-round'));
  let clicks = 0;
  for (let i = 0; i < 400 && (await round(ann)) < 4; i++) {
    for (const p of pages) {
      if ((await p.locator('.net-game').getAttribute('data-my-turn')) !== 'true') continue;
      const b = p.locator('section.prompt[data-mine="true"]').locator('[data-step] ul button, [data-section]:not([data-section="free"]) button[data-option]').first();
      if ((await b.count()) === 0) continue;
      await b.click().catch(() => undefined);
      clicks++;
    }
    await ann.waitForTimeout(50);
  }
  expect(await round(ann), 'rounds played').toBeGreaterThanOrEqual(4);
  // All three tabs agree on the position.
  const lengthOf = async (p: Page) => p.locator('.net-game').getAttribute('data-log-length');
  await expect.poll(async () => new Set(await Promise.all(pages.map(lengthOf))).size, { timeout: 20_000 }).toBe(1);
  const hashes = await Promise.all(pages.map((p) => p.locator('.table').getAttribute('data-hash')));
  expect(new Set(hashes).size).toBe(1);
  expect(clicks).toBeGreaterThan(10);
  expect(errors, 'console errors').toEqual([]);
});
