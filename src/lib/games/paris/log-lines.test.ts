/**
 * Paris's log lines and prompts from key and params read as the engine's English text, and every
 * action has a label template (issue 11 item 6).
 */
import { expect, test } from 'vitest';
import { paris, type ParisAction, type ParisState, type ParisView } from '$engine/games/paris';
import { Rng, seedRng } from '$engine/core/rng';
import type { OptionValues } from '$engine/core/types';
import { hasMessage } from '../../i18n';
import { labelString, logString, playerN } from '../../i18n/log';
import { logLinesSuite } from '../../../../tests/kit/log-lines';

const setups: readonly { players: number; options?: OptionValues }[] = [{ players: 2 }, { players: 3, options: { variantSetup: true } }, { players: 4, options: { ignoreDistricts: true } }];

logLinesSuite({ game: paris, loadText: () => import('./text'), setups, games: 10 });

test('every prompt from key and params reads as the engine text; every action has a label without seat numbers', async () => {
  await import('./text');
  const wrong = new Map<string, { got: string; want: string }>();
  const noLabel = new Set<string>();
  const prompts = new Set<string>();
  for (const { players, options } of setups)
    for (let g = 0; g < 4; g++) {
      const rng = new Rng(seedRng(`paris-prompts-${players}-${g}`));
      let s: ParisState = paris.setup({ players, seed: `paris-prompts-${players}-${g}`, options: options ?? {} });
      for (let step = 0; step < 3000 && paris.result(s) === null; step++) {
        const seat = paris.pending(s)[0]!;
        const prompt = (paris.view(s, seat) as ParisView).prompt!;
        prompts.add(prompt.key);
        const got = logString(prompt, playerN);
        if (got !== prompt.text && !wrong.has(prompt.key)) wrong.set(prompt.key, { got, want: prompt.text });
        const acts = paris.actions(s, seat) as readonly ParisAction[];
        for (const a of acts) {
          const e = paris.describe(s, seat, a);
          if (!hasMessage(`${e.key}.label`) || labelString(e, playerN).includes('Player')) noLabel.add(e.key);
        }
        s = paris.apply(s, seat, acts[rng.below(acts.length)]!);
      }
    }
  expect(Object.fromEntries(wrong)).toEqual({});
  expect([...noLabel]).toEqual([]);
  expect(prompts.size).toBeGreaterThan(5);
});

test('a draw is labelled by its stack only: the label never names the hidden tile', async () => {
  await import('./text');
  const s = paris.setup({ players: 2, seed: 'paris-draw-label', options: {} });
  const seat = paris.pending(s)[0]!;
  const draw = paris.actions(s, seat).find((a) => a.type === 'draw' && a.stack === 1)!;
  const entry = paris.describe(s, seat, draw);
  expect(entry.key).toBe('paris.action.draw');
  expect(labelString(entry, playerN)).toBe('Draw from stack 2');
});
