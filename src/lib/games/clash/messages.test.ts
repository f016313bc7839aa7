/**
 * Clash's Greek and Danish tables (issue 18): every key of the game's English tables, the same
 * placeholders; and Greek really reaches the table — log lines, button labels and prompts of
 * random played games, map descriptions, tooltips of every advance, Wonder, card, objective and
 * Event, and the rules summary, rendered in Greek, hold no Latin-script word at all (hex labels
 * such as "E4" and the rulebook's own "AAA" aside), and in Danish none of a list of English words.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { clash, ACTION_CARDS, ADVANCES, EVENTS, OBJECTIVE_CARDS, WONDERS, type ClashAction } from '$engine/games/clash';
import type { LogEntry } from '$engine/core/types';
import { Rng, seedRng } from '$engine/core/rng';
import { setLocale } from '../../i18n';
import { translationProblems } from '../../i18n/catalogue-check';
import { logString } from '../../i18n/log';
import el from './messages.el';
import da from './messages.da';
import {
  CLASH_DATA_TEXT, CLASH_LOG_TEXT, CLASH_RULES_TEXT, CLASH_TEXT, actionLabel, advanceTip, cardName, cardTip, eventTip, hexDescription,
  objectiveName, objectiveTip, promptLine, rulesSummary, wonderTip
} from './text';

const ENGLISH: Readonly<Record<string, string>> = { ...CLASH_TEXT, ...CLASH_LOG_TEXT, ...CLASH_DATA_TEXT, ...CLASH_RULES_TEXT };

describe('Clash translation tables', () => {
  test('the English tables share no key', () => {
    const sizes = [CLASH_TEXT, CLASH_LOG_TEXT, CLASH_DATA_TEXT, CLASH_RULES_TEXT].map((x) => Object.keys(x).length);
    expect(Object.keys(ENGLISH).length).toBe(sizes.reduce((a, b) => a + b, 0));
    // 48 advances, 7 Wonders, 21 + 16 card halves, 54 objectives, 38 Events: a name and an effect each.
    expect(Object.keys(CLASH_DATA_TEXT).filter((k) => /\.(name|text)$/.test(k))).toHaveLength(2 * (48 + 7 + 21 + 16 + 54 + 38));
  });

  test('Greek has every key with the same placeholders', () => {
    expect(translationProblems(ENGLISH, el)).toEqual([]);
  });

  test('Danish has every key with the same placeholders', () => {
    expect(translationProblems(ENGLISH, da)).toEqual([]);
  });

  test('the Greek names are the rulebook’s', () => {
    expect(el['clash.advance.19.name']).toBe('Νομοσχέδιο');
    expect(el['clash.wonder.1.name']).toBe('Πυραμίδα της Γκίζας');
    expect(el['clash.civil.mercenaries.name']).toBe('Μισθοφόροι');
    expect(el['clash.objective.conqueror.name']).toBe('Κατακτητής');
    expect(el['clash.word.moodToken']).toBe('Δείκτη Διάθεσης');
  });
});

/** Everything a played game shows in words: its log lines, the labels of every action offered, its prompts, the map's descriptions. */
function playedTexts(players: number, seed: string, name: (seat: number) => string): string[] {
  const out: string[] = [];
  const rng = new Rng(seedRng(seed));
  let s = clash.setup({ players, seed, options: { length: 'short', events: 'full' } });
  for (let step = 0; step < 1500 && clash.result(s) === null; step++) {
    const seat = clash.pending(s)[0]!;
    const view = clash.view(s, seat);
    if (view.prompt) out.push(promptLine(view.prompt, name));
    const acts = clash.actions(s, seat) as readonly ClashAction[];
    for (const a of acts) {
      const e: LogEntry = clash.describe(s, seat, a);
      out.push(logString(e, name), actionLabel(e, name));
    }
    if (step % 50 === 0) for (const h of view.hexes) out.push(hexDescription(view, h.hex, name, 2));
    s = clash.apply(s, seat, acts[rng.below(acts.length)]!);
  }
  return out;
}

function tooltips(): string[] {
  return [
    ...ADVANCES.map((_, a) => advanceTip(a)),
    ...WONDERS.map((_, w) => wonderTip(w)),
    ...ACTION_CARDS.flatMap((_, c) => [cardName(c), cardTip(c)]),
    ...OBJECTIVE_CARDS.flatMap((_, c) => [objectiveName(c), objectiveTip(c)]),
    ...EVENTS.map((_, e) => eventTip(e)),
    ...rulesSummary().flatMap((s) => [s.heading, ...s.items])
  ];
}

describe('Greek and Danish reach the table', () => {
  afterAll(() => setLocale('en'));

  test('in Greek no Latin-script word is left (hex labels and AAA aside)', async () => {
    await setLocale('el');
    const greekNames = ['Άννα', 'Βασίλης', 'Γιώργος'];
    const texts = [...playedTexts(3, 'greek-table', (s) => greekNames[s] ?? '?'), ...tooltips()];
    expect(texts.length).toBeGreaterThan(1000);
    const latin = texts.filter((x) => /[A-Za-z]/.test(x.replace(/\b[A-K]\d{1,2}\b/g, '').replace(/\bAAA\b/g, '')));
    expect(latin.slice(0, 5)).toEqual([]);
    expect(texts).toContain('Άννα τελειώνει τη Σειρά');
  });

  test('in Danish none of a list of common English words is left', async () => {
    await setLocale('da');
    const texts = [...playedTexts(2, 'danish-table', (s) => ['Anne', 'Bo'][s] ?? '?'), ...tooltips()];
    const english = /\b(the|and|of|your|you|with|city|cities|choose|player|gains|builds|takes|Turn|Round|card|Food|Ore|Wood|Gold|Settler|Army|Ship|Wonder)\b/;
    expect(texts.filter((x) => english.test(x)).slice(0, 5)).toEqual([]);
    expect(texts).toContain('Anne afslutter turen');
  });
});
