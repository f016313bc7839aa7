/**
 * Tabs of one browser (one storage partition) over BroadcastChannel: no network at all.
 *
 * The room's channel (`roomAddress(code)`) is public to every tab of the site: any tab can listen
 * and post there, and a frame's `from` is only what its sender wrote. So the room's channel
 * carries nothing but introductions — `hello` and `welcome`, each with an ephemeral ECDH public
 * key (P-256, WebCrypto) — and every link then talks on a **private channel** named after the
 * secret both ends derive from those keys. A tab that only watches the room's channel sees no
 * message of the game (no join token, no move) and cannot post on a link: it cannot act as a
 * linked tab, nor consume a link's sequence numbers to stall it.
 *
 * A link is made by hello → welcome → ready (the last on the private channel, so neither end
 * talks before the other listens). A tab that closes says bye on its links; one that vanishes
 * (crash, frozen tab) is dropped after missing a few heartbeats. A `hello` for an address that is
 * already linked is a reloaded tab only if the old link no longer answers: the old end is probed
 * first, so a tab cannot take over another's link by posting a hello in its name.
 *
 * Node has BroadcastChannel and WebCrypto too, so this is unit-tested (broadcast.test.ts).
 */
import type { Clock } from './clock';
import { bytesToHexString } from './identity';
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
  /** How long a linked tab has to answer before a new `hello` in its name replaces it (ms). */
  readonly probeMs?: number;
  /** For tests: the channel constructor. */
  readonly makeChannel?: (name: string) => BroadcastChannel;
}

/** Frames on the room's public channel: introductions only. */
type PublicFrame = { k: 'hello'; from: string; to: string; key: string } | { k: 'welcome'; from: string; to: string; key: string };

/** Frames on a link's private channel. */
type PrivateFrame = { k: 'ready' } | { k: 'msg'; text: string } | { k: 'ping' } | { k: 'probe' } | { k: 'alive' } | { k: 'bye' };

const MAX_KEY = 200;

function readPublic(d: unknown): PublicFrame | null {
  if (typeof d !== 'object' || d === null) return null;
  const f = d as Record<string, unknown>;
  if (f.k !== 'hello' && f.k !== 'welcome') return null;
  if (typeof f.from !== 'string' || f.from.length > 128 || typeof f.to !== 'string' || f.to.length > 128) return null;
  if (typeof f.key !== 'string' || f.key.length > MAX_KEY) return null;
  return { k: f.k, from: f.from, to: f.to, key: f.key };
}

function readPrivate(d: unknown): PrivateFrame | null {
  if (typeof d !== 'object' || d === null) return null;
  const f = d as Record<string, unknown>;
  switch (f.k) {
    case 'msg':
      return typeof f.text === 'string' ? { k: 'msg', text: f.text } : null;
    case 'ready':
    case 'ping':
    case 'probe':
    case 'alive':
    case 'bye':
      return { k: f.k };
    default:
      return null;
  }
}

const timersOf = (clock: Clock | undefined): Clock =>
  clock ?? {
    now: () => 0,
    setTimer(ms: number, fn: () => void) {
      const h = globalThis.setTimeout(fn, ms);
      return () => globalThis.clearTimeout(h);
    }
  };

// ---------- key agreement (WebCrypto ECDH P-256) ----------

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available');
  return s;
};

function toHex(buf: ArrayBuffer): string {
  return bytesToHexString(new Uint8Array(buf));
}
function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const v = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
    if (Number.isNaN(v)) return null;
    out[i] = v;
  }
  return out;
}

async function newKeys(): Promise<{ pair: CryptoKeyPair; pub: string }> {
  const pair = await subtle().generateKey(ECDH, false, ['deriveBits']);
  return { pair, pub: toHex(await subtle().exportKey('raw', pair.publicKey)) };
}

/** The private channel's name: a secret only the two ends of the exchange can compute. */
async function privateName(room: string, mine: CryptoKeyPair, theirs: string): Promise<string | null> {
  const raw = fromHex(theirs);
  if (!raw) return null;
  try {
    const key = await subtle().importKey('raw', raw, ECDH, false, []);
    const bits = await subtle().deriveBits({ name: 'ECDH', public: key }, mine.privateKey, 256);
    const digest = await subtle().digest('SHA-256', bits);
    return `${room}/${toHex(digest).slice(0, 32)}`;
  } catch {
    return null; // not a key on the curve: a garbled or hostile frame
  }
}

interface Link {
  readonly channel: BroadcastChannel;
  /** Heartbeats missed in a row. */
  missed: number;
  /** Frames heard from the other end so far: a probe is answered when this moves on. */
  heard: number;
  /** True until the other end said `ready` (the welcoming side waits for it). */
  waiting: boolean;
}

export class BroadcastTransport extends TransportBase {
  readonly kind = 'broadcast' as const;
  private channel: BroadcastChannel | null = null;
  private opened = false;
  private readonly links = new Map<string, Link>();
  /** Peers we said hello to: our keys, and the timer that gives up. */
  private readonly connecting = new Map<string, { keys: Promise<{ pair: CryptoKeyPair; pub: string }>; stop: () => void }>();
  /** Peers whose old link is being probed because a new hello came in their name. */
  private readonly probing = new Set<string>();
  private readonly clock: Clock;
  private stopBeat: (() => void) | null = null;

  constructor(private readonly o: BroadcastOptions) {
    super();
    this.clock = timersOf(o.clock);
  }

  get id(): string | null {
    return this.opened ? this.o.id : null;
  }

  private makeChannel(name: string): BroadcastChannel {
    return this.o.makeChannel ? this.o.makeChannel(name) : new BroadcastChannel(name);
  }

  open(): Promise<string> {
    if (this.opened) return Promise.resolve(this.o.id);
    if ((typeof BroadcastChannel === 'undefined' && !this.o.makeChannel) || !globalThis.crypto?.subtle) {
      this.emitError('transport/unsupported', 'This browser has no BroadcastChannel or no WebCrypto.', null, true);
      return Promise.reject(new Error('transport/unsupported'));
    }
    const ch = this.makeChannel(this.o.channel);
    ch.onmessage = (e: MessageEvent) => this.onPublic(e.data);
    this.channel = ch;
    this.opened = true;
    this.beat();
    return Promise.resolve(this.o.id);
  }

  private beat(): void {
    const period = this.o.heartbeatMs ?? 1000;
    const limit = this.o.missLimit ?? 4;
    this.stopBeat = this.clock.setTimer(period, () => {
      if (!this.channel) return;
      for (const [peer, link] of [...this.links]) {
        if (link.missed >= limit) this.drop(peer, false);
        else {
          link.missed++;
          link.channel.postMessage({ k: 'ping' } satisfies PrivateFrame);
        }
      }
      this.beat();
    });
  }

  // ---------- introductions on the room's channel ----------

  private onPublic(d: unknown): void {
    const f = readPublic(d);
    const me = this.o.id;
    if (!f || f.from === me || f.to !== me) return;
    if (f.k === 'hello') this.onHello(f.from, f.key);
    else void this.onWelcome(f.from, f.key);
  }

  private onHello(peer: string, key: string): void {
    if (this.links.has(peer)) {
      // Linked already: a reloaded tab, or someone posting in its name. Only if the old end no
      // longer answers is it the former.
      this.contest(peer, key);
      return;
    }
    const mine = this.connecting.get(peer);
    // Both said hello at once: the hello of the lower address goes ahead.
    if (mine && this.o.id < peer) return;
    if (mine) {
      mine.stop();
      this.connecting.delete(peer);
    }
    void this.accept(peer, key);
  }

  private contest(peer: string, key: string): void {
    const old = this.links.get(peer)!;
    if (this.probing.has(peer)) return;
    this.probing.add(peer);
    // Judged by frames heard since the probe, not by the heartbeat count: our own beat can
    // raise that count between the answer and the deadline.
    const heard = old.heard;
    old.channel.postMessage({ k: 'probe' } satisfies PrivateFrame);
    this.clock.setTimer(this.o.probeMs ?? 300, () => {
      this.probing.delete(peer);
      const now = this.links.get(peer);
      if (now !== old || old.heard !== heard) return; // it answered: the hello was not its own
      this.drop(peer, false);
      void this.accept(peer, key);
    });
  }

  /** Answers a hello: our key in a welcome, then the private channel, linked once they are ready. */
  private async accept(peer: string, theirs: string): Promise<void> {
    let keys: { pair: CryptoKeyPair; pub: string };
    try {
      keys = await newKeys();
    } catch {
      return;
    }
    const name = await privateName(this.o.channel, keys.pair, theirs);
    if (!name || !this.channel || this.links.has(peer)) return;
    this.openLink(peer, name, true);
    this.channel.postMessage({ k: 'welcome', from: this.o.id, to: peer, key: keys.pub } satisfies PublicFrame);
    // A welcome nobody takes up is forgotten.
    const limit = (this.o.heartbeatMs ?? 1000) * (this.o.missLimit ?? 4);
    this.clock.setTimer(limit, () => {
      if (this.links.get(peer)?.waiting) this.drop(peer, false);
    });
  }

  private async onWelcome(peer: string, theirs: string): Promise<void> {
    const pending = this.connecting.get(peer);
    if (!pending || this.links.has(peer)) return;
    const keys = await pending.keys.catch(() => null);
    if (!keys || this.connecting.get(peer) !== pending) return;
    const name = await privateName(this.o.channel, keys.pair, theirs);
    if (!name || this.connecting.get(peer) !== pending || this.links.has(peer)) return;
    pending.stop();
    this.connecting.delete(peer);
    const link = this.openLink(peer, name, false);
    link.channel.postMessage({ k: 'ready' } satisfies PrivateFrame);
    this.emitJoin(peer);
  }

  // ---------- private channels ----------

  private openLink(peer: string, name: string, waiting: boolean): Link {
    const channel = this.makeChannel(name);
    const link: Link = { channel, missed: 0, heard: 0, waiting };
    channel.onmessage = (e: MessageEvent) => this.onPrivate(peer, link, e.data);
    this.links.set(peer, link);
    return link;
  }

  private onPrivate(peer: string, link: Link, d: unknown): void {
    if (this.links.get(peer) !== link) return;
    const f = readPrivate(d);
    if (!f) return;
    link.missed = 0;
    link.heard++;
    switch (f.k) {
      case 'ready':
        if (link.waiting) {
          link.waiting = false;
          this.emitJoin(peer);
        }
        return;
      case 'msg':
        if (!link.waiting) this.emitMessage(peer, f.text);
        return;
      case 'probe':
        link.channel.postMessage({ k: 'alive' } satisfies PrivateFrame);
        return;
      case 'bye':
        this.drop(peer, false);
        return;
      case 'ping':
      case 'alive':
        return;
    }
  }

  private drop(peer: string, sayBye: boolean): void {
    const link = this.links.get(peer);
    if (!link) return;
    this.links.delete(peer);
    if (sayBye) link.channel.postMessage({ k: 'bye' } satisfies PrivateFrame);
    link.channel.close();
    if (!link.waiting) this.emitLeave(peer);
  }

  // ---------- Transport ----------

  connect(peer: string): void {
    if (!this.channel || this.links.has(peer) || this.connecting.has(peer) || peer === this.o.id) return;
    const limit = (this.o.heartbeatMs ?? 1000) * (this.o.missLimit ?? 4);
    const keys = newKeys();
    const stop = this.clock.setTimer(limit, () => {
      if (this.connecting.get(peer)?.keys !== keys) return;
      this.connecting.delete(peer);
      if (!this.links.has(peer)) this.emitError('transport/peer-unavailable', `No tab of this browser answers at ${peer}.`, peer);
    });
    this.connecting.set(peer, { keys, stop });
    keys.then(
      (k) => {
        if (this.connecting.get(peer)?.keys === keys) this.channel?.postMessage({ k: 'hello', from: this.o.id, to: peer, key: k.pub } satisfies PublicFrame);
      },
      () => undefined
    );
  }

  disconnect(peer: string): void {
    this.drop(peer, true);
  }

  send(peer: string, text: string): boolean {
    const link = this.links.get(peer);
    if (!this.channel || !link || link.waiting) {
      this.emitError('transport/not-connected', `No link to ${peer}.`, peer);
      return false;
    }
    link.channel.postMessage({ k: 'msg', text } satisfies PrivateFrame);
    return true;
  }

  peers(): readonly string[] {
    return [...this.links].filter(([, l]) => !l.waiting).map(([p]) => p);
  }

  close(): void {
    if (!this.channel) return;
    this.stopBeat?.();
    for (const c of this.connecting.values()) c.stop();
    this.connecting.clear();
    for (const [peer, link] of [...this.links]) {
      link.channel.postMessage({ k: 'bye' } satisfies PrivateFrame);
      link.channel.close();
      this.links.delete(peer);
    }
    this.channel.close();
    this.channel = null;
  }
}
