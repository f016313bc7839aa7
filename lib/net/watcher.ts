/**
 * A watcher: follows a room's game live from the host's scenes (watch.ts) and can do nothing
 * else. It holds no seat, no seed, no action log and no engine state — only the public view, the
 * public log lines, the seats and, once the game is over, the finished match for its replay.
 *
 *   const w = await WatchSession.open({ transport, games: GAMES, clock, name, room, host: roomAddress(room) });
 *   w.subscribe((view) => …);  w.leave();
 *
 * Frames pass the same message gate as a player's (gate.ts): parsed, checked against the link
 * and the room, sequenced. Only the host it watches may send it anything, and only scenes and
 * `bye`. When the host goes (a reload, a migration), it asks again at the host's address and then
 * at each seated person's (a player that is not the host answers with a hint where the host is).
 */
import type { GameHeader, LogEntry } from '../core/types';
import type { Clock } from './clock';
import { receive } from './gate';
import { randomHex, roomAddress, type Random } from './identity';
import { TO_HOST, type MessageOf, type Wire } from './protocol';
import { DEFAULT_TIMING, Shared, type RoleImpl, type Timing } from './shared';
import type { Transport } from './transport';
import { SceneParts, parseScene, type Scene } from './watch';
import { fail, okVoid, type NetError, type Result } from './types';

export interface WatchOptions {
  readonly transport: Transport;
  /** The games this site knows (a finished match is checked against their headers; no engine needed). */
  readonly games: readonly GameHeader[];
  readonly clock: Clock;
  /** How the host lists me (at most 40 characters). */
  readonly name: string;
  readonly room: string;
  /** The host's address (roomAddress(room) for PeerJS and BroadcastChannel). */
  readonly host: string;
  readonly timing?: Partial<Timing>;
}

/** A watcher's own address: the room's, then "w" and 16 random hex digits (never a person's pid). */
export const watcherAddress = (room: string, random: Random): string => `${roomAddress(room)}-w${randomHex(random, 8)}`;

export const WATCH_STATUSES = ['connecting', 'watching', 'closed'] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];

export interface WatchView {
  readonly status: WatchStatus;
  readonly room: string;
  /** The address being watched (or asked), null when there is none. */
  readonly host: string | null;
  /** The latest scene, null until the first arrives. */
  readonly scene: Scene | null;
  /** Every public log line so far (one per log item of the game). */
  readonly lines: readonly LogEntry[];
  /** Recent problems, newest last, each with a stable `code` (at most 50). */
  readonly errors: readonly (NetError & { readonly id: number })[];
  readonly stats: { readonly accepted: number; readonly rejected: number };
}

/** How many rounds of asking everyone it knew before a watcher gives up on a room. */
const MAX_ROUNDS = 4;
const MAX_HOPS = 6;

class WatchRole implements RoleImpl {
  readonly kind = 'watcher' as const;
  target: string | null = null;
  joined = false;
  scene: Scene | null = null;
  lines: LogEntry[] = [];
  private readonly parts = new SceneParts();
  private cancelTimer: (() => void) | null = null;
  private queue: string[] = [];
  private rounds = 0;
  private hops = 0;
  private disposed = false;

  constructor(
    private readonly s: Shared,
    private readonly games: readonly GameHeader[],
    private readonly shut: () => void
  ) {}

  dispose(): void {
    this.disposed = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  connect(addr: string): void {
    const s = this.s;
    this.cancelTimer?.();
    this.target = addr;
    this.joined = false;
    s.setStatus('reconnecting');
    s.touch();
    if (s.links.isUp(addr)) this.ask();
    else s.transport.connect(addr);
    this.cancelTimer = s.timer(s.timing.connectTimeout, () => {
      if (!this.disposed && this.target === addr && !this.joined) this.next();
    });
  }

  private ask(): void {
    this.s.send(this.target!, { t: 'watch', name: this.s.me.name });
  }

  /** The next place to ask: the queue, then (after a pause) another round, then give up. */
  private next(): void {
    const s = this.s;
    if (this.disposed) return;
    this.cancelTimer?.();
    this.cancelTimer = null;
    const addr = this.queue.shift();
    if (addr !== undefined) {
      this.connect(addr);
      return;
    }
    if (++this.rounds >= MAX_ROUNDS) {
      s.addError({ code: 'watch/lost', message: 'The room cannot be reached any more.' });
      this.shut();
      return;
    }
    this.target = null;
    this.cancelTimer = s.timer(s.timing.retryDelay, () => {
      this.queue = this.candidates();
      this.next();
    });
  }

  /** Where the host may be: where it was, then every seated person's address. */
  private candidates(): string[] {
    const out: string[] = [];
    const push = (a: string | null): void => {
      if (a !== null && a !== this.s.addr && !out.includes(a)) out.push(a);
    };
    push(this.s.hostAddr);
    for (const x of this.scene?.seats ?? []) if (x.kind === 'human') push(x.addr);
    return out;
  }

  private lost(): void {
    this.joined = false;
    this.target = null;
    this.rounds = 0;
    this.hops = 0;
    this.s.addError({ code: 'watch/host-away', message: 'The host’s page went away; looking for the room again.' });
    this.queue = this.candidates();
    this.next();
  }

  peerUp(addr: string): void {
    if (addr === this.target && !this.joined) this.ask();
  }

  peerDown(addr: string): void {
    if (addr !== this.target) return;
    if (this.joined) this.lost();
    else this.next();
  }

  unreachable(peer: string): void {
    if (peer === this.target && !this.joined) this.next();
  }

  rejected(from: string, m: MessageOf<'reject'>): Result {
    const s = this.s;
    if (from !== this.target) return fail('peer/not-host', 'Only the host’s refusals count.');
    if (m.about === 'watch' && !this.joined) {
      if (m.code === 'room/not-host' && m.hint !== null && m.hint !== from && this.hops < MAX_HOPS) {
        this.hops++;
        this.connect(m.hint);
        return okVoid;
      }
      if (m.code === 'room/not-host') {
        this.next();
        return okVoid;
      }
      // Closed, full, or anything else: this room will not show us its game.
      s.addError({ code: m.code, message: m.message });
      this.shut();
      return okVoid;
    }
    s.addError({ code: m.code, message: m.message });
    return okVoid;
  }

  handle(from: string, m: Wire): Result {
    if (TO_HOST.has(m.t)) return fail('watch/not-host', 'A watcher hosts nothing.');
    if (from !== this.target) return fail('peer/not-host', 'Only the watched host sends that.');
    switch (m.t) {
      case 'scene':
        return this.onScene(from, m);
      case 'bye':
        this.lost();
        return okVoid;
      default:
        return fail('watch/unexpected', `A watcher is sent scenes only, not "${m.t}".`);
    }
  }

  private onScene(from: string, m: MessageOf<'scene'>): Result {
    const s = this.s;
    const got = this.parts.add(m);
    if (!got.ok || got.value === null) return got.ok ? okVoid : got;
    const parsed = parseScene(got.value, this.games);
    if (!parsed.ok) return parsed;
    const scene = parsed.value;
    if (scene.from > this.lines.length) {
      // Lines we never got: ask for everything again.
      this.ask();
      return fail('scene/gap', `Log lines ${this.lines.length + 1}–${scene.from} are missing.`);
    }
    const lines = [...this.lines.slice(0, scene.from), ...scene.lines];
    if (lines.length !== scene.i) return fail('scene/inconsistent', `A scene of ${scene.i} log items came with ${lines.length} log lines.`);
    this.lines = lines;
    this.scene = scene;
    if (!this.joined) {
      this.joined = true;
      this.rounds = 0;
      this.hops = 0;
      this.cancelTimer?.();
      this.cancelTimer = null;
      s.hostAddr = from;
    }
    s.setStatus('playing');
    s.touch();
    return okVoid;
  }

  act(): Result {
    return fail('watch/read-only', 'A watcher cannot act.');
  }
}

export class WatchSession {
  private cache: { version: number; view: WatchView } | null = null;
  private readonly unbind: (() => void)[] = [];

  private constructor(
    private readonly s: Shared,
    private readonly role: WatchRole
  ) {
    const t = s.transport;
    this.unbind.push(
      t.onMessage((from, msg) => {
        this.receive(from, msg);
      }),
      t.onPeerJoin((peer) =>
        s.guard(() => {
          s.links.up(peer);
          role.peerUp(peer);
        })
      ),
      t.onPeerLeave((peer) =>
        s.guard(() => {
          s.links.down(peer);
          role.peerDown(peer);
        })
      ),
      t.onError((e) =>
        s.guard(() => {
          if (e.code !== 'transport/not-connected' && e.code !== 'transport/peer-unavailable') s.addError({ code: e.code, message: e.message });
          if (e.peer !== null) role.unreachable(e.peer);
          if (e.fatal) this.shut();
        })
      )
    );
    for (const peer of t.peers()) s.links.up(peer);
  }

  static async open(o: WatchOptions): Promise<WatchSession> {
    if (o.room.length < 1 || o.room.length > 32) throw new RangeError(`WatchSession: a room id has 1–32 characters, not ${o.room.length}`);
    await o.transport.open();
    const noRandom = (): Uint8Array => {
      throw new Error('a watcher draws nothing');
    };
    const s = new Shared(
      o.room,
      o.transport,
      o.clock,
      noRandom,
      [],
      { ...DEFAULT_TIMING, ...o.timing },
      () => {
        throw new Error('a watcher runs no bots');
      },
      { token: '', pid: '', name: o.name.slice(0, 40) },
      { status: 'reconnecting', hostPid: '', hostAddr: o.host, config: { game: '', version: 0, players: 0, options: {} }, seats: [] }
    );
    let session: WatchSession | null = null;
    const role = new WatchRole(s, o.games, () => session?.shut());
    s.role = role;
    session = new WatchSession(s, role);
    role.connect(o.host);
    s.flush();
    return session;
  }

  /** Handles one frame from the transport peer `from` through the message gate (never throws). */
  receive(from: string, textIn: unknown): Result {
    return receive(this.s, from, textIn);
  }

  get view(): WatchView {
    const s = this.s;
    if (this.cache?.version === s.version) return this.cache.view;
    const status: WatchStatus = s.closed || s.status === 'closed' ? 'closed' : this.role.joined ? 'watching' : 'connecting';
    const view: WatchView = {
      status,
      room: s.room,
      host: this.role.target,
      scene: this.role.scene,
      lines: this.role.lines,
      errors: s.errors.slice(),
      stats: { ...s.stats }
    };
    this.cache = { version: s.version, view };
    return view;
  }

  subscribe(fn: (view: WatchView) => void): () => void {
    return this.s.subscribe(() => fn(this.view));
  }

  private shut(): void {
    const s = this.s;
    if (s.closed) return;
    this.role.dispose();
    s.links.close();
    s.setStatus('closed');
    s.closed = true;
    for (const u of this.unbind.splice(0)) u();
    s.transport.close();
    s.touch();
    s.flush();
  }

  /** Stops watching: tells the host, closes the transport. */
  leave(): void {
    const s = this.s;
    if (s.closed) return;
    if (this.role.target !== null && s.links.isUp(this.role.target)) s.send(this.role.target, { t: 'bye' });
    s.flush();
    // Give the goodbye a moment on the wire.
    s.clock.setTimer(250, () => this.shut());
    this.role.dispose();
  }
}
