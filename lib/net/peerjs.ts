/**
 * WebRTC data channels through a PeerJS broker (signalling only; game traffic is peer to peer).
 * The broker is configurable (host, port, path, secure, key); with no host the PeerJS client's
 * own default, the public broker 0.peerjs.com, is used. ICE servers are configurable; with none
 * given PeerJS uses its defaults (public STUN/TURN), and `iceServers: []` means host candidates
 * only (a LAN, or the loopback test setup of toolchain.md §5a).
 *
 * `peerjs` is loaded on first `open()` (dynamic import), so pages that never play online never
 * download it. Data channels are reliable and ordered; messages go as raw strings.
 */
import type { DataConnection, Peer as PeerType, PeerOptions } from 'peerjs';
import type { Clock } from './clock';
import { TransportBase, type TransportErrorCode } from './transport';

export interface PeerJsOptions {
  /** My peer id on the broker: roomAddress(code) for a host, guestAddress(code, random) for a guest. */
  readonly id: string;
  /** Broker host name; empty or absent = the PeerJS public broker. */
  readonly host?: string;
  readonly port?: number;
  readonly path?: string;
  readonly secure?: boolean;
  readonly key?: string;
  /** ICE servers (STUN/TURN); absent = PeerJS defaults; [] = host candidates only. */
  readonly iceServers?: readonly RTCIceServer[];
  /** PeerJS log level 0–3. */
  readonly debug?: 0 | 1 | 2 | 3;
  /** Give up on a data channel that does not open in this time (ms). */
  readonly connectTimeoutMs?: number;
  /**
   * A link whose ICE state stays "disconnected" this long counts as gone (ms). PeerJS itself only
   * closes on "failed", which browsers reach after about 30 s; a vanished host should hand over sooner.
   */
  readonly disconnectGraceMs?: number;
  readonly clock?: Clock;
  /** For tests: how to load PeerJS. */
  readonly load?: () => Promise<{ Peer: typeof PeerType }>;
}

/** Broker and WebRTC errors, by PeerJS error type, as transport codes and sentences people can act on. */
const PEER_ERRORS: Readonly<Record<string, readonly [TransportErrorCode, string, boolean]>> = {
  'browser-incompatible': ['transport/unsupported', 'This browser does not support WebRTC data channels.', true],
  'invalid-id': ['transport/bad-id', 'The broker refused this peer id.', true],
  'invalid-key': ['transport/broker-unreachable', 'The broker refused the API key.', true],
  network: ['transport/broker-unreachable', 'Cannot reach the PeerJS broker. Check the broker settings or your connection.', false],
  'server-error': ['transport/broker-unreachable', 'The PeerJS broker cannot be reached or failed.', true],
  'socket-error': ['transport/broker-unreachable', 'The connection to the PeerJS broker failed.', false],
  'socket-closed': ['transport/broker-unreachable', 'The connection to the PeerJS broker closed.', false],
  'ssl-unavailable': ['transport/broker-unreachable', 'The broker does not support a secure (https) connection.', true],
  'unavailable-id': ['transport/id-taken', 'This room code is already in use on the broker (an old tab may still be open).', true],
  'peer-unavailable': ['transport/peer-unavailable', 'Nobody is at that address on the broker (has the host closed the room?).', false],
  webrtc: ['transport/connection-failed', 'WebRTC failed to connect (a firewall, or no common network route; a TURN server may help).', false],
  disconnected: ['transport/broker-unreachable', 'Disconnected from the PeerJS broker.', false]
};

const timersOf = (clock: Clock | undefined): Clock =>
  clock ?? {
    now: () => 0,
    setTimer(ms, fn) {
      const h = globalThis.setTimeout(fn, ms);
      return () => globalThis.clearTimeout(h);
    }
  };

export class PeerJsTransport extends TransportBase {
  readonly kind = 'peerjs' as const;
  private peer: PeerType | null = null;
  private opened = false;
  private readonly conns = new Map<string, DataConnection>();
  private readonly dialing = new Map<string, () => void>();
  private readonly clock: Clock;

  constructor(private readonly o: PeerJsOptions) {
    super();
    this.clock = timersOf(o.clock);
  }

  get id(): string | null {
    return this.opened ? this.o.id : null;
  }

  async open(): Promise<string> {
    if (this.opened) return this.o.id;
    if (typeof RTCPeerConnection === 'undefined') {
      this.emitError('transport/unsupported', 'This browser does not support WebRTC.', null, true);
      throw new Error('transport/unsupported');
    }
    const { Peer } = await (this.o.load ?? (() => import('peerjs')))();
    const opts: PeerOptions = { debug: this.o.debug ?? 1 };
    if (this.o.host) {
      opts.host = this.o.host;
      if (this.o.port !== undefined) opts.port = this.o.port;
      if (this.o.path !== undefined) opts.path = this.o.path;
      if (this.o.secure !== undefined) opts.secure = this.o.secure;
    }
    if (this.o.key) opts.key = this.o.key;
    if (this.o.iceServers) opts.config = { iceServers: [...this.o.iceServers] };
    const peer = new Peer(this.o.id, opts);
    this.peer = peer;
    peer.on('connection', (conn) => this.attach(conn));
    return new Promise<string>((resolve, reject) => {
      peer.on('open', (id) => {
        this.opened = true;
        resolve(id);
      });
      peer.on('error', (err) => {
        const [code, message, fatal] = PEER_ERRORS[err.type] ?? (['transport/other', err.message, false] as const);
        const target = err.type === 'peer-unavailable' ? this.dialedIn(err.message) : null;
        if (target) this.stopDialing(target);
        this.emitError(code, message, target, fatal);
        if (!this.opened) reject(new Error(code));
      });
      peer.on('disconnected', () => {
        // Lost the broker (not the peers): links stay up; reconnect for new connections.
        if (!peer.destroyed) this.clock.setTimer(2000, () => !peer.destroyed && peer.disconnected && peer.reconnect());
      });
    });
  }

  /** PeerJS names the unreachable peer only in its message ("Could not connect to peer X"). */
  private dialedIn(message: string): string | null {
    for (const p of this.dialing.keys()) if (message.endsWith(p)) return p;
    return null;
  }

  private stopDialing(peer: string): void {
    this.dialing.get(peer)?.();
    this.dialing.delete(peer);
  }

  private attach(conn: DataConnection): void {
    const peer = conn.peer;
    let grace: (() => void) | null = null;
    conn.on('open', () => {
      this.stopDialing(peer);
      const old = this.conns.get(peer);
      if (old && old !== conn) {
        this.conns.delete(peer);
        old.close();
        this.emitLeave(peer);
      }
      this.conns.set(peer, conn);
      this.emitJoin(peer);
    });
    conn.on('data', (data) => {
      if (this.conns.get(peer) === conn && typeof data === 'string') this.emitMessage(peer, data);
    });
    conn.on('close', () => {
      grace?.();
      if (this.conns.get(peer) !== conn) return;
      this.conns.delete(peer);
      this.emitLeave(peer);
    });
    conn.on('iceStateChanged', (state) => {
      grace?.();
      grace = null;
      if (state !== 'disconnected') return;
      grace = this.clock.setTimer(this.o.disconnectGraceMs ?? 8000, () => {
        grace = null;
        if (this.conns.get(peer) === conn) conn.close();
      });
    });
    conn.on('error', (err) => {
      this.emitError('transport/connection-failed', `The connection to ${peer} failed (${err.type}).`, peer);
    });
  }

  connect(peer: string): void {
    if (!this.peer || this.conns.has(peer) || this.dialing.has(peer)) return;
    const conn = this.peer.connect(peer, { reliable: true, serialization: 'raw' });
    this.attach(conn);
    this.dialing.set(
      peer,
      this.clock.setTimer(this.o.connectTimeoutMs ?? 15000, () => {
        this.dialing.delete(peer);
        if (this.conns.get(peer) === conn) return;
        conn.close();
        this.emitError('transport/connection-failed', `No data channel to ${peer} (WebRTC could not find a route; a TURN server may help).`, peer);
      })
    );
  }

  disconnect(peer: string): void {
    this.conns.get(peer)?.close();
  }

  send(peer: string, text: string): boolean {
    const conn = this.conns.get(peer);
    if (!conn || !conn.open) {
      this.emitError('transport/not-connected', `No link to ${peer}.`, peer);
      return false;
    }
    void conn.send(text);
    return true;
  }

  peers(): readonly string[] {
    return [...this.conns.keys()];
  }

  close(): void {
    for (const stop of this.dialing.values()) stop();
    this.dialing.clear();
    const conns = [...this.conns.values()];
    this.conns.clear();
    for (const c of conns) c.close();
    this.peer?.destroy();
    this.peer = null;
  }
}
