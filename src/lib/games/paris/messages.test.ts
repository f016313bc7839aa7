/**
 * Paris's Greek and Danish tables list exactly every key of its English tables with the same
 * placeholders, and Greek really reaches the table: a played game's log lines, prompts and action
 * labels, the rules summary and the tiles' effect texts, rendered in Greek, hold no English word.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { paris, type ParisAction, type ParisState, type ParisView } from '$engine/games/paris';
import { BONUS_TILES, END_TILE_DATA, LANDMARKS } from '$engine/games/paris';
import { Rng, seedRng } from '$engine/core/rng';
import { setLocale, type Locale } from '../../i18n';
import { translationProblems } from '../../i18n/catalogue-check';
import { labelString, logString } from '../../i18n/log';
import { PARIS_CATALOGUE, bonusTileText, endTileText, landmarkTip, rulesSummary } from './text';
import el from './messages.el';
import da from './messages.da';

afterAll(() => setLocale('en'));

test('the Greek table has every Paris key, nothing else, the same placeholders', () => {
  expect(translationProblems(PARIS_CATALOGUE, el)).toEqual([]);
});

test('the Danish table has every Paris key, nothing else, the same placeholders', () => {
  expect(translationProblems(PARIS_CATALOGUE, da)).toEqual([]);
});

/** Every line a played game shows: log lines, prompts, the labels of every action offered. */
function playedLines(players: number, seed: string, name: (seat: number) => string): string[] {
  const rng = new Rng(seedRng(seed));
  let s: ParisState = paris.setup({ players, seed, options: {} });
  const out: string[] = [];
  for (let step = 0; step < 3000 && paris.result(s) === null; step++) {
    const seat = paris.pending(s)[0]!;
    out.push(logString((paris.view(s, seat) as ParisView).prompt!, name));
    const acts = paris.actions(s, seat) as readonly ParisAction[];
    for (const a of acts) out.push(labelString(paris.describe(s, seat, a), name));
    const a = acts[rng.below(acts.length)]!;
    out.push(logString(paris.describe(s, seat, a), name));
    s = paris.apply(s, seat, a);
  }
  return out;
}

function tableTexts(): string[] {
  return [
    ...rulesSummary().flatMap((sec) => [sec.heading, ...sec.items]),
    ...BONUS_TILES.map((t) => bonusTileText(t.number)),
    ...END_TILE_DATA.map((t) => endTileText(t.id)),
    ...LANDMARKS.map((_, i) => landmarkTip(i))
  ];
}

/** The English words of `texts` from `words` (whole words, any case), with an example line each. */
function englishIn(texts: readonly string[], words: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const text of texts)
    for (const w of words) if (!(w in found) && new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu').test(text)) found[w] = text;
  return found;
}

// Not 'a': VP tiles are named A–F.
const ENGLISH = ['the', 'and', 'of', 'to', 'from', 'with', 'for', 'on', 'your', 'takes', 'take', 'places', 'place', 'moves', 'move', 'draws', 'draw', 'pays', 'pay', 'uses', 'use', 'buys', 'sells', 'passes', 'returns', 'hands', 'ends', 'key', 'keys', 'tile', 'tiles', 'stack', 'bank', 'building', 'landmark', 'district', 'francs', 'VP', 'Arc', 'End Game', 'bonus tile', 'supply', 'resource', 'prestige', 'Player', 'value', 'each', 'turn', 'round', 'Wood', 'Marble', 'Gold', 'Theatre', 'Bakery', 'Residence', 'Louvre', 'Eiffel', 'nothing'];

describe.each<[Locale, readonly string[], (seat: number) => string]>([
  ['el', ENGLISH, (seat) => `Παίκτης ${seat + 1}`],
  // Danish shares some words with English (for, hotel, restaurant, bank, prestige, on…): only unmistakably English ones.
  ['da', ['the', 'and', 'of', 'with', 'your', 'takes', 'places', 'moves', 'draws', 'pays', 'uses', 'buys', 'sells', 'key', 'keys', 'tile', 'tiles', 'stack', 'building', 'landmark', 'district', 'francs', 'VP', 'Player', 'value', 'each', 'Wood', 'Marble', 'Gold', 'nothing'], (seat) => `Spiller ${seat + 1}`]
])('%s reaches the Paris table', (lang, words, name) => {
  test('log lines, prompts and labels of played games', async () => {
    await setLocale(lang);
    const lines = [...playedLines(2, `paris-${lang}-2`, name), ...playedLines(4, `paris-${lang}-4`, name)];
    expect(lines.length).toBeGreaterThan(300);
    expect(englishIn(lines, words)).toEqual({});
  });

  test('rules summary, tile effects and landmark tips', async () => {
    await setLocale(lang);
    const texts = tableTexts();
    expect(texts.length).toBe(4 + 9 + BONUS_TILES.length + END_TILE_DATA.length + LANDMARKS.length);
    expect(englishIn(texts, words)).toEqual({});
  });
});

test('Greek words around counts and names', async () => {
  await setLocale('el');
  expect(bonusTileText(27)).toBe('27 Χρήματα στο τέλος: 1 ΠΝ ανά Φράγκο στο τέλος του παιχνιδιού (δεν ενεργοποιείται ποτέ).');
  expect(bonusTileText(10)).toBe('10 Πόρος (της επιλογής σας): Μετράει ως 1 Πόρος της επιλογής σας στην πληρωμή.');
  expect(bonusTileText(21)).toBe('21 Πόροι (της επιλογής σας, 2): Μετράει ως 2 Πόροι της επιλογής σας στην πληρωμή.');
});
