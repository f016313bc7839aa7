/**
 * Embed mode's URL parameters (issue 19 item 1): `embed/?game=<id>&players=…&seats=…` is read
 * here, strictly. A parameter that is missing takes its default; one that is present but wrong
 * is ignored with a note (a stable code, the parameter's name, a catalogue key to show it), so
 * the embedded page can say what it ignored and the embedder can read it in the `ready` message.
 * Nothing of a parameter's text ever reaches CSS or HTML: colours are `#rgb`/`#rrggbb` only,
 * numbers are digits in a range, everything else is one of a fixed list.
 *
 * Pure code over `URLSearchParams` and the games' catalog metadata: unit-tested in Node.
 */
import { PLAY_LEVELS, type PlayLevelId } from '$engine/bots/levels';
import type { SeatSpec } from '$engine/core/match';
import type { OptionSpec, OptionValues } from '$engine/core/types';
import type { GameInfo } from '$engine/games/catalog';
import type { MessageKey } from '../i18n';
import { contrast, DARK_PALETTE, LIGHT_INK, LIGHT_BG, MIN_CONTRAST } from './theme';

/** Every parameter embed mode reads (anything else is ignored with an `embed/unknown-param` note). */
export const EMBED_PARAMS = ['game', 'players', 'seats', 'names', 'seed', 'parent', 'accent', 'bg', 'ink', 'font', 'theme', 'delay', 'lang', 'new'] as const;
/** An option is `opt.<key>=<value>`. */
export const OPTION_PREFIX = 'opt.';

export const FONT_MIN = 12;
export const FONT_MAX = 24;
export const DELAY_MAX = 5000;
export const NAME_MAX = 40;
export const SEED_MAX = 100;
/** How much of a rejected value a note repeats (a hostile URL may carry megabytes). */
export const NOTE_VALUE_MAX = 40;
/** At most this many notes (one per parameter would do; a URL with thousands of junk parameters gets a summary). */
export const NOTES_MAX = 20;

export const EMBED_LOCALES = ['en', 'el', 'da'] as const;
export type EmbedLocale = (typeof EMBED_LOCALES)[number];

/** A seat token of `seats=`: a person, or a bot at a play level (or the random bot). */
export type SeatToken = 'human' | 'random' | PlayLevelId;
const LEVEL_IDS = PLAY_LEVELS.map((l) => l.id);
const SEAT_TOKENS: readonly SeatToken[] = ['human', 'random', ...LEVEL_IDS];
/** The level `bot` stands for in `seats=`. */
export const DEFAULT_BOT_TOKEN: PlayLevelId = 'standard';

export interface EmbedTheme {
  /** `#rrggbb` (a `#rgb` is expanded), or null for the site's own. */
  readonly accent: string | null;
  readonly bg: string | null;
  readonly ink: string | null;
  /** The base font size in px, or null for the browser's. */
  readonly fontPx: number | null;
  readonly dark: boolean;
}

export interface EmbedConfig {
  readonly game: GameInfo;
  readonly players: number;
  readonly seats: readonly SeatSpec[];
  /** Every option of the game (defaults filled). */
  readonly options: OptionValues;
  /** The seed asked for, or null for a fresh one per game. */
  readonly seed: string | null;
  /** The embedder's origin (`https://example.com`): the only one messages go to and come from. */
  readonly parent: string | null;
  readonly theme: EmbedTheme;
  /** Pause before each bot move (ms), or null for the visitor's own setting. */
  readonly delayMs: number | null;
  readonly lang: EmbedLocale | null;
  /** `new=1`: always start a new game instead of resuming this embed's game in progress. */
  readonly fresh: boolean;
}

export type NoteCode =
  | 'embed/no-game'
  | 'embed/unknown-game'
  | 'embed/unknown-param'
  | 'embed/repeated-param'
  | 'embed/bad-players'
  | 'embed/bad-seat'
  | 'embed/extra-seats'
  | 'embed/no-search-bot'
  | 'embed/bad-name'
  | 'embed/bad-option'
  | 'embed/bad-seed'
  | 'embed/bad-parent'
  | 'embed/bad-colour'
  | 'embed/low-contrast'
  | 'embed/bad-font'
  | 'embed/bad-theme'
  | 'embed/bad-delay'
  | 'embed/bad-lang'
  | 'embed/bad-flag'
  | 'embed/too-many-notes';

/** Something in the URL that was ignored (or, for a missing or unknown game, that stops the embed). */
export interface EmbedNote {
  readonly code: NoteCode;
  /** The parameter's name (cut to NOTE_VALUE_MAX characters). */
  readonly param: string;
  /** The rejected value, cut to NOTE_VALUE_MAX characters ('' when there is none). */
  readonly value: string;
}

export interface ParsedEmbed {
  /** Null when there is no game to show (`embed/no-game`, `embed/unknown-game` among the notes). */
  readonly config: EmbedConfig | null;
  /** The embedder's origin, read even when there is no game (so the page hears why). */
  readonly parent: string | null;
  readonly notes: readonly EmbedNote[];
}

/** The catalogue key that words each note (`{param}`, `{value}` and, where it helps, a range). */
export const NOTE_KEYS: Readonly<Record<NoteCode, MessageKey>> = {
  'embed/no-game': 'embed.note.noGame',
  'embed/unknown-game': 'embed.note.unknownGame',
  'embed/unknown-param': 'embed.note.unknownParam',
  'embed/repeated-param': 'embed.note.repeatedParam',
  'embed/bad-players': 'embed.note.badPlayers',
  'embed/bad-seat': 'embed.note.badSeat',
  'embed/extra-seats': 'embed.note.extraSeats',
  'embed/no-search-bot': 'embed.note.noSearchBot',
  'embed/bad-name': 'embed.note.badName',
  'embed/bad-option': 'embed.note.badOption',
  'embed/bad-seed': 'embed.note.badSeed',
  'embed/bad-parent': 'embed.note.badParent',
  'embed/bad-colour': 'embed.note.badColour',
  'embed/low-contrast': 'embed.note.lowContrast',
  'embed/bad-font': 'embed.note.badFont',
  'embed/bad-theme': 'embed.note.badTheme',
  'embed/bad-delay': 'embed.note.badDelay',
  'embed/bad-lang': 'embed.note.badLang',
  'embed/bad-flag': 'embed.note.badFlag',
  'embed/too-many-notes': 'embed.note.tooMany'
};

const cut = (s: string): string => (s.length > NOTE_VALUE_MAX ? `${s.slice(0, NOTE_VALUE_MAX)}…` : s);

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const DIGITS = /^[0-9]{1,6}$/;
/** Control characters (C0, DEL, C1) and the bidi overrides: never in a name or seed. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** `#abc` → `#aabbcc`, lower case; null unless the text is exactly `#rgb` or `#rrggbb`. */
export function parseColour(text: string): string | null {
  if (!COLOUR.test(text)) return null;
  const hex = text.slice(1).toLowerCase();
  return hex.length === 3 ? `#${hex[0]}${hex[0]}${hex[1]}${hex[1]}${hex[2]}${hex[2]}` : `#${hex}`;
}

/** A whole number written in plain digits within [min, max], else null ("1e3", "+5", " 5", "5.0" are not). */
export function parseIntIn(text: string, min: number, max: number): number | null {
  if (!DIGITS.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/**
 * An origin exactly as `URL.origin` writes it: `http(s)://host[:port]`, no path, query, user or
 * trailing slash. Null for anything else (`*`, `null`, a page address, another scheme).
 */
export function parseOrigin(text: string): string | null {
  if (text.length > 300) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === text ? text : null;
}

/** A seat or player name: trimmed, 1–40 characters, no control or direction-override characters. */
export function parseName(text: string): string | null {
  const name = text.trim();
  if (name.length === 0 || name.length > NAME_MAX || CONTROL.test(name)) return null;
  return name;
}

function parseFlag(text: string): boolean | null {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return null;
}

function applies(o: OptionSpec, players: number): boolean {
  return o.players === undefined || o.players.includes(players);
}

/** The players a game starts with when `players=` is missing or wrong: as the new-game form, 3 where allowed. */
export function defaultPlayers(game: GameInfo): number {
  return Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
}

/** The seat a token stands for (`i` is the seat index, for its default name). */
function seatOf(token: SeatToken, name: string): SeatSpec {
  if (token === 'human') return { kind: 'human', name };
  if (token === 'random') return { kind: 'bot', name, bot: 'random', level: 1 };
  const level = PLAY_LEVELS.find((l) => l.id === token)!;
  return { kind: 'bot', name, bot: level.bot, level: level.level };
}

/** Default seat names when `names=` gives none: "You" for a person, "Bot 2" for a bot (words from the caller). */
export interface SeatWords {
  human(n: number): string;
  bot(n: number): string;
}

/**
 * Reads embed mode's parameters. `games` is the catalog this build offers; `words` names seats
 * that `names=` leaves unnamed.
 */
export function parseEmbedParams(params: URLSearchParams, games: readonly GameInfo[], words: SeatWords): ParsedEmbed {
  const notes: EmbedNote[] = [];
  let dropped = 0;
  const note = (code: NoteCode, param: string, value = ''): void => {
    if (notes.length < NOTES_MAX) notes.push({ code, param: cut(param), value: cut(value) });
    else dropped++;
  };

  // One value per parameter: a repeated one is a mistake (or an attempt to confuse), and the first counts.
  const values = new Map<string, string>();
  for (const [key, value] of params) {
    const known = (EMBED_PARAMS as readonly string[]).includes(key) || key.startsWith(OPTION_PREFIX);
    if (!known) note('embed/unknown-param', key);
    else if (values.has(key)) note('embed/repeated-param', key);
    else values.set(key, value);
  }
  // The embedder's origin first: with no game to show, the page is still told why.
  let parent: string | null = null;
  const parentText = values.get('parent');
  if (parentText !== undefined) {
    parent = parseOrigin(parentText);
    if (parent === null) note('embed/bad-parent', 'parent', parentText);
  }
  const finish = (config: EmbedConfig | null): ParsedEmbed => {
    if (dropped > 0) notes.push({ code: 'embed/too-many-notes', param: '', value: String(dropped) });
    return { config, parent, notes };
  };

  const gameId = values.get('game');
  if (gameId === undefined || gameId === '') {
    note('embed/no-game', 'game');
    return finish(null);
  }
  const game = games.find((g) => g.id === gameId);
  if (!game) {
    note('embed/unknown-game', 'game', gameId);
    return finish(null);
  }

  let players = defaultPlayers(game);
  const playersText = values.get('players');
  if (playersText !== undefined) {
    const n = parseIntIn(playersText, game.minPlayers, game.maxPlayers);
    if (n === null) note('embed/bad-players', 'players', playersText);
    else players = n;
  }

  // seats=human,standard,expert — one token per seat; a shorter list repeats its last token.
  const tokens: SeatToken[] = ['human', DEFAULT_BOT_TOKEN];
  const seatsText = values.get('seats');
  if (seatsText !== undefined) {
    const given: SeatToken[] = [];
    const parts = seatsText.split(',');
    if (parts.length > players) note('embed/extra-seats', 'seats', String(parts.length));
    for (const raw of parts.slice(0, players)) {
      const token = raw.trim().toLowerCase();
      const named = token === 'bot' ? DEFAULT_BOT_TOKEN : (SEAT_TOKENS as readonly string[]).includes(token) ? (token as SeatToken) : null;
      if (named === null) {
        note('embed/bad-seat', 'seats', raw);
        given.push(DEFAULT_BOT_TOKEN);
      } else if (named !== 'human' && named !== 'random' && PLAY_LEVELS.find((l) => l.id === named)!.bot === 'search' && !game.bots.includes('search')) {
        // Strong and Expert are the searching bot, which not every game has: its best heuristic instead.
        note('embed/no-search-bot', 'seats', raw);
        given.push(DEFAULT_BOT_TOKEN);
      } else {
        given.push(named);
      }
    }
    if (given.length > 0) tokens.splice(0, tokens.length, ...given);
  }
  const tokenAt = (i: number): SeatToken => tokens[Math.min(i, tokens.length - 1)]!;

  const names: (string | null)[] = [];
  const namesText = values.get('names');
  if (namesText !== undefined) {
    for (const raw of namesText.split(',').slice(0, players)) {
      if (raw.trim() === '') {
        names.push(null);
        continue;
      }
      const name = parseName(raw);
      if (name === null) note('embed/bad-name', 'names', raw);
      names.push(name);
    }
  }
  const seats = Array.from({ length: players }, (_, i) => {
    const token = tokenAt(i);
    return seatOf(token, names[i] ?? (token === 'human' ? words.human(i + 1) : words.bot(i + 1)));
  });

  const options: OptionValues = {};
  for (const spec of game.options) options[spec.key] = spec.default;
  for (const [key, raw] of values) {
    if (!key.startsWith(OPTION_PREFIX)) continue;
    const spec = game.options.find((o) => o.key === key.slice(OPTION_PREFIX.length));
    if (!spec || !applies(spec, players)) {
      note('embed/bad-option', key, raw);
      continue;
    }
    if (spec.kind === 'flag') {
      const flag = parseFlag(raw);
      if (flag === null) note('embed/bad-option', key, raw);
      else options[spec.key] = flag;
    } else if (spec.choices.some((c) => c.value === raw)) {
      options[spec.key] = raw;
    } else {
      note('embed/bad-option', key, raw);
    }
  }

  let seed: string | null = null;
  const seedText = values.get('seed');
  if (seedText !== undefined) {
    const s = seedText.trim();
    if (s.length === 0 || s.length > SEED_MAX || CONTROL.test(s)) note('embed/bad-seed', 'seed', seedText);
    else seed = s;
  }

  const colour = (param: 'accent' | 'bg' | 'ink'): string | null => {
    const text = values.get(param);
    if (text === undefined) return null;
    const c = parseColour(text);
    if (c === null) note('embed/bad-colour', param, text);
    return c;
  };
  const accent = colour('accent');
  const bg = colour('bg');
  const ink = colour('ink');
  let dark = false;
  const themeText = values.get('theme');
  if (themeText !== undefined) {
    if (themeText === 'dark' || themeText === 'light') dark = themeText === 'dark';
    else note('embed/bad-theme', 'theme', themeText);
  }
  // Text must stay readable: colours giving text less than AA contrast (4.5:1) are not used.
  let [textBg, textInk] = [bg, ink];
  if (bg !== null || ink !== null) {
    const ratio = contrast(ink ?? (dark ? DARK_PALETTE['--ink']! : LIGHT_INK), bg ?? (dark ? DARK_PALETTE['--bg']! : LIGHT_BG));
    if (ratio < MIN_CONTRAST) {
      note('embed/low-contrast', bg !== null && ink !== null ? 'bg, ink' : bg !== null ? 'bg' : 'ink', `${Math.floor(ratio * 10) / 10}:1`);
      [textBg, textInk] = [null, null];
    }
  }
  let fontPx: number | null = null;
  const fontText = values.get('font');
  if (fontText !== undefined) {
    fontPx = parseIntIn(fontText, FONT_MIN, FONT_MAX);
    if (fontPx === null) note('embed/bad-font', 'font', fontText);
  }
  let delayMs: number | null = null;
  const delayText = values.get('delay');
  if (delayText !== undefined) {
    delayMs = parseIntIn(delayText, 0, DELAY_MAX);
    if (delayMs === null) note('embed/bad-delay', 'delay', delayText);
  }

  let lang: EmbedLocale | null = null;
  const langText = values.get('lang');
  if (langText !== undefined) {
    if ((EMBED_LOCALES as readonly string[]).includes(langText)) lang = langText as EmbedLocale;
    else note('embed/bad-lang', 'lang', langText);
  }

  let fresh = false;
  const newText = values.get('new');
  if (newText !== undefined) {
    const flag = parseFlag(newText);
    if (flag === null) note('embed/bad-flag', 'new', newText);
    else fresh = flag;
  }

  return finish({ game, players, seats, options, seed, parent, theme: { accent, bg: textBg, ink: textInk, fontPx, dark }, delayMs, lang, fresh });
}

/**
 * What makes two embeds "the same game set-up" (game, players, seats, options, the seed if one
 * was asked for): an embed resumes its game in progress only when its parameters still describe it.
 */
export function setupKey(config: EmbedConfig): string {
  return JSON.stringify([config.game.id, config.players, config.seats.map((s) => (s.kind === 'bot' ? [s.bot, s.level, s.name] : [s.kind, s.name])), Object.entries(config.options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), config.seed]);
}

/**
 * The embed URL's query for a configuration (the "Embed this game" page builds snippets with it):
 * only what differs from the defaults, in a fixed order, so equal set-ups give equal URLs.
 */
export function embedQuery(input: {
  game: GameInfo;
  players: number;
  seats: readonly SeatToken[];
  names?: readonly string[];
  options?: OptionValues;
  seed?: string | null;
  parent?: string | null;
  theme?: Partial<EmbedTheme>;
  delayMs?: number | null;
}): string {
  const q = new URLSearchParams();
  q.set('game', input.game.id);
  q.set('players', String(input.players));
  q.set('seats', input.seats.slice(0, input.players).join(','));
  if (input.names && input.names.some((n) => n.trim() !== '')) q.set('names', input.names.slice(0, input.players).map((n) => n.trim()).join(','));
  for (const spec of input.game.options) {
    const v = input.options?.[spec.key];
    if (v !== undefined && v !== spec.default && applies(spec, input.players)) q.set(`${OPTION_PREFIX}${spec.key}`, String(v));
  }
  if (input.seed) q.set('seed', input.seed);
  if (input.parent) q.set('parent', input.parent);
  const theme = input.theme ?? {};
  if (theme.accent) q.set('accent', theme.accent);
  if (theme.bg) q.set('bg', theme.bg);
  if (theme.ink) q.set('ink', theme.ink);
  if (theme.fontPx) q.set('font', String(theme.fontPx));
  if (theme.dark) q.set('theme', 'dark');
  if (input.delayMs !== undefined && input.delayMs !== null) q.set('delay', String(input.delayMs));
  return q.toString();
}
