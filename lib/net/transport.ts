/**
 * The one seam between sessions and the network (STYLE.md habit 11). A transport moves text
 * messages between addressed peers; it knows nothing of rooms, games or the protocol.
 *
 * Links are point to point: `connect(addr)` asks for a link, `join`/`leave` report links coming
 * up and going down (on both ends), `send` writes on one link. A transport may lose, delay or
 * reorder messages (the in-memory one does on purpose); the session's link layer (`link.ts`)
 * makes delivery reliable and ordered on top.
 */
import type { TransportKind } from './types';

/** A transport failure the UI can show: a stable code, a sentence, and the peer concerned. */
export interface TransportError {
  readonly code: TransportErrorCode;
  readonly message: string;
  readonly peer: string | null;
  /** True when the transport cannot go on (it is closed). */
  readonly fatal: boolean;
}

export const TRANSPORT_ERROR_CODES = [
  'transport/unsupported', // this browser lacks WebRTC / BroadcastChannel
  'transport/broker-unreachable', // the PeerJS broker cannot be reached
  'transport/id-taken', // the address is in use (room code clash, or an old tab still open)
  'transport/bad-id', // the address has characters the broker refuses
  'transport/peer-unavailable', // nobody answers at that address
  'transport/not-connected', // send on a link that is down
  'transport/connection-failed', // WebRTC could not connect (firewall, no ICE route)
  'transport/bad-code', // a manual connection code that is not one
  'transport/closed', // the transport was closed
  'transport/other'
] as const;
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];

export type Unsubscribe = () => void;

export interface Transport {
  readonly kind: TransportKind;
  /**
   * False when `connect` cannot make links (manual connection codes: a link exists only after
   * two people exchanged codes by hand). Sessions then wait for links instead of dialling.
   */
  readonly canDial: boolean;
  /** My address, once `open` has resolved. */
  readonly id: string | null;
  /** Starts listening; resolves with my address, rejects with a TransportError. */
  open(): Promise<string>;
  /** Asks for a link to `peer`; `onPeerJoin` fires when it is up, `onError` if it cannot be made. */
  connect(peer: string): void;
  /** Drops the link to `peer` (both ends see `leave`). */
  disconnect(peer: string): void;
  /** Sends on the link to `peer`; false (and an error event) if there is none. */
  send(peer: string, text: string): boolean;
  /** Sends to every linked peer. */
  broadcast(text: string): void;
  /** Addresses of the peers linked now. */
  peers(): readonly string[];
  /** Drops every link and stops. */
  close(): void;
  onMessage(fn: (from: string, text: string) => void): Unsubscribe;
  onPeerJoin(fn: (peer: string) => void): Unsubscribe;
  onPeerLeave(fn: (peer: string) => void): Unsubscribe;
  onError(fn: (error: TransportError) => void): Unsubscribe;
}

type Listeners<F> = Set<F>;

/** Listener plumbing shared by every transport; subclasses call the `emit*` methods. */
export abstract class TransportBase implements Transport {
  abstract readonly kind: TransportKind;
  readonly canDial: boolean = true;
  abstract readonly id: string | null;
  abstract open(): Promise<string>;
  abstract connect(peer: string): void;
  abstract disconnect(peer: string): void;
  abstract send(peer: string, text: string): boolean;
  abstract peers(): readonly string[];
  abstract close(): void;

  private readonly messageFns: Listeners<(from: string, text: string) => void> = new Set();
  private readonly joinFns: Listeners<(peer: string) => void> = new Set();
  private readonly leaveFns: Listeners<(peer: string) => void> = new Set();
  private readonly errorFns: Listeners<(error: TransportError) => void> = new Set();

  broadcast(text: string): void {
    for (const p of this.peers()) this.send(p, text);
  }

  onMessage(fn: (from: string, text: string) => void): Unsubscribe {
    this.messageFns.add(fn);
    return () => this.messageFns.delete(fn);
  }
  onPeerJoin(fn: (peer: string) => void): Unsubscribe {
    this.joinFns.add(fn);
    return () => this.joinFns.delete(fn);
  }
  onPeerLeave(fn: (peer: string) => void): Unsubscribe {
    this.leaveFns.add(fn);
    return () => this.leaveFns.delete(fn);
  }
  onError(fn: (error: TransportError) => void): Unsubscribe {
    this.errorFns.add(fn);
    return () => this.errorFns.delete(fn);
  }

  protected emitMessage(from: string, text: string): void {
    for (const fn of [...this.messageFns]) fn(from, text);
  }
  protected emitJoin(peer: string): void {
    for (const fn of [...this.joinFns]) fn(peer);
  }
  protected emitLeave(peer: string): void {
    for (const fn of [...this.leaveFns]) fn(peer);
  }
  protected emitError(code: TransportErrorCode, message: string, peer: string | null = null, fatal = false): void {
    const e: TransportError = { code, message, peer, fatal };
    for (const fn of [...this.errorFns]) fn(e);
  }
}

export function transportError(code: TransportErrorCode, message: string, peer: string | null = null, fatal = false): TransportError {
  return { code, message, peer, fatal };
}
