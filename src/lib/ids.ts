/**
 * Random identifiers made by the UI (never by rules code): fresh seeds and match ids.
 * crypto.getRandomValues works in every context, including plain-http LAN hosts where
 * crypto.randomUUID is unavailable.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (i/l/1, o/0)

export function randomToken(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** A seed a person can read aloud and type: 3 groups of 4. */
export function randomSeed(): string {
  const s = randomToken(12);
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

export function randomMatchId(): string {
  return randomToken(10);
}
