/**
 * Canonical encoding (RFC 8785: sorted keys) and a 64-bit state hash.
 * The same state gives the same hash in Node, Chromium and any other JS engine.
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('canonicalJson: value cannot be encoded');
  return text;
}

/** First 64 bits of SHA-256 over the canonical encoding, as 16 hex digits. */
export function hashState(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))).subarray(0, 8));
}

/** SHA-256 of a string, full hex (seed commitments and the like). */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
