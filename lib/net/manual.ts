/**
 * Play with no broker at all: a raw RTCPeerConnection per guest, set up by copy-pasting two
 * codes. Non-trickle: each side waits until ICE gathering is complete, so its code (signal.ts)
 * holds the whole SDP with every candidate.
 *
 *   host:  code = await t.createOffer()            → give it to the guest
 *   guest: { answer, host } = await t.acceptOffer(code) → give `answer` back; join `host`
 *   host:  await t.acceptAnswer(answer)            → the link comes up (onPeerJoin)
 *
 * Links exist only between the two ends of an exchange (host ↔ each guest): `connect()` cannot
 * make new ones, so after a host leaves there is no migration and a reload needs new codes.
 */
import type { Clock } from './clock';
import { decodeSignal, encodeSignal } from './signal';
import { TransportBase } from './transport';

export interface ManualOptions {
  readonly id: string;
  /** STUN/TURN servers; [] (the default) = host candidates only, fine on one LAN. */
  readonly iceServers?: readonly RTCIceServer[];
  /** Stop waiting for ICE gathering after this long and use what was gathered (ms). */
  readonly gatherTimeoutMs?: number;
  readonly clock?: Clock;
}

interface Link {
  readonly pc: RTCPeerConnection;
  readonly dc: RTCDataChannel;
}

const timersOf = (clock: Clock | undefined): Clock =>
  clock ?? {
    now: () => 0,
    setTimer(ms, fn) {
      const h = globalThis.setTimeout(fn, ms);
      return () => globalThis.clearTimeout(h);
    }
  };

export class ManualTransport extends TransportBase {
  readonly kind = 'manual' as const;
  private opened = false;
  private nextRef = 1;
  private readonly offers = new Map<number, Link>();
  private readonly links = new Map<string, Link>();
  private readonly clock: Clock;

  constructor(private readonly o: ManualOptions) {
    super();
    this.clock = timersOf(o.clock);
  }

  get id(): string | null {
    return this.opened ? this.o.id : null;
  }

  open(): Promise<string> {
    if (typeof RTCPeerConnection === 'undefined') {
      this.emitError('transport/unsupported', 'This browser does not support WebRTC.', null, true);
      return Promise.reject(new Error('transport/unsupported'));
    }
    this.opened = true;
    return Promise.resolve(this.o.id);
  }

  private newPc(): RTCPeerConnection {
    return new RTCPeerConnection({ iceServers: [...(this.o.iceServers ?? [])] });
  }

  /** Resolves when ICE gathering is complete (or the timeout passes). */
  private gathered(pc: RTCPeerConnection): Promise<void> {
    if (pc.iceGatheringState === 'complete') return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.clock.setTimer(this.o.gatherTimeoutMs ?? 10000, () => resolve());
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') {
          stop();
          resolve();
        }
      });
    });
  }

  /** Host: a code for one guest. Each call prepares a new connection. */
  async createOffer(): Promise<string> {
    await this.open();
    const pc = this.newPc();
    const dc = pc.createDataChannel('euro-table', { ordered: true });
    const ref = this.nextRef++;
    this.offers.set(ref, { pc, dc });
    await pc.setLocalDescription(await pc.createOffer());
    await this.gathered(pc);
    return encodeSignal({ kind: 'offer', from: this.o.id, ref, sdp: pc.localDescription!.sdp });
  }

  /** Guest: reads the host's code; returns the answer code to send back and the host's address. */
  async acceptOffer(code: string): Promise<{ answer: string; host: string }> {
    await this.open();
    const sig = decodeSignal(code);
    if (!sig.ok || sig.value.kind !== 'offer') {
      const message = sig.ok ? 'That is an answer code; paste the host’s offer code here.' : sig.error.message;
      this.emitError('transport/bad-code', message);
      throw new Error(message);
    }
    const host = sig.value.from;
    const pc = this.newPc();
    pc.addEventListener('datachannel', (e) => this.bind(host, pc, e.channel));
    await pc.setRemoteDescription({ type: 'offer', sdp: sig.value.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await this.gathered(pc);
    return { answer: encodeSignal({ kind: 'answer', from: this.o.id, ref: sig.value.ref, sdp: pc.localDescription!.sdp }), host };
  }

  /** Host: reads a guest's answer code; the link comes up shortly after. Returns the guest's address. */
  async acceptAnswer(code: string): Promise<string> {
    const sig = decodeSignal(code);
    const offer = sig.ok ? this.offers.get(sig.value.ref) : undefined;
    if (!sig.ok || sig.value.kind !== 'answer' || !offer) {
      const message = !sig.ok ? sig.error.message : sig.value.kind !== 'answer' ? 'That is an offer code; paste the guest’s answer here.' : 'That answer is for an offer this page did not make (or already used).';
      this.emitError('transport/bad-code', message);
      throw new Error(message);
    }
    this.offers.delete(sig.value.ref);
    this.bind(sig.value.from, offer.pc, offer.dc);
    await offer.pc.setRemoteDescription({ type: 'answer', sdp: sig.value.sdp });
    return sig.value.from;
  }

  /** Resolves when the link to `peer` is up. */
  waitForPeer(peer: string): Promise<void> {
    if (this.links.has(peer)) return Promise.resolve();
    return new Promise((resolve) => {
      const off = this.onPeerJoin((p) => {
        if (p === peer) {
          off();
          resolve();
        }
      });
    });
  }

  private bind(peer: string, pc: RTCPeerConnection, dc: RTCDataChannel): void {
    const up = (): void => {
      const old = this.links.get(peer);
      if (old && old.pc !== pc) {
        this.links.delete(peer);
        old.pc.close();
        this.emitLeave(peer);
      }
      this.links.set(peer, { pc, dc });
      this.emitJoin(peer);
    };
    if (dc.readyState === 'open') up();
    else dc.addEventListener('open', up);
    dc.addEventListener('message', (e: MessageEvent) => {
      if (this.links.get(peer)?.dc === dc && typeof e.data === 'string') this.emitMessage(peer, e.data);
    });
    const down = (): void => {
      if (this.links.get(peer)?.pc !== pc) return;
      this.links.delete(peer);
      this.emitLeave(peer);
    };
    dc.addEventListener('close', down);
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed') {
        this.emitError('transport/connection-failed', `The direct connection to ${peer} failed (no common network route).`, peer);
        down();
        pc.close();
      }
    });
  }

  /** Links come only from code exchanges; nothing to dial. */
  connect(_peer: string): void {}

  disconnect(peer: string): void {
    const l = this.links.get(peer);
    if (!l) return;
    this.links.delete(peer);
    l.pc.close();
    this.emitLeave(peer);
  }

  send(peer: string, text: string): boolean {
    const l = this.links.get(peer);
    if (!l || l.dc.readyState !== 'open') {
      this.emitError('transport/not-connected', `No link to ${peer}.`, peer);
      return false;
    }
    l.dc.send(text);
    return true;
  }

  peers(): readonly string[] {
    return [...this.links.keys()];
  }

  close(): void {
    for (const l of this.links.values()) l.pc.close();
    for (const l of this.offers.values()) l.pc.close();
    this.links.clear();
    this.offers.clear();
  }
}
