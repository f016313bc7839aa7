/**
 * Belfort through the app (issue 15, items 5, 6, 8):
 * - a whole 2-player game (so with Neutral Players 3 and 4), a human against the heuristic bot,
 *   played by clicking the Belfort table (its prompt, the city's symbols, the board's spaces, some
 *   by keyboard) to the score sheet, whose every cell must equal `result()` of the saved log
 *   replayed in Node; the same hash on the table; screenshots at phone and desktop sizes with no
 *   sideways scroll; the game reopens from My games and opens in the replay viewer;
 * - hot-seat: the pass-the-device screen hides the first player's hand from the second;
 * - a room over the same-browser channel plays a few rounds (two tabs).
 * No console errors (fixtures.ts).
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, listedGames, showVariants } from './fixtures';
import { movesOf, savedMatch, screenshots, table } from './solo-helpers';
import { joinRoom, watchConsole } from './net-helpers';
import { replay } from '../../lib/core/match';
import { hashState } from '../../lib/core/hash';
import { belfort } from '../../lib/games/belfort/index';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('belfort'), 'Belfort is not registered in this build');
});

const SEED = process.env.BELFORT_E2E_SEED ?? 'belfort-e2e-1';
/**
 * The human's policy, read from the table in one round trip; the chosen control is marked
 * `data-e2e-pick`. In a second step: a highlighted city symbol when the step is about the city
 * (every other time), else its first button. Placement: a worker on a space (rotating), passing
 * one time in four (the rest then go to the Resource Areas). Actions turn: build, then wall/guild, activate, hire,
 * buy a card, end the turn — the first of these offered. Neutral Players: the city symbol.
 * Anything else: the first choice.
 */
async function pickControl(page: Page, n: number): Promise<{ kind: string; round: number; type: string; variants: number; board: boolean }> {
  return page.evaluate((n) => {
    document.querySelectorAll('[data-e2e-pick]').forEach((e) => e.removeAttribute('data-e2e-pick'));
    const p = document.querySelector('section.prompt[data-mine="true"]')!;
    const kind = p.getAttribute('data-kind') ?? '?';
    const round = Number(document.querySelector('.belfort')?.getAttribute('data-round') ?? 0);
    const q = (sel: string): HTMLElement | null => p.querySelector<HTMLElement>(sel);
    const all = (sel: string): HTMLElement[] => [...p.querySelectorAll<HTMLElement>(sel)];
    let b: HTMLElement | null = null;
    let board = false;
    const step = q('[data-step]');
    if (step) {
      const target = step.querySelector<HTMLElement>('button[data-target^="sym:"]');
      if (target && n % 2 === 0) {
        const sym = target.getAttribute('data-target')!.slice(4);
        b = document.querySelector<HTMLElement>(`[data-city] button[data-symbol="${sym}"]`);
        board = b !== null;
      }
      b ??= step.querySelector<HTMLElement>('ul button');
    } else if (kind === 'place') {
      const places = all('button[data-type="place"]');
      b = places.length > 0 && n % 4 !== 3 ? places[n % places.length]! : q('button[data-type="pass"]');
      b ??= places[0] ?? null;
    } else if (kind === 'turn') {
      for (const type of ['build', 'wall', 'buyGuild', 'activateCard', 'activateGuild', 'hire', 'buyCard', 'endTurn']) {
        b = q(`button[data-type="${type}"]`);
        if (b) break;
      }
    } else if (kind === 'npPlace') {
      const target = q('button[data-target^="sym:"]');
      if (target) {
        b = document.querySelector<HTMLElement>(`[data-city] button[data-symbol="${target.getAttribute('data-target')!.slice(4)}"]`);
        board = b !== null;
      }
    }
    b ??= q('button[data-option]');
    b!.setAttribute('data-e2e-pick', '');
    return { kind, round, type: b!.getAttribute('data-type') ?? '', variants: Number(b!.getAttribute('data-variants') ?? 1), board };
  }, n);
}

async function newGame(page: Page, seats: readonly ('human' | 'bot')[], names: readonly string[]): Promise<string> {
  await page.goto('./new/?game=belfort');
  await page.getByLabel('Number of players').selectOption(String(seats.length));
  const rows = page.locator('li.seat');
  for (const [i, kind] of seats.entries()) {
    await rows.nth(i).getByLabel('Played by').selectOption(kind);
    if (kind === 'bot') await rows.nth(i).getByLabel('Bot', { exact: true }).selectOption('heuristic');
    await rows.nth(i).getByLabel('Name').fill(names[i]!);
  }
  await showVariants(page);
  await page.getByLabel('Seed').fill(SEED);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/play\/\?match=/);
  return new URL(page.url()).searchParams.get('match')!;
}

test('a human plays a whole 2-player game (with the Neutral Players) against the heuristic bot to the score sheet', async ({ page }, info) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await newGame(page, ['human', 'bot'], ['Ann', 'Robo']);
  await page.getByLabel('Fast bots').check();

  const board = page.locator('.belfort');
  await expect(board).toBeVisible();
  // The table draws the whole board from the view.
  await expect(board.getByRole('heading', { name: 'The city of Belfort' })).toBeVisible();
  await expect(board.locator('[data-city] [data-symbol]')).toHaveCount(75);
  await expect(board.locator('tr[data-district]')).toHaveCount(5);
  await expect(board.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await expect(board.locator('.calendar li')).toHaveCount(7);
  await expect(board.getByRole('heading', { name: 'Collection board' })).toBeVisible();
  await expect(board.locator('li[data-guild]')).toHaveCount(5);
  await expect(board.locator('li[data-area]')).toHaveCount(4);
  await expect(board.locator('[data-seat-board]')).toHaveCount(2);
  await expect(board.locator('[data-neutral]')).toHaveCount(2);
  await expect(board.locator('[data-neutral="2"]')).toContainText('controlled this round by');
  // The private part: the viewer's hand is listed, the bot's only counted.
  await expect(board.locator('[data-seat-board="0"] [data-hand]')).toBeVisible();
  await expect(board.locator('[data-seat-board="1"] [data-hand-hidden]')).toContainText('(hidden)');

  const prompt = page.locator('section.prompt[data-mine="true"]');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // Tooltips: a guild's text from the data tables, on keyboard focus.
  const guildTip = board.locator('li[data-guild] .tip-anchor').first();
  await guildTip.scrollIntoViewIfNeeded();
  await guildTip.focus();
  await expect(guildTip.getByRole('tooltip')).toBeVisible();
  await expect(guildTip.getByRole('tooltip')).toContainText('Guild');
  await page.keyboard.press('Escape');
  await expect(guildTip.getByRole('tooltip')).toBeHidden();
  // A Resource Area says what it collects; a resource count gives its Trading Post prices.
  const forestTip = board.locator('li[data-area="forest"] .tip-anchor').first();
  await forestTip.focus();
  await expect(forestTip.getByRole('tooltip')).toContainText('1 Wood per Elf');
  const woodTip = board.locator('[data-seat-board="0"] [data-resources] .tip-anchor').first();
  await woodTip.focus();
  await expect(woodTip.getByRole('tooltip')).toContainText(/^Wood: \d+\. At the Trading Post it costs \d+ Gold and sells for \d+ Gold\.$/);
  await page.keyboard.press('Escape');

  const sheetBox = page.locator('section.sheet');
  const kinds = new Set<string>();
  const types = new Set<string>();
  let decisions = 0;
  let steps = 0;
  let boardClicks = 0;
  let shot = false;
  for (;;) {
    await expect(sheetBox.or(prompt)).toBeVisible({ timeout: 30_000 });
    if (await sheetBox.isVisible()) break;
    const before = await movesOf(page);
    const { kind, round, type, variants, board: onBoard } = await pickControl(page, decisions);
    kinds.add(kind);
    if (type) types.add(type);
    if (!shot && round >= 4 && kind === 'turn') {
      await screenshots(page, info, 'belfort', 'midgame');
      shot = true;
    }
    const control = page.locator('[data-e2e-pick]');
    if (decisions % 5 === 0) {
      await control.focus();
      await page.keyboard.press('Enter');
    } else {
      await control.click();
    }
    if (onBoard) boardClicks++;
    if (variants > 1 && !onBoard) {
      await expect(prompt.locator('[data-step]')).toBeVisible();
      steps++;
    } else {
      await expect(table(page)).not.toHaveAttribute('data-moves', String(before));
    }
    decisions++;
    expect(decisions, 'decisions').toBeLessThan(600);
  }
  for (const k of ['keep', 'npGuild', 'place', 'turn', 'npCard', 'npPlace']) expect(kinds, `prompts seen: ${[...kinds].join(', ')}`).toContain(k);
  expect(types).toContain('build');
  expect(steps, 'two-step choices through the prompt').toBeGreaterThan(0);
  expect(boardClicks, 'choices made on the city').toBeGreaterThan(0);
  const sheet = page.getByRole('region', { name: 'Final scores' });
  await expect(sheet.getByText(/Winner: |Shared victory: /)).toBeVisible();
  await expect(board).toHaveAttribute('data-phase', 'over');

  // The score sheet equals the engine's result for the saved log.
  const hash = await table(page).getAttribute('data-hash');
  await expect(page.locator('.saved-match')).toHaveAttribute('data-saved-hash', hash!);
  const match = await savedMatch(page, id);
  expect(match.game).toBe('belfort');
  const replayed = replay(belfort, match);
  expect(hashState(replayed.state)).toBe(hash);
  const result = belfort.result(replayed.state as Parameters<typeof belfort.result>[0])!;
  expect(result).not.toBeNull();
  const sheetTable = sheet.getByRole('table');
  const heads = await sheetTable.locator('thead th[data-seat]').evaluateAll((ths) => ths.map((th) => Number(th.getAttribute('data-seat'))));
  expect(heads).toEqual(result.players.map((p) => p.seat));
  for (const [col, p] of result.players.entries()) {
    const total = Number(await sheetTable.locator(`tfoot tr[data-row="total"] td:nth-of-type(${col + 1})`).textContent());
    expect(total, `total of seat ${p.seat}`).toBe(p.score);
    for (const b of p.breakdown) {
      const cell = await sheetTable.locator(`tbody tr[data-category="${b.category}"] td:nth-of-type(${col + 1})`).textContent();
      expect(Number(cell), `${b.category} of seat ${p.seat}`).toBe(b.points);
    }
    await expect(board.locator(`[data-seat-board="${p.seat}"] [data-score]`)).toHaveText(String(p.score));
  }
  info.annotations.push({ type: 'decisions', description: `${decisions} human decisions (${steps} two-step, ${boardClicks} on the city); prompts: ${[...kinds].sort().join(', ')}; actions: ${[...types].sort().join(', ')}` });
  await screenshots(page, info, 'belfort', 'final');

  // The finished save opens from My games in the replay viewer (issue 12: Replay, not Resume), and
  // from there at its table, at the same position.
  await page.goto('./games/');
  await page.getByRole('link', { name: 'Replay Belfort' }).first().click();
  await expect(page.locator('.replay[data-hash]')).toHaveAttribute('data-hash', hash!);
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await expect(table(page)).toHaveAttribute('data-hash', hash!);
  await expect(page.getByRole('region', { name: 'Final scores' })).toBeVisible();
});

test('hot-seat: the hand-over screen hides the first player’s hand from the second', async ({ page }) => {
  test.setTimeout(90_000);
  await newGame(page, ['human', 'human', 'human'], ['Ann', 'Bea', 'Cy']);
  // Ann is asked first (the simultaneous keep): her view, with her hand only.
  const show = page.getByRole('button', { name: /^I am .*: show my view$/ });
  await expect(page.locator('.belfort').or(show)).toBeVisible();
  if (await show.isVisible()) await show.click();
  const ann = page.locator('[data-seat-board="0"] [data-hand]');
  await expect(ann).toBeVisible();
  await expect(page.locator('[data-seat-board="1"] [data-hand-hidden]')).toBeVisible();
  const prompt = page.locator('section.prompt[data-mine="true"]');
  await prompt.locator('button[data-option]').first().click();
  // The next player: nothing private until Bea confirms, then her hand and not Ann's.
  await expect(show).toBeVisible();
  await expect(show).toHaveAccessibleName(/Bea/);
  await expect(page.locator('[data-hand]')).toHaveCount(0);
  await show.click();
  await expect(page.locator('[data-seat-board="1"] [data-hand]')).toBeVisible();
  await expect(page.locator('[data-seat-board="0"] [data-hand-hidden]')).toBeVisible();
  await expect(page.locator('[data-seat-board="0"] [data-hand]')).toHaveCount(0);
});

test('a Belfort room over the same-browser channel: two tabs play a few rounds', async ({ page, context }) => {
  // Two full rounds: ~60 moves, ~150 s measured at load average 25 on 2 cores; margin for slower runs.
  test.setTimeout(300_000);
  const errors: string[] = [];
  const ann = page;
  const bob = await context.newPage();
  watchConsole(bob, errors, 'guest tab');

  await ann.goto('./room/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByLabel('Game', { exact: true }).selectOption('belfort');
  await ann.getByLabel('Number of players').selectOption('2');
  await ann.getByRole('radio', { name: 'Tabs of this browser' }).check();
  await ann.getByRole('button', { name: 'Open the room' }).click();
  await expect(ann.locator('[data-lobby]')).toBeVisible();
  const link = await ann.locator('[data-copy="link"]').inputValue();
  await joinRoom(bob, link, 'Bob');
  await expect(ann.locator('[data-seat="1"][data-kind="human"]')).toContainText('Bob');
  const start = ann.getByRole('button', { name: 'Start the game' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(bob.locator('.net-game .belfort')).toBeVisible({ timeout: 20_000 });
  await expect(ann.locator('.net-game .belfort')).toBeVisible();

  // Each tab acts when it is its turn (first choice of its prompt) until round 3 is under way.
  const round = async (p: Page): Promise<number> => Number(await p.locator('.belfort').getAttribute('data-round'));
  const firstChoice = (p: Page): Locator => p.locator('.net-game[data-my-turn="true"] section.prompt[data-mine="true"] button').first();
  let acted = 0;
  for (let k = 0; k < 400 && (await round(ann)) < 3; k++) {
    // Wait for the state: one of the tabs has a decision (or the rounds are reached).
    await expect.poll(async () => (await firstChoice(ann).count()) + (await firstChoice(bob).count()) > 0 || (await round(ann)) >= 3, { timeout: 20_000 }).toBe(true);
    for (const p of [ann, bob]) {
      if ((await firstChoice(p).count()) === 0) continue;
      await firstChoice(p).click().catch(() => undefined); // the prompt may redraw under the click
      acted++;
    }
  }
  expect(await round(ann)).toBeGreaterThanOrEqual(3);
  expect(acted).toBeGreaterThan(10);
  // Both tabs show the same position.
  await expect.poll(async () => (await table(bob).getAttribute('data-hash')) === (await table(ann).getAttribute('data-hash')), { timeout: 20_000 }).toBe(true);
  // Each sees its own hand only.
  await expect(ann.locator('[data-seat-board="0"] [data-hand]')).toBeVisible();
  await expect(ann.locator('[data-seat-board="1"] [data-hand]')).toHaveCount(0);
  await expect(bob.locator('[data-seat-board="1"] [data-hand]')).toBeVisible();
  await expect(bob.locator('[data-seat-board="0"] [data-hand]')).toHaveCount(0);
  expect(errors, 'console errors').toEqual([]);
});
