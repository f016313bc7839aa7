/**
 * The message gate: every frame a peer sends passes here before any role sees it. A frame is
 * parsed and validated (protocol.ts), must name the link it came on and this room, and must be
 * the next in its link's sequence; only then does the current role handle it. A refused frame
 * changes nothing, never throws, and its sender is told why (`reject`).
 */
import { parseMessage } from './protocol';
import type { Shared } from './shared';
import { fail, okVoid, type Result } from './types';

/** Handles one frame from the transport peer `from`; counts it as accepted or rejected. */
export function receive(s: Shared, from: string, textIn: unknown): Result {
  if (s.closed) return fail('session/closed', 'This session is closed.');
  let r: Result;
  try {
    r = gate(s, from, textIn);
  } catch (e) {
    r = fail('net/internal', e instanceof Error ? e.message : String(e));
    s.addError(r.error);
  }
  if (r.ok) s.stats.accepted++;
  else s.stats.rejected++;
  s.touch();
  s.flush();
  return r;
}

function gate(s: Shared, from: string, textIn: unknown): Result {
  const p = parseMessage(textIn);
  if (!p.ok) {
    s.reject(from, null, null, p.error);
    return p;
  }
  const m = p.value;
  if (m.from !== from) {
    const r = fail('msg/spoofed-sender', 'The sender field does not match the connection it came on.');
    s.reject(from, m.n || null, m.t, r.error);
    return r;
  }
  if (m.room !== s.room) {
    const r = fail('msg/wrong-room', 'That message is for another room.');
    s.reject(from, m.n || null, m.t, r.error);
    return r;
  }
  if (m.t === 'ack') {
    return m.upto > 0 && s.links.acked(from, m.upto) ? okVoid : fail('seq/bad-ack', 'That acknowledges messages never sent.');
  }
  if (m.t === 'reject') {
    if (!s.links.isUp(from)) return fail('peer/unlinked', 'No link to that peer.');
    return s.role.rejected(from, m);
  }
  switch (s.links.check(from, m.n)) {
    case 'unlinked':
      return fail('peer/unlinked', 'No link to that peer.');
    case 'replayed':
      s.links.reack(from);
      return fail('seq/replayed', `Message ${m.n} was already received.`);
    case 'out-of-order':
      return fail('seq/out-of-order', `Message ${m.n} arrived before the ones it follows.`);
    case 'next':
      break;
  }
  s.links.accept(from, m.n);
  const r = s.role.handle(from, m);
  if (!r.ok) {
    const hint = r.error.data?.hint;
    s.reject(from, m.n, m.t, r.error, typeof hint === 'string' ? hint : null);
  }
  return r;
}
