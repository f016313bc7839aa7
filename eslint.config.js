// Lint = the determinism guard (DESIGN.md §2). Rules code under lib/ must not use anything that
// can differ between peers: wall clocks, Math.random, locale-aware APIs, regular expressions,
// or floating-point literals. CLI tools and benchmarks (lib/cli) measure time and are exempt.
import tseslint from 'typescript-eslint';

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

export default tseslint.config(
  { ignores: ['build/', '.svelte-kit/', 'node_modules/', 'reports/', 'test-results/'] },
  {
    files: ['lib/**/*.ts'],
    ignores: ['lib/cli/**', 'lib/**/*.test.ts', 'lib/**/*.bench.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: determinismRules
  }
);
