/**
 * The score sheet names its rows from each game's `<gameId>.score.<category>` keys: for every game,
 * a finished (golden) match's every breakdown category has a key whose English is the engine's
 * label exactly, the game has no score key beyond them, and in Greek and Danish the sheet's rows
 * are the game's translations.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { AnyGame, GameResult } from '$engine/core/types';
import { parseMatch, replay } from '$engine/core/match';
import { sevenWonders } from '$engine/games/sevenwonders';
import { caylus } from '$engine/games/caylus';
import { paris } from '$engine/games/paris';
import { belfort } from '$engine/games/belfort';
import { clash } from '$engine/games/clash';
import { hasMessage, message, setLocale, type Locale } from '../i18n';
import { readGoldenMatches } from '../../../tests/golden/golden';
import { scoreLabel, scoreRows } from './score-sheet';
import { SEVEN_WONDERS_NAMES } from '../games/sevenwonders/text';
import { CAYLUS_NAMES } from '../games/caylus/text';
import { PARIS_CATALOGUE } from '../games/paris/text';
import { BELFORT_CATALOGUE } from '../games/belfort/text';
import { CLASH_DATA_TEXT } from '../games/clash/text';
import swEl from '../games/sevenwonders/messages.el';
import swDa from '../games/sevenwonders/messages.da';
import caylusEl from '../games/caylus/messages.el';
import caylusDa from '../games/caylus/messages.da';
import parisEl from '../games/paris/messages.el';
import parisDa from '../games/paris/messages.da';
import belfortEl from '../games/belfort/messages.el';
import belfortDa from '../games/belfort/messages.da';
import clashEl from '../games/clash/messages.el';
import clashDa from '../games/clash/messages.da';

afterAll(() => setLocale('en'));

type Table = Readonly<Record<string, string>>;
const GAMES: readonly { game: AnyGame; english: Table; el: Table; da: Table }[] = [
  { game: sevenWonders as AnyGame, english: SEVEN_WONDERS_NAMES, el: swEl, da: swDa },
  { game: caylus as AnyGame, english: CAYLUS_NAMES, el: caylusEl, da: caylusDa },
  { game: paris as AnyGame, english: PARIS_CATALOGUE, el: parisEl, da: parisDa },
  { game: belfort as AnyGame, english: BELFORT_CATALOGUE, el: belfortEl, da: belfortDa },
  { game: clash as AnyGame, english: CLASH_DATA_TEXT, el: clashEl, da: clashDa }
];

const golden = readGoldenMatches();

/** The result of the golden finished match of `game` with the most players. */
function finishedResult(game: AnyGame): GameResult {
  const g = golden.filter((m) => m.finished && m.match.game === game.id).sort((a, b) => b.match.players - a.match.players)[0];
  if (!g) throw new Error(`no finished golden match of ${game.id}`);
  const parsed = parseMatch(g.match, [game]);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = game.result(replay(game, parsed.value).state);
  if (!result) throw new Error(`${g.name} is not over`);
  return result;
}

const results = new Map(GAMES.map(({ game }) => [game.id, finishedResult(game)]));
const GREEK = /[\u0370-\u03ff]/;

describe.each(GAMES)('$game.id', ({ game, english, el, da }) => {
  const result = results.get(game.id)!;
  const labels = new Map(result.players.flatMap((p) => p.breakdown.map((b) => [b.category, b.label] as const)));

  test('every breakdown category has a key whose English is the engine label; no other score keys', async () => {
    await setLocale('en');
    expect(labels.size).toBeGreaterThanOrEqual(5);
    for (const p of result.players) expect(p.breakdown.map((b) => b.category)).toEqual([...labels.keys()]);
    for (const [category, label] of labels) {
      const key = `${game.id}.score.${category}`;
      expect(hasMessage(key), key).toBe(true);
      expect(english[key], key).toBe(label);
      expect(message(key), key).toBe(label);
    }
    const keys = Object.keys(english).filter((k) => k.startsWith(`${game.id}.score.`));
    expect(keys.sort()).toEqual([...labels.keys()].map((c) => `${game.id}.score.${c}`).sort());
    expect(scoreRows(game.id, result)).toEqual([...labels].map(([category, label]) => ({ category, label })));
  });

  test('in Greek the sheet rows are the Greek table’s, in Greek letters', async () => {
    await setLocale('el');
    const rows = scoreRows(game.id, result);
    expect(rows.map((r) => r.category)).toEqual([...labels.keys()]);
    for (const r of rows) {
      expect(r.label).toBe(el[`${game.id}.score.${r.category}`]);
      expect(r.label).not.toBe(labels.get(r.category));
      expect(r.label, r.category).toMatch(GREEK);
    }
  });

  test('in Danish the sheet rows are the Danish table’s', async () => {
    await setLocale('da');
    const rows = scoreRows(game.id, result);
    expect(rows.map((r) => r.category)).toEqual([...labels.keys()]);
    for (const r of rows) expect(r.label).toBe(da[`${game.id}.score.${r.category}`]);
  });
});

test.each<[Locale, string]>([
  ['el', 'Θησαυροφυλάκιο'],
  ['da', 'Kassebeholdning'],
  ['en', 'Treasury']
])('7 Wonders coins row in %s: %s', async (lang, expected) => {
  await setLocale(lang);
  expect(scoreLabel('sevenwonders', 'coins', 'Treasury')).toBe(expected);
});

test('a game without score keys shows the engine labels (the fixture game)', async () => {
  await setLocale('el');
  const result: GameResult = {
    players: [{ seat: 0, rank: 1, score: 3, breakdown: [{ category: 'coins', label: 'Coins kept', points: 3 }], tiebreak: [] }],
    winners: [0]
  };
  expect(scoreRows('sealedbid', result)).toEqual([{ category: 'coins', label: 'Coins kept' }]);
});
