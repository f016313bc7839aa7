/**
 * The wire protocol: every message is one JSON object
 *   { v: PROTOCOL_VERSION, t: <type>, room: <room code>, from: <sender address>, n: <link seq>, ...body }
 * `n` numbers the sender's messages on one link from 1 upward (0 for the unsequenced `ack` and
 * `reject`). See docs/protocol.md for the order of events.
 *
 * `parseMessage` is the one gate for untrusted text (STYLE.md habit 3): it returns a typed
 * message or a coded rejection, and never throws. `makeMessage` is its inverse; the round trip
 * is tested for every type.
 */
import type { Action, Seat } from '../core/types';
import type { LogItem } from '../core/match';
import { MAX_MESSAGE_BYTES, MAX_SEATS, PROTOCOL_VERSION, STATUSES, fail, type Result, type Roster } from './types';
import { action, below, bool, flatRecord, hex, isPlainObject, list, literal, nat, nullable, object, tagged, text, type Check, type Shape } from './schema';

// ---------- field vocabulary ----------

const seat = below(MAX_SEATS);
const pid = hex(16);
const stateHash = hex(16);
const sha = hex(64);
const salt = hex(32);
const name = text(40);
const addr = text(128, 1);
/** Log items per `sync` chunk: the sender also splits by size, this only bounds the list. */
export const MAX_SYNC_ITEMS = 1000;
/** A packed scene travels in at most this many parts of at most MAX_SCENE_PART characters. */
export const MAX_SCENE_PARTS = 32;
export const MAX_SCENE_PART = 48_000;

export const logItem = object({ seat, action });

export const rosterCheck: Check = object({
  epoch: nat,
  host: pid,
  hostAddr: addr,
  status: literal(...STATUSES),
  config: object({ game: text(40, 1), version: nat, players: below(MAX_SEATS + 1), options: flatRecord(32, 64) }),
  seed: nullable(hex(32)),
  seats: list(
    tagged('kind', {
      open: {},
      human: { name, pid, addr: nullable(addr), connected: bool },
      bot: { name, bot: text(20, 1), level: nat }
    }),
    MAX_SEATS
  ),
  waiting: list(object({ name, pid, addr: nullable(addr) }), 16)
});

// ---------- messages ----------

/** Body of every message type, by `t`. */
export interface Bodies {
  /** Receipt: every sequenced message up to `upto` arrived. Unsequenced (n = 0). */
  ack: { upto: number };
  /** Your message `ref` (its n, or null when it had none) was refused. Unsequenced. */
  reject: { ref: number | null; about: string | null; code: string; message: string; hint: string | null };
  /** Guest → host: let me in. `token` is my secret; `have` my saved log (for catch-up). */
  join: { name: string; token: string; have: { len: number; hash: string } | null };
  /** Host → guest: you are in, as `pid`. */
  welcome: { pid: string; roster: Roster };
  /** Host → all: the room changed. */
  roster: { roster: Roster };
  /** Guest → host (lobby): I would like this seat. */
  seat: { seat: Seat };
  /** Either way: I am leaving on purpose. */
  bye: Record<never, never>;
  /** Host → all: the game starts; these people commit a random contribution. */
  seedStart: { participants: string[] };
  /** Participant → host: sha256 of my contribution. */
  seedCommit: { hash: string };
  /** Host → all: every participant has committed. Reveal now. */
  seedOpen: { commits: { pid: string; hash: string }[] };
  /** Participant → host: my contribution. */
  seedReveal: { value: string };
  /** Host → all: every contribution; each peer checks them and derives the seed. */
  seedDone: { reveals: { pid: string; value: string }[] };
  /** Guest → host: my seat's action, on the state after log item i-1. */
  propose: { i: number; seat: Seat; action: Action };
  /**
   * Host → all: log items i, i+1, … — one sequential action, or every choice of a simultaneous
   * step at once (so no peer ever holds half a step). `salt` opens a choice's commitment; `hash`
   * is the state after the last item.
   */
  act: { i: number; items: ActItem[]; hash: string };
  /** Guest → host: my hidden choice for the simultaneous step that starts at log index i. */
  commit: { i: number; seat: Seat; hash: string };
  /** Host → all: these seats have committed for step i. */
  committed: { i: number; seats: Seat[] };
  /** Host → all: every pending seat has committed; reveal. */
  open: { i: number; commits: { seat: Seat; hash: string }[] };
  /** Guest → host: my choice and salt for step i. */
  reveal: { i: number; seat: Seat; action: Action; salt: string };
  /** Guest → host: my state hash after log item i-1 (i = my log length). */
  hash: { i: number; hash: string };
  /** Guest → host: my state after log item i-1 disagrees with yours. */
  desync: { i: number; hash: string };
  /** Host → all: play stops (a peer is being resynced). */
  pause: { reason: string; seat: Seat | null };
  /** Host → all: play goes on. */
  resume: Record<never, never>;
  /** Either way: send me your log from index `start`. */
  need: { start: number };
  /**
   * Either way: log items start..start+items.length-1 of a log of `total` items. `base` (first
   * chunk) is the sender's state hash before item `start`: a receiver whose own prefix differs
   * asks for the whole log instead. `hash` (last chunk) is the state after all of them.
   */
  sync: { start: number; total: number; base: string | null; items: LogItem[]; hash: string | null };
  /** Guest → host: I rebuilt my state from your log; here is my length and hash. */
  resynced: { len: number; hash: string };
  /** Watcher → host: let me watch (public information only; never a seat). */
  watch: { name: string };
  /**
   * Host → watcher: part `part` (0-based) of `parts` of one packed scene (watch.ts): what everyone
   * may see at log length `i`. A watcher never gets the seed, the actions or a seat's view.
   */
  scene: { i: number; part: number; parts: number; data: string };
  /** Host → players: whether the room admits watchers, and how many watch now. */
  watchers: { open: boolean; count: number };
}

export interface ActItem {
  seat: Seat;
  action: Action;
  salt: string | null;
}

export type MessageType = keyof Bodies;
export type Message = { [T in MessageType]: { t: T } & Bodies[T] }[MessageType];
export type MessageOf<T extends MessageType> = { t: T } & Bodies[T];
export interface Envelope {
  readonly v: number;
  readonly room: string;
  readonly from: string;
  readonly n: number;
}
export type Wire = Envelope & Message;

const BODY_SHAPES: { readonly [T in MessageType]: Shape } = {
  ack: { upto: nat },
  reject: { ref: nullable(nat), about: nullable(text(16)), code: text(64, 1), message: text(300), hint: nullable(addr) },
  join: { name, token: hex(32), have: nullable(object({ len: nat, hash: stateHash })) },
  welcome: { pid, roster: rosterCheck },
  roster: { roster: rosterCheck },
  seat: { seat },
  bye: {},
  seedStart: { participants: list(pid, MAX_SEATS) },
  seedCommit: { hash: sha },
  seedOpen: { commits: list(object({ pid, hash: sha }), MAX_SEATS) },
  seedReveal: { value: sha },
  seedDone: { reveals: list(object({ pid, value: sha }), MAX_SEATS) },
  propose: { i: nat, seat, action },
  act: { i: nat, items: list(object({ seat, action, salt: nullable(salt) }), MAX_SEATS), hash: stateHash },
  commit: { i: nat, seat, hash: sha },
  committed: { i: nat, seats: list(seat, MAX_SEATS) },
  open: { i: nat, commits: list(object({ seat, hash: sha }), MAX_SEATS) },
  reveal: { i: nat, seat, action, salt },
  hash: { i: nat, hash: stateHash },
  desync: { i: nat, hash: stateHash },
  pause: { reason: text(32, 1), seat: nullable(seat) },
  resume: {},
  need: { start: nat },
  sync: { start: nat, total: nat, base: nullable(stateHash), items: list(logItem, MAX_SYNC_ITEMS), hash: nullable(stateHash) },
  resynced: { len: nat, hash: stateHash },
  watch: { name },
  scene: { i: nat, part: below(MAX_SCENE_PARTS), parts: below(MAX_SCENE_PARTS + 1), data: text(MAX_SCENE_PART, 1) },
  watchers: { open: bool, count: nat }
};

export const MESSAGE_TYPES = Object.keys(BODY_SHAPES) as MessageType[];

/** Messages that only the host sends (a guest receiving them from anyone else rejects them). */
export const FROM_HOST: ReadonlySet<MessageType> = new Set<MessageType>([
  'welcome', 'roster', 'seedStart', 'seedOpen', 'seedDone', 'act', 'committed', 'open', 'pause', 'resume', 'scene', 'watchers'
]);
/** Messages that only a host accepts. */
export const TO_HOST: ReadonlySet<MessageType> = new Set<MessageType>([
  'join', 'seat', 'seedCommit', 'seedReveal', 'propose', 'commit', 'reveal', 'hash', 'desync', 'resynced', 'watch'
]);
/** Unsequenced messages (n = 0): receipts and refusals, never themselves acknowledged. */
export const UNSEQUENCED: ReadonlySet<MessageType> = new Set<MessageType>(['ack', 'reject']);

const ENVELOPE_KEYS = ['v', 't', 'room', 'from', 'n'];
for (const [t, shape] of Object.entries(BODY_SHAPES)) {
  for (const k of Object.keys(shape)) if (ENVELOPE_KEYS.includes(k)) throw new Error(`protocol: "${t}" body field "${k}" clashes with the envelope`);
}

const CHECKS: { readonly [T in MessageType]: Check } = Object.fromEntries(
  MESSAGE_TYPES.map((t) => [t, object({ v: nat, t: literal(t), room: text(32, 1), from: addr, n: nat, ...BODY_SHAPES[t] })])
) as { [T in MessageType]: Check };

// ---------- parse / make ----------

/** Protocol-level rejection codes (the session adds its own semantic codes). */
export const WIRE_CODES = {
  notText: 'msg/not-text',
  tooBig: 'msg/too-big',
  badJson: 'msg/bad-json',
  notObject: 'msg/not-object',
  badVersion: 'msg/bad-version',
  unknownType: 'msg/unknown-type',
  badField: 'msg/bad-field',
  badSeq: 'msg/bad-seq'
} as const;

let encoder: TextEncoder | null = null;
/** True when the UTF-8 encoding of `s` fits the message cap (no allocation for short texts). */
export function fitsCap(s: string): boolean {
  if (s.length > MAX_MESSAGE_BYTES) return false;
  if (s.length * 3 <= MAX_MESSAGE_BYTES) return true;
  encoder ??= new TextEncoder();
  return encoder.encode(s).length <= MAX_MESSAGE_BYTES;
}

/** Validates one received text. Never throws. */
export function parseMessage(raw: unknown): Result<Wire> {
  if (typeof raw !== 'string') return fail(WIRE_CODES.notText, 'A message must be JSON text.');
  if (!fitsCap(raw)) {
    return fail(WIRE_CODES.tooBig, `A message may be at most ${MAX_MESSAGE_BYTES} bytes.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fail(WIRE_CODES.badJson, 'The message is not valid JSON.');
  }
  if (!isPlainObject(value)) return fail(WIRE_CODES.notObject, 'A message must be a JSON object.');
  if (value.v !== PROTOCOL_VERSION) {
    return fail(WIRE_CODES.badVersion, `This site speaks protocol version ${PROTOCOL_VERSION}; the other peer sent ${String(value.v).slice(0, 10)}. Both must load the same version of the site.`);
  }
  const t = value.t;
  if (typeof t !== 'string' || !Object.hasOwn(CHECKS, t)) return fail(WIRE_CODES.unknownType, `Unknown message type "${String(t).slice(0, 20)}".`);
  const bad = CHECKS[t as MessageType](value, t);
  if (bad) return fail(WIRE_CODES.badField, `Malformed "${t}" message: ${bad}.`, { type: t });
  const unsequenced = UNSEQUENCED.has(t as MessageType);
  if (unsequenced !== (value.n === 0)) return fail(WIRE_CODES.badSeq, unsequenced ? `"${t}" must have n = 0.` : `"${t}" must have n ≥ 1.`, { type: t });
  return { ok: true, value: value as unknown as Wire };
}

/** Encodes a message. Throws if the result would break the size cap (a bug: chunk first). */
export function makeMessage(env: Omit<Envelope, 'v'>, msg: Message): string {
  const textOut = JSON.stringify({ v: PROTOCOL_VERSION, ...msg, room: env.room, from: env.from, n: env.n });
  if (!fitsCap(textOut)) throw new RangeError(`makeMessage: "${msg.t}" is over ${MAX_MESSAGE_BYTES} bytes`);
  return textOut;
}
