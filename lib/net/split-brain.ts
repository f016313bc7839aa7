/**
 * Split-brain healing (host migration, DESIGN.md §4). After a migration two peers may both
 * believe they host (each thought the other gone). The rule that settles it: a host keeps
 * knocking — with an ordinary `join` for its own seat — at the people in lower seats who are not
 * connected to it. If one of them turns out to host, it welcomes us, and we (the higher seat)
 * yield: our guests are sent over and we become a guest. The lowest seat never knocks, so exactly
 * one host remains.
 */
import type { MessageOf } from './protocol';
import type { Shared } from './shared';
import { fail, okVoid, type Result } from './types';

export class SplitBrainProbe {
  /**
   * People in lower seats to whom we sent a probing `join` on the current link: address → when.
   * The answer to a knock at a non-host is a `reject`, which is not resent if lost, so a knock
   * with no answer is repeated a period later.
   */
  private readonly probes = new Map<string, number>();
  private stopProbing: (() => void) | null = null;
  private disposed = false;

  constructor(
    private readonly s: Shared,
    /** Whether `addr` has joined us (then it is not hosting). */
    private readonly isMember: (addr: string) => boolean,
    /** Another host (in a lower seat) welcomed our probe: hand over and become its guest. */
    private readonly yieldTo: (addr: string, welcome: MessageOf<'welcome'>) => void
  ) {
    this.scheduleProbe();
  }

  dispose(): void {
    this.disposed = true;
    this.stopProbing?.();
  }

  /** A link came up: if it is one we opened to knock, knock. */
  peerUp(addr: string): void {
    if (this.probeTargets().includes(addr) && !this.probes.has(addr)) this.sendProbe(addr);
  }

  peerDown(addr: string): void {
    this.probes.delete(addr);
  }

  /** Whether we knocked at `addr` on its current link. */
  knocked(addr: string): boolean {
    return this.probes.has(addr);
  }

  /** The one we knocked at hosts and welcomed us: we yield to it. */
  welcomed(from: string, m: MessageOf<'welcome'>): Result {
    if (m.pid !== this.s.me.pid) return fail('room/bad-welcome', 'The host welcomed someone else.');
    this.yieldTo(from, m);
    return okVoid;
  }

  /** A refusal of our knock: true when it was one (then it is handled). */
  refused(from: string, m: MessageOf<'reject'>): boolean {
    if (!this.probes.has(from) || m.about !== 'join') return false;
    // Not a host: nothing to settle with them. Knock again later. (The link stays: the same
    // link may be carrying their own join to us.)
    this.probes.delete(from);
    return true;
  }

  private scheduleProbe(): void {
    const s = this.s;
    this.stopProbing = s.timer(this.period, () => {
      if (this.disposed) return;
      this.probe();
      this.scheduleProbe();
    });
  }

  private get period(): number {
    return this.s.timing.retryDelay * 2;
  }

  private probeTargets(): string[] {
    const s = this.s;
    const mine = s.mySeat();
    if (mine === null) return [];
    return s.seats.flatMap((x, i) => (i < mine && x.kind === 'human' && x.pid !== s.me.pid && !x.connected && x.addr !== null && x.addr !== s.addr ? [x.addr] : []));
  }

  private probe(): void {
    const s = this.s;
    for (const addr of this.probeTargets()) {
      const knocked = this.probes.get(addr);
      if (this.isMember(addr) || (knocked !== undefined && s.clock.now() - knocked < this.period)) continue;
      if (s.links.isUp(addr)) this.sendProbe(addr);
      else s.transport.connect(addr);
    }
  }

  private sendProbe(addr: string): void {
    const s = this.s;
    this.probes.set(addr, s.clock.now());
    s.send(addr, s.joinMessage());
  }
}
