/**
 * Clash's log lines, button labels and prompts from key and params (issue 11 item 6): random
 * games at 2–4 players and every option; each line rendered through the catalogue must read as
 * the engine's English text, and every action offered (not only the one played) has a line and a
 * label template.
 */
import { expect, test } from 'vitest';
import { clash, type ClashAction } from '$engine/games/clash';
import { Rng, seedRng } from '$engine/core/rng';
import { hasMessage } from '../../i18n';
import { logString, playerN } from '../../i18n/log';
import { logLinesSuite } from '../../../../tests/kit/log-lines';
import { actionLabel, promptLine } from './text';

const SETUPS = [
  { players: 2, options: { length: 'standard', events: 'full' } },
  { players: 3, options: { length: 'short', events: 'optional' } },
  { players: 4, options: { length: 'roll', events: 'symbols' } },
  { players: 2, options: { length: 'wonder', events: 'optional' } }
] as const;

logLinesSuite({ game: clash, loadText: () => import('./text'), setups: SETUPS, games: 6 });

test('every action offered in random games has a line reading as the engine text, a label, and every prompt reads as its text', () => {
  const wrong = new Map<string, { got: string; want: string }>();
  const keys = new Set<string>();
  for (const { players, options } of SETUPS) {
    for (let g = 0; g < 3; g++) {
      const seed = `offered-${players}-${g}`;
      const rng = new Rng(seedRng(seed));
      let s = clash.setup({ players, seed, options });
      for (let step = 0; step < 3000 && clash.result(s) === null; step++) {
        const seat = clash.pending(s)[0]!;
        const prompt = clash.view(s, seat).prompt;
        if (prompt) {
          keys.add(prompt.key);
          const got = promptLine(prompt, playerN);
          if (!hasMessage(prompt.key) || got !== prompt.text) wrong.set(prompt.key, { got, want: prompt.text });
        }
        const acts = clash.actions(s, seat) as readonly ClashAction[];
        for (const a of acts) {
          const e = clash.describe(s, seat, a);
          keys.add(e.key);
          const got = logString(e, playerN);
          if (got !== e.text) wrong.set(e.key, { got, want: e.text });
          if (!hasMessage(`${e.key}.label`) || actionLabel(e, playerN).includes('{')) wrong.set(`${e.key}.label`, { got: actionLabel(e, playerN), want: 'a label' });
        }
        s = clash.apply(s, seat, acts[rng.below(acts.length)]!);
      }
    }
  }
  expect(Object.fromEntries(wrong)).toEqual({});
  expect(keys.size).toBeGreaterThan(60);
});

test('a label is imperative and names seats and cities from params', () => {
  const e = { key: 'clash.action.trade', seat: 0, params: { partner: 2 }, text: '' };
  expect(actionLabel(e, (s) => ['Ann', 'Bo', 'Cy'][s]!)).toBe('Propose a trade to Cy');
  const b = { key: 'clash.action.build', seat: 1, params: { city: 'E4', units: '1,2,0' }, text: '' };
  expect(actionLabel(b, playerN)).toBe('Build 1 settler, 2 armies in the city at E4');
  expect(logString({ ...b, params: { city: null, units: '0,0,3' } }, playerN)).toBe('Player 2 builds 3 ships in a city');
});
