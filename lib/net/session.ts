/**
 * A lockstep session over a Transport: the object the app binds to.
 *
 *   const s = await Session.host({ transport, games: GAMES, clock, random, name, room, game, players });
 *   const s = await Session.join({ transport, games: GAMES, clock, random, name, room, host });
 *   const s = await Session.resume({ transport, games: GAMES, clock, random, snapshot });
 *   s.subscribe((view) => …);  s.act(action);  s.snapshot() → autosave
 *
 * One class for both roles, because roles change: when the host leaves, the connected person in
 * the lowest seat becomes host and everyone else rejoins them (DESIGN.md §4). This file is the
 * public API; incoming frames pass the message gate (`gate.ts`), the role switch and the search
 * for a host are `migration.ts`, and the two roles are `host.ts` and `guest.ts`.
 */
import { runBotRequest } from '../bots/request';
import { MATCH_FORMAT, MATCH_FORMAT_VERSION, type LogItem, type MatchRecord, type SeatSpec } from '../core/match';
import { resolveOptions } from '../core/options';
import type { Action, GameResult, OptionValues, Seat } from '../core/types';
import type { GameEntry } from '../core/entry';
import type { Clock } from './clock';
import { receive } from './gate';
import { GuestRole } from './guest';
import type { HostRole } from './host';
import { makeToken, pidOf, type Random } from './identity';
import { Lockstep } from './lockstep';
import { Migration } from './migration';
import { logItem, rosterCheck } from './protocol';
import { action, hex, list, literal, nat, nullable, object, text } from './schema';
import { DEFAULT_TIMING, Shared, type BotRunner, type DesyncReport, type Timing } from './shared';
import type { Transport } from './transport';
import { fail, ok, okVoid, type Member, type NetError, type Result, type Role, type RoomConfig, type Roster, type SeatInfo, type Status, type TransportKind } from './types';

export interface SessionOptions {
  readonly transport: Transport;
  /** The games this site can play (GAMES from lib/games; tests pass fixtures). */
  readonly games: readonly GameEntry[];
  readonly clock: Clock;
  /** Cryptographic randomness: salts, seed contributions, tokens. */
  readonly random: Random;
  /** How others see me (at most 40 characters). */
  readonly name: string;
  /** My identity in this room (keep it with the saved match to rejoin my seat); new if absent. */
  readonly token?: string;
  /** Runs bot turns on the host (a bot request in, its answer out); default: `runBotRequest` inline. */
  readonly runBot?: BotRunner;
  readonly timing?: Partial<Timing>;
}

export interface HostOptions extends SessionOptions {
  /** The room code (makeRoomCode); guests reach the host through it. */
  readonly room: string;
  readonly game: string;
  readonly players: number;
  readonly options?: OptionValues;
  /** The host's own seat (default 0). */
  readonly seat?: Seat;
  /** Whether the room admits watchers from the start (default false; `allowWatchers` changes it). */
  readonly watchers?: boolean;
}

export interface JoinOptions extends SessionOptions {
  readonly room: string;
  /** The host's address (for PeerJS and BroadcastChannel: roomAddress(room)). */
  readonly host: string;
}

export interface ResumeOptions extends Omit<SessionOptions, 'name' | 'token'> {
  readonly snapshot: SessionSnapshot;
}

/** Everything the room screen and the table need, as one immutable value per change. */
export interface SessionView {
  readonly status: Status;
  readonly role: Role;
  readonly room: string;
  readonly transport: TransportKind;
  /** False over manual codes: links come only from code exchanges, never from dialling. */
  readonly canDial: boolean;
  readonly address: string | null;
  /** Host migrations so far. */
  readonly epoch: number;
  readonly me: { readonly pid: string; readonly name: string; readonly seat: Seat | null };
  readonly hostSeat: Seat | null;
  /** While looking for a host: the seat of the person this page is trying to join (or null). */
  readonly lookingFor: Seat | null;
  readonly config: RoomConfig;
  readonly seats: readonly SeatInfo[];
  readonly waiting: readonly Member[];
  readonly seed: string | null;
  readonly log: readonly LogItem[];
  /** State hash after the last log item. */
  readonly hash: string | null;
  readonly result: GameResult | null;
  /** Seats that must decide now. */
  readonly pending: readonly Seat[];
  /** In a simultaneous step: the seats that have committed their hidden choice. */
  readonly committed: readonly Seat[];
  /** True when my move or choice for this position is sent and not yet applied. */
  readonly sent: boolean;
  /** Recent problems, newest last, each with a stable `code` (at most 50). */
  readonly errors: readonly (NetError & { readonly id: number })[];
  readonly desyncReports: readonly DesyncReport[];
  readonly stats: { readonly accepted: number; readonly rejected: number };
  /** Whether the room admits watchers (public information only), and how many watch now. */
  readonly watchers: { readonly open: boolean; readonly count: number };
}

export const SNAPSHOT_FORMAT = 'euro-table/net-session';

/** What the app saves after every change to rejoin after a reload (JSON). */
export interface SessionSnapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly version: 1;
  readonly room: string;
  readonly token: string;
  readonly name: string;
  readonly roster: Roster;
  readonly log: readonly LogItem[];
  readonly choice: { readonly i: number; readonly action: Action; readonly salt: string; readonly hash: string } | null;
}

const snapshotCheck = object({
  format: literal(SNAPSHOT_FORMAT),
  version: literal(1),
  room: text(32, 1),
  token: hex(32),
  name: text(40),
  roster: rosterCheck,
  log: list(logItem, 100_000),
  choice: nullable(object({ i: nat, action, salt: hex(32), hash: hex(64) }))
});

/** Validates a stored snapshot (it may be old, corrupt or hand-edited). */
export function parseSnapshot(raw: unknown): Result<SessionSnapshot> {
  const bad = snapshotCheck(raw, 'snapshot');
  return bad ? fail('snapshot/bad', `The saved network game cannot be read: ${bad}.`) : ok(raw as SessionSnapshot);
}

function checkRoom(room: string): void {
  if (room.length < 1 || room.length > 32) throw new RangeError(`Session: a room id has 1–32 characters, not ${room.length}`);
}

/** Bots answered inline, through the one bot request contract (the app passes its Web Worker instead). */
const defaultRunBot = (games: readonly GameEntry[]): BotRunner => (request) => runBotRequest(games, request);

const NO_CONFIG: RoomConfig = { game: '', version: 0, players: 0, options: {} };
const LEAVE_GRACE_MS = 250;

export class Session {
  private readonly roles: Migration;
  private viewCache: { version: number; view: SessionView } | null = null;
  private readonly unbind: (() => void)[] = [];

  private constructor(private readonly s: Shared) {
    this.roles = new Migration(s, () => this.shut());
    const t = s.transport;
    this.unbind.push(
      t.onMessage((from, msg) => {
        this.receive(from, msg);
      }),
      t.onPeerJoin((peer) =>
        s.guard(() => {
          s.links.up(peer);
          s.role.peerUp(peer);
        })
      ),
      t.onPeerLeave((peer) =>
        s.guard(() => {
          s.links.down(peer);
          s.role.peerDown(peer);
        })
      ),
      t.onError((e) =>
        s.guard(() => {
          // Link-level misses are expected (retries, knocking at absent peers); joins report their own failures.
          if (e.code !== 'transport/not-connected' && e.code !== 'transport/peer-unavailable') s.addError({ code: e.code, message: e.message });
          if (e.peer !== null && s.role instanceof GuestRole) s.role.unreachable(e.peer);
          if (e.fatal) s.setStatus('closed');
        })
      )
    );
    // Links the transport already had before this session listened (a manual-code link).
    for (const peer of t.peers()) s.links.up(peer);
  }

  // ---------- construction ----------

  static async host(o: HostOptions): Promise<Session> {
    checkRoom(o.room);
    const entry = o.games.find((e) => e.game.id === o.game);
    if (!entry) throw new RangeError(`Session.host: unknown game "${o.game}"`);
    const options = resolveOptions(entry.game, o.players, o.options ?? {});
    const addr = await o.transport.open();
    const token = o.token ?? makeToken(o.random);
    const me = { token, pid: pidOf(token), name: o.name.slice(0, 40) };
    const seat = o.seat ?? 0;
    const seats: SeatInfo[] = Array.from({ length: o.players }, (_, i): SeatInfo =>
      i === seat ? { kind: 'human', name: me.name, pid: me.pid, addr, connected: true } : { kind: 'open' }
    );
    const s = Session.shared(o, o.room, me, { status: 'lobby', hostPid: me.pid, hostAddr: addr, config: { game: entry.game.id, version: entry.game.version, players: o.players, options }, seats });
    s.watch = { open: o.watchers ?? false, count: 0 };
    const session = new Session(s);
    s.role = session.roles.newHostRole();
    return session;
  }

  static async join(o: JoinOptions): Promise<Session> {
    checkRoom(o.room);
    await o.transport.open();
    const token = o.token ?? makeToken(o.random);
    const me = { token, pid: pidOf(token), name: o.name.slice(0, 40) };
    const s = Session.shared(o, o.room, me, { status: 'reconnecting', hostPid: '', hostAddr: o.host, config: NO_CONFIG, seats: [] });
    const session = new Session(s);
    session.roles.becomeGuest().connect(o.host);
    s.flush();
    return session;
  }

  static async resume(o: ResumeOptions): Promise<Session> {
    const parsed = parseSnapshot(o.snapshot);
    if (!parsed.ok) throw new RangeError(parsed.error.message);
    const snap = parsed.value;
    await o.transport.open();
    const me = { token: snap.token, pid: pidOf(snap.token), name: snap.name };
    const r = snap.roster;
    const s = Session.shared({ ...o, name: snap.name }, snap.room, me, { status: 'reconnecting', hostPid: r.host, hostAddr: r.hostAddr, config: r.config, seats: r.seats.slice() });
    s.epoch = r.epoch;
    s.waiting = r.waiting.slice();
    s.seed = r.seed;
    const entry = s.entry();
    if (entry && r.seed !== null) {
      const rebuilt = Lockstep.rebuild(entry.game, { seed: r.seed, players: r.config.players, options: r.config.options }, snap.log);
      if (rebuilt.ok) s.ls = rebuilt.value;
      else s.addError({ code: 'snapshot/bad-log', message: `The saved log does not replay (${rebuilt.error.message}); it will be fetched again.` });
    }
    s.choice = snap.choice;
    const session = new Session(s);
    session.roles.becomeGuest();
    if (!o.transport.canDial) {
      // Over manual codes: the host reopens its room at once; a guest waits for an invitation
      // code (or takes over as host if the host is gone for good).
      if (r.host === me.pid) session.roles.becomeHost();
      else session.roles.waitForInvitation(o.transport.peers()[0] ?? r.hostAddr);
      s.flush();
      return session;
    }
    session.roles.resume();
    s.flush();
    return session;
  }

  private static shared(o: SessionOptions, room: string, me: { token: string; pid: string; name: string }, init: ConstructorParameters<typeof Shared>[8]): Shared {
    return new Shared(room, o.transport, o.clock, o.random, o.games, { ...DEFAULT_TIMING, ...o.timing }, o.runBot ?? defaultRunBot(o.games), me, init);
  }

  /**
   * Handles one message as received from the transport peer `from` (through the message gate,
   * gate.ts). Returns whether it was accepted; a rejected message changes nothing and never
   * throws (the sender is told why).
   */
  receive(from: string, textIn: unknown): Result {
    return receive(this.s, from, textIn);
  }

  private shut(grace = 0): void {
    const s = this.s;
    s.role.dispose();
    s.links.close();
    s.setStatus('closed');
    s.closed = true;
    for (const u of this.unbind.splice(0)) u();
    if (grace > 0) s.clock.setTimer(grace, () => s.transport.close());
    else s.transport.close();
    s.touch();
  }

  // ---------- public API: state ----------

  get view(): SessionView {
    const s = this.s;
    if (this.viewCache?.version === s.version) return this.viewCache.view;
    const ls = s.ls;
    const hostSeat = s.seatOf(s.hostPid);
    const view: SessionView = {
      status: s.status,
      role: s.role.kind === 'host' ? 'host' : 'guest',
      room: s.room,
      transport: s.transport.kind,
      canDial: s.transport.canDial,
      address: s.transport.id,
      epoch: s.epoch,
      me: { pid: s.me.pid, name: s.me.name, seat: s.mySeat() },
      hostSeat,
      lookingFor: this.lookingFor(),
      config: s.config,
      seats: s.seats.slice(),
      waiting: s.waiting.slice(),
      seed: s.seed,
      log: ls ? ls.log.slice() : [],
      hash: ls ? ls.hash : null,
      result: ls ? ls.result() : null,
      pending: ls && ls.result() === null ? ls.pending().slice() : [],
      committed: s.committed.slice(),
      sent: this.sent(),
      errors: s.errors.slice(),
      desyncReports: s.reports.map((r) => ({ ...r })),
      stats: { ...s.stats },
      watchers: s.watch
    };
    this.viewCache = { version: s.version, view };
    return view;
  }

  private lookingFor(): Seat | null {
    const g = this.roles.guest();
    if (!g || g.joined || g.target === null) return null;
    const i = this.s.seats.findIndex((x) => x.kind === 'human' && x.addr === g.target && x.pid !== this.s.me.pid);
    return i < 0 ? null : i;
  }

  private sent(): boolean {
    const g = this.roles.guest();
    if (g) return g.waiting();
    const ls = this.s.ls;
    return ls !== null && this.s.choice?.i === ls.len;
  }

  /** Calls `fn` with the new view after every change; returns the unsubscribe function. */
  subscribe(fn: (view: SessionView) => void): () => void {
    return this.s.subscribe(() => fn(this.view));
  }

  /** The engine, once the game is known. */
  get game(): GameEntry | null {
    return this.s.entry();
  }

  /** The full engine state, for `describe()` and the like. Show players only `myView()`. */
  gameState(): unknown {
    return this.s.ls?.state ?? null;
  }

  /** What my seat may see (a spectator's view if I hold no seat). */
  myView(): unknown {
    const ls = this.s.ls;
    return ls ? ls.game.view(ls.state, this.s.mySeat()) : null;
  }

  /** My legal actions now (empty when it is not my turn, or my choice is already sent). */
  myActions(): readonly Action[] {
    const s = this.s;
    const ls = s.ls;
    const seat = s.mySeat();
    if (!ls || seat === null || s.status !== 'playing' || this.sent() || !ls.pending().includes(seat)) return [];
    return ls.actions(seat);
  }

  /** The match as a record (for the autosave, export and replays). */
  match(): MatchRecord | null {
    const s = this.s;
    if (!s.ls || s.seed === null) return null;
    const seats = s.seats.map((x): SeatSpec => {
      switch (x.kind) {
        case 'human':
          return x.pid === s.me.pid ? { kind: 'human', name: x.name } : { kind: 'remote', name: x.name };
        case 'bot':
          return { kind: 'bot', name: x.name, bot: x.bot, level: x.level };
        case 'open':
          return { kind: 'remote', name: '' };
      }
    });
    return { format: MATCH_FORMAT, formatVersion: MATCH_FORMAT_VERSION, game: s.config.game, engineVersion: s.config.version, seed: s.seed, players: s.config.players, options: s.config.options, seats, log: s.ls.log.slice() };
  }

  /** What to save to rejoin after a reload (pass it to `Session.resume`). */
  snapshot(): SessionSnapshot {
    const s = this.s;
    return { format: SNAPSHOT_FORMAT, version: 1, room: s.room, token: s.me.token, name: s.me.name, roster: s.roster(), log: s.ls ? s.ls.log.slice() : [], choice: s.choice };
  }

  // ---------- public API: actions ----------

  private run(fn: () => Result): Result {
    const s = this.s;
    if (s.closed) return fail('session/closed', 'This session is closed.');
    let r: Result;
    try {
      r = fn();
    } catch (e) {
      r = fail('net/internal', e instanceof Error ? e.message : String(e));
      s.addError(r.error);
    }
    s.touch();
    s.flush();
    return r;
  }

  private asHost(fn: (h: HostRole) => Result): Result {
    return this.run(() => {
      const h = this.roles.hostRole();
      return h ? fn(h) : fail('room/not-host', 'Only the host can do that.');
    });
  }

  /** Plays my action: sent to the host (or committed, in a simultaneous step). Checked locally first. */
  act<A extends Action>(a: A): Result {
    return this.run(() => this.s.role.act(a));
  }

  /** Host: change the player count or the options (lobby only). */
  configure(change: { players?: number; options?: OptionValues }): Result {
    return this.asHost((h) => h.lobby.configure(change.players, change.options));
  }
  /** Host: swap what sits in two seats. */
  moveSeat(a: Seat, b: Seat): Result {
    return this.asHost((h) => h.lobby.moveSeat(a, b));
  }
  /** Host: seat a waiting person. */
  seatWaiting(pid: string, seat: Seat): Result {
    return this.asHost((h) => h.lobby.seatWaiting(pid, seat));
  }
  /** Host: a bot in this seat (a person there moves to the waiting list). */
  setBot(seat: Seat, bot: { bot: string; level: number; name?: string }): Result {
    return this.asHost((h) => h.lobby.setBot(seat, bot.bot, bot.level, bot.name ?? `Bot ${seat + 1}`));
  }
  /** Host: make a seat free. */
  openSeat(seat: Seat): Result {
    return this.asHost((h) => h.lobby.openSeat(seat));
  }
  /** Host: a bot in every open seat, named by `bot.name(seat)` (the page's words) or "Bot <n>". */
  fillWithBots(bot: { bot: string; level: number; name?: (seat: Seat) => string }): Result {
    return this.asHost((h) => {
      for (const [i, x] of this.s.seats.entries()) {
        if (x.kind !== 'open') continue;
        const r = h.lobby.setBot(i, bot.bot, bot.level, bot.name?.(i) ?? `Bot ${i + 1}`);
        if (!r.ok) return r;
      }
      return okVoid;
    });
  }
  /** Host: draw the seed with everyone, then play. */
  start(): Result {
    return this.asHost((h) => h.start());
  }
  /** Host: admit watchers (they see only public information) or not; closing lets current ones go. */
  allowWatchers(open: boolean): Result {
    return this.asHost((h) => {
      h.watching.setOpen(open);
      return okVoid;
    });
  }
  /** Host, during play: a bot takes over the seat of a person who left for good. */
  replaceWithBot(seat: Seat, bot: { bot: string; level: number; name?: string }): Result {
    return this.asHost((h) => h.replaceWithBot(seat, bot.bot, bot.level, bot.name ?? `Bot ${seat + 1}`));
  }

  /**
   * A guest whose host is gone (over manual codes, nobody takes over by themselves: the host is
   * most likely only reloading) becomes the host; the others then need its invitation codes.
   */
  takeOver(): Result {
    return this.run(() => {
      const g = this.roles.guest();
      if (!g || g.joined) return fail('room/has-host', 'This page is connected to the host.');
      if (this.s.mySeat() === null) return fail('room/no-seat', 'Only a seated player can host.');
      this.roles.becomeHost();
      return okVoid;
    });
  }

  /** Guest, in the lobby: ask for another (free) seat. */
  requestSeat(seat: Seat): Result {
    return this.run(() => {
      const g = this.roles.guest();
      if (!g || !g.joined || g.target === null) return fail('room/not-joined', 'Not in a room.');
      this.s.send(g.target, { t: 'seat', seat });
      return okVoid;
    });
  }

  /** Leaves on purpose: tells the others, closes the transport. */
  leave(): void {
    const s = this.s;
    if (s.closed) return;
    for (const peer of s.links.peers()) s.send(peer, { t: 'bye' });
    // Give the goodbyes a moment on the wire; peers that miss them see the link drop instead.
    this.shut(LEAVE_GRACE_MS);
    s.flush();
  }
}
