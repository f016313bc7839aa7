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
import { fromBase64Url, packText, toBase64Url, unpackText } from './packed';
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

/** The compressed form (issue 19): "ET3." + base64url(deflate(JSON)); about half as long, so one fits a QR code. */
const PREFIX = 'ET3.';
/** The uncompressed form of the same version-2 code, still read: "ET2." + base64url(JSON). */
const PLAIN_PREFIX = 'ET2.';
const OLD_PREFIX = 'ET1.';
const MAX_CODE = 32768;
/** What a compressed code may unpack to: the checked fields' own limits, JSON-escaped, with room to spare. */
const MAX_JSON_BYTES = 49152;

const check = object({ kind: literal('offer', 'answer'), room: text(32, 1), from: text(128, 1), ref: hex(16), sdp: text(20000, 1) });

const GARBLED = 'The code is garbled; copy it again in full.';

export function encodeSignal(sig: Signal): string {
  return PREFIX + packText(JSON.stringify({ kind: sig.kind, room: sig.room, from: sig.from, ref: sig.ref, sdp: sig.sdp }));
}

/** The code without whitespace and line breaks (chat apps wrap long codes). */
function compact(code: string): string {
  let s = '';
  for (const ch of code) if (ch !== ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') s += ch;
  return s;
}

/** Reads a pasted or scanned code, compressed (ET3) or not (ET2). Whitespace and line breaks are ignored. */
export function decodeSignal(code: string): Result<Signal> {
  const s = compact(code);
  if (s.length > MAX_CODE) return fail('signal/too-long', 'That code is too long to be a connection code.');
  if (s.startsWith(OLD_PREFIX)) return fail('signal/old-code', 'That code was made by an older version of this site: ask for a new one (both pages must load the same version).');
  let json: string;
  if (s.startsWith(PREFIX)) {
    const r = unpackText(s.slice(PREFIX.length), { maxPacked: MAX_CODE, maxBytes: MAX_JSON_BYTES });
    if (!r.ok) return r.error.code === 'packed/too-big' ? fail('signal/too-big', 'That code unpacks to far more than any connection code: it is not one.') : fail('signal/garbled', GARBLED);
    json = r.value;
  } else if (s.startsWith(PLAIN_PREFIX)) {
    const bytes = fromBase64Url(s.slice(PLAIN_PREFIX.length));
    if (!bytes) return fail('signal/garbled', GARBLED);
    try {
      json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return fail('signal/garbled', GARBLED);
    }
  } else {
    return fail('signal/not-a-code', `That is not a connection code (it should start with "${PREFIX}").`);
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('signal/garbled', GARBLED);
  }
  const bad = check(value, 'code');
  return bad ? fail('signal/garbled', `The code is not a valid connection code (${bad}).`) : ok(value as Signal);
}

/** The uncompressed (ET2) form of a code, as older pages of this version made it (tests; reading stays supported). */
export function encodePlainSignal(sig: Signal): string {
  return PLAIN_PREFIX + toBase64Url(new TextEncoder().encode(JSON.stringify({ kind: sig.kind, room: sig.room, from: sig.from, ref: sig.ref, sdp: sig.sdp })));
}
