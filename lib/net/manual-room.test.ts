/**
 * Rooms over manual connection codes survive reloads (issue 10 item 10). The in-memory network
 * with `dial: false` behaves like the codes: nobody can be reached by dialling, and a link
 * appears only when two people have exchanged codes (`net.link`). A reloaded host reopens its
 * room at once with its log; guests wait (no election: the host is most likely only reloading)
 * and come back in through a fresh code exchange; when the host leaves on purpose, the next
 * seat hosts and the others come in through its codes; a guest can also take over by hand.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../core/hash';
import { pileEntry } from './pile.fixture';
import { Session, type SessionSnapshot } from './session';
import { Room, TEST_TIMING, autoplay, seededRandom } from './testkit';

const GAMES = [pileEntry];
const codes = (s: Session) => s.view.errors.map((e) => e.code);

class CodeRoom {
  readonly room: Room;
  private n = 0;
  constructor(seed: string) {
    this.room = new Room(seed, GAMES);
  }
  private base(addr: string) {
    return { transport: this.room.net.transport(addr, { dial: false }), games: GAMES, clock: this.room.clock, random: seededRandom(`${this.room.seed}/${addr}/${this.n++}`), timing: TEST_TIMING };
  }
  host(players: number): Promise<Session> {
    return Session.host({ ...this.base('host'), name: 'Ann', room: 'ROOM0001', game: 'pile', players });
  }
  /** A guest who pasted `by`'s invitation: its session first, then the link the codes make. */
  async join(addr: string, name: string, by = 'host'): Promise<Session> {
    const s = await Session.join({ ...this.base(addr), name, room: 'ROOM0001', host: by });
    this.room.net.link(by, addr);
    return s;
  }
  resume(addr: string, snapshot: SessionSnapshot): Promise<Session> {
    return Session.resume({ ...this.base(addr), snapshot });
  }
  /** A fresh exchange of codes between two pages. */
  link(a: string, b: string): void {
    this.room.net.link(a, b);
  }
  run(until: () => boolean): boolean {
    return this.room.run(until);
  }
}

async function started(r: CodeRoom, guests: readonly [string, string][]): Promise<{ h: Session; gs: Session[] }> {
  const h = await r.host(3);
  const gs: Session[] = [];
  for (const [addr, name] of guests) gs.push(await r.join(addr, name));
  r.run(() => h.view.seats.filter((x) => x.kind === 'human' && x.connected).length === 1 + guests.length);
  expect(h.fillWithBots({ bot: 'random', level: 1 }).ok).toBe(true);
  expect(h.start().ok).toBe(true);
  r.run(() => [h, ...gs].every((s) => s.view.status === 'playing'));
  return { h, gs };
}

describe('rooms over manual codes survive reloads (issue 10 item 10)', () => {
  test('the host reloads: it reopens its room with its log; the guest waits, then comes back through a fresh code', async () => {
    const r = new CodeRoom('codes-host-reload');
    const { h, gs } = await started(r, [['bob', 'Bob']]);
    const b = gs[0]!;
    const stops = [autoplay(r.room.clock, h, 'h'), autoplay(r.room.clock, b, 'b')];
    r.run(() => b.view.log.length >= 4);
    stops[0]!();
    const snap = h.snapshot();
    (h as unknown as { s: { transport: { close(): void } } }).s.transport.close(); // the page reloads
    r.run(() => b.view.status === 'reconnecting');
    r.room.clock.advance(60_000);
    // Nobody elects anybody: Bob waits for the host's new code.
    expect(b.view.role).toBe('guest');
    expect(b.view.status).toBe('reconnecting');
    expect(codes(b)).toContain('room/host-away');
    const h2 = await r.resume('host', snap);
    expect(h2.view.role).toBe('host');
    expect(h2.view.status).toBe('playing');
    expect(canonicalJson(h2.view.log)).toBe(canonicalJson(snap.log));
    r.link('host', 'bob');
    r.run(() => b.view.status === 'playing' && h2.view.seats[1]!.kind === 'human' && (h2.view.seats[1] as { connected: boolean }).connected);
    expect(b.view.log.length).toBeGreaterThanOrEqual(snap.log.length);
    const more = [autoplay(r.room.clock, h2, 'h2'), ...stops.slice(1)];
    r.run(() => h2.view.status === 'finished' && b.view.status === 'finished');
    more.forEach((s) => s());
    expect(b.view.hash).toBe(h2.view.hash);
    expect(canonicalJson(h2.view.log.slice(0, snap.log.length))).toBe(canonicalJson(snap.log));
  });

  test('a guest reloads: it waits for a fresh code, then takes its seat back and catches up', async () => {
    const r = new CodeRoom('codes-guest-reload');
    const { h, gs } = await started(r, [['bob', 'Bob']]);
    const b = gs[0]!;
    const stops = [autoplay(r.room.clock, h, 'h'), autoplay(r.room.clock, b, 'b')];
    r.run(() => h.view.log.length >= 4);
    stops[1]!();
    const snap = b.snapshot();
    (b as unknown as { s: { transport: { close(): void } } }).s.transport.close();
    r.run(() => !(h.view.seats[1] as { connected: boolean }).connected);
    const b2 = await r.resume('bob', snap);
    r.room.clock.advance(30_000);
    expect(b2.view.role).toBe('guest');
    expect(b2.view.status).toBe('reconnecting');
    r.link('host', 'bob');
    r.run(() => b2.view.status === 'playing' || b2.view.status === 'finished');
    expect(b2.view.me.seat).toBe(1);
    autoplay(r.room.clock, b2, 'b2');
    r.run(() => h.view.status === 'finished' && b2.view.status === 'finished');
    stops.forEach((s) => s());
    expect(b2.view.hash).toBe(h.view.hash);
  });

  test('the host leaves on purpose: the next seat hosts; the third player comes in through its code', async () => {
    const r = new CodeRoom('codes-host-leaves');
    const { h, gs } = await started(r, [['bob', 'Bob'], ['cat', 'Cat']]);
    const [b, c] = gs as [Session, Session];
    h.leave();
    r.run(() => b.view.role === 'host' && c.view.status === 'reconnecting');
    r.room.clock.advance(60_000);
    expect(c.view.role).toBe('guest');
    expect(c.view.lookingFor).toBe(1); // "ask Bob for an invitation code"
    r.link('bob', 'cat');
    r.run(() => c.view.status === 'playing' && (b.view.seats[2] as { connected: boolean }).connected);
    expect(b.replaceWithBot(0, { bot: 'random', level: 1 }).ok).toBe(true);
    const stops = [autoplay(r.room.clock, b, 'b'), autoplay(r.room.clock, c, 'c')];
    r.run(() => b.view.status === 'finished' && c.view.status === 'finished');
    stops.forEach((s) => s());
    expect(c.view.hash).toBe(b.view.hash);
  });

  test('the host is gone for good: a guest takes over by hand and invites the other', async () => {
    const r = new CodeRoom('codes-take-over');
    const { h, gs } = await started(r, [['bob', 'Bob'], ['cat', 'Cat']]);
    const [b, c] = gs as [Session, Session];
    (h as unknown as { s: { transport: { close(): void } } }).s.transport.close();
    r.run(() => b.view.status === 'reconnecting' && c.view.status === 'reconnecting');
    expect(b.takeOver().ok).toBe(true);
    expect(b.view.role).toBe('host');
    expect(c.takeOver().ok).toBe(true); // Cat took over too, before hearing of Bob: two hosts
    r.link('bob', 'cat');
    // The lower seat wins: Cat's page knocks at Bob's and follows him.
    r.run(() => c.view.role === 'guest' && c.view.status === 'playing');
    expect(b.view.role).toBe('host');
    expect(codes(c)).toContain('room/host-merged');
  });
});
