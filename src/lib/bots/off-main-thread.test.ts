/**
 * Bots never run on the page's main thread (issue 10 item 9): a structural check of the source,
 * instead of a browser test timing the page (which failed by chance on a busy machine). Every
 * bot decision in the app goes through `workerRunner` (a Web Worker); the code that can run a
 * bot's `choose` in-process is only imported by the worker itself and by unit tests. How long the
 * page's tasks are while bots play is measured by `npm run bench` (lib/cli/bench-browser.ts).
 */
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}
const files = sources(ROOT).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('bots run off the main thread', () => {
  test('only the worker imports the in-process bot runner or makes bots', () => {
    // The engine's bot entry points (lib/bots: makeBot, runBotRequest) and the app's in-process
    // runner (choose.ts: answerRequest, inlineRunner); type-only imports of the contract are fine.
    const offenders = files.filter((f) => /\b(makeBot|chooseAction|runBotRequest|answerRequest|inlineRunner)\b|from '\.\/choose'|bots\/choose'/.test(f.text)).map((f) => f.path);
    expect(offenders.sort()).toEqual(['lib/bots/bot.worker.ts', 'lib/bots/choose.ts']);
    expect(files.find((f) => f.path === 'lib/bots/bot.worker.ts')!.text).toContain("from './choose'");
    // The play levels ($engine/bots/levels) are plain data, no bot (lib/bots/levels.test.ts checks it).
    // The analysis of a finished game (issue 13 item 8) runs the search in a worker of its own.
    const allowed: Record<string, string> = { "'$engine/bots/analysis'": 'lib/bots/analysis.worker.ts' };
    for (const f of files)
      for (const m of f.text.matchAll(/^import (?!type )[^;]*from ('\$engine\/bots(?!\/levels')[^']*')/gm)) expect(f.path, m[0]).toBe(allowed[m[1]!] ?? 'lib/bots/choose.ts');
    expect(files.filter((f) => /\banalyseMatch\b/.test(f.text)).map((f) => f.path)).toEqual(['lib/bots/analysis.worker.ts']);
  });

  test('the analysis runner starts a Web Worker of its own and ends it to stop', () => {
    const runner = files.find((f) => f.path === 'lib/bots/analysis-runner.ts')!.text;
    expect(runner).toMatch(/new Worker\(new URL\('\.\/analysis\.worker\.ts', import\.meta\.url\)/);
    expect(runner).toContain('worker.terminate()');
    expect(files.find((f) => f.path === 'lib/table/Analysis.svelte')!.text).toMatch(/onDestroy\(stop\)/);
  });

  test('the worker measures time budgets on its own clock; table and room send each bot seat’s budget', () => {
    expect(files.find((f) => f.path === 'lib/bots/choose.ts')!.text).toMatch(/runBotRequest\(entry \? \[entry\] : \[\], request, \(\) => performance\.now\(\)\)/);
    for (const path of ['lib/session.svelte.ts', 'lib/net/room.svelte.ts']) expect(files.find((f) => f.path === path)!.text, path).toMatch(/botBudget\([^)]*\)[^]*?\.\.\.\(budget \? \{ budget \} : \{\}\)/);
  });

  test('the worker runner starts a Web Worker for the bots', () => {
    const runner = files.find((f) => f.path === 'lib/bots/runner.ts')!.text;
    expect(runner).toMatch(/new Worker\(new URL\('\.\/bot\.worker\.ts', import\.meta\.url\)/);
  });

  test('every table and every network session in the app gets the worker runner', () => {
    const tables = files.flatMap((f) => [...f.text.matchAll(/new MatchSession\([^]*?\{([^]*?)\}\)/g)].map((m) => ({ path: f.path, options: m[1]! })));
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(t.options, t.path).toMatch(/runner: (workerRunner|noBots)\b/);
    // The replay viewer's tables never run bots at all.
    for (const t of tables.filter((x) => /noBots/.test(x.options))) expect(t.options, t.path).toContain('readonly: true');
    const sessions = files.flatMap((f) => [...f.text.matchAll(/Session\.(host|join|resume)\(\{([^)]*)\}\)/g)].map((m) => ({ path: f.path, call: m[2]! })));
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s.call, s.path).toMatch(/runBot: this\.#runBot|\.\.\.base/);
    const room = files.find((f) => f.path === 'lib/net/room.svelte.ts')!.text;
    expect(room).toMatch(/const base = \{[^}]*runBot: this\.#runBot/);
    expect(room).toMatch(/#runBot: BotRunner = async[^]*?workerAnswer\(/);
  });
});
