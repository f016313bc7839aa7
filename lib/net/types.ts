/**
 * Vocabulary of the network layer (STYLE.md habit 2): `as const` tuples first, unions derived
 * from them, then the plain shapes shared by the protocol, the sessions and the transports.
 */
import type { OptionValues, Seat } from '../core/types';

/** Bumped on any change to the wire format; a peer speaking another version is rejected. */
export const PROTOCOL_VERSION = 1;

/** Hard cap on one message as sent on the wire (UTF-8 bytes of the JSON text). */
export const MAX_MESSAGE_BYTES = 65536;

/** Most seats any game has (Clash of Cultures: 4; 7 Wonders: 7); the wire caps at this. */
export const MAX_SEATS = 8;

export const TRANSPORT_KINDS = ['memory', 'broadcast', 'peerjs', 'manual'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/**
 * What the room screen shows. `closed` is terminal: this peer left, or the session was shut.
 * `paused-desync`: a state hash disagreed; the game waits for the resync from the host's log.
 */
export const STATUSES = ['lobby', 'starting', 'playing', 'paused-desync', 'reconnecting', 'finished', 'closed'] as const;
export type Status = (typeof STATUSES)[number];

export const ROLES = ['host', 'guest'] as const;
export type Role = (typeof ROLES)[number];

/** A coded problem (STYLE.md habit 4): a stable `code`, a message a person can read, and data. */
export interface NetError {
  readonly code: string;
  readonly message: string;
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
}

export type Result<T = void> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: NetError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const okVoid: Result<void> = { ok: true, value: undefined };
export const fail = (code: string, message: string, data?: NetError['data']): { ok: false; error: NetError } => ({
  ok: false,
  error: data ? { code, message, data } : { code, message }
});

/** The game a room plays; fixed once the game starts. */
export interface RoomConfig {
  readonly game: string;
  /** The engine version every peer must run: lockstep replays only on identical rules. */
  readonly version: number;
  readonly players: number;
  readonly options: OptionValues;
}

/** One seat in the room. `pid` is the public id of a person (sha256 of their secret token). */
export type SeatInfo =
  | { readonly kind: 'open' }
  | { readonly kind: 'human'; readonly name: string; readonly pid: string; readonly addr: string | null; readonly connected: boolean }
  | { readonly kind: 'bot'; readonly name: string; readonly bot: string; readonly level: number };

/** A person in the room without a seat (the seats were full when they came). */
export interface Member {
  readonly name: string;
  readonly pid: string;
  readonly addr: string | null;
}

/** Everything about the room that the host publishes to every peer. */
export interface Roster {
  /** Increases by one at every host migration. */
  readonly epoch: number;
  readonly host: string;
  readonly hostAddr: string;
  readonly status: Status;
  readonly config: RoomConfig;
  /** Set once every participant has revealed its contribution. */
  readonly seed: string | null;
  readonly seats: readonly SeatInfo[];
  readonly waiting: readonly Member[];
}

export interface SeatedHuman {
  readonly seat: Seat;
  readonly info: Extract<SeatInfo, { kind: 'human' }>;
}
