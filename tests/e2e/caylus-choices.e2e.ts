/**
 * Caylus choices say what you get (issue 12 item 6). A game is played in Node with random legal
 * moves until the human seat (seat 1, "Ann") faces the decision under test, imported into My games,
 * and opened: the table's prompt must then show, from the engine's view, what each choice gives.
 */
import { caylus } from '../../lib/games/caylus/index';
import type { CaylusAction, CaylusState } from '../../lib/games/caylus/types';
import { test, expect, listedGames } from './fixtures';
import { openImported, playUntil } from './caylus-helpers';

test.beforeEach(async ({ page }) => {
  test.skip(!(await listedGames(page)).includes('caylus'), 'Caylus is not registered in this build');
});

test('royal favour rows name the effect each gives, never "column 0"', async ({ page }) => {
  const { match, state } = playUntil('favours', (s) => caylus.view(s, 0).prompt?.kind === 'favourRow');
  const reach = caylus.view(state, 0).prompt!.reach!;
  await openImported(page, match);
  const prompt = page.locator('section.prompt[data-mine="true"][data-kind="favourRow"]');
  await expect(prompt).toBeVisible();
  await expect(prompt).not.toContainText('column 0');
  const rows = prompt.locator('button[data-type="favourRow"]');
  await expect(rows.first()).toBeVisible();
  // Each row's button starts with the row and the effect of the column its marker reaches.
  const effect = {
    prestige: `${reach.prestige} PP`,
    deniers: `${reach.deniers + 2} deniers`,
    resources: ['', '1 food', '1 wood or 1 stone', '1 cloth', 'Give 1 cube, take 2 cubes (not gold)', '1 gold'][reach.resources]!,
    buildings: ['', 'No effect', 'Build a wood building, 1 wood less', 'Build a stone building, 1 stone less', 'Lawyer: make a residence for 1 cloth', 'Architect: build a prestige building'][reach.buildings]!
  };
  const names = { prestige: 'Prestige', deniers: 'Deniers', resources: 'Resources', buildings: 'Buildings' };
  const texts = await rows.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    const row = (Object.keys(names) as (keyof typeof names)[]).find((r) => text.startsWith(names[r]))!;
    expect(row, text).toBeDefined();
    expect(text.startsWith(`${names[row]}: ${effect[row]}`), text).toBe(true);
  }
});

test('placement choices mark the road spaces beyond the provost', async ({ page }) => {
  const beyond = (s: CaylusState): number[] =>
    (caylus.actions(s, 0) as readonly CaylusAction[]).flatMap((a) => (a.type === 'place' && a.at === 'road' && a.space > s.provost ? [a.space] : []));
  const within = (s: CaylusState): number[] =>
    (caylus.actions(s, 0) as readonly CaylusAction[]).flatMap((a) => (a.type === 'place' && a.at === 'road' && a.space <= s.provost ? [a.space] : []));
  const { match, state } = playUntil('provost', (s) => caylus.view(s, 0).prompt?.kind === 'place' && beyond(s).length > 0 && within(s).length > 0);
  await openImported(page, match);
  const prompt = page.locator('section.prompt[data-mine="true"][data-kind="place"]');
  await expect(prompt).toBeVisible();
  for (const space of beyond(state)) {
    await expect(prompt.locator(`button[data-type="place"][data-target="road:${space}"]`)).toContainText('beyond the provost');
  }
  for (const space of within(state)) {
    await expect(prompt.locator(`button[data-type="place"][data-target="road:${space}"]`)).not.toContainText('beyond the provost');
  }
});
