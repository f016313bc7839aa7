// Lint = two guards, both tested in tests/unit (determinism-lint, import-graph):
//
// 1. Determinism (DESIGN.md §2). Rules code under lib/ must not use anything that can differ
//    between peers: wall clocks, Math.random, locale-aware APIs, regular expressions, or
//    floating-point literals. CLI tools and benchmarks (lib/cli) measure time and are exempt.
// 2. The import graph (DESIGN.md §1, issue 11 item 4), as `no-restricted-imports` per folder:
//    core imports nothing of ours; a game imports only core and its own folder; bots import core;
//    store imports core; net imports core and bots (games reach net and store by injection); the
//    app reaches a game only through its public entry; production code never imports tests/; and
//    no value-import cycles anywhere (`local/no-import-cycles`). Test code (see TEST_FILES) may
//    import anything.
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import svelteParser from 'svelte-eslint-parser';
import { noImportCycles } from './scripts/lint/no-import-cycles.js';

const nonDeterministic = [
  { name: 'Date', message: 'Rules code must not read the clock (lockstep determinism).' },
  { name: 'performance', message: 'Rules code must not read the clock (lockstep determinism).' },
  { name: 'Intl', message: 'Intl is locale-dependent; rules code must not use it.' },
  { name: 'RegExp', message: 'No regular expressions in rules code.' }
];

export const determinismRules = {
  'no-restricted-globals': ['error', ...nonDeterministic],
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Use the seeded Rng kept in the game state.' },
    { object: 'Date', property: 'now', message: 'Rules code must not read the clock.' },
    { object: 'performance', property: 'now', message: 'Rules code must not read the clock.' },
    { property: 'localeCompare', message: 'localeCompare is locale-dependent; compare with < and >.' },
    { property: 'toLocaleString', message: 'Locale-dependent formatting is not allowed in rules code.' }
  ],
  'no-restricted-syntax': [
    'error',
    { selector: 'Literal[regex]', message: 'No regular expressions in rules code.' },
    { selector: 'Literal[value=type(number)][raw=/[.eE]/][raw!=/^0[xX]/]', message: 'Integers only in rules code: no floating-point literals.' }
  ]
};

/** Test code and its helpers: free to import anything (they are never part of a build). */
export const TEST_FILES = ['**/*.test.ts', '**/*.spec.ts', '**/*.e2e.ts', '**/*.bench.ts', '**/*.fixture.ts', '**/testkit.ts', '**/propertykit.ts'];

/**
 * Which folders each layer of lib/ may import from (paths from the repository root; a layer may
 * always import inside its own folder, and npm packages). `dir` may end in `/*` (one folder per game).
 */
export const LAYERS = [
  { name: 'core', dir: 'lib/core', may: [], why: 'lib/core imports nothing of ours (it is the contract everything else builds on).' },
  { name: 'game', dir: 'lib/games/*', may: ['lib/core'], why: 'A game imports only lib/core and its own folder (bots and the registry receive it by injection).' },
  { name: 'bots', dir: 'lib/bots', may: ['lib/core'], why: 'lib/bots imports only lib/core (games reach bots through the registry).' },
  { name: 'store', dir: 'lib/store', may: ['lib/core'], why: 'lib/store imports only lib/core; games are passed in.' },
  { name: 'net', dir: 'lib/net', may: ['lib/core', 'lib/bots'], why: 'lib/net imports only lib/core and lib/bots; games are passed in.' },
  { name: 'cli', dir: 'lib/cli', may: ['lib'], why: 'The CLI tools may use all of lib/, nothing else of ours.' }
];

/**
 * The registry files directly in lib/games (index.ts, registry.ts, catalog.ts, each game's
 * <id>.entry.ts): they put games and their bots together.
 */
const REGISTRY = { files: ['lib/games/*.ts'], may: ['lib/core', 'lib/bots', 'lib/games'] };

const MAX_DEPTH = 6;
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const up = (k) => `(?:\\.\\./){${k}}`;

/**
 * `no-restricted-imports` patterns for a file `depth` folders below a layer folder at
 * `layerSegments` (e.g. lib/games/* → 3): a relative import climbing k ≥ depth levels leaves the
 * layer and may only land in an allowed folder; `$engine`/`$lib` aliases are the app's, not lib's.
 */
function layerPatterns(layerSegments, dirParts, depth, may, why) {
  const patterns = [{ regex: '^\\$(?:engine|lib|app)(?:/|$)', message: `Inside lib/, import with relative paths. ${why}` }];
  for (let k = depth; k <= depth + layerSegments - 1; k++) {
    // Climbing k levels from the file's folder lands k - depth + 1 levels above the layer folder.
    const landing = dirParts.slice(0, layerSegments - 1 - (k - depth));
    const prefix = landing.length ? `${landing.join('/')}/` : '';
    const rests = may.filter((m) => `${m}/`.startsWith(prefix)).map((m) => m.slice(prefix.length));
    if (rests.includes('')) continue; // the whole landing folder is allowed
    const lookahead = rests.length ? `(?!(?:${rests.map(esc).join('|')})(?:/|$))` : '';
    patterns.push({ regex: `^${up(k)}(?!\\.\\./)${lookahead}`, message: why });
  }
  patterns.push({ regex: `^${up(depth + layerSegments)}`, message: why });
  return patterns;
}

function layerBlocks() {
  const blocks = [];
  for (const layer of LAYERS) {
    const dirParts = layer.dir.split('/');
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const files = [`${layer.dir}/${'*/'.repeat(depth - 1)}*.ts`];
      blocks.push({
        files,
        ignores: [...TEST_FILES, ...REGISTRY.files],
        rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(dirParts.length, dirParts, depth, layer.may, layer.why) }] }
      });
    }
  }
  // The registry sits directly in lib/games (two folders below the root).
  blocks.push({
    files: REGISTRY.files,
    rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(2, ['lib', 'games'], 1, ['lib/core', 'lib/bots'], 'The registry imports lib/core, lib/bots and the games.') }] }
  });
  return blocks;
}

const TESTS_MESSAGE = 'Production code never imports tests/.';
const appPatterns = [
  { regex: '^\\$engine/games/[^/]+/', message: 'The app reaches a game only through its public entry: import from "$engine/games/<id>", not a file inside it.' },
  { regex: '^\\$engine/cli(?:/|$)', message: 'The app never imports the command-line tools.' },
  { regex: '^(?:\\.\\./)+tests(?:/|$)', message: TESTS_MESSAGE },
  { regex: '^(?:\\.\\./)+lib(?:/|$)', message: 'The app imports lib/ through the $engine alias.' }
];

const tsFiles = { languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin } };

export default tseslint.config(
  { ignores: ['build/', 'build-fixture/', '.svelte-kit/', 'node_modules/', 'reports/', 'test-results/'] },
  { files: ['**/*.ts', '**/*.js'], ...tsFiles },
  { files: ['**/*.svelte'], languageOptions: { parser: svelteParser, parserOptions: { parser: tseslint.parser } }, plugins: { svelte } },
  // 1. determinism
  {
    files: ['lib/**/*.ts'],
    ignores: ['lib/cli/**', 'lib/**/*.test.ts', 'lib/**/*.bench.ts'],
    rules: determinismRules
  },
  // 2. the import graph
  ...layerBlocks(),
  { files: ['src/**/*.ts', 'src/**/*.svelte'], ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { patterns: appPatterns }] } },
  {
    files: ['lib/**/*.ts', 'src/**/*.ts', 'src/**/*.svelte'],
    ignores: TEST_FILES,
    plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'local/no-import-cycles': 'error' }
  }
);
