/**
 * Manual connection codes name their room and invitation (issue 10 item 10): a code from another
 * room, an answer to another invitation (an older one, or one made before the host's page was
 * reloaded), a code of the wrong kind or of the older format is refused with a clear coded
 * message on the page where it is pasted — and the invitations still out stay usable. WebRTC is
 * replaced by a minimal stand-in: only the code handling is under test here (the real exchange
 * runs in Chromium: tests/e2e/net-manual.e2e.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualCodeError, ManualTransport } from './manual';
import { decodeSignal } from './signal';
import { seededRandom } from './testkit';

class FakeChannel {
  readyState = 'connecting';
  addEventListener(): void {}
  send(): void {}
}
class FakePc {
  iceGatheringState = 'complete';
  localDescription: { type: string; sdp: string } | null = null;
  remote: { type: string; sdp: string } | null = null;
  createDataChannel(): FakeChannel {
    return new FakeChannel();
  }
  createOffer() {
    return Promise.resolve({ type: 'offer', sdp: 'v=0 offer' });
  }
  createAnswer() {
    return Promise.resolve({ type: 'answer', sdp: 'v=0 answer' });
  }
  setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
    return Promise.resolve();
  }
  setRemoteDescription(d: { type: string; sdp: string }) {
    this.remote = d;
    return Promise.resolve();
  }
  addEventListener(): void {}
  close(): void {}
}
const g = globalThis as { RTCPeerConnection?: unknown };
let saved: unknown;
beforeAll(() => {
  saved = g.RTCPeerConnection;
  g.RTCPeerConnection = FakePc;
});
afterAll(() => {
  g.RTCPeerConnection = saved;
});

const host = (room = 'K3M9QX2P', label = 'h') => new ManualTransport({ id: `euro-table-${room.toLowerCase()}`, room, random: seededRandom(label) });
const guest = (room: string | null, label = 'g') => new ManualTransport({ id: 'euro-table-k3m9qx2p-0123456789abcdef', room, random: seededRandom(label) });

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ManualCodeError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('not refused');
}

describe('manual codes name their room and invitation', () => {
  test('an invitation carries the room and a random id; the answer repeats them', async () => {
    const invite = await host().createOffer();
    const sig = decodeSignal(invite);
    expect(sig).toMatchObject({ ok: true, value: { kind: 'offer', room: 'K3M9QX2P', from: 'euro-table-k3m9qx2p' } });
    const { answer, room } = await guest(null).acceptOffer(invite);
    expect(room).toBe('K3M9QX2P');
    expect(decodeSignal(answer)).toMatchObject({ ok: true, value: { kind: 'answer', room: 'K3M9QX2P', ref: sig.ok ? sig.value.ref : '' } });
  });

  test('the guest side: another room’s invitation, an answer code, an old code', async () => {
    const other = await host('ZZZZ1111', 'other').createOffer();
    expect(await refusal(guest('K3M9QX2P').acceptOffer(other))).toEqual({
      code: 'signal/other-room',
      message: 'That invitation is for room ZZZZ-1111, not this room (K3M9-QX2P). Ask for an invitation to this room.'
    });
    const { answer } = await guest(null).acceptOffer(await host().createOffer());
    expect((await refusal(guest(null).acceptOffer(answer))).code).toBe('signal/answer-not-invitation');
    expect((await refusal(guest(null).acceptOffer('ET1.eyJraW5kIjoib2ZmZXIifQ'))).code).toBe('signal/old-code');
  });

  test('the host side: an answer for another room, or to another invitation, is refused and the invitation stays open', async () => {
    const h = host();
    const invite = await h.createOffer();
    // An answer to an invitation of the same room made by this page before it was reloaded.
    const before = host('K3M9QX2P', 'before-reload');
    const { answer: stale } = await guest(null, 'g1').acceptOffer(await before.createOffer());
    const r1 = await refusal(h.acceptAnswer(stale));
    expect(r1.code).toBe('signal/other-invitation');
    expect(r1.message).toContain('Make a new invitation code');
    const { answer: foreign } = await guest(null, 'g2').acceptOffer(await host('ZZZZ1111', 'z').createOffer());
    expect((await refusal(h.acceptAnswer(foreign))).code).toBe('signal/other-room');
    expect((await refusal(h.acceptAnswer(invite))).code).toBe('signal/invitation-not-answer');
    // The right answer still connects: the invitation was not lost to the wrong ones.
    const { answer } = await guest(null, 'g3').acceptOffer(invite);
    expect(await h.acceptAnswer(answer)).toBe('euro-table-k3m9qx2p-0123456789abcdef');
    // An answer can be used once.
    expect((await refusal(h.acceptAnswer(answer))).code).toBe('signal/other-invitation');
  });
});
