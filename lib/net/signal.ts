/**
 * The manual connection code: one side's complete SDP (non-trickle: every ICE candidate is in
 * it), as text to copy and paste. Format: "ET2." + base64url(JSON). Plain base64 of JSON for
 * now; an offer is about 1–2 KB of text. (`fflate` would shrink it by about half; not installed.)
 *
 * Version 2 names the room and gives each invitation a random id, so a code from another room,
 * or an answer to another invitation (an older one, or one made before the host's page was
 * reloaded), is told apart from the right one and refused with a message that says which.
 * Version 1 codes (no room, invitation numbers restarting at 1 on every page) are refused as old.
 */
import { hex, literal, object, text } from './schema';
import { fail, ok, type Result } from './types';

export interface Signal {
  readonly kind: 'offer' | 'answer';
  /** The room code (e.g. K3M9QX2P). */
  readonly room: string;
  /** The sender's address (becomes its peer id on the other side). */
  readonly from: string;
  /** The invitation: an offer's random id, which its answer repeats (the host may have several out). */
  readonly ref: string;
  readonly sdp: string;
}

const PREFIX = 'ET2.';
const OLD_PREFIX = 'ET1.';
const MAX_CODE = 32768;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const check = object({ kind: literal('offer', 'answer'), room: text(32, 1), from: text(128, 1), ref: hex(16), sdp: text(20000, 1) });

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2]! : 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64.charAt((n >> 18) & 63) + B64.charAt((n >> 12) & 63);
    if (i + 1 < bytes.length) out += B64.charAt((n >> 6) & 63);
    if (i + 2 < bytes.length) out += B64.charAt(n & 63);
  }
  return out;
}

function fromBase64Url(s: string): Uint8Array | null {
  if (s.length % 4 === 1) return null;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 255);
    }
  }
  return Uint8Array.from(out);
}

export function encodeSignal(sig: Signal): string {
  return PREFIX + toBase64Url(new TextEncoder().encode(JSON.stringify({ kind: sig.kind, room: sig.room, from: sig.from, ref: sig.ref, sdp: sig.sdp })));
}

/** Reads a pasted code. Whitespace and line breaks (from chat apps) are ignored. */
export function decodeSignal(code: string): Result<Signal> {
  let s = '';
  for (const ch of code) if (ch !== ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') s += ch;
  if (s.length > MAX_CODE) return fail('signal/too-long', 'That code is too long to be a connection code.');
  if (s.startsWith(OLD_PREFIX)) return fail('signal/old-code', 'That code was made by an older version of this site: ask for a new one (both pages must load the same version).');
  if (!s.startsWith(PREFIX)) return fail('signal/not-a-code', `That is not a connection code (it should start with "${PREFIX}").`);
  const bytes = fromBase64Url(s.slice(PREFIX.length));
  if (!bytes) return fail('signal/garbled', 'The code is garbled; copy it again in full.');
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('signal/garbled', 'The code is garbled; copy it again in full.');
  }
  const bad = check(value, 'code');
  return bad ? fail('signal/garbled', `The code is not a valid connection code (${bad}).`) : ok(value as Signal);
}
