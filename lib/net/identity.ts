/**
 * Names and secrets: room codes, peer addresses, player tokens, commitments and the seed.
 * Entropy is injected (`Random`), never read from a global, so lib/ stays deterministic.
 */
import { canonicalJson, sha256Hex } from '../core/hash';
import type { Action, Seat } from '../core/types';

/** Fills `n` bytes with cryptographic randomness (the app passes crypto.getRandomValues). */
export type Random = (n: number) => Uint8Array;

const HEX = '0123456789abcdef';
export function bytesToHexString(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += HEX.charAt(b >> 4) + HEX.charAt(b & 15);
  return s;
}

export function randomHex(random: Random, bytes: number): string {
  const b = random(bytes);
  if (b.length !== bytes) throw new RangeError(`random(${bytes}) returned ${b.length} bytes`);
  return bytesToHexString(b);
}

/** Crockford base 32: no I, L, O, U; easy to read aloud and type. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ROOM_CODE_LENGTH = 8;

/** A fresh room code: 8 Crockford characters (40 bits), e.g. "K3M9QX2P". */
export function makeRoomCode(random: Random): string {
  const b = random(5);
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const byte of b) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD.charAt((acc >> bits) & 31);
    }
    acc &= (1 << bits) - 1;
  }
  return out;
}

/** Reads a typed room code: case, spaces and dashes are ignored, O→0 and I/L→1. Null if it is not one. */
export function parseRoomCode(input: string): string | null {
  let out = '';
  for (const ch of input.toUpperCase()) {
    if (ch === ' ' || ch === '-') continue;
    const c = ch === 'O' ? '0' : ch === 'I' || ch === 'L' ? '1' : ch;
    if (!CROCKFORD.includes(c)) return null;
    out += c;
  }
  return out.length === ROOM_CODE_LENGTH ? out : null;
}

/** "K3M9-QX2P" for showing. */
export const formatRoomCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The address a room's host listens at (PeerJS id, BroadcastChannel name): derived from the code, so a link needs nothing else. */
export const roomAddress = (code: string): string => `euro-table-${code.toLowerCase()}`;

/** A person's secret (kept by the app with the saved match) and the public id derived from it. */
export const makeToken = (random: Random): string => randomHex(random, 16);
export const pidOf = (token: string): string => sha256Hex(`euro-table/pid/${token}`).slice(0, 16);

/**
 * A guest's address in a room, derived from the room code and the person's pid: the same after
 * a page reload (the token is saved with the match), so everyone's saved roster still finds them
 * after a reload or a host migration.
 */
export const personAddress = (code: string, pid: string): string => `${roomAddress(code)}-${pid}`;

// ---------- commitments ----------

export const seedCommitment = (room: string, pid: string, value: string): string => sha256Hex(canonicalJson({ k: 'seed', room, pid, value }));

/** The seed: a hash over every participant's revealed contribution, in pid order. */
export function deriveSeed(room: string, reveals: readonly { pid: string; value: string }[]): string {
  const sorted = reveals.map((r) => ({ pid: r.pid, value: r.value })).sort((a, b) => (a.pid < b.pid ? -1 : a.pid > b.pid ? 1 : 0));
  return sha256Hex(canonicalJson({ k: 'seed', room, reveals: sorted })).slice(0, 32);
}

export const actionCommitment = (room: string, i: number, seat: Seat, action: Action, salt: string): string =>
  sha256Hex(canonicalJson({ k: 'act', room, i, seat, action, salt }));
