/**
 * Belfort's log lines, button labels, prompts and events from key and params (issue 11 item 6):
 * random games at 2–5 players and every option; each line rendered through the catalogue must
 * read as the engine's English text, and every action offered (not only the one played) has a
 * line and a label template.
 */
import { expect, test } from 'vitest';
import { belfort, type BelfortAction } from '$engine/games/belfort';
import { Rng, seedRng } from '$engine/core/rng';
import { hasMessage, setLocale, type Locale } from '../../i18n';
import { logString, playerN } from '../../i18n/log';
import { logLinesSuite } from '../../../../tests/kit/log-lines';
import { actionLabel, bt, eventEntry, eventLine, promptLine } from './text';
import type { BelfortState } from '$engine/games/belfort/types';
import type { Draft } from '$engine/games/belfort/state';
import { act, atPhase, mark, setCrests, situation, started, sym } from '$engine/games/belfort/testkit';

type BelfortEvent = BelfortState['events'][number];

const SETUPS = [
  { players: 2, options: { guilds: 'normal', thieves: '2', ties: 'oneTier', npKeep: '2' } },
  { players: 3, options: { guilds: 'random', thieves: '3', ties: 'byCount', npKeep: '1' } },
  { players: 4, options: { guilds: 'beginner' } },
  { players: 5, options: { guilds: 'agreed' } },
  { players: 2, options: { guilds: 'agreed', npKeep: '1' } }
] as const;

logLinesSuite({ game: belfort, loadText: () => import('./text'), setups: SETUPS, games: 2 });

/** The engine's names of contestants: players, then the Neutral Players. */
const contestant = (players: number) => (c: number) => (c < players ? playerN(c) : `Neutral ${c + 1}`);

test('every action offered has a line reading as the engine text and a label; every prompt and event reads as its text', () => {
  const wrong = new Map<string, { got: string; want: string }>();
  const keys = new Set<string>();
  const events = new Set<string>();
  for (const { players, options } of SETUPS) {
    const name = contestant(players);
    for (let g = 0; g < 3; g++) {
      const seed = `offered-${players}-${g}`;
      const rng = new Rng(seedRng(seed));
      let s = belfort.setup({ players, seed, options });
      for (let step = 0; step < 4000; step++) {
        const seat = belfort.pending(s)[0] ?? null;
        const view = belfort.view(s, seat);
        if (view.prompt) {
          keys.add(view.prompt.key);
          const got = promptLine(view.prompt, name);
          if (!hasMessage(view.prompt.key) || got !== view.prompt.text) wrong.set(view.prompt.key, { got, want: view.prompt.text });
        }
        for (const e of view.events) {
          const entry = eventEntry(e);
          events.add(entry.key);
          const got = eventLine(e, name);
          if (!hasMessage(entry.key) || got !== e.text) wrong.set(entry.key, { got, want: e.text });
        }
        if (seat === null) break;
        const acts = belfort.actions(s, seat) as readonly BelfortAction[];
        for (const a of acts) {
          const e = belfort.describe(s, seat, a);
          keys.add(e.key);
          const got = logString(e, name);
          if (got !== e.text) wrong.set(e.key, { got, want: e.text });
          if (!hasMessage(`${e.key}.label`) || actionLabel(e, name).includes('{')) wrong.set(`${e.key}.label`, { got: actionLabel(e, name), want: 'a label' });
        }
        s = belfort.apply(s, seat, acts[rng.below(acts.length)]!);
      }
    }
  }
  expect(Object.fromEntries(wrong)).toEqual({});
  expect(keys.size).toBeGreaterThan(50);
  expect(events.size).toBeGreaterThan(25);
});

/** Seats named as at a table: Ann, Bo, Cy, then the Neutral Players by the table's own words. */
const named = (c: number): string => (c < 3 ? ['Ann', 'Bo', 'Cy'][c]! : bt('neutral.name', { n: c + 1 }));

/** The lines of `events` in English, Greek and Danish (each language's tables loaded first). */
async function inEveryLanguage(events: readonly BelfortEvent[]): Promise<Record<Locale, string[]>> {
  const out = {} as Record<Locale, string[]>;
  for (const lang of ['en', 'el', 'da'] as const) {
    await setLocale(lang);
    out[lang] = events.map((e) => eventLine(e, named));
  }
  await setLocale('en');
  return out;
}

/** The start of the Neutral Players' turn of a 2-player game: seat 1 holds crest 1 (controls Neutral 3), seat 0 crest 2. */
function npTurn(patch: (d: Draft) => void = () => {}): BelfortState {
  return situation(started(2, { seed: 'np' }), (d) => {
    setCrests(d, [2, 1, 3, 4]);
    d.npDwarf = [0, 2];
    patch(d);
    atPhase(d, 'neutral', 0);
  });
}

/** The first event with key `belfort.event.<key>` (and `params.line` = `line`, for a forced move) in random games of `players`. */
function firstEvent(players: number, seed: string, key: string, line?: string): BelfortEvent {
  const rng = new Rng(seedRng(seed));
  let s = belfort.setup({ players, seed, options: { guilds: 'normal' } });
  for (let step = 0; step < 4000; step++) {
    const found = s.events.find((e) => e.key === `belfort.event.${key}` && (line === undefined || e.params.line === line));
    if (found) return found;
    const seat = belfort.pending(s)[0];
    if (seat === undefined) break;
    const acts = belfort.actions(s, seat) as readonly BelfortAction[];
    s = belfort.apply(s, seat, acts[rng.below(acts.length)]!);
  }
  throw new Error(`no ${key} ${line ?? ''} event in ${seed}`);
}

test('a forced move says what the move did and that it was the only choice, in English, Greek and Danish', async () => {
  // Neutral 3's Gardens card has one free symbol left: the flow places it for its controller Bo.
  const np = npTurn((d) => {
    d.display = [1, 9, 9];
    for (let k = 0; k < 4; k++) mark(d, 0, k, 'gardens');
  });
  const placed = act(np, { type: 'npCard', from: 0 }).events.find((e) => e.key === 'belfort.event.forced')!;
  expect(placed).toMatchObject({ seat: 1, params: { action: 'npPlace', line: 'npPlace', np: 3, symbol: sym(4, 'gardens') } });
  // The Thieves' Guild with one opponent to rob of one thing: Cy steals from Bo by itself.
  const stolen = firstEvent(3, 'f-3-2', 'forced', 'steal.1');
  expect(stolen.params).toMatchObject({ action: 'steal', from1: 1 });
  const lines = await inEveryLanguage([placed, stolen]);
  expect(lines).toEqual({
    en: ['Bo chooses the Gardens of District V for Neutral 3 (the only choice)', 'Cy steals 2 Gold from Bo (the only choice)'],
    el: ['Bo επιλέγει για τον Ουδέτερο 3: Κήποι στη Συνοικία V (η μόνη επιλογή)', 'Cy κλέβει 2 Χρυσό από Bo (η μόνη επιλογή)'],
    da: ['Bo vælger Haver i Bydel V til Neutral 3 (det eneste valg)', 'Cy stjæler 2 guld fra Bo (det eneste valg)']
  });
  // The English line is the engine's own text with the seats named.
  expect([placed, stolen].map((e) => eventLine(e, playerN))).toEqual([placed.text, stolen.text]);
});

test("the Neutral Players' lines say where and why in English, Greek and Danish", async () => {
  // Bo (crest 1) chooses the Pub for Neutral 3; Ann (crest 2) draws a Market blind for Neutral 4.
  let chose = npTurn((d) => {
    d.display = [0, 0, 9];
    d.deck = [...d.deck.slice(0, -2), 6, 2];
  });
  chose = act(act(chose, { type: 'npCard', from: 0 }), { type: 'npPlace', at: sym(3, 'pub') });
  const drawn = act(chose, { type: 'npCard', from: 3 });
  // The only free Gardens symbol; no free Keep symbol at all (the card is discarded); then both
  // Dwarves move on, one of them onto Bo's guild.
  let only = npTurn((d) => {
    d.display = [1, 9, 9];
    d.npDwarf = [4, 2];
    d.marker[sym(0, 'guild')] = 1;
    for (let k = 0; k < 4; k++) mark(d, 0, k, 'gardens');
    for (let k = 0; k < 5; k++) mark(d, 1, k, 'keepA', 'keepB');
  });
  only = act(only, { type: 'npCard', from: 0 });
  const wasted = act(only, { type: 'npCard', from: 1 }, only.order[1]);
  // Nothing left to draw: no display card, an empty deck and discard pile.
  const none = npTurn((d) => {
    d.display = [-1, -1, -1];
    d.deck = [];
    d.discard = d.discard.map(() => 0);
  });
  const pick = (s: BelfortState, key: string) => s.events.filter((e) => e.key === `belfort.event.${key}`);
  const events = [...pick(chose, 'npPlace'), ...pick(drawn, 'npDraw'), ...pick(only, 'npPlace'), ...pick(wasted, 'npNoSymbol'), ...pick(wasted, 'npDwarf'), ...pick(none, 'npNothing')];
  expect(events.map((e) => eventEntry(e).key)).toEqual([
    'belfort.event.npPlace.chose', 'belfort.event.npDraw', 'belfort.event.npPlace.only', 'belfort.event.npNoSymbol',
    'belfort.event.npDwarf.owner', 'belfort.event.npDwarf.blocked', 'belfort.event.npNothing', 'belfort.event.npNothing'
  ]);
  const lines = await inEveryLanguage(events);
  expect(lines).toEqual({
    en: [
      'Neutral 3 places on the Pub of District IV because Bo (crest 1) controls it and chose it',
      "Neutral 4's card from the top of the deck is a Market",
      'Neutral 3 places on the Gardens of District V because it is the only free Gardens symbol',
      'Neutral 4 places nothing because no Keep symbol is free; the card is discarded',
      "Neutral 3's Dwarf moves clockwise to the Architects' Guild (District I); its owner Bo takes 1 Gold",
      "Neutral 4's Dwarf moves clockwise to the Wizards' Guild (District IV), which blocks it",
      'Neutral 3 takes no card because the deck and the discard pile are empty',
      'Neutral 4 takes no card because the deck and the discard pile are empty'
    ],
    el: [
      'Ο Ουδέτερος 3 τοποθετεί Δείκτη: Μπαρ στη Συνοικία IV, γιατί Bo (Θυρεός 1) τον ελέγχει και το επέλεξε',
      'Η κάρτα του Ουδέτερου 4 από την κορυφή της τράπουλας είναι: Αγορά',
      'Ο Ουδέτερος 3 τοποθετεί Δείκτη: Κήποι στη Συνοικία V, γιατί είναι το μόνο ελεύθερο σύμβολο: Κήποι',
      'Ο Ουδέτερος 4 δεν τοποθετεί τίποτα, γιατί κανένα σύμβολο δεν είναι ελεύθερο: Οχυρό· η κάρτα ξεσκαρτάρεται',
      'Ο Νάνος του Ουδέτερου 3 προχωρά δεξιόστροφα στη Συντεχνία Αρχιτεκτόνων (Συνοικία I)· ο ιδιοκτήτης της, Bo, παίρνει 1 Χρυσό',
      'Ο Νάνος του Ουδέτερου 4 προχωρά δεξιόστροφα στη Συντεχνία Μάγων (Συνοικία IV) και τη μπλοκάρει',
      'Ο Ουδέτερος 3 δεν παίρνει κάρτα, γιατί η τράπουλα και η στοίβα ξεσκαρταρίσματος είναι άδειες',
      'Ο Ουδέτερος 4 δεν παίρνει κάρτα, γιατί η τράπουλα και η στοίβα ξεσκαρταρίσματος είναι άδειες'
    ],
    da: [
      'Neutral 3 placerer på Værtshus i Bydel IV, fordi Bo (våbenskjold 1) styrer den og valgte det',
      'Kortet til Neutral 4 fra toppen af bunken er: Marked',
      'Neutral 3 placerer på Haver i Bydel V, fordi det er det eneste ledige symbol: Haver',
      'Neutral 4 placerer intet, fordi intet symbol er ledigt: Borg; kortet aflægges',
      'Dværgen fra Neutral 3 flytter med uret til Arkitektlauget (Bydel I); ejeren Bo får 1 guld',
      'Dværgen fra Neutral 4 flytter med uret til Troldmandslauget (Bydel IV) og blokerer det',
      'Neutral 3 tager intet kort, fordi bunken og aflægsbunken er tomme',
      'Neutral 4 tager intet kort, fordi bunken og aflægsbunken er tomme'
    ]
  });
  // The English lines are the engine's own texts with the seats named.
  expect(events.map((e) => eventLine(e, playerN))).toEqual(events.map((e) => e.text));
});
