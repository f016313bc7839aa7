/**
 * A tiny translation helper over one message catalogue: the app's own strings (en.ts) plus each
 * game's, added when the game loads (`addMessages`, called by the game's text.ts). Only the types
 * of the games' tables are imported here, so no game's strings are in the page's first download.
 */
import { en, type MessageKey as AppKey } from './en';
import type { SEVEN_WONDERS_LOG, SEVEN_WONDERS_TEXT } from '../games/sevenwonders/text';
import type { CAYLUS_LOG, CAYLUS_TEXT } from '../games/caylus/text';
import type { PARIS_LOG } from '../games/paris/text';

/** Every key `t()` accepts: the app's and those of the games whose tables use the shared catalogue. */
export type MessageKey =
  | AppKey
  | keyof typeof SEVEN_WONDERS_TEXT
  | keyof typeof SEVEN_WONDERS_LOG
  | keyof typeof CAYLUS_TEXT
  | keyof typeof CAYLUS_LOG
  | keyof typeof PARIS_LOG;

export type Params = Readonly<Record<string, string | number>>;

const messages: Record<string, string> = { ...en };

/** Adds a game's strings to the catalogue (loading the same table twice is harmless). */
export function addMessages(table: Readonly<Record<string, string>>): void {
  Object.assign(messages, table);
}

/** The string for `key` with each `{name}` replaced by `params.name` (the key itself if no table has it yet). */
export function t(key: MessageKey, params: Params = {}): string {
  const text = messages[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Whether the catalogue holds `key` now (a game's keys join when its text.ts loads). */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(messages, key);
}

/** The raw template of `key` (placeholders unfilled), or the key itself. */
export function message(key: string): string {
  return messages[key] ?? key;
}

/** `t('key.' + x)` for keys built at run time, with a fallback when the catalogue has none. */
export function tryT(key: string, fallback: string, params: Params = {}): string {
  return Object.hasOwn(messages, key) ? t(key as MessageKey, params) : fallback;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return names.slice(0, -1).join(', ') + t('turn.and') + names[names.length - 1];
}
