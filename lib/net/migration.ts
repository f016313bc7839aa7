/**
 * Host migration (DESIGN.md §4): which role this page plays, and finding a host again when the
 * joined one is gone. The rule everyone computes alike: the connected person in the lowest seat
 * hosts. A guest that loses its host elects the next one (or, over manual codes, waits for the
 * host's new invitation); a reloaded page looks for the host by asking everyone it knew; a host
 * that finds a lower-seated host (split brain, see HostRole) yields to it.
 */
import { GuestRole } from './guest';
import { HostRole } from './host';
import type { Shared } from './shared';

const MAX_HOPS = 6;
const MAX_NOT_HOST_RETRIES = 5;

type Plan =
  | { readonly kind: 'join' }
  /** Over manual codes: waiting for someone to link to us with a code, then joining them. */
  | { readonly kind: 'wait' }
  | { readonly kind: 'elect'; readonly excluded: Set<string>; readonly retries: Map<string, number> }
  | { readonly kind: 'resume'; queue: string[]; passes: number; readonly alive: Set<string> };

export class Migration {
  private plan: Plan = { kind: 'join' };
  private hops = 0;

  constructor(
    private readonly s: Shared,
    /** Ends the session for good (the session closes its transport). */
    private readonly shut: () => void
  ) {}

  /** A reloaded page over manual codes: join whoever links to us with an invitation code. */
  waitForInvitation(addr: string): void {
    this.plan = { kind: 'wait' };
    this.guest()?.connect(addr);
  }

  /** A reloaded page that can dial: look for the host among everyone it knew. */
  resume(): void {
    this.plan = { kind: 'resume', queue: this.resumeQueue(), passes: 0, alive: new Set() };
    this.nextResumeCandidate();
  }

  /** This page becomes (or stays) a guest; losing the host or failing to join comes back here. */
  becomeGuest(): GuestRole {
    const s = this.s;
    const g = new GuestRole(s, {
      hostLost: (addr, left) => this.hostLost(addr, left),
      joinFailed: (addr, code, hint) => this.joinFailed(addr, code, hint),
      dropped: (message) => this.dropped(message)
    });
    s.role = g;
    return g;
  }

  /** The current role, if it is the guest. */
  guest(): GuestRole | null {
    return this.s.role instanceof GuestRole ? this.s.role : null;
  }

  /** The current role, if it is the host. */
  hostRole(): HostRole | null {
    return this.s.role instanceof HostRole ? this.s.role : null;
  }

  private hostLost(addr: string, left: boolean): void {
    const s = this.s;
    if (s.closed) return;
    const gone = s.seats.find((x) => x.kind === 'human' && x.addr === addr);
    const old = gone && gone.kind === 'human' ? gone.pid : s.hostPid;
    s.seats = s.seats.map((x) => (x.kind === 'human' && (x.pid === old || x.addr === addr) ? { ...x, connected: false } : x));
    s.setStatus('reconnecting');
    if (!s.transport.canDial && !left) {
      // Over manual codes nobody can be found by dialling, and the host's page is most likely
      // only reloading: wait for its new invitation code (or for someone to take over).
      s.addError({ code: 'room/host-away', message: 'The host’s page went away. When it is back, the host makes a new invitation code for this page; if it is gone for good, one of you takes over as host.' });
      this.plan = { kind: 'wait' };
      this.guest()?.connect(addr);
      return;
    }
    s.addError({ code: 'room/host-left', message: 'The host left; the next player takes over.' });
    this.plan = { kind: 'elect', excluded: new Set([old]), retries: new Map() };
    this.hops = 0;
    this.elect();
  }

  /** The next host: the connected person in the lowest seat (everyone computes the same). */
  private elect(): void {
    const s = this.s;
    const plan = this.plan;
    if (plan.kind !== 'elect') return;
    const next = s.seats.findIndex((x) => x.kind === 'human' && (x.pid === s.me.pid || (x.connected && !plan.excluded.has(x.pid) && x.addr !== null)));
    const x = s.seats[next];
    if (!x || x.kind !== 'human') {
      // I hold no seat and nobody is left to host: wait for someone to come back.
      this.plan = { kind: 'resume', queue: this.resumeQueue(), passes: 0, alive: new Set() };
      s.timer(s.timing.retryDelay, () => this.nextResumeCandidate());
      return;
    }
    if (x.pid === s.me.pid) this.becomeHost();
    else {
      if (!s.transport.canDial) this.plan = { kind: 'wait' }; // its invitation code will link us
      this.guest()?.connect(x.addr!);
    }
  }

  newHostRole(): HostRole {
    return new HostRole(this.s, (addr, welcome) => this.yieldTo(addr, welcome));
  }

  /** Another host in a lower seat exists (split brain after a migration): hand over and join it. */
  private yieldTo(addr: string, welcome: Parameters<GuestRole['adopt']>[1]): void {
    const s = this.s;
    const host = this.hostRole();
    if (!host) return;
    host.handOver(welcome.roster);
    host.dispose();
    s.addError({ code: 'room/host-merged', message: 'Another player was hosting too; this page now follows that host.' });
    this.plan = { kind: 'elect', excluded: new Set(), retries: new Map() };
    this.becomeGuest().adopt(addr, welcome);
  }

  becomeHost(): void {
    const s = this.s;
    s.role.dispose();
    const host = this.newHostRole();
    s.role = host;
    s.epoch += 1;
    s.hostPid = s.me.pid;
    s.hostAddr = s.addr;
    s.seats = s.seats.map((x) => (x.kind !== 'human' ? x : x.pid === s.me.pid ? { ...x, addr: s.addr, connected: true } : { ...x, connected: false }));
    s.committed = [];
    if (s.ls) s.setStatus(s.playStatus());
    else {
      if (s.seed !== null) s.addError({ code: 'room/no-log', message: 'This peer has no copy of the game log to host from.' });
      s.setStatus('lobby');
    }
    this.plan = { kind: 'join' };
    s.addError({ code: 'room/now-host', message: 'You are now the host.' });
    host.broadcastRoster();
    host.advance();
  }

  /** The host dropped this page (its state kept disagreeing): stop here, keep the reports. */
  private dropped(message: string): void {
    const s = this.s;
    if (s.closed) return;
    s.addError({ code: 'room/dropped', message });
    this.shut();
  }

  private joinFailed(addr: string, code: string, hint: string | null): void {
    const s = this.s;
    if (s.closed) return;
    if (code === 'room/dropped') {
      this.dropped('The host refused this page: it was dropped from the game because its state kept disagreeing with the host’s.');
      return;
    }
    if (s.transport.canDial && hint !== null && hint !== addr && hint !== s.addr && this.hops < MAX_HOPS) {
      this.hops++;
      this.guest()?.connect(hint);
      return;
    }
    const plan = this.plan;
    switch (plan.kind) {
      case 'join':
        s.addError({ code, message: `Could not join the room (${code}).` });
        this.shut();
        return;
      case 'wait':
        // A link that went down, or a page that does not host: wait for the next code exchange.
        if (code === 'room/not-host' || code === 'room/unreachable' || code === 'room/no-answer') return;
        s.addError({ code, message: `Could not join the room (${code}).` });
        this.shut();
        return;
      case 'elect': {
        const x = s.seats.find((y) => y.kind === 'human' && y.addr === addr);
        const tries = plan.retries.get(addr) ?? 0;
        if (code === 'room/not-host' && tries < MAX_NOT_HOST_RETRIES) {
          // They have not noticed the old host is gone yet: ask again shortly.
          plan.retries.set(addr, tries + 1);
          s.timer(s.timing.retryDelay, () => {
            if (this.plan === plan) this.guest()?.connect(addr);
          });
          return;
        }
        if (x && x.kind === 'human') plan.excluded.add(x.pid);
        else plan.excluded.add(addr);
        this.elect();
        return;
      }
      case 'resume':
        // "Not the host" means alive (perhaps looking for the host too); anything else, unreachable.
        if (code === 'room/not-host') plan.alive.add(addr);
        this.nextResumeCandidate();
        return;
    }
  }

  /** Where a reloaded page looks for the host: the last known host, then the other people by seat. */
  private resumeQueue(): string[] {
    const s = this.s;
    const out: string[] = [];
    const push = (a: string | null): void => {
      if (a !== null && a !== s.addr && !out.includes(a)) out.push(a);
    };
    if (s.hostPid !== s.me.pid) push(s.hostAddr);
    for (const x of s.seats) if (x.kind === 'human' && x.pid !== s.me.pid) push(x.addr);
    for (const w of s.waiting) if (w.pid !== s.me.pid) push(w.addr);
    return out;
  }

  private nextResumeCandidate(): void {
    const s = this.s;
    const plan = this.plan;
    if (plan.kind !== 'resume' || s.closed) return;
    const next = plan.queue.shift();
    if (next !== undefined) {
      this.hops = 0;
      this.guest()?.connect(next);
      return;
    }
    plan.passes++;
    const mine = s.mySeat();
    const others = s.seats.filter((x) => x.kind === 'human' && x.pid !== s.me.pid);
    // The same rule as an election: the lowest seat among the people who answer hosts. After a
    // full round of tries, if nobody in a lower seat even answered, that is me.
    const lowerAlive = s.seats.some((x, i) => x.kind === 'human' && x.pid !== s.me.pid && mine !== null && i < mine && x.addr !== null && plan.alive.has(x.addr));
    if (mine !== null && (others.length === 0 || (!lowerAlive && plan.passes >= 2))) {
      this.becomeHost();
      return;
    }
    s.timer(s.timing.retryDelay, () => {
      if (this.plan !== plan) return;
      plan.queue = this.resumeQueue();
      plan.alive.clear();
      this.nextResumeCandidate();
    });
  }
}
