/**
 * Contract checks every registered game must pass (the game's own suites go much deeper):
 * sane identity and options, plain-JSON integer state after setup and after random play,
 * replay reproducing the hash, pure apply, views and results shaped as the contract says.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../lib/games/index';
import { findNonJson, cloneJson } from '../../lib/core/json';
import { hashState } from '../../lib/core/hash';
import { newMatch, replay } from '../../lib/core/match';
import { resolveOptions } from '../../lib/core/options';
import { playGame } from '../../lib/cli/simulate';
import { randomBot } from '../../lib/bots/random';

const GAMES_PER_COUNT = 5;

test('game ids are unique', () => {
  const ids = GAMES.map((e) => e.game.id);
  expect(new Set(ids).size).toBe(ids.length);
});

describe.each(GAMES.map((e) => [e.game.id, e] as const))('%s', (_id, entry) => {
  const { game } = entry;

  test('identity and options are well formed', () => {
    expect(game.minPlayers).toBeGreaterThanOrEqual(1);
    expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers);
    expect(Number.isInteger(game.version)).toBe(true);
    for (let p = game.minPlayers; p <= game.maxPlayers; p++) expect(() => resolveOptions(game, p, {})).not.toThrow();
    expect(() => resolveOptions(game, game.maxPlayers + 1, {})).toThrow();
  });

  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    test(`${players} players: random games are plain JSON, end with a result, and replay to the same hash`, () => {
      for (let k = 0; k < GAMES_PER_COUNT; k++) {
        const seed = `registry-${players}-${k}`;
        const options = resolveOptions(game, players, {});
        const start = game.setup({ players, seed, options });
        expect(findNonJson(start, true)).toBeNull();
        const g = playGame(entry, players, seed, Array(players).fill(randomBot));
        expect(g.failure).toBeNull();
        expect(g.result).not.toBeNull();
        expect(findNonJson(g.state, true)).toBeNull();
        const m = { ...newMatch(game, { players, seed }), log: g.log };
        expect(replay(game, m, { hashes: false }).state).toEqual(g.state);
        const { hashes } = replay(game, m);
        expect(hashes[hashes.length - 1]).toBe(hashState(g.state));
        const r = g.result!;
        expect(r.players.map((p) => p.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
        for (const p of r.players) expect(p.breakdown.reduce((s, b) => s + b.points, 0)).toBe(p.score);
        expect(r.winners.length).toBeGreaterThan(0);
      }
    });
  }

  test('apply does not mutate its input and describe() gives text', () => {
    const players = game.minPlayers;
    let state = game.setup({ players, seed: 'pure', options: resolveOptions(game, players, {}) });
    for (let i = 0; i < 30 && game.result(state) === null; i++) {
      const seat = game.pending(state)[0]!;
      const action = game.actions(state, seat)[0]!;
      const before = cloneJson(state);
      const entryText = game.describe(state, seat, action).text;
      expect(entryText.length).toBeGreaterThan(0);
      const next = game.apply(state, seat, action);
      expect(state).toEqual(before);
      state = next;
    }
  });
});
