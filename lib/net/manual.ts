/**
 * Play with no broker at all: a raw RTCPeerConnection per guest, set up by copy-pasting two
 * codes. Non-trickle: each side waits until ICE gathering is complete, so its code (signal.ts)
 * holds the whole SDP with every candidate.
 *
 *   host:  code = await t.createOffer()            → give it to the guest
 *   guest: { answer, host } = await t.acceptOffer(code) → give `answer` back; join `host`
 *   host:  await t.acceptAnswer(answer)            → the link comes up (onPeerJoin)
 *
 * Links exist only between the two ends of an exchange: `connect()` cannot make new ones
 * (`canDial` is false), so every reconnection — a reload, a new host — is a fresh exchange of
 * codes, which the session waits for (session.ts). Codes name their room and invitation: a code
 * from another room, or an answer to another invitation, is refused with a `ManualCodeError`
 * saying which, and the invitations still out stay usable.
 */
import type { Clock } from './clock';
import { randomHex, type Random } from './identity';
import { decodeSignal, encodeSignal } from './signal';
import { TransportBase } from './transport';

/** A pasted code that cannot be used here, with a stable code (`signal/...`) and a sentence. */
export class ManualCodeError extends Error {
  constructor(
    readonly code: string,
    message: string
  ) {
    super(message);
    this.name = 'ManualCodeError';
  }
}

export interface ManualOptions {
  readonly id: string;
  /** The room this page is in, when known (a guest pasting its first invitation learns it from the code). */
  readonly room: string | null;
  /** Cryptographic randomness for invitation ids (the app passes crypto.getRandomValues). */
  readonly random: Random;
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
  override readonly canDial = false;
  private opened = false;
  private room: string | null;
  private readonly offers = new Map<string, Link>();
  private readonly links = new Map<string, Link>();
  private readonly clock: Clock;

  constructor(private readonly o: ManualOptions) {
    super();
    this.clock = timersOf(o.clock);
    this.room = o.room;
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

  private refuse(code: string, message: string): never {
    this.emitError('transport/bad-code', message);
    throw new ManualCodeError(code, message);
  }

  /** Host: an invitation code for one person. Each call prepares a new connection. */
  async createOffer(): Promise<string> {
    await this.open();
    if (this.room === null) throw new ManualCodeError('signal/no-room', 'This page is in no room yet.');
    const pc = this.newPc();
    const dc = pc.createDataChannel('euro-table', { ordered: true });
    const ref = randomHex(this.o.random, 8);
    this.offers.set(ref, { pc, dc });
    await pc.setLocalDescription(await pc.createOffer());
    await this.gathered(pc);
    return encodeSignal({ kind: 'offer', room: this.room, from: this.o.id, ref, sdp: pc.localDescription!.sdp });
  }

  /**
   * Reads another page's invitation; returns the answer code to send back, its address and its
   * room. Refused when it is not an invitation, or is for another room than this page's.
   */
  async acceptOffer(code: string): Promise<{ answer: string; host: string; room: string }> {
    await this.open();
    const sig = decodeSignal(code);
    if (!sig.ok) this.refuse(sig.error.code, sig.error.message);
    const offer = sig.value;
    if (offer.kind !== 'offer') this.refuse('signal/answer-not-invitation', 'That is an answer code: it goes to the host. Paste the invitation code the host sent you here.');
    if (this.room !== null && offer.room !== this.room) {
      this.refuse('signal/other-room', `That invitation is for room ${showRoom(offer.room)}, not this room (${showRoom(this.room)}). Ask for an invitation to this room.`);
    }
    this.room = offer.room;
    const host = offer.from;
    const pc = this.newPc();
    pc.addEventListener('datachannel', (e) => this.bind(host, pc, e.channel));
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await this.gathered(pc);
    return { answer: encodeSignal({ kind: 'answer', room: offer.room, from: this.o.id, ref: offer.ref, sdp: pc.localDescription!.sdp }), host, room: offer.room };
  }

  /**
   * Host: reads an answer to one of this page's invitations; the link comes up shortly after.
   * An answer for another room or to another invitation is refused, and every invitation still
   * out stays usable. Returns the guest's address.
   */
  async acceptAnswer(code: string): Promise<string> {
    const sig = decodeSignal(code);
    if (!sig.ok) this.refuse(sig.error.code, sig.error.message);
    const answer = sig.value;
    if (answer.kind !== 'answer') this.refuse('signal/invitation-not-answer', 'That is an invitation code: it goes to a guest. Paste the answer code the guest sent back here.');
    if (answer.room !== this.room) {
      this.refuse('signal/other-room', `That answer is for room ${showRoom(answer.room)}, not this room (${showRoom(this.room ?? '')}).`);
    }
    const offer = this.offers.get(answer.ref);
    if (!offer) {
      this.refuse(
        'signal/other-invitation',
        'That answer is for another invitation: one already used, or made before this page was reloaded. Make a new invitation code, send it, and paste the answer to that one.'
      );
    }
    this.offers.delete(answer.ref);
    this.bind(answer.from, offer.pc, offer.dc);
    await offer.pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
    return answer.from;
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

/** "K3M9-QX2P" for an 8-character room code, anything else as it is. */
const showRoom = (room: string): string => (room.length === 8 ? `${room.slice(0, 4)}-${room.slice(4)}` : room);
