/**
 * Tabs of one browser (one storage partition) over a BroadcastChannel: no network at all.
 * Every tab hears every frame; frames carry `to` and each tab keeps its own. A link is made by a
 * hello/welcome pair; a tab that closes says bye, and one that vanishes (crash, frozen tab) is
 * dropped after missing a few heartbeats. Node has BroadcastChannel too, so this is unit-tested.
 */
import type { Clock } from './clock';
import { TransportBase } from './transport';

export interface BroadcastOptions {
  /** Channel name, e.g. roomAddress(code); tabs in different rooms never meet. */
  readonly channel: string;
  /** My address (unique per tab). */
  readonly id: string;
  /** Timers (defaults to the host environment's setTimeout). */
  readonly clock?: Clock;
  readonly heartbeatMs?: number;
  /** Heartbeats a peer may miss before it counts as gone. */
  readonly missLimit?: number;
  /** For tests: the channel constructor. */
  readonly makeChannel?: (name: string) => BroadcastChannel;
}

type Frame =
  | { k: 'hello'; from: string; to: string }
  | { k: 'welcome'; from: string; to: string }
  | { k: 'msg'; from: string; to: string; text: string }
  | { k: 'bye'; from: string; to: string | null }
  | { k: 'ping'; from: string; to: null };

function readFrame(d: unknown): Frame | null {
  if (typeof d !== 'object' || d === null) return null;
  const f = d as Record<string, unknown>;
  if (typeof f.from !== 'string' || f.from.length > 128) return null;
  switch (f.k) {
    case 'hello':
    case 'welcome':
      return typeof f.to === 'string' ? (f as Frame) : null;
    case 'msg':
      return typeof f.to === 'string' && typeof f.text === 'string' ? (f as Frame) : null;
    case 'bye':
      return f.to === null || typeof f.to === 'string' ? (f as Frame) : null;
    case 'ping':
      return f as Frame;
    default:
      return null;
  }
}

const timersOf = (clock: Clock | undefined) =>
  clock ?? {
    now: () => 0,
    setTimer(ms: number, fn: () => void) {
      const h = globalThis.setTimeout(fn, ms);
      return () => globalThis.clearTimeout(h);
    }
  };

export class BroadcastTransport extends TransportBase {
  readonly kind = 'broadcast' as const;
  private channel: BroadcastChannel | null = null;
  private opened = false;
  /** Linked peers → heartbeats missed. */
  private readonly links = new Map<string, number>();
  private readonly connecting = new Map<string, () => void>();
  private readonly clock: Clock;
  private stopBeat: (() => void) | null = null;

  constructor(private readonly o: BroadcastOptions) {
    super();
    this.clock = timersOf(o.clock);
  }

  get id(): string | null {
    return this.opened ? this.o.id : null;
  }

  open(): Promise<string> {
    if (this.opened) return Promise.resolve(this.o.id);
    if (typeof BroadcastChannel === 'undefined' && !this.o.makeChannel) {
      this.emitError('transport/unsupported', 'This browser has no BroadcastChannel.', null, true);
      return Promise.reject(new Error('transport/unsupported'));
    }
    const ch = this.o.makeChannel ? this.o.makeChannel(this.o.channel) : new BroadcastChannel(this.o.channel);
    ch.onmessage = (e: MessageEvent) => this.onFrame(e.data);
    this.channel = ch;
    this.opened = true;
    this.beat();
    return Promise.resolve(this.o.id);
  }

  private post(f: Frame): void {
    this.channel?.postMessage(f);
  }

  private beat(): void {
    const period = this.o.heartbeatMs ?? 1000;
    const limit = this.o.missLimit ?? 4;
    this.stopBeat = this.clock.setTimer(period, () => {
      if (!this.channel) return;
      this.post({ k: 'ping', from: this.o.id, to: null });
      for (const [peer, missed] of [...this.links]) {
        if (missed >= limit) this.drop(peer);
        else this.links.set(peer, missed + 1);
      }
      this.beat();
    });
  }

  private onFrame(d: unknown): void {
    const f = readFrame(d);
    const me = this.o.id;
    if (!f || f.from === me) return;
    if (this.links.has(f.from)) this.links.set(f.from, 0);
    switch (f.k) {
      case 'hello':
        if (f.to !== me) return;
        this.post({ k: 'welcome', from: me, to: f.from });
        // A hello from a peer we think is linked means it came back without saying bye (a crash
        // or a reload): its delivery state is new, so the old link must go before the new one.
        if (this.links.has(f.from)) this.drop(f.from);
        this.link(f.from);
        return;
      case 'welcome':
        if (f.to === me && this.connecting.has(f.from) && !this.links.has(f.from)) this.link(f.from);
        return;
      case 'msg':
        if (f.to === me && this.links.has(f.from)) this.emitMessage(f.from, f.text);
        return;
      case 'bye':
        if ((f.to === null || f.to === me) && this.links.has(f.from)) this.drop(f.from);
        return;
      case 'ping':
        return;
    }
  }

  private link(peer: string): void {
    this.connecting.get(peer)?.();
    this.connecting.delete(peer);
    this.links.set(peer, 0);
    this.emitJoin(peer);
  }

  private drop(peer: string): void {
    if (!this.links.delete(peer)) return;
    this.emitLeave(peer);
  }

  connect(peer: string): void {
    if (!this.channel || this.links.has(peer) || this.connecting.has(peer)) return;
    this.post({ k: 'hello', from: this.o.id, to: peer });
    const limit = (this.o.heartbeatMs ?? 1000) * (this.o.missLimit ?? 4);
    this.connecting.set(
      peer,
      this.clock.setTimer(limit, () => {
        this.connecting.delete(peer);
        if (!this.links.has(peer)) this.emitError('transport/peer-unavailable', `No tab of this browser answers at ${peer}.`, peer);
      })
    );
  }

  disconnect(peer: string): void {
    if (!this.links.has(peer)) return;
    this.post({ k: 'bye', from: this.o.id, to: peer });
    this.drop(peer);
  }

  send(peer: string, text: string): boolean {
    if (!this.channel || !this.links.has(peer)) {
      this.emitError('transport/not-connected', `No link to ${peer}.`, peer);
      return false;
    }
    this.post({ k: 'msg', from: this.o.id, to: peer, text });
    return true;
  }

  peers(): readonly string[] {
    return [...this.links.keys()];
  }

  close(): void {
    if (!this.channel) return;
    this.post({ k: 'bye', from: this.o.id, to: null });
    this.stopBeat?.();
    for (const c of this.connecting.values()) c();
    this.connecting.clear();
    this.links.clear();
    this.channel.close();
    this.channel = null;
  }
}
