/**
 * The host's STUN/TURN servers carried in a room link (`ice=`), so guests use the host's servers
 * (a club's own TURN server reaches every guest without each of them typing it in Settings).
 *
 * The parameter is the server list as JSON, deflated and base64url'd (lib/net packed.ts). It is
 * untrusted input: its length is bounded, what it unpacks to is capped, and the list must pass
 * the same strict check as an edit in Settings (lib/store `checkIceServers`). A bad one is
 * refused with a coded reason; the page then says so and uses this browser's own servers.
 */
import { unpackText, packText } from '$engine/net';
import { checkIceServers, type IceServer } from '$engine/store';

export const ICE_PARAM = 'ice';
/** Most characters of an `ice=` parameter (8 servers of 4 long URLs with credentials fit easily). */
export const MAX_ICE_PARAM = 4000;
/** Most bytes an `ice=` parameter may unpack to. */
export const MAX_ICE_JSON = 16_384;

export type IceLinkResult = { readonly ok: true; readonly servers: readonly IceServer[] } | { readonly ok: false; readonly code: IceLinkCode; readonly reason: string };
export type IceLinkCode = 'ice/too-long' | 'ice/garbled' | 'ice/invalid';

/** The list with only its meaningful fields, in a fixed order (so equal lists give equal links). */
function plain(servers: readonly IceServer[]): IceServer[] {
  return servers.map((s) => ({ urls: [...s.urls], ...(s.username !== undefined ? { username: s.username } : {}), ...(s.credential !== undefined ? { credential: s.credential } : {}) }));
}

export function iceToParam(servers: readonly IceServer[]): string {
  return packText(JSON.stringify(plain(servers)));
}

export function iceFromParam(param: string): IceLinkResult {
  if (param.length > MAX_ICE_PARAM) return { ok: false, code: 'ice/too-long', reason: `it is longer than ${MAX_ICE_PARAM} characters` };
  const text = unpackText(param, { maxPacked: MAX_ICE_PARAM, maxBytes: MAX_ICE_JSON });
  if (!text.ok) return { ok: false, code: 'ice/garbled', reason: 'it is damaged (cut short or changed)' };
  let value: unknown;
  try {
    value = JSON.parse(text.value);
  } catch {
    return { ok: false, code: 'ice/garbled', reason: 'it is damaged (cut short or changed)' };
  }
  const checked = checkIceServers(value);
  return checked.ok ? { ok: true, servers: checked.value } : { ok: false, code: 'ice/invalid', reason: checked.message };
}

export function sameIceServers(a: readonly IceServer[], b: readonly IceServer[]): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/** "stun:stun.example.org:3478, turn:turn.example.org:3478" — the servers named on screen, without their credentials. */
export function iceLabel(servers: readonly IceServer[]): string {
  return servers.map((s) => s.urls.join(' ')).join(', ');
}
