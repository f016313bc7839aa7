/**
 * The analysis' words for a 7 Wonders pick (analysis-line.ts): made from the seat's view at the
 * decision, each reads exactly as that play reads in the round's reveal line of the log, and a
 * side is named.
 */
import { expect, test } from 'vitest';
import { sevenWonders, type SwAction, type SwState } from '$engine/games/sevenwonders';
import { Rng, seedRng } from '$engine/core/rng';
import { logString, playerN } from '../../i18n/log';
import { analysisLine } from './analysis-line';

test.each([2, 3, 4])('each pick of seat 0 reads as in its round’s reveal (%i players)', async (players) => {
  await import('./text');
  const rng = new Rng(seedRng(`analysis-line-${players}`));
  let state = sevenWonders.setup({ players, seed: `analysis-line-${players}`, options: { sides: 'choose' } }) as SwState;
  let waiting: string[] = [];
  let checked = 0;
  let sides = 0;
  while (sevenWonders.result(state) === null) {
    const seat = sevenWonders.pending(state)[0]!;
    const action = rng.pick(sevenWonders.actions(state, seat)) as SwAction;
    if (seat === 0) {
      const line = analysisLine(sevenWonders.view(state, 0), 0, action);
      if (action.type === 'side') {
        expect(logString(line!, playerN)).toBe(`Player 1 chose side ${action.side}`);
        sides++;
      } else if (action.type === 'play' && state.phase === 'play') waiting.push(logString(line!, playerN));
      else if (action.type !== 'play') expect(line).toBeNull();
    }
    const entry = sevenWonders.describe(state, seat, action);
    if (entry.key === 'sevenwonders.round') {
      const round = logString(entry, playerN);
      // A whole play of the line: followed by the next play or the line's end.
      for (const w of waiting) expect(round.includes(`: ${w}; `) || round.includes(`; ${w}; `) || round.endsWith(` ${w}.`), `${w} in ${round}`).toBe(true);
      checked += waiting.length;
      waiting = [];
    }
    state = sevenWonders.apply(state, seat, action) as SwState;
  }
  expect(checked).toBeGreaterThanOrEqual(17);
  expect(sides).toBe(1);
});
