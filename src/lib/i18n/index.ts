/**
 * A tiny translation helper over one message catalogue: the app's own strings (en.ts) plus each
 * game's, added when the game loads (`addMessages`, called by the game's text.ts). Only the types
 * of the games' tables are imported here, so no game's strings are in the page's first download.
 *
 * Languages: English is the catalogue itself; every other language is a translation table per
 * part (the app, each game) registered with `addTranslations` and fetched only for the language
 * in use (`loadTranslations`), so a page downloads its own strings in its own language only.
 * A key missing from a translation falls back to English (the catalogue test forbids that).
 */
import { en, type MessageKey as AppKey } from './en';
import type { SEVEN_WONDERS_LOG, SEVEN_WONDERS_TEXT } from '../games/sevenwonders/text';
import type { CAYLUS_LOG, CAYLUS_TEXT } from '../games/caylus/text';
import type { PARIS_LOG } from '../games/paris/text';
import type { ROOMS_TEXT } from './rooms';

/** Every key `t()` accepts: the app's and those of the games whose tables use the shared catalogue. */
export type MessageKey =
  | AppKey
  | keyof typeof SEVEN_WONDERS_TEXT
  | keyof typeof SEVEN_WONDERS_LOG
  | keyof typeof CAYLUS_TEXT
  | keyof typeof CAYLUS_LOG
  | keyof typeof PARIS_LOG
  | keyof typeof ROOMS_TEXT;

export type Params = Readonly<Record<string, string | number>>;

/** The languages the site speaks; English first (the catalogue's own language). */
export const LOCALES = ['en', 'el', 'da'] as const;
export type Locale = (typeof LOCALES)[number];
/** A language other than English: what a translation table is for. */
export type Translated = Exclude<Locale, 'en'>;
/** A translation table's module: every key of its part, in one language. */
export type TranslationModule = { readonly default: Readonly<Record<string, string>> };
export type TranslationLoaders = Readonly<Record<Translated, () => Promise<TranslationModule>>>;

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

const messages: Record<string, string> = { ...en };
/** The current language's translations of the parts loaded so far. */
let translated: Record<string, string> = {};
let current: Locale = 'en';
/** Each part's translation loaders, by part name ('app', a game id). */
const parts = new Map<string, TranslationLoaders>();
/** `part:locale` of the tables merged into `translated`. */
const merged = new Set<string>();

/** Adds a game's strings to the catalogue (loading the same table twice is harmless). */
export function addMessages(table: Readonly<Record<string, string>>): void {
  Object.assign(messages, table);
}

/** Registers where part `part`'s translations are; `loadTranslations` fetches the current language's. */
export function addTranslations(part: string, loaders: TranslationLoaders): void {
  parts.set(part, loaders);
}

// The app's own strings: a chunk per language, fetched before the first render (routes/+layout.ts).
addTranslations('app', { el: () => import('./el'), da: () => import('./da') });

/** Fetches and merges the current language's table of every registered part not merged yet. */
export async function loadTranslations(): Promise<void> {
  const lang = current;
  if (lang === 'en') return;
  const todo = [...parts].filter(([part]) => !merged.has(`${part}:${lang}`));
  const tables = await Promise.all(todo.map(([, loaders]) => loaders[lang]()));
  if (current !== lang) return;
  todo.forEach(([part], i) => {
    Object.assign(translated, tables[i]!.default);
    merged.add(`${part}:${lang}`);
  });
}

/** The language in use. */
export function locale(): Locale {
  return current;
}

/** Switches the language and fetches its tables for every part registered so far. */
export async function setLocale(lang: Locale): Promise<void> {
  if (lang !== current) {
    current = lang;
    translated = {};
    merged.clear();
    numbers = null;
    plurals = null;
    dates = null;
  }
  await loadTranslations();
}

let numbers: Intl.NumberFormat | null = null;
let plurals: Intl.PluralRules | null = null;
let dates: Intl.DateTimeFormat | null = null;

/** A number as the current language writes it (12.5 → "12,5" in Greek and Danish); no grouping, like a game's numbers. */
export function formatNumber(n: number): string {
  numbers ??= new Intl.NumberFormat(current, { useGrouping: false, maximumFractionDigits: 2 });
  return numbers.format(n);
}

/** A moment (ms since 1970) as the current language writes a date and time: "28 Nov 2026, 10:45", "28 Νοε 2026, 10:45 π.μ.". UI only. */
export function formatDate(ms: number): string {
  dates ??= new Intl.DateTimeFormat(current, { dateStyle: 'medium', timeStyle: 'short' });
  return dates.format(ms);
}

const BYTE_UNITS = [
  [1024 * 1024 * 1024, 'gigabyte'],
  [1024 * 1024, 'megabyte'],
  [1024, 'kilobyte']
] as const;

/** A storage size in the current language's words and digits: "512 kB", "1,5 MB" (binary multiples, one decimal above a kilobyte). */
export function formatBytes(n: number): string {
  const [size, unit] = BYTE_UNITS.find(([s]) => n >= s) ?? BYTE_UNITS[2];
  const digits = unit === 'kilobyte' ? 0 : 1;
  return new Intl.NumberFormat(current, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(n / size);
}

/** Whether the catalogue, or the current language's tables, hold `key` (a translation may word keys English leaves to data: game.*, error.*). */
function known(key: string): boolean {
  return Object.hasOwn(translated, key) || Object.hasOwn(messages, key);
}

function template(key: string): string | undefined {
  return translated[key] ?? messages[key];
}

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const v = params[name]!;
    return typeof v === 'number' ? formatNumber(v) : v;
  });
}

/** The string for `key` with each `{name}` replaced by `params.name` (the key itself if no table has it yet). */
export function t(key: MessageKey, params: Params = {}): string {
  return fill(template(key) ?? key, params);
}

/**
 * A count's phrase: the catalogue holds `key.one` and `key.other` (the plural categories of
 * English, Greek and Danish), chosen by the language's plural rule; `{n}` is the count.
 */
export function tn(key: string, n: number, params: Params = {}): string {
  plurals ??= new Intl.PluralRules(current);
  const form = plurals.select(n) === 'one' ? 'one' : 'other';
  const full = `${key}.${form}`;
  return fill(template(full) ?? full, { ...params, n });
}

/** Whether the catalogue holds `key` now (a game's keys join when its text.ts loads). */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(messages, key);
}

/** The English catalogue as it stands now (the app's and every game loaded so far): the catalogue tests. */
export function englishCatalogue(): Readonly<Record<string, string>> {
  return { ...messages };
}

/** The parts whose translations are registered ('app', then each game whose text.ts has loaded). */
export function translationParts(): string[] {
  return [...parts.keys()];
}

/** The raw template of `key` in the current language (placeholders unfilled), or the key itself. */
export function message(key: string): string {
  return template(key) ?? key;
}

/** `t('key.' + x)` for keys built at run time, with a fallback when neither the catalogue nor the language's tables have it. */
export function tryT(key: string, fallback: string, params: Params = {}): string {
  return known(key) ? t(key as MessageKey, params) : fallback;
}

/**
 * A coded error in the current language: the language's `error.<code>` (its `{params}` from the
 * error's `data`; a setting's `error.<code>.<field>` first), else the error's own English message
 * (in English always: lib's messages are English and say most; errors.en.ts is the translators'
 * reference), else its text. Accepts a `RuleError`, a store or network `{ code, message }`
 * result error, any `Error`, or anything thrown.
 */
export function errorText(e: unknown): string {
  if (typeof e === 'object' && e !== null) {
    const { code, message: text, data, field } = e as { code?: unknown; message?: unknown; data?: unknown; field?: unknown };
    const fallback = typeof text === 'string' ? text : String(e);
    if (typeof code !== 'string') return fallback;
    const params: Record<string, string | number> = {};
    if (typeof data === 'object' && data !== null)
      for (const [k, v] of Object.entries(data)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    // A setting's check names its field (in `data.field`, or `field` on a stored-settings problem): `error.<code>.<field>` first.
    const which = typeof field === 'string' ? field : params.field;
    const keys = [...(typeof which === 'string' && which !== '' ? [`error.${code}.${which}`] : []), `error.${code}`];
    const key = keys.find(known);
    return key === undefined ? fallback : t(key as MessageKey, params);
  }
  return String(e);
}

/** A game's name in the current language (`game.<id>.title`; the published titles mostly stay as they are), else its catalog title. */
export function gameTitle(game: { readonly id: string; readonly title: string }): string {
  return tryT(`game.${game.id}.title`, game.title);
}

/** A game's one-sentence summary in the current language (`game.<id>.summary`), else its catalog summary. */
export function gameSummary(game: { readonly id: string; readonly summary: string }): string {
  return tryT(`game.${game.id}.summary`, game.summary);
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return names.slice(0, -1).join(', ') + t('turn.and') + names[names.length - 1];
}
