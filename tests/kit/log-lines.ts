/**
 * The log-line check every game runs (issue 11 item 6): each entry its engine's `describe()`
 * writes, rendered from its key and params through the message catalogue with seats named
 * "Player N", reads exactly as the engine's English fallback `text`. So the catalogue has a
 * template for every key, the params carry everything the line says, and the words agree.
 *
 * Games are played with seeded random actions (every kind of decision comes up), at each player
 * count and option set given.
 */
import { expect, test } from 'vitest';
import type { AnyGame, LogEntry, OptionValues, Seat } from '../../lib/core/types';
import { Rng, seedRng } from '../../lib/core/rng';
import { hasMessage } from '../../src/lib/i18n';
import { logString, playerN } from '../../src/lib/i18n/log';

export interface LogLinesConfig {
  readonly game: AnyGame;
  /** Loads the game's text module (its templates and log formatter). */
  readonly loadText: () => Promise<unknown>;
  readonly setups: readonly { readonly players: number; readonly options?: OptionValues }[];
  /** Games per setup. */
  readonly games: number;
  /** A game longer than this many actions is cut (its lines so far are still checked). */
  readonly maxSteps?: number;
}

/** Every entry of `games` random games from `setup` (the seed names the game). */
export function randomGameEntries(game: AnyGame, players: number, options: OptionValues, seed: string, maxSteps: number): LogEntry[] {
  const rng = new Rng(seedRng(seed));
  let state = game.setup({ players, seed, options });
  const out: LogEntry[] = [];
  for (let step = 0; step < maxSteps && game.result(state) === null; step++) {
    const pending = game.pending(state) as readonly Seat[];
    if (pending.length === 0) break;
    const seat = pending[rng.below(pending.length)]!;
    const acts = game.actions(state, seat) as readonly unknown[];
    const action = acts[rng.below(acts.length)];
    out.push(game.describe(state, seat, action));
    state = game.apply(state, seat, action);
  }
  return out;
}

export function logLinesSuite(config: LogLinesConfig): void {
  for (const setup of config.setups) {
    const label = `${setup.players} players${setup.options ? ' ' + JSON.stringify(setup.options) : ''}`;
    test(`every log line from key and params reads as the engine's text (${label})`, async () => {
      await config.loadText();
      const wrong = new Map<string, { got: string; want: string }>();
      const missing = new Set<string>();
      const keys = new Set<string>();
      for (let g = 0; g < config.games; g++) {
        const entries = randomGameEntries(config.game, setup.players, setup.options ?? {}, `log-lines-${setup.players}-${g}`, config.maxSteps ?? 5000);
        for (const e of entries) {
          keys.add(e.key);
          if (!hasMessage(e.key)) missing.add(e.key);
          const got = logString(e, playerN);
          if (got !== e.text && !wrong.has(e.key)) wrong.set(e.key, { got, want: e.text });
        }
      }
      expect([...missing], 'log keys without a template').toEqual([]);
      expect(Object.fromEntries(wrong), 'lines that differ from the engine text').toEqual({});
      expect(keys.size).toBeGreaterThan(0);
    });
  }
}
