/**
 * Clash of Cultures through the app (issue 17): a whole 2-player Four-Round game, a human against
 * the heuristic bot (fast mode), played on the Clash table to the score sheet. The human follows
 * a fixed policy (on their Turn: the first offered of collect, build, found, advance, grow, move,
 * end, rotating with the decision count; moves chosen by clicking the highlighted spaces of the
 * map; any other decision: its first choice that is not "back", a trade or a declined option; an
 * option with several variants opens its second step, whose first variant is taken), every fifth
 * decision made with the keyboard. At the end the score sheet must equal the engine's
 * result for the saved log, replayed in Node. Screenshots at phone and desktop sizes; no sideways
 * page scroll; no console errors (fixtures.ts); an axe audit of the table.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, listedGames } from './fixtures';
import { startClash } from './clash-helpers';
import { movesOf, savedMatch, screenshots, table } from './solo-helpers';
import { replay } from '../../lib/core/match';
import { hashState } from '../../lib/core/hash';
import { clash } from '../../lib/games/clash/index';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('clash'), 'Clash is not registered in this build');
});

const SEED = process.env.CLASH_E2E_SEED ?? 'clash-e2e-1';
/**
 * The human's policy, read from the page in one round trip. Returns what to do: click a map
 * space (`hex`), or the prompt button marked `data-e2e-pick`.
 */
async function choose(page: Page, n: number): Promise<{ kind: string; via: 'map' | 'button'; type: string }> {
  return page.evaluate((n) => {
    document.querySelectorAll('[data-e2e-pick]').forEach((e) => e.removeAttribute('data-e2e-pick'));
    const p = document.querySelector('section.prompt[data-mine="true"]')!;
    const kind = p.getAttribute('data-kind') ?? '?';
    const buttons = [...p.querySelectorAll<HTMLButtonElement>('button[data-type]')];
    const of = (type: string) => buttons.filter((b) => b.getAttribute('data-type') === type);
    let b: HTMLElement | undefined;
    let via: 'map' | 'button' = 'button';
    if (kind === 'turn') {
      const order = ['collect', 'build', 'found', 'advance', 'grow', 'move', 'collect', 'advance', 'end'];
      for (let k = 0; k < order.length && !b; k++) {
        const type = order[(n + k) % order.length]!;
        const list = of(type);
        if (list.length > 0) b = list[n % list.length];
      }
      b ??= of('end')[0] ?? buttons[0];
    } else if (kind === 'move' && (of('from').length > 0 || of('to').length > 0)) {
      // A move step on the map: the first highlighted space.
      const hex = document.querySelector<HTMLElement>('.clash .hex[data-target="true"]');
      if (hex) {
        b = hex;
        via = 'map';
      } else b = of('from')[0] ?? of('to')[0];
    } else {
      b = buttons.find((x) => !['back', 'trade', 'offer'].includes(x.getAttribute('data-type')!) && !/^(Decline|Choose no|Play no)/.test(x.textContent ?? '')) ?? buttons[0];
    }
    b!.setAttribute('data-e2e-pick', '');
    return { kind, via, type: b!.getAttribute('data-type') ?? 'hex' };
  }, n);
}

test('a human plays a whole 2-player Four-Round game against the heuristic bot to the score sheet', async ({ page }, info) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startClash(page, [{ human: 'Ann' }, { bot: 'heuristic', name: 'Robo' }], SEED, { fourRound: true });
  const id = new URL(page.url()).searchParams.get('match')!;
  await page.getByLabel('Fast bots').check();

  const board = page.locator('.clash');
  await expect(board).toBeVisible();
  // The table draws the map and both boards from the view.
  await expect(board.locator('svg .hex')).not.toHaveCount(0);
  await expect(board.locator('[data-seat-board]')).toHaveCount(2);
  await expect(board.locator('[data-seat-board] [data-advance]')).toHaveCount(96);
  const prompt = page.locator('section.prompt[data-mine="true"]');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // The human's own hand is named, the bot's only counted.
  await expect(board.locator('[data-seat-board="0"]')).toContainText('Action cards');
  await expect(board.locator('[data-seat-board="1"]')).toContainText(/\d+ Action cards/);

  // Tooltips: an advance's effect from the data tables, on keyboard focus.
  const farming = board.locator('[data-seat-board="0"] [data-advance="0"]');
  const farmingTip = farming.locator('xpath=ancestor::li[1]');
  await farmingTip.focus();
  await expect(farmingTip.getByRole('tooltip')).toContainText('Collect Food from Fertile');
  await page.keyboard.press('Escape');

  const sheetBox = page.locator('section.sheet');
  const kinds = new Set<string>();
  let decisions = 0, mapClicks = 0, shot = false;
  for (;;) {
    await expect(sheetBox.or(prompt)).toBeVisible({ timeout: 60_000 });
    if (await sheetBox.isVisible()) break;
    const before = await movesOf(page);
    const { kind, via } = await choose(page, decisions);
    kinds.add(kind);
    const target = page.locator('[data-e2e-pick]');
    if (via === 'map') mapClicks++;
    if (decisions % 5 === 0) {
      await target.focus();
      await page.keyboard.press('Enter');
    } else {
      await target.click();
    }
    // An option with several variants, or a map space with several choices, opens a second step.
    if ((await movesOf(page)) === before && (await prompt.locator('[data-step]').count()) > 0) {
      await prompt.locator('[data-step] button[data-choice]').first().click();
    }
    await expect(table(page)).not.toHaveAttribute('data-moves', String(before));
    if (!shot && decisions >= 40 && kind === 'turn') {
      await screenshots(page, info, 'clash', 'midgame');
      shot = true;
    }
    decisions++;
    expect(decisions, 'decisions').toBeLessThan(800);
  }
  expect(kinds.has('turn')).toBe(true);
  expect(mapClicks, 'moves chosen on the map').toBeGreaterThan(0);
  await expect(board).toHaveAttribute('data-phase', 'over');

  // The score sheet equals the engine's result for the saved log.
  const hash = await table(page).getAttribute('data-hash');
  await expect(page.locator('.saved-match')).toHaveAttribute('data-saved-hash', hash!);
  const match = await savedMatch(page, id);
  expect(match.game).toBe('clash');
  const replayed = replay(clash, match);
  expect(hashState(replayed.state)).toBe(hash);
  const result = clash.result(replayed.state as Parameters<typeof clash.result>[0])!;
  expect(result).not.toBeNull();
  const sheetTable = page.getByRole('region', { name: 'Final scores' }).getByRole('table');
  for (const [col, p] of result.players.entries()) {
    const total = Number(await sheetTable.locator(`tfoot tr[data-row="total"] td:nth-of-type(${col + 1})`).textContent());
    expect(total, `total of seat ${p.seat}`).toBe(p.score);
    for (const b of p.breakdown) {
      const cell = await sheetTable.locator(`tbody tr[data-category="${b.category}"] td:nth-of-type(${col + 1})`).textContent();
      expect(Number(cell), `${b.category} of seat ${p.seat}`).toBe(b.points);
    }
    await expect(board.locator(`[data-seat-board="${p.seat}"] [data-vp]`)).toHaveText(String(p.score));
  }
  info.annotations.push({ type: 'decisions', description: `${decisions} human decisions, ${mapClicks} on the map; prompts: ${[...kinds].sort().join(', ')}` });
  await screenshots(page, info, 'clash', 'final');

  // The finished save opens from My games in the replay viewer at the same position, and from
  // there at its table with the score sheet.
  await page.goto('./games/');
  await page.getByRole('link', { name: 'Replay Clash of Cultures' }).first().click();
  await expect(page.locator('.replay[data-hash]')).toHaveAttribute('data-hash', hash!);
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await expect(table(page)).toHaveAttribute('data-hash', hash!);
  await expect(page.getByRole('region', { name: 'Final scores' })).toBeVisible();
});
