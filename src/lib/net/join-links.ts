/**
 * The addresses people share to join a room, built from the page's own location (so they work
 * under any sub-path and inside an iframe's site): the room link (`?join=<CODE>` plus how to
 * connect: `via=`, `broker=`, `ice=`), and the invitation link of a manual connection code, which
 * opens the join page with the code filled in (`?manual` plus `ice=`, the code in the fragment so
 * static hosts never log it: `#invite=<code>`).
 */
import { brokerToParam, isDefaultBroker, type TransportPlan } from './transports';
import { ICE_PARAM, iceToParam } from './ice-link';

export const INVITE_FRAGMENT = 'invite=';

/** `roomPage` is the absolute URL of the room page (e.g. https://club.example/games/room/). */
export function roomLink(roomPage: string, room: string, plan: TransportPlan): string {
  const q = new URLSearchParams({ join: room });
  if (plan.via !== 'peerjs') q.set('via', plan.via);
  else {
    if (!isDefaultBroker(plan.broker)) q.set('broker', brokerToParam(plan.broker));
    q.set(ICE_PARAM, iceToParam(plan.iceServers));
  }
  return `${roomPage}?${q}`;
}

/** The join page with an invitation code filled in (what the invitation's QR code opens). */
export function inviteLink(roomPage: string, code: string, plan: TransportPlan): string {
  const q = plan.via === 'manual' ? `manual&${ICE_PARAM}=${iceToParam(plan.iceServers)}` : 'manual';
  return `${roomPage}?${q}#${INVITE_FRAGMENT}${code}`;
}

/** The invitation code in an address's fragment (`#invite=…`), or null. */
export function inviteFromHash(hash: string): string | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(INVITE_FRAGMENT)) return null;
  const code = h.slice(INVITE_FRAGMENT.length);
  return code === '' ? null : code;
}
