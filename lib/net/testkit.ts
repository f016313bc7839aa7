/**
 * Test support for lib/net: seeded "randomness", a room of sessions on one in-memory network
 * under a virtual clock, and agents that play a human seat by picking legal actions. Used by the
 * `*.test.ts` files here and usable by app tests; nothing in it reads a real clock or entropy.
 */
import { Rng, seedRng } from '../core/rng';
import type { Action } from '../core/types';
import type { GameEntry } from '../core/entry';
import { SimClock } from './clock';
import { MemoryNetwork, type Faults, type MemoryTransport } from './memory';
import { actionCommitment, type Random } from './identity';
import { Session, type SessionSnapshot } from './session';
import { makeMessage, parseMessage, type Message, type Wire } from './protocol';
import type { Result } from './types';
import type { BotRunner, Timing } from './shared';

/** Deterministic bytes from a label: the same label gives the same stream. Tests only. */
export function seededRandom(label: string): Random {
  const rng = new Rng(seedRng(`random/${label}`));
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = rng.below(256);
    return out;
  };
}

export const TEST_TIMING: Timing = { rto: 120, connectTimeout: 2000, retryDelay: 300, botDelay: 5, resyncTimeout: 2000 };

export interface Player {
  readonly name: string;
  readonly transport: MemoryTransport;
  readonly session: Session;
}

export class Room {
  readonly clock = new SimClock();
  readonly net: MemoryNetwork;
  readonly players: Player[] = [];
  private n = 0;

  constructor(
    readonly seed: string,
    readonly games: readonly GameEntry[],
    faults: Partial<Faults> = {},
    readonly timing: Timing = TEST_TIMING,
    readonly runBot?: BotRunner
  ) {
    this.net = new MemoryNetwork({ clock: this.clock, seed, faults });
  }

  get host(): Player {
    return this.players[0]!;
  }

  /** Each person keeps one address across reloads (like personAddress in the app). */
  private readonly addresses = new Map<string, string>();

  private base(name: string, games?: readonly GameEntry[]) {
    const addr = this.addresses.get(name) ?? `${name}-${this.n++}`;
    this.addresses.set(name, addr);
    const transport = this.net.transport(addr);
    return { transport, games: games ?? this.games, clock: this.clock, random: seededRandom(`${this.seed}/${addr}/${this.n++}`), name, timing: this.timing, runBot: this.runBot };
  }

  async open(name: string, o: { game: string; players: number; options?: Record<string, string | boolean>; games?: readonly GameEntry[] }): Promise<Player> {
    const b = this.base(name, o.games);
    const session = await Session.host({ ...b, room: 'ROOM0001', game: o.game, players: o.players, options: o.options });
    const p = { name, transport: b.transport, session };
    this.players.push(p);
    return p;
  }

  async join(name: string, o: { games?: readonly GameEntry[]; host?: string } = {}): Promise<Player> {
    const b = this.base(name, o.games);
    const session = await Session.join({ ...b, room: 'ROOM0001', host: o.host ?? this.host.transport.address });
    const p = { name, transport: b.transport, session };
    this.players.push(p);
    return p;
  }

  /** A reloaded page: a new transport (new address) resuming from the saved snapshot. */
  async resume(name: string, snapshot: SessionSnapshot, games?: readonly GameEntry[]): Promise<Player> {
    const b = this.base(name, games);
    const session = await Session.resume({ transport: b.transport, games: b.games, clock: b.clock, random: b.random, timing: b.timing, runBot: b.runBot, snapshot });
    const p = { name, transport: b.transport, session };
    this.players.push(p);
    return p;
  }

  run(until: () => boolean, maxTime = 600_000): boolean {
    this.clock.run({ until, maxTime: this.clock.now() + maxTime });
    return until();
  }
}

/**
 * Plays a human seat: whenever the session offers actions, picks one (seeded) after a short
 * think. Returns a function that stops it.
 */
export function autoplay(clock: SimClock, session: Session, seed: string, thinkMs = 20, choose?: (actions: readonly Action[], rng: Rng) => Action): () => void {
  const rng = new Rng(seedRng(`autoplay/${seed}`));
  let scheduled = false;
  let stopped = false;
  const poke = (): void => {
    if (stopped || scheduled || session.myActions().length === 0) return;
    scheduled = true;
    clock.setTimer(1 + rng.below(thinkMs), () => {
      scheduled = false;
      if (stopped) return;
      const actions = session.myActions();
      if (actions.length > 0) session.act(choose ? choose(actions, rng) : rng.pick(actions));
      poke();
    });
  };
  const unsub = session.subscribe(poke);
  poke();
  return () => {
    stopped = true;
    unsub();
  };
}

/**
 * A hand-driven protocol speaker on the in-memory network, for feeding a session exact (or
 * wrong) messages and reading its answers. It acknowledges what it receives, like a real peer.
 */
export class RawPeer {
  readonly transport: MemoryTransport;
  readonly inbox: Wire[] = [];
  n = 0;

  constructor(
    readonly room: Room,
    readonly addr: string,
    readonly roomCode = 'ROOM0001'
  ) {
    this.transport = room.net.transport(addr);
    this.transport.onMessage((from, text) => {
      const p = parseMessage(text);
      if (!p.ok) return;
      this.inbox.push(p.value);
      if (p.value.n > 0) this.transport.send(from, this.text({ t: 'ack', upto: p.value.n }, 0));
    });
  }

  async link(to: string): Promise<void> {
    await this.transport.open();
    this.transport.connect(to);
    this.room.run(() => this.transport.peers().includes(to), 1000);
  }

  text(m: Message, n: number, over: { from?: string; room?: string } = {}): string {
    return makeMessage({ room: over.room ?? this.roomCode, from: over.from ?? this.addr, n }, m);
  }

  /** Hands `m` (next in sequence unless `n` is given) straight to `target` and returns its verdict. */
  deliver(target: Session, m: Message, over: { n?: number; from?: string; room?: string } = {}): Result {
    const loose = m.t === 'ack' || m.t === 'reject';
    const n = over.n ?? (loose ? 0 : this.n + 1);
    const r = target.receive(this.addr, this.text(m, n, over));
    // Structural and sequence rejections leave the link untouched; anything else consumed n.
    const consumed = r.ok || !(r.error.code.startsWith('msg/') || r.error.code.startsWith('seq/') || r.error.code === 'peer/unlinked');
    if (!loose && consumed && n === this.n + 1) this.n = n;
    return r;
  }

  last<T extends Wire['t']>(t: T): Extract<Wire, { t: T }> | undefined {
    for (let i = this.inbox.length - 1; i >= 0; i--) if (this.inbox[i]!.t === t) return this.inbox[i] as Extract<Wire, { t: T }>;
    return undefined;
  }
}

export interface TableOptions {
  readonly game: string;
  readonly players: number;
  /** People (the host included); the other seats get bots. */
  readonly humans: number;
  readonly options?: Record<string, string | boolean>;
  readonly bot?: string;
  /** The games a given person's page runs (to corrupt one peer's engine). */
  readonly gamesFor?: (person: number) => readonly GameEntry[] | undefined;
}

/** Host + guests join, bots fill the rest, the seed is drawn: everyone is playing. */
export async function openTable(room: Room, o: TableOptions): Promise<Player[]> {
  const host = await room.open('p0', { game: o.game, players: o.players, options: o.options, games: o.gamesFor?.(0) });
  for (let i = 1; i < o.humans; i++) await room.join(`p${i}`, { games: o.gamesFor?.(i) });
  const people = room.players.slice();
  room.run(() => host.session.view.seats.filter((x) => x.kind === 'human' && x.connected).length === o.humans);
  const filled = host.session.fillWithBots({ bot: o.bot ?? 'random', level: 1 });
  if (!filled.ok) throw new Error(filled.error.message);
  const started = host.session.start();
  if (!started.ok) throw new Error(started.error.message);
  room.run(() => people.every((p) => p.session.view.seed !== null && p.session.view.status !== 'starting' && p.session.view.status !== 'reconnecting'));
  return people;
}

/** Everyone plays (random legal choices) until every session in `players` is finished. */
export function playOut(room: Room, players: readonly Player[], maxTime = 3_600_000): boolean {
  const stops = players.map((p) => autoplay(room.clock, p.session, `${room.seed}/${p.transport.address}`));
  const done = room.run(() => players.every((p) => p.session.view.status === 'finished'), maxTime);
  stops.forEach((s) => s());
  return done;
}

/**
 * Plays a raw peer's seat honestly against `host` in the pile fixture game: takes one on its turns; in a
 * vote, commits to 0 and reveals when the host opens the step.
 */
export function rawAutoplay(room: Room, host: Player, raw: RawPeer, seat: number): () => void {
  let stopped = false;
  let moved = -1;
  let revealed = -1;
  const salt = '5a'.repeat(16);
  const vote = { type: 'vote', v: 0 } as unknown as Action;
  const tick = (): void => {
    if (stopped) return;
    const v = host.session.view;
    if (v.status === 'playing' && v.pending.includes(seat)) {
      const i = v.log.length;
      if (v.pending.length === 1 && moved !== i) {
        moved = i;
        raw.deliver(host.session, { t: 'propose', i, seat, action: { type: 'take', n: 1 } as unknown as Action });
      } else if (v.pending.length > 1) {
        if (moved !== i) {
          moved = i;
          raw.deliver(host.session, { t: 'commit', i, seat, hash: actionCommitment('ROOM0001', i, seat, vote, salt) });
        }
        const open = raw.last('open');
        if (open?.i === i && revealed !== i) {
          revealed = i;
          raw.deliver(host.session, { t: 'reveal', i, seat, action: vote, salt });
        }
      }
    }
    room.clock.setTimer(7, tick);
  };
  tick();
  return () => {
    stopped = true;
  };
}
