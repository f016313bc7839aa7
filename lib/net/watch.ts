/**
 * What a watcher sees: the scene. A watcher (a spectator in a room) gets from the host only what
 * everyone may see — the public view (`game.view(state, null)`), the public log lines
 * (`describe()`, public by convention), the seats' names, whose turn it is, who has committed,
 * the result — and, once the game is over (nothing is hidden any more), the whole match for its
 * replay. Never, while the game runs, the seed, an action or a seat's own view: with the seed and
 * the actions it could replay every hidden hand.
 *
 * A scene is plain JSON, packed (deflate + base64url, packed.ts) and cut into `scene` messages of
 * at most MAX_SCENE_PART characters each. The watcher reassembles the parts, unpacks them within
 * a size cap and checks the result strictly here (`parseScene`) before anything reads it.
 */
import { jsonBounds } from '../core/json';
import { parseMatch, type MatchRecord, type SeatSpec } from '../core/match';
import type { GameHeader, GameResult, LogEntry, Seat } from '../core/types';
import { MAX_SCENE_PART, MAX_SCENE_PARTS } from './protocol';
import { packText, unpackText } from './packed';
import { bool, below, isPlainObject, list, literal, nat, nullable, object, tagged, text, flatRecord, type Check } from './schema';
import { MAX_SEATS, STATUSES, fail, ok, type Result, type RoomConfig, type SeatInfo, type Status } from './types';

/** A seat as watchers see it: names and kinds, and a person's address (to find the host again); never a token. */
export type PublicSeat =
  | { readonly kind: 'open' }
  | { readonly kind: 'human'; readonly name: string; readonly connected: boolean; readonly addr: string | null }
  | { readonly kind: 'bot'; readonly name: string; readonly bot: string; readonly level: number };

export interface Scene {
  /** The log length this scene shows (0 before the first action). */
  readonly i: number;
  readonly status: Status;
  readonly config: RoomConfig;
  readonly seats: readonly PublicSeat[];
  /** Seats that must decide now (empty before and after the game). */
  readonly pending: readonly Seat[];
  /** In a simultaneous step: the seats that have committed their hidden choice. */
  readonly committed: readonly Seat[];
  /** The public view (`game.view(state, null)`) at log length `i`; null before the game. */
  readonly view: unknown;
  /** `lines[0]` is the log line of item `from`: 0 replaces every line, else they follow the last scene's. */
  readonly from: number;
  readonly lines: readonly LogEntry[];
  readonly result: GameResult | null;
  /** The whole match (seed and actions), only once the game is over. */
  readonly match: MatchRecord | null;
  /** How many people watch the room now (this watcher included). */
  readonly watchers: number;
}

/** Most watchers one room admits. */
export const MAX_WATCHERS = 16;
/** Most bytes a scene may unpack to. */
export const MAX_SCENE_BYTES = 4 * 1024 * 1024;
/** A public view may nest this deep and hold this many values. */
const VIEW_LIMITS = { maxDepth: 32, maxNodes: 1_000_000 } as const;
const MAX_LINES = 100_000;

/** The match record's seats as a watcher knows them: people as remote seats, bots as bots, open seats nameless. */
export function watcherSeatSpecs(seats: readonly (SeatInfo | PublicSeat)[]): SeatSpec[] {
  return seats.map((x): SeatSpec => {
    switch (x.kind) {
      case 'human':
        return { kind: 'remote', name: x.name };
      case 'bot':
        return { kind: 'bot', name: x.name, bot: x.bot, level: x.level };
      case 'open':
        return { kind: 'remote', name: '' };
    }
  });
}

/** The seats as watchers may see them. */
export function publicSeats(seats: readonly SeatInfo[]): PublicSeat[] {
  return seats.map((x): PublicSeat => {
    switch (x.kind) {
      case 'open':
        return { kind: 'open' };
      case 'human':
        return { kind: 'human', name: x.name, connected: x.connected, addr: x.addr };
      case 'bot':
        return { kind: 'bot', name: x.name, bot: x.bot, level: x.level };
    }
  });
}

/** The packed scene, cut into message-sized parts; null when it needs more than MAX_SCENE_PARTS. */
export function packScene(scene: Scene): string[] | null {
  const packed = packText(JSON.stringify(scene));
  const parts: string[] = [];
  for (let at = 0; at < packed.length; at += MAX_SCENE_PART) parts.push(packed.slice(at, at + MAX_SCENE_PART));
  return parts.length <= MAX_SCENE_PARTS ? parts : null;
}

// ---------------------------------------------------------------- checks

const seat = below(MAX_SEATS);
const num: Check = (v, p) => (typeof v === 'number' && Number.isFinite(v) ? null : `${p}: expected a number`);
const name = text(40);

const publicSeat = tagged('kind', {
  open: {},
  human: { name, connected: bool, addr: nullable(text(128, 1)) },
  bot: { name, bot: text(20, 1), level: nat }
});

/** A log line's params: a flat record of text, numbers, true/false or null. */
const params: Check = (v, p) => {
  if (!isPlainObject(v)) return `${p}: expected an object`;
  const keys = Object.keys(v);
  if (keys.length > 64) return `${p}: too many keys`;
  for (const key of keys) {
    const x = v[key];
    if (key.length > 64) return `${p}: key too long`;
    if (x === null || typeof x === 'boolean') continue;
    if (typeof x === 'number' ? !Number.isFinite(x) : typeof x !== 'string' || x.length > 2000) return `${p}.${key.slice(0, 40)}: expected text, a number, true/false or null`;
  }
  return null;
};

const line = object({ key: text(120, 1), seat: nullable(seat), params, text: text(4000) });

const result = object({
  players: list(
    object({
      seat,
      rank: nat,
      score: num,
      breakdown: list(object({ category: text(64), label: text(200), points: num }), 64),
      tiebreak: list(num, 16)
    }),
    MAX_SEATS
  ),
  winners: list(seat, MAX_SEATS)
});

/** A public view: any JSON the engine made, within bounds (JSON.parse gives nothing else). */
const view: Check = (v, p) => {
  const bad = jsonBounds(v, VIEW_LIMITS);
  return bad ? `${p}: ${bad.kind === 'too-deep' ? 'nested too deep' : 'too large'}` : null;
};

const sceneCheck = object({
  i: nat,
  status: literal(...STATUSES),
  config: object({ game: text(40, 1), version: nat, players: below(MAX_SEATS + 1), options: flatRecord(32, 64) }),
  seats: list(publicSeat, MAX_SEATS),
  pending: list(seat, MAX_SEATS),
  committed: list(seat, MAX_SEATS),
  view,
  from: nat,
  lines: list(line, MAX_LINES),
  result: nullable(result),
  // Checked with parseMatch below.
  match: (v, p) => (v === null || isPlainObject(v) ? null : `${p}: expected a match or null`),
  watchers: nat
});

/**
 * Reads a scene from its reassembled packed text. `games` are the headers a match is checked
 * against. Codes: `scene/packed` (it does not unpack; the unpacker's code in `data.cause`),
 * `scene/bad-json`, `scene/bad-field` (with the path), `scene/bad-match` (parseMatch's code in
 * `data.cause`), `scene/inconsistent` (a match before the game is over, or one that is not this
 * room's game).
 */
export function parseScene(packed: string, games: readonly GameHeader[]): Result<Scene> {
  const unpacked = unpackText(packed, { maxPacked: MAX_SCENE_PARTS * MAX_SCENE_PART, maxBytes: MAX_SCENE_BYTES });
  if (!unpacked.ok) return fail('scene/packed', `The host's scene does not unpack: ${unpacked.error.message}`, { cause: unpacked.error.code });
  let value: unknown;
  try {
    value = JSON.parse(unpacked.value);
  } catch {
    return fail('scene/bad-json', 'The host’s scene is not JSON.');
  }
  const bad = sceneCheck(value, 'scene');
  if (bad) return fail('scene/bad-field', `Malformed scene: ${bad}.`);
  const scene = value as Scene & { match: unknown };
  if (scene.match !== null) {
    if (scene.result === null) return fail('scene/inconsistent', 'The host sent the whole match before the game was over.');
    const m = parseMatch(scene.match, games);
    if (!m.ok) return fail('scene/bad-match', `The finished match cannot be read: ${m.error.message}`, { cause: m.error.code });
    if (m.value.game !== scene.config.game) return fail('scene/inconsistent', 'The finished match is not this room’s game.');
    return ok({ ...scene, match: m.value });
  }
  return ok(scene as Scene);
}

/**
 * Collects a scene's parts as they arrive (the link delivers them in order): part 0 starts a
 * scene, each next part must follow, and the last completes it.
 */
export class SceneParts {
  private parts: string[] = [];
  private i = -1;
  private expected = 0;

  /** The whole packed text once the last part is in; null while parts are missing. */
  add(m: { i: number; part: number; parts: number; data: string }): Result<string | null> {
    if (m.parts < 1 || m.part >= m.parts) return fail('scene/bad-part', `Part ${m.part + 1} of ${m.parts} cannot be.`);
    if (m.part === 0) {
      this.parts = [];
      this.i = m.i;
      this.expected = m.parts;
    } else if (m.i !== this.i || m.parts !== this.expected || m.part !== this.parts.length) {
      this.parts = [];
      this.expected = 0;
      return fail('scene/bad-part', 'A part of a scene came out of order.');
    }
    this.parts.push(m.data);
    if (this.parts.length < this.expected) return ok(null);
    const whole = this.parts.join('');
    this.parts = [];
    this.expected = 0;
    return ok(whole);
  }
}
