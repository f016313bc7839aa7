/**
 * Log lines from their message key and parameters (never from the engine's English fallback).
 *
 * An engine's `describe()` returns `{ key, seat, params, text }`; `text` is for the CLI and tests.
 * The catalogue holds one template per key, e.g. `'caylus.action.pass': '{who} passes'`. A game's
 * text module registers a formatter that turns the entry's raw params (ids, counts, seat numbers)
 * into words: building ids into names, lists into "1 food + 1 wood", and seats into `{ seat }` so
 * the table can show a person's badge or name there. `{who}` is the acting seat unless the
 * formatter says otherwise. No "Player N" text is ever parsed.
 */
import type { LogEntry, Seat } from '$engine/core/types';
import { hasMessage, message } from './index';

/**
 * A word for a placeholder: plain text, a seat the page names (badge, or the person's name), or a
 * phrase of parts (a sub-line with seats of its own, e.g. one play of a 7 Wonders round; `phrase`).
 */
export type LogWord = string | number | { readonly seat: Seat } | readonly LogPart[];
export type LogWords = Readonly<Record<string, LogWord>>;
/** A game's translation of an entry's params into words (called with the entry's key and params). */
export type LogFormatter = (entry: LogEntry) => LogWords;
/** A piece of a rendered line: text, or a seat to name. */
export type LogPart = string | { readonly seat: Seat };

const formatters = new Map<string, LogFormatter>();

/** A game's formatter for the log keys under `prefix.` (its text module calls this when it loads). */
export function addLogFormatter(prefix: string, format: LogFormatter): void {
  formatters.set(prefix, format);
}

function prefixOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** The words for `entry`'s placeholders: its game's formatter, else its params as they are; `who` = its seat. */
export function logWords(entry: LogEntry): LogWords {
  const format = formatters.get(prefixOf(entry.key));
  const words: Record<string, LogWord> = {};
  if (entry.seat !== null) words.who = { seat: entry.seat };
  if (format) return { ...words, ...format(entry) };
  for (const [k, v] of Object.entries(entry.params)) if (typeof v === 'string' || typeof v === 'number') words[k] = v;
  return words;
}

/** `template` with each `{name}` filled from `words`; a seat stays a part of its own, a phrase is spliced in. */
export function fillParts(template: string, words: LogWords): LogPart[] {
  const parts: LogPart[] = [];
  let text = '';
  const flush = (): void => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else parts.push(text);
    text = '';
  };
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const close = open < 0 ? -1 : template.indexOf('}', open);
    if (open < 0 || close < 0) break;
    const name = template.slice(open + 1, close);
    text += template.slice(i, open);
    const word = Object.hasOwn(words, name) ? words[name]! : `{${name}}`;
    if (Array.isArray(word)) {
      for (const part of word as readonly LogPart[]) {
        if (typeof part === 'object') {
          flush();
          parts.push(part);
        } else text += part;
      }
    } else if (typeof word === 'object') {
      flush();
      parts.push(word as { readonly seat: Seat });
    } else {
      text += String(word);
    }
    i = close + 1;
  }
  text += template.slice(i);
  flush();
  return parts;
}

/** A formatter's sub-phrase: catalogue template `key` filled with `words` (a word for a bigger line). */
export function phrase(key: string, words: LogWords = {}): LogPart[] {
  return fillParts(message(key), words);
}

/**
 * `entry` as parts: the template of its key with each placeholder filled; a seat stays a part of
 * its own. A key the catalogue lacks (a game whose strings failed to load) shows the key itself,
 * which a test forbids for every key an engine can write.
 */
export function logParts(entry: LogEntry): LogPart[] {
  return fillParts(hasMessage(entry.key) ? message(entry.key) : entry.key, logWords(entry));
}

/**
 * The button label of the action `entry` describes: the `<key>.label` template (imperative, no
 * actor: "Build the Lumber Yard") filled with the same words, else the log line itself.
 */
export function labelParts(entry: LogEntry): LogPart[] {
  const key = `${entry.key}.label`;
  return hasMessage(key) ? fillParts(message(key), logWords(entry)) : logParts(entry);
}

/** `entry`'s action label as one string, seats named by `name`. */
export function labelString(entry: LogEntry, name: (seat: Seat) => string): string {
  return partsString(labelParts(entry), name);
}

/** Parts as one string, seats named by `name`. */
export function partsString(parts: readonly LogPart[], name: (seat: Seat) => string): string {
  return parts.map((p) => (typeof p === 'object' ? name(p.seat) : p)).join('');
}

/** `entry` as one string, seats named by `name`. */
export function logString(entry: LogEntry, name: (seat: Seat) => string): string {
  return partsString(logParts(entry), name);
}

/** The raw engine name for seat numbers in tests: "Player 1" for seat 0, as the engines' fallbacks write. */
export function playerN(seat: Seat): string {
  return `Player ${seat + 1}`;
}
