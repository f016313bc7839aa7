/**
 * Reliable, ordered delivery over a lossy transport: per-link sequence numbers, cumulative
 * acknowledgements and go-back-N retransmission.
 *
 * Each sequenced message carries `n` = 1, 2, 3… per link and direction. The receiver takes only
 * n = last + 1; an older n is a replay (re-acknowledged, so the sender stops resending) and a
 * newer one is out of order (dropped; the sender resends it after a timeout). Both are rejected
 * by the protocol validator without touching the session. PeerJS data channels are already
 * reliable and ordered, so there this layer costs one small `ack` per message and never resends;
 * the in-memory transport drops and reorders on purpose, and this layer is what survives it.
 * A link's counters start over when the transport reports the link up again (`up`).
 */
import type { Clock } from './clock';
import type { Transport } from './transport';

export type SeqVerdict = 'next' | 'replayed' | 'out-of-order' | 'unlinked';

interface Out {
  next: number;
  unacked: { n: number; text: string }[];
  timer: (() => void) | null;
}

export class LinkLayer {
  private readonly out = new Map<string, Out>();
  private readonly inbound = new Map<string, number>();

  constructor(
    private readonly transport: Transport,
    private readonly clock: Clock,
    private readonly makeAck: (peer: string, upto: number) => string,
    /** Retransmission timeout (ms). */
    private readonly rto: number,
    /** Most messages resent at once per link. */
    private readonly burst = 64
  ) {}

  /** The transport reported a (new) link to `peer`: counters start over. */
  up(peer: string): void {
    this.down(peer);
    this.out.set(peer, { next: 1, unacked: [], timer: null });
    this.inbound.set(peer, 0);
  }

  down(peer: string): void {
    this.out.get(peer)?.timer?.();
    this.out.delete(peer);
    this.inbound.delete(peer);
  }

  isUp(peer: string): boolean {
    return this.out.has(peer);
  }

  peers(): string[] {
    return [...this.out.keys()];
  }

  /** Sends a sequenced message; `build(n)` makes its text. False when the link is down. */
  send(peer: string, build: (n: number) => string): boolean {
    const o = this.out.get(peer);
    if (!o) return false;
    const n = o.next++;
    const text = build(n);
    o.unacked.push({ n, text });
    this.transport.send(peer, text);
    this.arm(peer, o);
    return true;
  }

  /** Sends an unsequenced message (ack, reject): fire and forget. */
  sendLoose(peer: string, text: string): void {
    if (this.out.has(peer)) this.transport.send(peer, text);
  }

  check(peer: string, n: number): SeqVerdict {
    const last = this.inbound.get(peer);
    if (last === undefined) return 'unlinked';
    if (n === last + 1) return 'next';
    return n <= last ? 'replayed' : 'out-of-order';
  }

  /** Marks `n` (which `check` called next) as delivered and acknowledges it. */
  accept(peer: string, n: number): void {
    this.inbound.set(peer, n);
    this.transport.send(peer, this.makeAck(peer, n));
  }

  /** Re-acknowledges what was delivered (after a replay: the ack may have been lost). */
  reack(peer: string): void {
    const last = this.inbound.get(peer);
    if (last !== undefined && last > 0) this.transport.send(peer, this.makeAck(peer, last));
  }

  /** An ack arrived. False when it acknowledges more than was ever sent. */
  acked(peer: string, upto: number): boolean {
    const o = this.out.get(peer);
    if (!o || upto >= o.next) return false;
    while (o.unacked.length > 0 && o.unacked[0]!.n <= upto) o.unacked.shift();
    if (o.unacked.length === 0 && o.timer) {
      o.timer();
      o.timer = null;
    }
    return true;
  }

  /** Messages sent to `peer` and not yet acknowledged. */
  pending(peer: string): number {
    return this.out.get(peer)?.unacked.length ?? 0;
  }

  close(): void {
    for (const peer of [...this.out.keys()]) this.down(peer);
  }

  private arm(peer: string, o: Out): void {
    if (o.timer) return;
    o.timer = this.clock.setTimer(this.rto, () => {
      o.timer = null;
      if (this.out.get(peer) !== o || o.unacked.length === 0) return;
      for (const m of o.unacked.slice(0, this.burst)) this.transport.send(peer, m.text);
      this.arm(peer, o);
    });
  }
}
