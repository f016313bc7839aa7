/** Choosing the language (issue 18 item 3): the browser's languages, the remembered choice, blocked or hostile storage. */
import { afterEach, expect, test, vi } from 'vitest';
import { LANGUAGE_KEY, browserLanguage, chooseLanguage, language, rememberedLanguage, startLanguage } from './language.svelte';
import { locale, setLocale, t } from './index';

function fakeStorage(initial: Record<string, string> = {}, blocked = false): Map<string, string> {
  const data = new Map(Object.entries(initial));
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => (blocked ? fail() : (data.get(k) ?? null)),
    setItem: (k: string, v: string) => (blocked ? fail() : void data.set(k, String(v)))
  });
  return data;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

test('the first of the browser’s languages the site speaks, by primary subtag; English if none', () => {
  expect(browserLanguage(['el-GR', 'en-US'])).toBe('el');
  expect(browserLanguage(['de-DE', 'da', 'el'])).toBe('da');
  expect(browserLanguage(['DA_dk'])).toBe('da');
  expect(browserLanguage(['fr', 'de'])).toBe('en');
  expect(browserLanguage([])).toBe('en');
  expect(browserLanguage(['', ' ', 'e', 'eldritch', 'constructor', '__proto__'])).toBe('en');
  expect(browserLanguage([42 as unknown as string, 'el'])).toBe('el');
});

test('a remembered choice wins over the browser; a value that is not a language is ignored', async () => {
  fakeStorage({ [LANGUAGE_KEY]: 'da' });
  vi.stubGlobal('navigator', { languages: ['el-GR'] });
  expect(rememberedLanguage()).toBe('da');
  await startLanguage();
  expect(locale()).toBe('da');
  expect(language.current).toBe('da');
  expect(t('nav.settings')).toBe('Indstillinger');
  fakeStorage({ [LANGUAGE_KEY]: '<img src=x onerror=alert(1)>' });
  expect(rememberedLanguage()).toBeNull();
  await startLanguage();
  expect(locale()).toBe('el');
});

test('blocked storage (a cross-origin iframe): the browser’s language, and a choice that holds until the page closes', async () => {
  fakeStorage({}, true);
  vi.stubGlobal('navigator', { languages: ['da-DK'] });
  expect(rememberedLanguage()).toBeNull();
  await startLanguage();
  expect(locale()).toBe('da');
  await chooseLanguage('el');
  expect(locale()).toBe('el');
  expect(language.current).toBe('el');
  expect(t('nav.settings')).toBe('Ρυθμίσεις');
});

test('a choice is remembered, and switching fetches the tables of the new language', async () => {
  const data = fakeStorage();
  vi.stubGlobal('navigator', { languages: ['en'] });
  await startLanguage();
  expect(locale()).toBe('en');
  await chooseLanguage('da');
  expect(data.get(LANGUAGE_KEY)).toBe('da');
  expect(t('nav.games')).toBe('Mine spil');
  await chooseLanguage('en');
  expect(data.get(LANGUAGE_KEY)).toBe('en');
  expect(t('nav.games')).toBe('My games');
});

test('numbers, sizes and dates in the language in use', async () => {
  const { formatBytes, formatDate, formatNumber } = await import('./index');
  expect(formatBytes(512 * 1024)).toBe('512 kB');
  expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  expect(formatNumber(12.5)).toBe('12.5');
  const when = Date.UTC(2026, 10, 28, 12, 0);
  expect(formatDate(when)).toContain('Nov');
  await setLocale('da');
  expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  expect(formatNumber(12.5)).toBe('12,5');
  expect(formatDate(when)).toContain('nov.');
  await setLocale('el');
  expect(formatBytes(3 * 1024 * 1024 * 1024)).toBe('3 GB');
  expect(formatDate(when)).toContain('Νοε');
});
