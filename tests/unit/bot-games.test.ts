/**
 * Property suite with the real bots: for every registered game with a heuristic bot and every
 * player count, PROPERTY_GAMES games (CI: 2,000) with heuristic and random seats mixed. Every game
 * must end with a result, no bot may play an illegal action, and replaying each log must give the
 * same state hash (`sim --check`). Runs the committed sim CLI in a child process: the engine runs
 * there at full speed, outside the test runner's module instrumentation.
 */
import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { GAMES } from '../../lib/games/index';

const GAMES_PER_COUNT = Number(process.env.PROPERTY_GAMES ?? 100);

function sim(args: string[]): Record<string, unknown> {
  const out = execFileSync('./node_modules/.bin/tsx', ['lib/cli/sim.ts', ...args, '--check', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  });
  const lines = out.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as Record<string, unknown>;
}

const withHeuristic = GAMES.filter((e) => 'heuristic' in e.bots);

describe.each(withHeuristic.map((e) => [e.game.id, e] as const))('%s with heuristic and random bots', (id, entry) => {
  const counts = Array.from({ length: entry.game.maxPlayers - entry.game.minPlayers + 1 }, (_, i) => entry.game.minPlayers + i);
  test.each(counts)(`%i players × ${GAMES_PER_COUNT} games: all finish, none illegal, every replay matches`, (players) => {
    // Seats alternate heuristic / random, starting with heuristic.
    const bots = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'heuristic' : 'random')).join(',');
    const r = sim(['--game', id, '--players', String(players), '--games', String(GAMES_PER_COUNT), '--bots', bots, '--seed', `prop-${players}`]);
    expect(r.firstFailures).toEqual([]);
    expect({ finished: r.finished, errors: r.errors, illegal: r.illegal, checkFailures: r.checkFailures }).toEqual({
      finished: GAMES_PER_COUNT,
      errors: 0,
      illegal: 0,
      checkFailures: 0
    });
    // The heuristic seats together must win far more than their share against random seats.
    const winRate = r.winRate as number[];
    const heuristicWins = winRate.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
    expect(heuristicWins).toBeGreaterThan(0.9);
  }, 900_000);
});
