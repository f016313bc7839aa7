/**
 * The embed's postMessage protocol (issue 19 item 2; docs/embedding.md is its reference).
 *
 * Out: `ready`, `started`, `over` (the result), `error` (coded), `size` (the page's height) and
 * `status` (the answer to a `status` command), each `{ protocol: 'euro-table/embed', version: 1,
 * type, … }`, posted to `window.parent` with the embedder's declared origin as the exact
 * targetOrigin — never `*`, and nothing at all without a declared origin.
 *
 * In: `newGame` (optionally with a seed) and `status`, accepted only when the event's source is
 * `window.parent` and its origin is exactly the declared one; then its shape is checked strictly
 * (size and depth bounded first, without recursion: `jsonBounds`; known fields only; short
 * strings). Anything else is ignored and counted by reason, never answered.
 *
 * Plain TypeScript (no DOM types needed beyond the two small interfaces below): unit-tested in Node.
 */
import { jsonBounds } from '$engine/core/json';
import type { GameResult, OptionValues, Seat } from '$engine/core/types';
import type { EmbedNote } from './params';

export const EMBED_PROTOCOL = 'euro-table/embed';
export const EMBED_VERSION = 1;

/** Stable codes of the `error` message. */
export const EMBED_ERRORS = {
  /** The URL names no game, or one this build does not have (the page shows why). */
  noGame: 'embed/no-game',
  /** Saving is blocked here (e.g. third-party storage in an iframe): the game runs in memory only. */
  storage: 'embed/storage-unavailable',
  /** A save could not be written (quota, a write failed). */
  saveFailed: 'embed/save-failed',
  /** The game could not be started or opened (a message says why). */
  openFailed: 'embed/open-failed',
  /** The game stopped on a fault (a bot or rules bug). */
  gameFault: 'embed/game-fault',
  /** A well-formed command that cannot be done now (e.g. `newGame` with no game). */
  refused: 'embed/command-refused'
} as const;
export type EmbedErrorCode = (typeof EMBED_ERRORS)[keyof typeof EMBED_ERRORS];

export interface EmbedSeatInfo {
  readonly seat: Seat;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** For a bot: its play level (`beginner` … `expert`), or the bot's name when it has none (`random`). */
  readonly level?: string;
}

export interface EmbedResultPlayer {
  readonly seat: Seat;
  readonly name: string;
  readonly rank: number;
  readonly score: number;
  readonly breakdown: readonly { readonly category: string; readonly label: string; readonly points: number }[];
  readonly tiebreak: readonly number[];
}

export type EmbedEvent =
  | { readonly type: 'ready'; readonly game: string | null; readonly notes: readonly EmbedNote[] }
  | {
      readonly type: 'started';
      readonly match: string;
      readonly game: string;
      readonly players: number;
      readonly seats: readonly EmbedSeatInfo[];
      readonly options: OptionValues;
      readonly seed: string;
      /** True when this is the embed's game in progress, reopened (`moves` says how far it is). */
      readonly resumed: boolean;
      readonly moves: number;
      /** Where this game is kept: `indexeddb`, or `memory` (lost when the page closes). */
      readonly storage: 'indexeddb' | 'memory';
    }
  | { readonly type: 'over'; readonly match: string; readonly game: string; readonly moves: number; readonly result: { readonly winners: readonly Seat[]; readonly players: readonly EmbedResultPlayer[] } }
  | { readonly type: 'error'; readonly code: EmbedErrorCode; readonly message: string }
  | { readonly type: 'size'; readonly height: number }
  | {
      readonly type: 'status';
      readonly match: string | null;
      readonly game: string | null;
      readonly moves: number;
      readonly over: boolean;
      /** Messages ignored so far, by reason (wrong origin, wrong source, wrong shape). */
      readonly ignored: IgnoredCounts;
    };

export type EmbedMessage = EmbedEvent & { readonly protocol: typeof EMBED_PROTOCOL; readonly version: typeof EMBED_VERSION };

export type EmbedCommand = { readonly type: 'newGame'; readonly seed?: string } | { readonly type: 'status' };

export type IgnoreReason = 'origin' | 'source' | 'shape';
export type IgnoredCounts = Readonly<Record<IgnoreReason, number>>;

/** A command is tiny: a few fields, no nesting beyond the message itself. */
export const COMMAND_LIMITS = { maxDepth: 2, maxNodes: 16 } as const;
export const COMMAND_SEED_MAX = 100;
const TYPE_MAX = 32;

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A command, or null for anything that is not exactly one: not a plain object, too big or too
 * deep, another protocol or version, an unknown type, unknown fields, a field of the wrong kind
 * or too long. Size and depth are checked first (iteratively), so junk nested 10,000 deep or a
 * megabyte string costs no recursion and no copy.
 */
export function parseCommand(data: unknown): EmbedCommand | null {
  if (!isPlainObject(data)) return null;
  if (jsonBounds(data, COMMAND_LIMITS) !== null) return null;
  const { protocol, version, type } = data;
  if (protocol !== EMBED_PROTOCOL || version !== EMBED_VERSION) return null;
  if (typeof type !== 'string' || type.length > TYPE_MAX) return null;
  const keys = Object.keys(data);
  const only = (allowed: readonly string[]): boolean => keys.every((k) => allowed.includes(k));
  switch (type) {
    case 'status':
      return only(['protocol', 'version', 'type']) ? { type: 'status' } : null;
    case 'newGame': {
      if (!only(['protocol', 'version', 'type', 'seed'])) return null;
      const seed = data.seed;
      if (seed === undefined) return { type: 'newGame' };
      if (typeof seed !== 'string') return null;
      const s = seed.trim();
      if (s.length === 0 || seed.length > COMMAND_SEED_MAX) return null;
      if (/[\u0000-\u001f\u007f-\u009f]/.test(s)) return null;
      return { type: 'newGame', seed: s };
    }
    default:
      return null;
  }
}

/** The part of a window the channel posts to (window.parent in the page, a fake in tests). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The part of a MessageEvent the channel reads. */
export interface IncomingMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

export interface ChannelOptions {
  /** The embedder's declared origin (validated by params.ts), or null: then nothing is sent or accepted. */
  readonly parent: string | null;
  /** The embedding window (`window.parent`), or null when the page is not in a frame. */
  readonly target: MessageTarget | null;
  /** Called for each accepted command. */
  readonly oncommand?: (command: EmbedCommand) => void;
  /** Called for each ignored message, with why. */
  readonly onignore?: (reason: IgnoreReason, counts: IgnoredCounts) => void;
}

/**
 * The embed's end of the protocol: `send` posts to the embedder only, `receive` (a `message`
 * event listener's body) lets through only the embedder's well-formed commands.
 */
export class EmbedChannel {
  readonly parent: string | null;
  readonly #target: MessageTarget | null;
  readonly #oncommand: ((command: EmbedCommand) => void) | undefined;
  readonly #onignore: ((reason: IgnoreReason, counts: IgnoredCounts) => void) | undefined;
  #ignored: Record<IgnoreReason, number> = { origin: 0, source: 0, shape: 0 };

  constructor(options: ChannelOptions) {
    this.parent = options.parent;
    this.#target = options.target;
    this.#oncommand = options.oncommand;
    this.#onignore = options.onignore;
  }

  /** Whether messages go anywhere: a declared origin and an embedding window. */
  get open(): boolean {
    return this.parent !== null && this.#target !== null;
  }

  get ignored(): IgnoredCounts {
    return { ...this.#ignored };
  }

  /**
   * Posts `event` to the embedder with its declared origin as targetOrigin (the browser drops it
   * if the embedding page is of another origin). False when the channel is closed or the post failed.
   */
  send(event: EmbedEvent): boolean {
    if (this.parent === null || this.#target === null) return false;
    const message: EmbedMessage = { protocol: EMBED_PROTOCOL, version: EMBED_VERSION, ...event };
    try {
      // A plain-JSON copy: the page's reactive proxies cannot be structured-cloned.
      this.#target.postMessage(JSON.parse(JSON.stringify(message)) as unknown, this.parent);
      return true;
    } catch {
      return false;
    }
  }

  /** Checks one incoming message: the embedder's command, or null (ignored and counted). */
  receive(event: IncomingMessage): EmbedCommand | null {
    if (this.parent === null || this.#target === null) return this.#ignore('origin');
    if (event.origin !== this.parent) return this.#ignore('origin');
    if (event.source !== this.#target) return this.#ignore('source');
    const command = parseCommand(event.data);
    if (command === null) return this.#ignore('shape');
    this.#oncommand?.(command);
    return command;
  }

  #ignore(reason: IgnoreReason): null {
    this.#ignored[reason]++;
    this.#onignore?.(reason, this.ignored);
    return null;
  }
}

/** The `over` message's result: the engine's `result()` with each player's name, as plain data. */
export function resultMessage(result: GameResult, name: (seat: Seat) => string): { winners: Seat[]; players: EmbedResultPlayer[] } {
  return {
    winners: [...result.winners],
    players: result.players.map((p) => ({
      seat: p.seat,
      name: name(p.seat),
      rank: p.rank,
      score: p.score,
      breakdown: p.breakdown.map((b) => ({ category: b.category, label: b.label, points: b.points })),
      tiebreak: [...p.tiebreak]
    }))
  };
}
