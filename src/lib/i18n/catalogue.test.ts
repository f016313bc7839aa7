/**
 * The message catalogue: the app's strings are there from the start, a game's strings only once
 * its text.ts has loaded (they are not in the page's first download), and no game's key shadows
 * an app key or another game's.
 */
import { expect, test } from 'vitest';
import { en } from './en';

test('a game’s strings join the catalogue when its text.ts loads, not before', async () => {
  const { t, tn, tryT } = await import('./index');
  expect(t('app.name')).toBe('Euro Table');
  expect(tryT('caylus.nothing', 'missing')).toBe('missing');
  expect(tn('caylus.deniers', 3)).toBe('caylus.deniers.other');
  const { CAYLUS_TEXT } = await import('../games/caylus/text');
  expect(tn('caylus.deniers', 3)).toBe('3 deniers');
  expect(tryT('caylus.nothing', 'missing')).toBe(CAYLUS_TEXT['caylus.nothing']);
  expect(tryT('sw.freeCity', 'missing')).toBe('missing');
  await import('../games/sevenwonders/text');
  expect(t('sw.freeCity')).toBe('Free City');
});

test('the app’s table holds no game strings, and no game key shadows another table’s', async () => {
  const { SEVEN_WONDERS_TEXT } = await import('../games/sevenwonders/text');
  const { CAYLUS_TEXT } = await import('../games/caylus/text');
  const app = Object.keys(en);
  expect(app.filter((k) => k.startsWith('sw.') || k.startsWith('caylus.'))).toEqual([]);
  const sw = Object.keys(SEVEN_WONDERS_TEXT);
  const caylus = Object.keys(CAYLUS_TEXT);
  expect(sw.every((k) => k.startsWith('sw.'))).toBe(true);
  expect(caylus.every((k) => k.startsWith('caylus.'))).toBe(true);
  expect(new Set([...app, ...sw, ...caylus]).size).toBe(app.length + sw.length + caylus.length);
});

/** A game's log table: keys under its prefix, none shadowing the app's; a label (imperative, no actor) names no `{who}` and only words its log line has. */
function checkLogTable(prefix: string, table: Readonly<Record<string, string>>): void {
  const app = new Set(Object.keys(en));
  expect(Object.keys(table).filter((k) => !k.startsWith(prefix))).toEqual([]);
  expect(Object.keys(table).filter((k) => app.has(k))).toEqual([]);
  const words = (x: string) => x.split('{').slice(1).map((w) => w.slice(0, w.indexOf('}')));
  for (const [k, label] of Object.entries(table)) {
    if (!k.endsWith('.label')) continue;
    const line = table[k.slice(0, -'.label'.length)];
    expect(line, k).toBeDefined();
    expect(words(label), k).not.toContain('who');
    for (const w of words(label)) expect(words(line!), `${k}: {${w}}`).toContain(w);
  }
}

test('each game’s log templates sit under its own prefix; every label and prompt template has its log key’s placeholders only', async () => {
  const { SEVEN_WONDERS_LOG } = await import('../games/sevenwonders/text');
  const { CAYLUS_LOG } = await import('../games/caylus/text');
  const { PARIS_LOG } = await import('../games/paris/text');
  const { SEALED_BID_TEXT } = await import('../games/sealedbid/text');
  const tables: [string, Readonly<Record<string, string>>][] = [
    ['sevenwonders.', SEVEN_WONDERS_LOG],
    ['caylus.', CAYLUS_LOG],
    ['paris.', PARIS_LOG],
    ['sealedbid.', SEALED_BID_TEXT]
  ];
  for (const [prefix, table] of tables) checkLogTable(prefix, table);
  const app = new Set(Object.keys(en));
  const { PARIS_TEXT } = await import('../games/paris/text');
  const parisKeys = Object.keys(PARIS_TEXT).map((k) => `paris.${k}`);
  expect(parisKeys.filter((k) => Object.hasOwn(PARIS_LOG, k) || app.has(k))).toEqual([]);
  const { t, hasMessage } = await import('./index');
  expect(parisKeys.every(hasMessage)).toBe(true);
  expect(t('caylus.action.pass.first')).toBe('{who} passes first (+1 denier)');
  expect(t('paris.action.endTurn.label')).toBe('End the turn');
});

test('Belfort’s and Clash’s strings join the catalogue under their prefix when their text.ts loads', async () => {
  const { hasMessage, t } = await import('./index');
  expect(hasMessage('belfort.city.title')).toBe(false);
  expect(hasMessage('clash.action.found')).toBe(false);
  const { BELFORT_TEXT, BELFORT_LOG_TEXT, bt } = await import('../games/belfort/text');
  const { CLASH_TEXT, CLASH_LOG_TEXT, ct } = await import('../games/clash/text');
  expect(bt('city.title')).toBe('The city of Belfort');
  expect(ct('waiting', { name: 'Ann' })).toBe('Waiting for Ann.');
  expect(t('clash.action.found' as never)).toBe('{who} founds a city at {hex}');
  const belfort = [...Object.keys(BELFORT_TEXT), ...Object.keys(BELFORT_LOG_TEXT)];
  const clash = [...Object.keys(CLASH_TEXT), ...Object.keys(CLASH_LOG_TEXT)];
  expect(belfort.every((k) => k.startsWith('belfort.'))).toBe(true);
  expect(clash.every((k) => k.startsWith('clash.'))).toBe(true);
  const app = Object.keys(en);
  expect(new Set([...app, ...belfort, ...clash]).size).toBe(app.length + belfort.length + clash.length);
  checkLogTable('belfort.', BELFORT_LOG_TEXT);
  checkLogTable('clash.', CLASH_LOG_TEXT);
});
