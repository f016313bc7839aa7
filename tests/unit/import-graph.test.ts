/**
 * The import graph is enforced by lint (eslint.config.js, issue 11 item 4). Each kind of
 * violation is an error at its place, what is allowed passes, and lib/ and src/ as committed
 * are clean. File paths need not exist for the layer rules (ESLint lints the text as if it were
 * there); the cycle rule reads the files it imports, so its cases use a temporary folder.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import tseslint from 'typescript-eslint';
import { noImportCycles } from '../../scripts/lint/no-import-cycles.js';

const eslint = new ESLint({ cwd: process.cwd() });
const errorsAt = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);

const imp = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('layer rules: each violation is an error', () => {
  test.each([
    ['core → a game', 'lib/core/kit.ts', '../games/index', 'lib/core imports nothing of ours'],
    ['core → bots', 'lib/core/kit.ts', '../bots/random', 'lib/core imports nothing of ours'],
    ['core → an alias', 'lib/core/kit.ts', '$engine/games', 'Inside lib/, import with relative paths'],
    ['a game → another game', 'lib/games/paris/rules.ts', '../caylus/types', 'A game imports only lib/core'],
    ['a game → bots', 'lib/games/paris/bot.ts', '../../bots/random', 'A game imports only lib/core'],
    ['a game → net', 'lib/games/paris/rules.ts', '../../net/index', 'A game imports only lib/core'],
    ['a game → the registry', 'lib/games/paris/rules.ts', '../registry', 'A game imports only lib/core'],
    ['a game’s subfolder → another game', 'lib/games/paris/tables/data.ts', '../../caylus/types', 'A game imports only lib/core'],
    ['a game’s subfolder → bots', 'lib/games/paris/tables/data.ts', '../../../bots/types', 'A game imports only lib/core'],
    ['bots → a game', 'lib/bots/driver.ts', '../games/index', 'lib/bots imports only lib/core'],
    ['bots → net', 'lib/bots/driver.ts', '../net/index', 'lib/bots imports only lib/core'],
    ['store → net', 'lib/store/saves.ts', '../net/index', 'lib/store imports only lib/core'],
    ['store → bots', 'lib/store/saves.ts', '../bots/pick', 'lib/store imports only lib/core'],
    ['store → a game', 'lib/store/saves.ts', '../games/index', 'lib/store imports only lib/core'],
    ['net → a game', 'lib/net/host.ts', '../games/index', 'lib/net imports only lib/core and lib/bots'],
    ['net → store', 'lib/net/host.ts', '../store/index', 'lib/net imports only lib/core and lib/bots'],
    ['the registry → net', 'lib/games/index.ts', '../net/index', 'The registry imports lib/core, lib/bots and the games'],
    ['a game’s entry → the store', 'lib/games/paris.entry.ts', '../store/index', 'The registry imports lib/core, lib/bots and the games'],
    ['lib → src', 'lib/cli/tool.ts', '../../src/lib/matches', 'The CLI tools may use all of lib/'],
    ['production lib → tests', 'lib/cli/tool.ts', '../../tests/fixtures/sealed-bid', 'The CLI tools may use all of lib/'],
    ['the app → deep inside a game', 'src/lib/games/paris/Board.ts', '$engine/games/caylus/types', 'only through its public entry'],
    ['the app → a game’s table file', 'src/routes/page.ts', '$engine/games/sevenwonders/tables/cards', 'only through its public entry'],
    ['the app → the CLI', 'src/lib/x.ts', '$engine/cli/sim', 'never imports the command-line tools'],
    ['the app → tests', 'src/lib/games/registry.ts', '../../../tests/fixtures/sealed-bid', 'Production code never imports tests/'],
    ['the app → lib by a relative path', 'src/lib/x.ts', '../../lib/core/types', 'through the $engine alias']
  ])('%s', async (_name, file, spec, message) => {
    const errors = await errorsAt(file, imp(spec));
    expect(errors.join('\n')).toContain('no-restricted-imports');
    expect(errors.join('\n')).toContain(message);
  });

  test('a Svelte component importing deep inside a game is an error too', async () => {
    const code = `<script lang="ts">\n  import { CASTLE } from '$engine/games/caylus/tables/castle';\n  const n = CASTLE.length;\n</script>\n<p>{n}</p>\n`;
    expect((await errorsAt('src/lib/games/caylus/Castle.svelte', code)).join('\n')).toContain('only through its public entry');
  });
});

describe('layer rules: what is allowed passes', () => {
  test.each([
    ['core → core', 'lib/core/kit.ts', './rng'],
    ['core → a package', 'lib/core/kit.ts', 'seedrandom'],
    ['a game → core', 'lib/games/paris/rules.ts', '../../core/rng'],
    ['a game → its own folder', 'lib/games/paris/rules.ts', './tables/data'],
    ['a game’s subfolder → core', 'lib/games/paris/tables/data.ts', '../../../core/types'],
    ['a game’s subfolder → its game', 'lib/games/paris/tables/data.ts', '../types'],
    ['bots → core', 'lib/bots/driver.ts', '../core/entry'],
    ['net → bots', 'lib/net/host.ts', '../bots/request'],
    ['store → core', 'lib/store/saves.ts', '../core/match'],
    ['the registry → a game and bots', 'lib/games/index.ts', './paris/index'],
    ['the registry → the scoring driver', 'lib/games/index.ts', '../bots/scoring'],
    ['a game’s entry → the search bot', 'lib/games/paris.entry.ts', '../bots/search'],
    ['the catalog → a game’s metadata', 'lib/games/catalog.ts', './paris/meta'],
    ['the CLI → anything in lib', 'lib/cli/tool.ts', '../games/index'],
    ['the app → a game’s public entry', 'src/lib/games/paris/Board.ts', '$engine/games/paris'],
    ['the app → the registry', 'src/lib/games/registry.ts', '$engine/games'],
    ['the app → the catalog', 'src/lib/games/registry.ts', '$engine/games/catalog'],
    ['a test → anything', 'lib/core/kit.test.ts', '../../tests/fixtures/sealed-bid'],
    ['a test helper → anything', 'lib/net/testkit.ts', '../games/registry']
  ])('%s', async (_name, file, spec) => {
    expect(await errorsAt(file, imp(spec))).toEqual([]);
  });
});

describe('import cycles', () => {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  const dir = join(root, 'lib/core');
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const cycles = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } }, rules: { 'local/no-import-cycles': 'error' } }
    ]
  });
  const lint = async (name: string) => (await cycles.lintFiles([join(dir, name)]))[0]!.messages.map((m) => m.message);

  test('a value import cycle (today’s match.ts ↔ undo.ts shape) is an error on both sides', async () => {
    writeFileSync(join(dir, 'match.ts'), "import { applyLogItem } from './undo';\nexport const replay = () => applyLogItem();\n");
    writeFileSync(join(dir, 'undo.ts'), "import { replay } from './match';\nexport const applyLogItem = () => 1;\nexport const canUndo = () => replay();\n");
    expect((await lint('match.ts')).join()).toContain('Import cycle: lib/core/match.ts → lib/core/undo.ts → lib/core/match.ts');
    expect((await lint('undo.ts')).join()).toContain('Import cycle');
  });

  test('a longer cycle through a re-export is found', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "export { c as b } from './c';\n");
    writeFileSync(join(dir, 'c.ts'), "import { a } from './a';\nexport const c = () => a;\n");
    expect((await lint('a.ts')).join()).toContain('lib/core/a.ts → lib/core/b.ts → lib/core/c.ts → lib/core/a.ts');
  });

  test('type-only imports are erased and form no cycle', async () => {
    writeFileSync(join(dir, 't1.ts'), "import type { T2 } from './t2';\nexport type T1 = { x: T2 };\nexport const one = 1;\n");
    writeFileSync(join(dir, 't2.ts'), "import { one } from './t1';\nexport type T2 = number;\nexport const two = one + 1;\n");
    writeFileSync(join(dir, 't3.ts'), "import { type T2 } from './t2';\nexport type T3 = T2;\n");
    expect(await lint('t1.ts')).toEqual([]);
    expect(await lint('t2.ts')).toEqual([]);
  });
});

test('lib/ and src/ as committed pass every lint rule (layers, cycles, determinism)', async () => {
  const results = await eslint.lintFiles(['lib', 'src']);
  const errors = results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath}:${m.line} ${m.message}`));
  expect(errors).toEqual([]);
}, 300_000);
