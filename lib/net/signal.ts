/**
 * The manual connection code: one side's complete SDP (non-trickle: every ICE candidate is in
 * it), as text to copy and paste. Format: "ET1." + base64url(JSON). Plain base64 of JSON for
 * now; an offer is about 1–2 KB of text. (`fflate` would shrink it by about half; not installed.)
 */
import { literal, nat, object, text } from './schema';
import { fail, ok, type Result } from './types';

export interface Signal {
  readonly kind: 'offer' | 'answer';
  /** The sender's address (becomes its peer id on the other side). */
  readonly from: string;
  /** Which offer an answer belongs to (the host may have several out). */
  readonly ref: number;
  readonly sdp: string;
}

const PREFIX = 'ET1.';
const MAX_CODE = 32768;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const check = object({ kind: literal('offer', 'answer'), from: text(128, 1), ref: nat, sdp: text(20000, 1) });

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
  return PREFIX + toBase64Url(new TextEncoder().encode(JSON.stringify({ kind: sig.kind, from: sig.from, ref: sig.ref, sdp: sig.sdp })));
}

/** Reads a pasted code. Whitespace and line breaks (from chat apps) are ignored. */
export function decodeSignal(code: string): Result<Signal> {
  let s = '';
  for (const ch of code) if (ch !== ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') s += ch;
  if (s.length > MAX_CODE) return fail('signal/too-long', 'That code is too long to be a connection code.');
  if (!s.startsWith(PREFIX)) return fail('signal/not-a-code', 'That is not a connection code (it should start with "ET1.").');
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
