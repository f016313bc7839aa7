/**
 * `npm run replay` reads input exactly as the app does (issue 10 items 5 and 8): a byte-order
 * mark is dropped, an action nested thousands deep is a coded error (not a stack overflow), an
 * over-long log says it is too long, and a saved record whose log or stored hash was edited is
 * reported as edited, not as "the rules engine changed".
 */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { findGame } from '../games/index';
import { MATCH_LIMITS, newMatch, replay } from '../core/match';
import { playGame } from './simulate';
import { randomBot } from '../bots/random';
import { SAVE_FORMAT } from '../store/records';

const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
let n = 0;
function run(text: string | Buffer): { status: number | null; stdout: string; stderr: string } {
  const file = join(dir, `f${++n}.json`);
  writeFileSync(file, text);
  return spawnSync('./node_modules/.bin/tsx', ['lib/cli/replay.ts', file], { encoding: 'utf8' });
}

describe('replay reads input like the app', () => {
  const entry = findGame('sevenwonders')!;
  const g = playGame(entry, 3, 'cli-input', [randomBot, randomBot, randomBot]);
  const match = { ...newMatch(entry.game, { players: 3, seed: 'cli-input' }), log: g.log };
  const hash = replay(entry.game, match).hashes.at(-1)!;

  test('a byte-order mark is dropped: the file replays to the same hash', () => {
    const r = run(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(match))]));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`hash ${hash}`);
  });

  test('an action nested 4,000 deep is a coded error, not a crash', () => {
    const text = JSON.stringify({ ...match, log: [{ seat: 0, action: { type: 'play', x: 0 } }] }).replace('"x":0', `"x":${'['.repeat(4000)}1${']'.repeat(4000)}`);
    const r = run(text);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('replay: match/too-deep: The match record is nested too deep');
    expect(r.stderr).not.toContain('Maximum call stack');
  });

  test('a log of 100,001 items says the log is too long', () => {
    const r = run(JSON.stringify({ ...match, log: new Array(MATCH_LIMITS.maxLog + 1).fill(match.log[0]) }));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('replay: match/log-too-long: The log is too long: 100001 actions, at most 100000.');
  });

  test('null says null', () => {
    const r = run('null');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('expected a JSON object, found null');
  });

  const saved = { format: SAVE_FORMAT, formatVersion: 1, id: 'abc', title: 'Friday', createdAt: 1, updatedAt: 2, status: 'finished', progress: { actions: match.log.length, finished: true }, hash, match };

  test('a saved record replays and matches its stored position', () => {
    const r = run(JSON.stringify(saved));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  test.each([
    ['a wrong stored hash', { ...saved, hash: '0123456789abcdef' }, 'its log does not lead to the position stored with it, and the rules have not changed'],
    ['a legal log cut short', { ...saved, status: 'active', progress: { actions: match.log.length, finished: false }, match: { ...match, log: match.log.slice(0, 5) } }, `it was saved with ${match.log.length} actions and its log now has 5`]
  ])('%s is reported as an edited record', (_name, record, says) => {
    const r = run(JSON.stringify(record));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('replay: store/record-edited: "Friday" was edited or damaged outside this site');
    expect(r.stderr).toContain(says);
    expect(r.stderr).not.toContain('engine changed');
  });
});
