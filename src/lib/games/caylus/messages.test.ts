/**
 * Caylus' translations (issue 18): the Greek and Danish tables hold exactly every key of the
 * game's English tables with the same placeholders, and Greek really reaches the table — a
 * played game's log lines, automatic events and prompts, the rules summary and every building's
 * and favour cell's text come out with no English word left.
 */
import { afterAll, expect, test } from 'vitest';
import type { Seat } from '$engine/core/types';
import { Rng, seedRng } from '$engine/core/rng';
import { BUILDINGS, FAVOUR_TABLE, caylus, type BuildingId, type Row } from '$engine/games/caylus';
import { translationProblems } from '../../i18n/catalogue-check';
import { setLocale, t } from '../../i18n';
import { logString } from '../../i18n/log';
import { CAYLUS_LOG, CAYLUS_NAMES, CAYLUS_TEXT, buildingTip, cubesText, deniersText, eventText, favourCellText, promptText, rulesSummary } from './text';
import el from './messages.el';
import da from './messages.da';

const english = { ...CAYLUS_TEXT, ...CAYLUS_LOG, ...CAYLUS_NAMES };

test.each([
  ['el', el],
  ['da', da]
])('the %s table has every key of the English tables, with the same placeholders', (_lang, table) => {
  expect(Object.keys(english).length).toBeGreaterThan(400);
  expect(translationProblems(english, table)).toEqual([]);
});

test('the names table is the engine’s data: every building’s name, its effect, every favour cell', () => {
  const ids = Object.keys(BUILDINGS);
  expect(ids.every((id) => CAYLUS_NAMES[`caylus.building.${id}`] === BUILDINGS[id as BuildingId].name)).toBe(true);
  expect(CAYLUS_NAMES['caylus.buildingText.goldMine']).toBe('Take 1 gold.');
  expect(CAYLUS_NAMES['caylus.favourCell.buildings.4']).toBe(FAVOUR_TABLE.buildings[3]!.text);
  expect(deniersText(1)).toBe('1 denier');
  expect(deniersText(4)).toBe('4 deniers');
  expect(cubesText(['food', 'food', 'wood'])).toBe('2 food + 1 wood');
});

/** Latin words of two letters or more (Greek has none; "PP" would be an English abbreviation). */
const latinWords = (text: string): string[] => text.match(/[A-Za-z]{2,}/g) ?? [];

afterAll(() => setLocale('en'));

/** A played game's log lines, events and prompts, the rules summary and every building's and favour cell's text, in the current language. */
function tableLines(): string[] {
  const seat = (s: number): string => `Π${s + 1}`;
  const lines: string[] = [];
  for (const [players, options] of [
    [2, {}],
    [3, { simplifiedFavours: true, churchPP: '3', tailor: 'tile' }],
    [4, {}]
  ] as const) {
    const rng = new Rng(seedRng(`greek-${players}`));
    let state = caylus.setup({ players, seed: `greek-${players}`, options });
    let steps = 0;
    for (; steps < 3000 && caylus.result(state) === null; steps++) {
      const view = caylus.view(state, null);
      for (const e of view.events) {
        const line = eventText(e, seat);
        if (line !== null) lines.push(line);
      }
      if (view.prompt) lines.push(promptText(view.prompt, seat(view.prompt.seat), view.seats[view.prompt.seat]?.placementCost ?? 0));
      const pending = caylus.pending(state) as readonly Seat[];
      const who = pending[rng.below(pending.length)]!;
      const acts = caylus.actions(state, who);
      const action = acts[rng.below(acts.length)]!;
      lines.push(logString(caylus.describe(state, who, action), seat));
      state = caylus.apply(state, who, action);
    }
    expect(steps).toBeGreaterThan(100);
  }
  lines.push(...rulesSummary().flatMap((s) => [s.heading, ...s.items]));
  for (const id of Object.keys(BUILDINGS) as BuildingId[]) lines.push(...buildingTip(id, BUILDINGS[id].pp));
  for (const row of Object.keys(FAVOUR_TABLE) as Row[]) for (const cell of FAVOUR_TABLE[row]) lines.push(favourCellText(row, cell.col));
  return lines;
}

test('in Greek, a played game’s log lines, events and prompts, the rules summary and the buildings’ texts have no English word', async () => {
  await setLocale('el');
  expect(t('caylus.marker.provost')).toBe('Επιστάτης');
  const lines = tableLines();
  expect(lines.filter((l) => latinWords(l).length > 0).slice(0, 10)).toEqual([]);
  expect(lines.join('\n')).toContain('δηνάρι');
});

/** Common English words that are no Danish words. */
const ENGLISH = /\b(the|and|takes|places|passes|pays|worker|workers|nothing|free|space|food|cloth|gold|builds|delivers|favour|provost|bailiff|turn|with)\b/;

test('in Danish, the same lines have none of the common English words', async () => {
  await setLocale('da');
  expect(t('caylus.marker.provost')).toBe('Foged');
  const lines = tableLines();
  expect(lines.filter((l) => ENGLISH.test(l)).slice(0, 10)).toEqual([]);
  expect(lines.join('\n')).toContain('arbejder');
});
