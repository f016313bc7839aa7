/**
 * The determinism guard is a lint rule (eslint.config.js). This test proves it bites: each
 * forbidden construct in a file under lib/ is reported, and lib/ itself is clean.
 */
import { describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const lintAt = async (code: string, file = 'lib/games/example/rules.ts') => (await eslint.lintText(code, { filePath: file }))[0]!.messages;

describe('determinism lint', () => {
  test.each([
    ['Math.random', 'export const x = Math.random();'],
    ['Date.now', 'export const x = Date.now();'],
    ['new Date', 'export const x = new Date();'],
    ['performance.now', 'export const x = performance.now();'],
    ['Intl', "export const x = new Intl.Collator('en');"],
    ['localeCompare', "export const x = 'a'.localeCompare('b');"],
    ['regex literal', 'export const x = /a+/;'],
    ['RegExp', "export const x = RegExp('a');"],
    ['float literal', 'export const x = 0.5 * 3;'],
    ['exponent literal', 'export const x = 1e3;']
  ])('%s is an error in rules code', async (_name, code) => {
    const messages = await lintAt(code);
    expect(messages.filter((m) => m.severity === 2).length).toBeGreaterThan(0);
  });

  test('integer, hex and string literals are fine', async () => {
    expect(await lintAt("export const x = 3 + 0xff; export const s = 'a.b';")).toEqual([]);
  });

  test('the CLI tools may read the clock', async () => {
    expect((await lintAt('export const x = performance.now() / 1.5;', 'lib/cli/bench.ts')).filter((m) => m.severity === 2)).toEqual([]);
  });

  test('lib/ as committed passes the guard', async () => {
    const results = await eslint.lintFiles(['lib']);
    const errors = results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(errors).toEqual([]);
  });
});
