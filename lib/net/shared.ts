/**
 * The state one peer keeps about its room, shared by the host and guest roles (which switch at a
 * host migration). Not exported from lib/net: the app sees it only through `Session`.
 */
import type { LogItem } from '../core/match';
import type { Action, Seat } from '../core/types';
import type { GameEntry } from '../core/entry';
import type { BotAnswer, BotRequest } from '../bots/request';
import type { Clock } from './clock';
import type { Random } from './identity';
import { LinkLayer } from './link';
import { Lockstep } from './lockstep';
import { makeMessage, type Message, type Wire } from './protocol';
import type { Transport } from './transport';
import { fail, okVoid, type NetError, type Result, type RoomConfig, type Role, type Roster, type SeatInfo, type Member, type Status } from './types';

export interface Timing {
  /** Link-layer retransmission timeout (ms). */
  readonly rto: number;
  /** How long to wait for a host to answer before trying the next candidate (ms). */
  readonly connectTimeout: number;
  /** Pause between rounds of reconnection attempts (ms). */
  readonly retryDelay: number;
  /** Pause before a bot moves (ms), so people can follow. */
  readonly botDelay: number;
  /** How long a desync claim may hold the room paused before play goes on without its answer (ms). */
  readonly resyncTimeout: number;
}

export const DEFAULT_TIMING: Timing = { rto: 1000, connectTimeout: 15000, retryDelay: 2000, botDelay: 0, resyncTimeout: 8000 };

/**
 * Runs a bot's turn on the host: the one bot request contract (lib/bots/request.ts), answered at
 * once (`runBotRequest`) or later (the app's Web Worker). The request holds only the seat's view
 * and legal actions; its generator is seeded from the game seed, the seat and the log length
 * (`${seed}/bot/${seat}/${i}`), so any host, after a migration too, makes the same draw. The
 * answer is an index into `request.actions`: the host plays its own listed object.
 */
export type BotRunner = (request: BotRequest) => BotAnswer | Promise<BotAnswer>;

/** What a peer keeps when its state hash disagreed with the host's: both logs, for a report. */
export interface DesyncReport {
  /** Log length at which the hashes first disagreed. */
  readonly at: number;
  readonly seat: Seat | null;
  readonly localHash: string;
  readonly hostHash: string;
  readonly localLog: readonly LogItem[];
  /** The host's log, once the resync brought it. */
  hostLog: readonly LogItem[] | null;
  resynced: boolean;
}

export interface Choice {
  readonly i: number;
  readonly action: Action;
  readonly salt: string;
  readonly hash: string;
}

export interface RoleImpl {
  readonly kind: Role | 'watcher';
  /** A message that passed the wire checks and the link layer. */
  handle(from: string, m: Wire): Result;
  peerUp(addr: string): void;
  peerDown(addr: string): void;
  /** A refusal from a peer, about a message of ours (refused itself if that peer is nobody we talk to). */
  rejected(from: string, m: Extract<Wire, { t: 'reject' }>): Result;
  /** The local player's action. */
  act(action: Action): Result;
  dispose(): void;
}

export const MAX_ERRORS = 50;

export class Shared {
  role!: RoleImpl;
  status: Status;
  epoch = 0;
  hostPid: string;
  hostAddr: string | null;
  config: RoomConfig;
  seats: SeatInfo[];
  waiting: Member[] = [];
  seed: string | null = null;
  ls: Lockstep | null = null;
  /** My hidden choice for the current simultaneous step (kept across reconnects). */
  choice: Choice | null = null;
  /** Seats that have committed in the current simultaneous step (for the view). */
  committed: Seat[] = [];
  /** Whether the room admits watchers, and how many watch (the host's word; watch-host.ts). */
  watch: { readonly open: boolean; readonly count: number } = { open: false, count: 0 };
  errors: (NetError & { readonly id: number })[] = [];
  reports: DesyncReport[] = [];
  stats = { accepted: 0, rejected: 0 };
  readonly links: LinkLayer;
  private errorSeq = 0;
  private dirty = false;
  private readonly listeners = new Set<() => void>();
  closed = false;

  constructor(
    readonly room: string,
    readonly transport: Transport,
    readonly clock: Clock,
    readonly random: Random,
    readonly games: readonly GameEntry[],
    readonly timing: Timing,
    readonly runBot: BotRunner,
    readonly me: { readonly token: string; readonly pid: string; name: string },
    init: { status: Status; hostPid: string; hostAddr: string | null; config: RoomConfig; seats: SeatInfo[] }
  ) {
    this.status = init.status;
    this.hostPid = init.hostPid;
    this.hostAddr = init.hostAddr;
    this.config = init.config;
    this.seats = init.seats;
    this.links = new LinkLayer(transport, clock, (_peer, upto) => this.encode({ t: 'ack', upto }, 0), timing.rto);
  }

  get addr(): string {
    return this.transport.id ?? '';
  }

  entry(): GameEntry | null {
    return this.games.find((e) => e.game.id === this.config.game) ?? null;
  }

  mySeat(): Seat | null {
    const i = this.seats.findIndex((s) => s.kind === 'human' && s.pid === this.me.pid);
    return i < 0 ? null : i;
  }

  seatOf(pid: string): Seat | null {
    const i = this.seats.findIndex((s) => s.kind === 'human' && s.pid === pid);
    return i < 0 ? null : i;
  }

  roster(): Roster {
    return {
      epoch: this.epoch,
      host: this.hostPid,
      hostAddr: this.hostAddr ?? this.addr,
      status: this.status,
      config: this.config,
      seed: this.seed,
      seats: this.seats.slice(),
      waiting: this.waiting.slice()
    };
  }

  encode(m: Message, n: number): string {
    return makeMessage({ room: this.room, from: this.addr, n }, m);
  }

  /** Sends a sequenced message on the link to `addr`. False if the link is down or the message too big. */
  send(addr: string, m: Message): boolean {
    try {
      return this.links.send(addr, (n) => this.encode(m, n));
    } catch (e) {
      this.addError({ code: 'net/too-big', message: e instanceof Error ? e.message : String(e) });
      return false;
    }
  }

  /** `join` for my seat: who I am and how much of the log I hold (a guest joining, a host knocking). */
  joinMessage(): Message {
    const ls = this.ls;
    return { t: 'join', name: this.me.name, token: this.me.token, have: ls ? { len: ls.len, hash: ls.hash } : null };
  }

  reject(addr: string, ref: number | null, about: string | null, error: NetError, hint: string | null = null): void {
    this.links.sendLoose(addr, this.encode({ t: 'reject', ref, about, code: error.code.slice(0, 64), message: error.message.slice(0, 300), hint }, 0));
  }

  addError(e: NetError): void {
    this.errors.push({ ...e, id: ++this.errorSeq });
    if (this.errors.length > MAX_ERRORS) this.errors.shift();
    this.touch();
  }

  setStatus(s: Status): void {
    if (this.status !== s) {
      this.status = s;
      this.touch();
    }
  }


  /** Starts the replicated game on the agreed seed. */
  begin(seed: string): Result {
    const entry = this.entry();
    if (!entry) return fail('room/unknown-game', `This site has no game "${this.config.game}".`);
    const started = Lockstep.start(entry.game, { seed, players: this.config.players, options: this.config.options });
    if (!started.ok) return started;
    this.seed = seed;
    this.ls = started.value;
    this.choice = null;
    this.committed = [];
    this.setStatus('playing');
    return okVoid;
  }

  /** Status once nothing blocks play: finished when the game has a result. */
  playStatus(): Status {
    return this.ls && this.ls.result() !== null ? 'finished' : 'playing';
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Bumped by every change (the session's view cache keys on it). */
  version = 0;

  touch(): void {
    this.dirty = true;
    this.version++;
  }

  /** Tells listeners once about everything that changed since the last flush. */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    for (const fn of [...this.listeners]) fn();
  }

  /** Runs `fn` from a timer or event: never throws into the caller, then flushes. */
  guard(fn: () => void): void {
    if (this.closed) return;
    try {
      fn();
    } catch (e) {
      this.addError({ code: 'net/internal', message: e instanceof Error ? e.message : String(e) });
    }
    this.flush();
  }

  timer(ms: number, fn: () => void): () => void {
    return this.clock.setTimer(ms, () => this.guard(fn));
  }

  /** Log chunks for a `sync` message: at most `budget` characters of items each. */
  syncChunks(from: number, budget = 48000, maxItems = 1000): Message[] {
    const ls = this.ls;
    if (!ls) return [];
    const total = ls.len;
    const out: Message[] = [];
    let start = from;
    let items: LogItem[] = [];
    let size = 0;
    for (let i = from; i < total; i++) {
      const item = ls.log[i]!;
      const len = JSON.stringify(item).length + 1;
      if (items.length > 0 && (size + len > budget || items.length >= maxItems)) {
        out.push({ t: 'sync', start, total, base: start === from ? ls.hashes[from]! : null, items, hash: null });
        start = i;
        items = [];
        size = 0;
      }
      items.push(item);
      size += len;
    }
    out.push({ t: 'sync', start, total, base: start === from ? ls.hashes[from]! : null, items, hash: ls.hash });
    return out;
  }
}
