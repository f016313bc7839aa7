/**
 * Text packed for links, QR codes and copy-paste: raw deflate (fflate) + base64url, and back.
 *
 * Unpacking is for untrusted input (a pasted code, a scanned QR code, a link parameter): the
 * packed length is bounded, the inflated size is capped while inflating (a zip bomb stops at the
 * cap after inflating at most one small input slice beyond it, never its whole claimed size),
 * and garbage gets a coded error, never an exception.
 */
import { Inflate, deflateSync } from 'fflate';
import { fail, ok, type Result } from './types';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
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

/** null when `s` holds a character outside base64url or has an impossible length. */
export function fromBase64Url(s: string): Uint8Array | null {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array((s.length * 3) >> 2);
  let n = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < s.length; i++) {
    const v = B64.indexOf(s.charAt(i));
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 255;
    }
  }
  return out.subarray(0, n);
}

/** UTF-8 text → deflate (level 9) → base64url. Deterministic: the same text gives the same string. */
export function packText(text: string): string {
  return toBase64Url(deflateSync(new TextEncoder().encode(text), { level: 9 }));
}

export interface UnpackLimits {
  /** Most base64url characters accepted. */
  readonly maxPacked: number;
  /** Most bytes the text may inflate to. */
  readonly maxBytes: number;
}

/** Input is inflated this many bytes at a time, so a bomb is stopped soon after the cap. */
const SLICE = 512;

/**
 * base64url → inflate → UTF-8 text, within `limits`. Codes: `packed/too-long`, `packed/not-base64`,
 * `packed/too-big` (inflates beyond `maxBytes`), `packed/corrupt` (not deflate data, cut short,
 * or not UTF-8 text).
 */
export function unpackText(packed: string, limits: UnpackLimits): Result<string> {
  if (packed.length > limits.maxPacked) return fail('packed/too-long', `The code is longer than ${limits.maxPacked} characters.`);
  const bytes = fromBase64Url(packed);
  if (bytes === null) return fail('packed/not-base64', 'The code contains characters a code never has.');
  const parts: Uint8Array[] = [];
  let size = 0;
  let done = false;
  let tooBig = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > limits.maxBytes) tooBig = true;
    else parts.push(chunk);
    if (final) done = true;
  });
  try {
    for (let i = 0; i < bytes.length && !tooBig; i += SLICE) {
      const end = Math.min(bytes.length, i + SLICE);
      inflater.push(bytes.subarray(i, end), end === bytes.length);
    }
  } catch {
    return fail('packed/corrupt', 'The code is damaged (it does not unpack).');
  }
  if (tooBig) return fail('packed/too-big', `The code unpacks to more than ${limits.maxBytes} bytes.`);
  if (!done) return fail('packed/corrupt', 'The code is cut short (it does not unpack completely).');
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(all));
  } catch {
    return fail('packed/corrupt', 'The code is damaged (it is not text).');
  }
}
