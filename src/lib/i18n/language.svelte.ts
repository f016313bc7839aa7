/**
 * Which language the app speaks (issue 18 item 3): the one remembered in this browser, else the
 * first of the browser's languages the site has, else English. `startLanguage` runs in the root
 * layout's `load` before the first render and fetches that language's app table; `chooseLanguage`
 * (the header's and Settings' pickers) switches at once: it fetches the tables of every part loaded
 * so far, then bumps `language.current`, which re-renders the whole app (the root layout keys its
 * content on it), so a game in progress stays open — it is saved after every action anyway.
 */
import { LOCALES, isLocale, locale, setLocale, type Locale } from './index';

/** localStorage key of the remembered choice. */
export const LANGUAGE_KEY = 'euro-table.language';

/** Each language named in itself, as the pickers list them. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', el: 'Ελληνικά', da: 'Dansk' };

/** The language the app renders in (reactive: the root layout re-renders everything when it changes). */
export const language = $state({ current: locale() as Locale });

/** Which picker (`where`) changed the language: after the re-render, that picker takes the focus back. */
export const refocus: { where: string | null } = { where: null };

/** The remembered choice; null when none, or when storage is blocked (a cross-origin iframe may block it). */
export function rememberedLanguage(): Locale | null {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLocale(v) ? v : null;
  } catch {
    return null;
  }
}

function remember(lang: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage blocked: the choice holds until the page closes.
  }
}

/** The first of `wanted` (BCP 47 tags, most preferred first: `navigator.languages`) the site speaks, by primary subtag; English if none. */
export function browserLanguage(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    if (typeof tag !== 'string') continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

function apply(lang: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  language.current = lang;
}

/** A `lang=` parameter of the page's URL (an embed's, docs/embedding.md): it wins for this page and is not remembered. */
export function urlLanguage(): Locale | null {
  try {
    const v = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
    return isLocale(v) ? v : null;
  } catch {
    return null;
  }
}

/** Before the first render: the URL's, the remembered or the browser's language, its app table fetched. */
export async function startLanguage(): Promise<void> {
  const lang = urlLanguage() ?? rememberedLanguage() ?? browserLanguage(browserLanguages());
  try {
    await setLocale(lang);
  } catch {
    // Its table could not be fetched (offline before it was cached): English, which is always there.
    await setLocale('en');
  }
  apply(locale());
}

/** The pickers: remember `lang`, fetch its tables, re-render in it. */
export async function chooseLanguage(lang: Locale): Promise<void> {
  if (!(LOCALES as readonly string[]).includes(lang)) return;
  const before = locale();
  try {
    await setLocale(lang);
  } catch (e) {
    // Not fetched (offline): back to the language in use (its modules are already loaded).
    await setLocale(before).catch(() => setLocale('en'));
    throw e;
  }
  remember(lang);
  apply(locale());
}
