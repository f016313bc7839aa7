/**
 * Belfort's log lines, button labels, prompts and events from key and params (issue 11 item 6):
 * random games at 2–5 players and every option; each line rendered through the catalogue must
 * read as the engine's English text, and every action offered (not only the one played) has a
 * line and a label template.
 */
import { expect, test } from 'vitest';
import { belfort, type BelfortAction } from '$engine/games/belfort';
import { Rng, seedRng } from '$engine/core/rng';
import { hasMessage } from '../../i18n';
import { logString, playerN } from '../../i18n/log';
import { logLinesSuite } from '../../../../tests/kit/log-lines';
import { actionLabel, eventEntry, eventLine, promptLine } from './text';

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
          const entry = eventEntry(e, view);
          events.add(entry.key);
          const got = eventLine(e, view, name);
          if (!hasMessage(entry.key) || (e.key !== 'belfort.event.forced' && got !== e.text)) wrong.set(entry.key, { got, want: e.text });
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

test('a forced move says only that the only choice was taken (its state event keeps just the action type)', () => {
  const view = belfort.view(belfort.setup({ players: 3, seed: 'forced', options: {} }), 0);
  const e = { key: 'belfort.event.forced', seat: 1, params: { action: 'twin' }, text: 'Player 2 puts a second marker on … (the only choice)' };
  expect(eventLine(e, view, (s) => ['Ann', 'Bo', 'Cy'][s]!)).toBe('Bo makes the only possible choice');
});
