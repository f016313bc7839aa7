/**
 * Belfort's Greek and Danish tables list exactly every key of its English tables with the same
 * placeholders, and the languages really reach the table: a played game's log lines, action
 * labels, prompts and events, the rules summary, every city symbol's name, and the cards' and
 * guilds' texts, rendered in Greek (and Danish), hold no English word.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { BOARD_LAYOUT, GUILD_TILES, PROPERTY_CARDS, belfort, type BelfortAction, type BelfortView } from '$engine/games/belfort';
import { Rng, seedRng } from '$engine/core/rng';
import { setLocale, type Locale } from '../../i18n';
import { translationProblems } from '../../i18n/catalogue-check';
import { logString } from '../../i18n/log';
import { BELFORT_CATALOGUE, actionLabel, bt, cardName, cardText, cardsText, costText, eventLine, guildName, guildText, monthName, ownLabel, promptLine, rulesSummary, symbolName } from './text';
import el from './messages.el';
import da from './messages.da';

afterAll(() => setLocale('en'));

test('the Greek table has every Belfort key, nothing else, the same placeholders', () => {
  expect(translationProblems(BELFORT_CATALOGUE, el)).toEqual([]);
});

test('the Danish table has every Belfort key, nothing else, the same placeholders', () => {
  expect(translationProblems(BELFORT_CATALOGUE, da)).toEqual([]);
});

const SETUPS = [
  { players: 2, options: { guilds: 'normal' } },
  { players: 4, options: { guilds: 'random' } },
  { players: 5, options: { guilds: 'agreed' } }
] as const;

/** Every line a played game shows: prompts, events, every offered action's line and label, and the city symbols' names. */
function playedLines(players: number, options: Readonly<Record<string, string>>, seed: string, player: (seat: number) => string): string[] {
  const name = (c: number): string => (c < players ? player(c) : bt('neutral.name', { n: c + 1 }));
  const rng = new Rng(seedRng(seed));
  let s = belfort.setup({ players, seed, options });
  const out: string[] = [];
  for (let step = 0; step < 4000; step++) {
    const seat = belfort.pending(s)[0] ?? null;
    const view: BelfortView = belfort.view(s, seat);
    if (view.prompt) out.push(promptLine(view.prompt, name));
    for (const e of view.events) out.push(eventLine(e, name));
    if (seat === null) break;
    if (step % 50 === 0) out.push(...BOARD_LAYOUT.symbols.map((sy) => symbolName(view, BOARD_LAYOUT, sy.id)));
    const acts = belfort.actions(s, seat) as readonly BelfortAction[];
    for (const a of acts) {
      const e = belfort.describe(s, seat, a);
      out.push(logString(e, name), ownLabel(a) ?? actionLabel(e, name));
    }
    s = belfort.apply(s, seat, acts[rng.below(acts.length)]!);
  }
  return out;
}

function tableTexts(): string[] {
  return [
    ...rulesSummary().flatMap((sec) => [sec.heading, ...sec.items]),
    ...Object.keys(PROPERTY_CARDS).flatMap((c) => [cardName(c), cardText(c)]),
    ...Object.keys(GUILD_TILES).flatMap((g) => [guildName(g), guildText(g)]),
    ...[1, 2, 3, 4, 5, 6, 7].map(monthName),
    cardsText(1),
    cardsText(4),
    costText({ wood: 1, stone: 2, metal: 0, gold: 3 }),
    costText({ wood: 0, stone: 0, metal: 0, gold: 0 })
  ];
}

/** The English words of `texts` from `words` (whole words, any case), with an example line each. */
function englishIn(texts: readonly string[], words: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const text of texts)
    for (const w of words) if (!(w in found) && new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu').test(text)) found[w] = text;
  return found;
}

const ENGLISH = ['the', 'and', 'of', 'to', 'from', 'with', 'for', 'on', 'in', 'at', 'your', 'their', 'takes', 'places', 'builds', 'buys', 'sells', 'passes', 'chooses', 'discards', 'draws', 'hires', 'activates', 'sends', 'swaps', 'steals', 'card', 'cards', 'Elf', 'Elves', 'Dwarf', 'Dwarves', 'Gnome', 'Gnomes', 'Gold', 'Wood', 'Stone', 'Metal', 'Guild', 'District', 'Wall', 'Keep', 'Gatehouse', 'Pub', 'Neutral', 'Player', 'crest', 'marker', 'markers', 'nothing', 'Trading', 'King', 'Spring', 'Summer', 'Autumn', 'nobody', 'points'];
// Danish shares some words with English (to, for, at, i, Neutral, Bank, Metal…): only unmistakably English ones.
const ENGLISH_NOT_DANISH = ['the', 'and', 'of', 'with', 'your', 'their', 'takes', 'places', 'builds', 'buys', 'sells', 'passes', 'chooses', 'discards', 'draws', 'hires', 'card', 'cards', 'Elf', 'Elves', 'Dwarf', 'Dwarves', 'Gnome', 'Gnomes', 'Gold', 'Wood', 'Stone', 'Guild', 'District', 'Wall', 'Keep', 'Gatehouse', 'Pub', 'Player', 'crest', 'marker', 'markers', 'nothing', 'Trading', 'Spring', 'Summer', 'Autumn', 'nobody', 'points'];

describe.each<[Locale, readonly string[], (seat: number) => string]>([
  ['el', ENGLISH, (seat) => `Παίκτης ${seat + 1}`],
  ['da', ENGLISH_NOT_DANISH, (seat) => `Spiller ${seat + 1}`]
])('%s reaches the Belfort table', (lang, words, player) => {
  test('prompts, events, lines and labels of played games', async () => {
    await setLocale(lang);
    const lines = SETUPS.flatMap(({ players, options }) => playedLines(players, options, `belfort-${lang}-${players}`, player));
    expect(lines.length).toBeGreaterThan(1000);
    expect(englishIn(lines, words)).toEqual({});
  });

  test('rules summary, cards, guilds, months, costs', async () => {
    await setLocale(lang);
    const texts = tableTexts();
    expect(texts.length).toBe(12 + 2 * Object.keys(PROPERTY_CARDS).length + 2 * Object.keys(GUILD_TILES).length + 7 + 4);
    expect(englishIn(texts, words)).toEqual({});
  });
});

test('Greek words around counts and names', async () => {
  await setLocale('el');
  expect(cardsText(1)).toBe('1 κάρτα');
  expect(cardsText(3)).toBe('3 κάρτες');
  expect(costText({ wood: 1, stone: 0, metal: 2, gold: 0 })).toBe('1 Ξύλο + 2 Μέταλλο');
  const view = belfort.view(belfort.setup({ players: 3, seed: 'el-symbols', options: { guilds: 'beginner' } }), null);
  const pub = BOARD_LAYOUT.symbols.find((sy) => sy.slot === 'pub' && sy.district === 1)!;
  expect(symbolName(view, BOARD_LAYOUT, pub.id)).toBe('Μπαρ στη Συνοικία II');
});
