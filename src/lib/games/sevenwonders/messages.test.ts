/**
 * 7 Wonders' translations (issue 18): the Greek and Danish tables hold exactly every key of the
 * game's English tables with the same placeholders, and Greek really reaches the table — a
 * played game's log lines, the rules summary and every card's and Wonder stage's text come out
 * with no English word left.
 */
import { afterAll, expect, test } from 'vitest';
import { CARDS, SCORE_CATEGORIES, WONDERS, sevenWonders } from '$engine/games/sevenwonders';
import { translationProblems } from '../../i18n/catalogue-check';
import { setLocale, t } from '../../i18n';
import { logString } from '../../i18n/log';
import { randomGameEntries } from '../../../../tests/kit/log-lines';
import {
  SEVEN_WONDERS_LOG,
  SEVEN_WONDERS_NAMES,
  SEVEN_WONDERS_TEXT,
  cardEffectText,
  cardName,
  coinsText,
  costText,
  resourcesText,
  rulesSummary,
  stageText,
  wonderName
} from './text';
import el from './messages.el';
import da from './messages.da';

const english = { ...SEVEN_WONDERS_TEXT, ...SEVEN_WONDERS_LOG, ...SEVEN_WONDERS_NAMES };

test.each([
  ['el', el],
  ['da', da]
])('the %s table has every key of the English tables, with the same placeholders', (_lang, table) => {
  expect(Object.keys(english).length).toBeGreaterThan(380);
  expect(translationProblems(english, table)).toEqual([]);
});

test('the names table is the engine’s data: one key per card, per Wonder and per score category', () => {
  expect(Object.keys(SEVEN_WONDERS_NAMES)).toHaveLength(CARDS.length + WONDERS.length + SCORE_CATEGORIES.length);
  expect(SEVEN_WONDERS_NAMES['sevenwonders.score.coins']).toBe('Treasury');
  expect(cardName('lumber-yard')).toBe('Lumber Yard');
  expect(wonderName('giza')).toBe('The Pyramids of Giza');
  expect(coinsText(1)).toBe('1 coin');
  expect(coinsText(3)).toBe('3 coins');
  expect(resourcesText(['wood', 'wood', 'ore'])).toBe('2 wood, 1 ore');
});

/** Latin words of three letters or more, less the Roman numerals of the Ages. */
const latinWords = (text: string): string[] => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => w !== 'III');

afterAll(() => setLocale('en'));

/** A played game's log lines, the rules summary and every card's and Wonder stage's text, in the current language. */
function tableLines(): string[] {
  const seat = (s: number): string => `Π${s + 1}`;
  const lines: string[] = [];
  for (const [players, options] of [
    [2, { sides: 'B' }],
    [3, { wonders: 'choose', sides: 'choose' }],
    [5, { sides: 'A' }]
  ] as const) {
    const entries = randomGameEntries(sevenWonders, players, options, `greek-${players}`, 5000);
    expect(entries.length).toBeGreaterThan(20);
    lines.push(...entries.map((e) => logString(e, seat)));
  }
  lines.push(...rulesSummary().flatMap((s) => [s.heading, ...s.items]));
  for (const c of CARDS) lines.push(cardName(c.id), cardEffectText(c.effect), costText({ coins: c.coins, resources: c.cost }));
  for (const w of WONDERS) lines.push(wonderName(w.id), ...w.A.map((s, k) => stageText(k, s)), ...w.B.map((s, k) => stageText(k, s)));
  return lines;
}

test('in Greek, a played game’s log lines, the rules summary and the cards’ texts have no English word', async () => {
  await setLocale('el');
  expect(t('sw.freeCity')).toBe('Ελεύθερη Πόλη');
  const lines = tableLines();
  expect(lines.filter((l) => latinWords(l).length > 0).slice(0, 10)).toEqual([]);
  expect(lines.join('\n')).toContain('έχτισε');
});

/** Common English words that are no Danish words. */
const ENGLISH = /\b(the|and|built|chose|card|cards|coins?|round|with|from|free|stage|Age|paying|discarded|bank|neighbours?|wood|stone|clay|ore|points)\b/;

test('in Danish, the same lines have none of the common English words', async () => {
  await setLocale('da');
  expect(t('sw.freeCity')).toBe('Den blinde makker');
  const lines = tableLines();
  expect(lines.filter((l) => ENGLISH.test(l)).slice(0, 10)).toEqual([]);
  expect(lines.join('\n')).toContain('byggede');
});
