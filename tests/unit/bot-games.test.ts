/**
 * Property suite with the real bots: for every registered game with a heuristic bot and every
 * player count, a quarter of PROPERTY_GAMES games (CI: 500) with heuristic and random seats mixed
 * (each game's own property suite already plays thousands per count with one bot kind at a time;
 * this one checks the mix and the command-line tool that reports it). Every game
 * must end with a result, no bot may play an illegal action, and replaying each log must give the
 * same state hash (`sim --check`). Runs the committed sim CLI in a child process: the engine runs
 * there at full speed, outside the test runner's module instrumentation.
 */
import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { GAMES } from '../../lib/games/index';

const GAMES_PER_COUNT = Math.max(1, Math.ceil(Number(process.env.PROPERTY_GAMES ?? 100) / 4));

function sim(args: string[]): Record<string, unknown> {
  const out = execFileSync('./node_modules/.bin/tsx', ['lib/cli/sim.ts', ...args, '--check', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  });
  const lines = out.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as Record<string, unknown>;
}

const withHeuristic = GAMES.filter((e) => 'heuristic' in e.bots);

/**
 * Measured with `npm run -s sim -- --game <id> --players <n> --games 500 --bots heuristic,random,…
 * --seed measure-<n>` (seats alternating as below; the heuristic at level 1, ±4 points of noise per
 * action on the scoring-bot driver): the random seats won 0.000–0.006 of the 7 Wonders games
 * (0.006 at 4 players) and 0.002–0.011 of the Caylus games (0.011 at 4 players; 0.000 at 2–5
 * players with the heuristic of issue 13 item 7, same command). The bound takes the
 * worst, 0.011, and allows the losses such a rate gives with ~4 standard deviations to spare, for
 * the number of games actually played (25 → 0.785, 500 → 0.964, 2,000 → 0.978), so it tightens as the suite
 * grows and never fails by chance.
 */
const MEASURED_LOSS_RATE = 0.011;
function minHeuristicShare(games: number): number {
  const expectedLosses = games * MEASURED_LOSS_RATE;
  return 1 - (expectedLosses + 4 * Math.sqrt(expectedLosses) + 3) / games;
}

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
    // The heuristic seats together against the random ones: close to what was measured.
    const winRate = r.winRate as number[];
    const heuristicWins = winRate.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
    expect(heuristicWins).toBeGreaterThanOrEqual(minHeuristicShare(GAMES_PER_COUNT));
  }, 900_000);
});
