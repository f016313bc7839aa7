/**
 * The command-line tools as a developer runs them: `sim` (JSON last line, exit codes, clear errors)
 * and `replay` (validates a match file, prints the final hash, non-zero exit on a bad file).
 */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { findGame } from '../../lib/games/index';
import { newMatch, replay } from '../../lib/core/match';
import { playGame } from '../../lib/cli/simulate';
import { randomBot } from '../../lib/bots/random';

const run = (script: string, args: string[]) => spawnSync('./node_modules/.bin/tsx', [`lib/cli/${script}.ts`, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'cli-test-'));

describe('sim', () => {
  test('--json ends with one JSON report and exits 0', () => {
    const r = run('sim', ['--game', 'sevenwonders', '--players', '3', '--games', '3', '--bots', 'heuristic,random', '--json']);
    expect(r.status).toBe(0);
    const last = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(last).toMatchObject({ game: 'sevenwonders', players: 3, games: 3, finished: 3, errors: 0, illegal: 0 });
    for (const key of ['avgActions', 'msPerGame', 'winRate', 'avgScore']) expect(last).toHaveProperty(key);
    // Each seat's win rate lies inside its 95% interval.
    last.winRate.forEach((w: number, i: number) => {
      const [lo, hi] = last.winInterval[i] as [number, number];
      expect(lo <= w && w <= hi && lo >= 0 && hi <= 1).toBe(true);
    });
  });

  test('a bot the game does not have is a clear error', () => {
    const r = run('sim', ['--game', 'sevenwonders', '--players', '3', '--bots', 'minimax']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Unknown bot "minimax" (available for 7 Wonders: random, heuristic, search)');
  });

  test('--iterations sets the search bot’s budget; --progress prints each game as it ends', () => {
    const r = run('sim', ['--game', 'sevenwonders', '--players', '3', '--games', '1', '--bots', 'search,heuristic', '--level', '3', '--iterations', '1', '--progress', '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^game 1: winners [0-9,]+ scores \d+ \d+ \d+ \| win rate [0-9. ]+\| seat 1: 95% CI 0\.\d{3}-[01]\.\d{3} \| CPU s\/move \d+\.\d{3} \d+\.\d{3} \d+\.\d{3}$/m);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(report).toMatchObject({ bots: ['search', 'heuristic', 'heuristic'], finished: 1, errors: 0, illegal: 0 });
    // Each seat's decisions with a choice (a 3-player game: 18 cards played each, fewer forced) and CPU per decision.
    expect(report.decisionsPerGame).toHaveLength(3);
    for (const d of report.decisionsPerGame) expect(d).toBeGreaterThan(5);
    for (const ms of report.thinkMsPerDecision) expect(ms).toBeGreaterThanOrEqual(0);
  });

  test('a malformed budget is a clear error', () => {
    expect(run('sim', ['--game', 'caylus', '--players', '2', '--bots', 'search', '--iterations', '0']).stderr).toContain('Budget iterations must be a whole number');
    expect(run('sim', ['--game', 'caylus', '--players', '2', '--iterations', '5', '--budget-ms', '5']).stderr).toContain('not both');
  });

  test('an unknown game is a clear error', () => {
    const r = run('sim', ['--game', 'chess', '--players', '2']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown game "chess"');
  });
});

describe('replay', () => {
  const entry = findGame('sevenwonders')!;
  const g = playGame(entry, 3, 'cli-replay', [randomBot, randomBot, randomBot]);
  const match = { ...newMatch(entry.game, { players: 3, seed: 'cli-replay' }), log: g.log };

  function junk(value: string) {
    const log = match.log.slice();
    log[2] = { seat: log[2]!.seat, action: { ...log[2]!.action, junk: value } as never };
    return { ...match, log };
  }

  test('a good file prints the final hash and the result', () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, JSON.stringify(match));
    const r = run('replay', [file]);
    expect(r.status).toBe(0);
    const { hashes } = replay(entry.game, match);
    expect(r.stdout).toContain(`hash ${hashes[hashes.length - 1]}`);
    expect(r.stdout).toContain('#1 seat');
  });

  test.each([
    ['not JSON', '{oops', 'cannot read'],
    ['a newer engine', JSON.stringify({ ...match, engineVersion: 99 }), 'match/newer-engine'],
    ['an illegal log', JSON.stringify({ ...match, log: [...match.log.slice(0, 5), match.log[0]] }), 'match/illegal-log'],
    // The strict action gate (issue 10 item 7): 7 Wonders used to accept unknown fields.
    ['an action with a junk field', JSON.stringify(junk('x')), 'match/illegal-log: Log entry 3 (seat 3, play) is illegal: Seat 3: not a legal action: unknown field "junk"'],
    ['an action with a 5 MB junk field', JSON.stringify(junk('x'.repeat(5_000_000))), 'not a legal action: a string longer than 200 characters (in field "junk")']
  ])('%s fails with a clear message', (_name, text, message) => {
    const file = join(dir, `bad-${_name.length}.json`);
    writeFileSync(file, text);
    const r = run('replay', [file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(message);
  });
});
