/** A tiny translation helper over the one string table. */
import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

export type Params = Readonly<Record<string, string | number>>;

/** The string for `key` with each `{name}` replaced by `params.name`. */
export function t(key: MessageKey, params: Params = {}): string {
  const text: string = en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `t('key.' + x)` for keys built at run time, with a fallback when the table has none. */
export function tryT(key: string, fallback: string, params: Params = {}): string {
  return key in en ? t(key as MessageKey, params) : fallback;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return names.slice(0, -1).join(', ') + t('turn.and') + names[names.length - 1];
}
