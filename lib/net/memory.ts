/**
 * An in-memory network for tests: many transports in one process, driven by an injected clock
 * (a SimClock makes it instant and reproducible). Faults are seeded and adjustable at any time:
 * a random delay per message (which also reorders them), drops and duplicates. Link set-up and
 * tear-down are reliable, like a real connection's state; only messages are lossy.
 */
import { Rng, seedRng } from '../core/rng';
import type { Clock } from './clock';
import { TransportBase } from './transport';

export interface Faults {
  /** Each message takes minDelay..maxDelay ms (uniform); a wide range reorders messages. */
  readonly minDelay: number;
  readonly maxDelay: number;
  /** Per-mille chance that a message is lost. */
  readonly dropPerMille: number;
  /** Per-mille chance that a message is delivered twice. */
  readonly duplicatePerMille: number;
}

export const NO_FAULTS: Faults = { minDelay: 1, maxDelay: 1, dropPerMille: 0, duplicatePerMille: 0 };

export interface MemoryNetworkOptions {
  readonly clock: Clock;
  readonly seed?: string;
  readonly faults?: Partial<Faults>;
  /** Time to set up a link (ms). */
  readonly connectDelay?: number;
}

export interface NetworkStats {
  sent: number;
  delivered: number;
  dropped: number;
  duplicated: number;
}

export class MemoryNetwork {
  readonly clock: Clock;
  private readonly rng: Rng;
  private faultsNow: Faults;
  readonly connectDelay: number;
  private readonly nodes = new Map<string, MemoryTransport>();
  private nextLink = 1;
  readonly stats: NetworkStats = { sent: 0, delivered: 0, dropped: 0, duplicated: 0 };
  /** Every message text sent, when recording (for building fuzz corpora). */
  recording: { at: number; from: string; to: string; text: string }[] | null = null;

  constructor(opts: MemoryNetworkOptions) {
    this.clock = opts.clock;
    this.rng = new Rng(seedRng(opts.seed ?? 'memory-network'));
    this.faultsNow = { ...NO_FAULTS, ...opts.faults };
    this.connectDelay = opts.connectDelay ?? 1;
  }

  get faults(): Faults {
    return this.faultsNow;
  }
  setFaults(f: Partial<Faults>): void {
    this.faultsNow = { ...this.faultsNow, ...f };
  }

  /**
   * A new transport at `id` (open it to make it reachable). With `dial: false` it behaves like
   * manual connection codes: `connect` does nothing and links come only from `link()`.
   */
  transport(id: string, o: { dial?: boolean } = {}): MemoryTransport {
    return new MemoryTransport(this, id, o.dial ?? true);
  }

  /** Links two open transports at once, as a finished exchange of connection codes would. */
  link(a: string, b: string): void {
    const x = this.node(a);
    const y = this.node(b);
    if (!x || !y || x.linkId(b) !== undefined) return;
    x.linkTo(y, this.newLinkId());
  }

  /** Delivers `text` to `to` now, as if `from` had sent it on their link (fuzzing, spoofing). */
  inject(from: string, to: string, text: string): void {
    this.nodes.get(to)?.deliver(from, text);
  }

  // ----- used by MemoryTransport -----

  register(node: MemoryTransport): boolean {
    const old = this.nodes.get(node.address);
    if (old && old.isOpen) return false;
    this.nodes.set(node.address, node);
    return true;
  }

  unregister(node: MemoryTransport): void {
    if (this.nodes.get(node.address) === node) this.nodes.delete(node.address);
  }

  node(id: string): MemoryTransport | undefined {
    const n = this.nodes.get(id);
    return n && n.isOpen ? n : undefined;
  }

  newLinkId(): number {
    return this.nextLink++;
  }

  after(ms: number, fn: () => void): void {
    this.clock.setTimer(ms, fn);
  }

  carry(from: MemoryTransport, to: string, link: number, text: string): void {
    this.stats.sent++;
    this.recording?.push({ at: this.clock.now(), from: from.address, to, text });
    const f = this.faultsNow;
    if (f.dropPerMille > 0 && this.rng.below(1000) < f.dropPerMille) {
      this.stats.dropped++;
      return;
    }
    const copies = f.duplicatePerMille > 0 && this.rng.below(1000) < f.duplicatePerMille ? 2 : 1;
    if (copies === 2) this.stats.duplicated++;
    for (let c = 0; c < copies; c++) {
      const delay = f.minDelay + (f.maxDelay > f.minDelay ? this.rng.below(f.maxDelay - f.minDelay + 1) : 0);
      this.clock.setTimer(delay, () => {
        const target = this.node(to);
        if (!target || target.linkId(from.address) !== link) return; // the link went down meanwhile
        this.stats.delivered++;
        target.deliver(from.address, text);
      });
    }
  }
}

export class MemoryTransport extends TransportBase {
  readonly kind = 'memory' as const;
  private opened = false;
  private closed = false;
  /** peer address → link id (both ends hold the same id). */
  private readonly links = new Map<string, number>();

  constructor(
    private readonly net: MemoryNetwork,
    readonly address: string,
    override readonly canDial: boolean = true
  ) {
    super();
  }

  /** Both ends of a new link: `other` hears of it first, then this end. */
  linkTo(other: MemoryTransport, link: number): void {
    this.links.set(other.address, link);
    other.links.set(this.address, link);
    other.emitJoin(this.address);
    this.emitJoin(other.address);
  }

  get id(): string | null {
    return this.opened ? this.address : null;
  }
  get isOpen(): boolean {
    return this.opened && !this.closed;
  }

  open(): Promise<string> {
    if (this.closed) return Promise.reject(new Error('transport/closed'));
    if (!this.net.register(this)) {
      this.emitError('transport/id-taken', `The address ${this.address} is in use.`, null, true);
      return Promise.reject(new Error('transport/id-taken'));
    }
    this.opened = true;
    return Promise.resolve(this.address);
  }

  connect(peer: string): void {
    if (!this.canDial || !this.isOpen || this.links.has(peer) || peer === this.address) return;
    this.net.after(this.net.connectDelay, () => {
      if (!this.isOpen || this.links.has(peer)) return;
      const other = this.net.node(peer);
      if (!other) {
        this.emitError('transport/peer-unavailable', `Nobody answers at ${peer}.`, peer);
        return;
      }
      this.linkTo(other, this.net.newLinkId());
    });
  }

  disconnect(peer: string): void {
    const link = this.links.get(peer);
    if (link === undefined) return;
    this.links.delete(peer);
    const other = this.net.node(peer);
    if (other && other.links.get(this.address) === link) {
      other.links.delete(this.address);
      this.net.after(0, () => other.emitLeave(this.address));
    }
    this.net.after(0, () => this.emitLeave(peer));
  }

  send(peer: string, text: string): boolean {
    const link = this.links.get(peer);
    if (!this.isOpen || link === undefined) {
      this.emitError('transport/not-connected', `No link to ${peer}.`, peer);
      return false;
    }
    this.net.carry(this, peer, link, text);
    return true;
  }

  peers(): readonly string[] {
    return [...this.links.keys()];
  }

  /** Shuts this end: every linked peer sees `leave` (a closed tab, a crashed page). */
  close(): void {
    if (this.closed) return;
    for (const [peer, link] of this.links) {
      const other = this.net.node(peer);
      if (other && other.links.get(this.address) === link) {
        other.links.delete(this.address);
        this.net.after(0, () => other.emitLeave(this.address));
      }
    }
    this.links.clear();
    this.closed = true;
    this.net.unregister(this);
  }

  linkId(peer: string): number | undefined {
    return this.links.get(peer);
  }

  deliver(from: string, text: string): void {
    if (this.isOpen) this.emitMessage(from, text);
  }
}
