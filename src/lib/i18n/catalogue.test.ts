/**
 * The message catalogue: the app's strings are there from the start, a game's strings only once
 * its text.ts has loaded (they are not in the page's first download), and no game's key shadows
 * an app key or another game's.
 */
import { expect, test } from 'vitest';
import { en } from './en';

test('a game’s strings join the catalogue when its text.ts loads, not before', async () => {
  const { t, tryT } = await import('./index');
  expect(t('app.name')).toBe('Euro Table');
  expect(tryT('caylus.nothing', 'missing')).toBe('missing');
  expect(t('caylus.deniersN', { n: 3 })).toBe('caylus.deniersN');
  const { CAYLUS_TEXT } = await import('../games/caylus/text');
  expect(t('caylus.deniersN', { n: 3 })).toBe('3 deniers');
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
});
