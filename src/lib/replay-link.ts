/**
 * "Share replay": a finished game as a link. The match record (and its title) is packed — deflate
 * + base64url, `$engine/net/packed` — into the fragment of the replay page's address
 * (`replay/#r=<code>`), so the link carries the whole game and no server sees it. Opening one
 * unpacks it within a size cap and checks it with `parseMatch` before anything replays it; the
 * replay viewer then shows it and offers to save it into My games. Only finished games are
 * shared: a running game's log would show every hidden hand.
 */
import { parseMatch, type MatchRecord } from '$engine/core/match';
import type { GameHeader } from '$engine/core/types';
import { packText, unpackText } from '$engine/net/packed';

const FORMAT = 'euro-table/shared-replay';
/** The fragment key: `#r=<code>`. */
export const REPLAY_FRAGMENT = 'r';
/** Most characters a code may have (a long game of Clash of Cultures packs to a few tens of KB). */
export const MAX_REPLAY_CODE = 400_000;
/** Most bytes a code may unpack to. */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;
const MAX_TITLE = 120;

export interface SharedReplay {
  readonly title: string;
  readonly match: MatchRecord;
}

export interface ReplayLinkError {
  /** `share/not-a-link`, `packed/*` (from unpacking), `share/bad-json`, `share/format`, `match/*` (parseMatch's). */
  readonly code: string;
  readonly message: string;
}

/**
 * The code of a finished match (call only for finished games). People's seats travel as remote
 * ones: whoever opens the link did not play them on their device.
 */
export function replayCode(match: MatchRecord, title: string): string {
  const seats = match.seats.map((s) => (s.kind === 'human' ? { kind: 'remote' as const, name: s.name } : s));
  return packText(JSON.stringify({ format: FORMAT, version: 1, title: title.slice(0, MAX_TITLE), match: { ...match, seats } }));
}

/** The replay page's address for a code: `base` is the page (`resolve('/replay/')`, or a full URL). */
export function replayLink(base: string, code: string): string {
  return `${base}#${REPLAY_FRAGMENT}=${code}`;
}

/** The code in an address fragment (`#r=…`, with or without the `#`), or null when there is none. */
export function codeInFragment(hash: string): string | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const prefix = `${REPLAY_FRAGMENT}=`;
  return h.startsWith(prefix) ? h.slice(prefix.length) : null;
}

/** Reads a code from a link. A damaged, oversized or foreign code gets a coded error, never an exception. */
export function parseReplayCode(code: string, games: readonly GameHeader[]): { ok: true; value: SharedReplay } | { ok: false; error: ReplayLinkError } {
  const fail = (c: string, message: string) => ({ ok: false as const, error: { code: c, message } });
  if (code.length === 0) return fail('share/not-a-link', 'The link holds no game.');
  const text = unpackText(code, { maxPacked: MAX_REPLAY_CODE, maxBytes: MAX_REPLAY_BYTES });
  if (!text.ok) return fail(text.error.code, text.error.message);
  let raw: unknown;
  try {
    raw = JSON.parse(text.value);
  } catch {
    return fail('share/bad-json', 'The link’s game is not readable.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('share/format', 'The link does not hold a shared game.');
  const r = raw as Record<string, unknown>;
  if (r.format !== FORMAT || r.version !== 1) return fail('share/format', 'The link does not hold a shared game of this site (or one made by a newer version).');
  if (typeof r.title !== 'string' || r.title.length > MAX_TITLE) return fail('share/format', 'The link’s title is not readable.');
  const m = parseMatch(r.match, games);
  if (!m.ok) return fail(m.error.code, m.error.message);
  return { ok: true, value: { title: r.title, match: m.value } };
}
