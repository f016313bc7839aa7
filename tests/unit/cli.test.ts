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
  });

  test('a bot the game does not have is a clear error', () => {
    const r = run('sim', ['--game', 'sevenwonders', '--players', '3', '--bots', 'search']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('7 Wonders has no "search" bot yet');
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
    ['an illegal log', JSON.stringify({ ...match, log: [...match.log.slice(0, 5), match.log[0]] }), 'match/illegal-log']
  ])('%s fails with a clear message', (_name, text, message) => {
    const file = join(dir, `bad-${_name.length}.json`);
    writeFileSync(file, text);
    const r = run('replay', [file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(message);
  });
});
