/**
 * The room controller: one network game on this page, from "create" or "join" to the score
 * sheet. It builds the transport (transports.ts), runs the lib/net `Session`, mirrors its view
 * for Svelte, autosaves its snapshot after every change (saved.ts), runs the host's bots in the
 * bot Web Worker, and hands the table a `NetMatchSession` once the seed is drawn.
 *
 * Leaving the page (reload, closing the tab, navigating away) closes the transport without a
 * goodbye, so the others see a dropped link and this page can take its seat back from the save.
 * Only "Leave the room" says goodbye and forgets the save.
 */
import {
  Session,
  decodeSignal,
  makeRoomCode,
  makeToken,
  parseRoomCode,
  personAddress,
  pidOf,
  roomAddress,
  ManualTransport,
  type BotRunner,
  type SessionView,
  type Transport,
  type TransportError
} from '$engine/net';
import type { KeyValueStorage } from '$engine/store';
import type { OptionValues } from '$engine/core/types';
import { GAMES, findGame } from '../games/registry';
import { workerRunner } from '../bots/runner';
import type { BotRequest } from '../bots/protocol';
import { appStore } from '../store/app.svelte';
import { prefs } from '../prefs.svelte';
import { NetMatchSession } from './net-match.svelte';
import { forgetRoom, saveRoom, setTabPerson, type SavedRoom } from './saved';
import { clock, makeTransport, random, type PlanSource, type TransportPlan } from './transports';

export type Phase = 'idle' | 'opening' | 'live' | 'failed';

/** Why the connection failed, in the transport's or the protocol's own code. */
export interface Failure {
  readonly code: string;
  readonly message: string;
}

/** How long to keep retrying a PeerJS id still held by the page before a reload (ms). */
const ID_RETRY_MS = 12_000;
const SAVE_DEBOUNCE_MS = 120;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class RoomController {
  phase: Phase = $state('idle');
  plan: TransportPlan | null = $state.raw(null);
  source: PlanSource = $state('chosen');
  failure: Failure | null = $state.raw(null);
  view: SessionView | null = $state.raw(null);
  table: NetMatchSession | null = $state.raw(null);
  /** Host: bots move without their pause. */
  fast = $state(prefs.fast);
  /** A save that did not land (shown; the game goes on). */
  saveProblem: string | null = $state(null);
  /** Manual codes: the host's invitation waiting for an answer, the guest's answer to send back. */
  offer: string | null = $state(null);
  answer: string | null = $state(null);
  busy = $state(false);
  /** Why the last invitation code could not be made. */
  inviteProblem: string | null = $state(null);
  /** What this page is doing now, for the connection screen (e.g. "waiting for the host"). */
  step: 'transport' | 'joining' | 'gathering' | 'waiting-link' | null = $state(null);

  #session: Session | null = null;
  #transport: Transport | null = null;
  #storage: KeyValueStorage | null = null;
  #unsubs: (() => void)[] = [];
  #lastTransportError: TransportError | null = null;
  #saveTimer: ReturnType<typeof setTimeout> | null = null;
  #lastSaved = '';
  #wakers = new Set<() => void>();
  #disposed = false;

  get session(): Session | null {
    return this.#session;
  }

  get room(): string | null {
    return this.view?.room ?? null;
  }

  // ---------------------------------------------------------------- starting

  /** Host: a new room with me in seat 1. */
  async create(o: { name: string; game: string; players: number; options?: OptionValues; plan: TransportPlan }): Promise<void> {
    await this.#begin(o.plan, 'chosen', async () => {
      // A code clash on the broker is astronomically rare; a fresh code fixes it.
      for (let attempt = 0; ; attempt++) {
        const room = makeRoomCode(random);
        const transport = this.#watch(makeTransport(o.plan, room, roomAddress(room)));
        try {
          return await Session.host({ transport, games: GAMES, clock, random, runBot: this.#runBot, name: o.name, room, game: o.game, players: o.players, options: o.options });
        } catch (e) {
          transport.close();
          if (attempt < 2 && this.#lastTransportError?.code === 'transport/id-taken') continue;
          throw e;
        }
      }
    });
  }

  /** Guest: joins room `room` through the host's address. */
  async join(o: { name: string; room: string; plan: TransportPlan; source: PlanSource }): Promise<void> {
    await this.#begin(o.plan, o.source, async () => {
      const token = makeToken(random);
      this.step = 'joining';
      return this.#withIdRetry(
        () => makeTransport(o.plan, o.room, personAddress(o.room, pidOf(token))),
        (transport) => Session.join({ transport, games: GAMES, clock, random, runBot: this.#runBot, name: o.name, token, room: o.room, host: roomAddress(o.room) })
      );
    });
  }

  /** A reloaded page (or one coming back) takes its seat back from its save. */
  async resume(saved: SavedRoom): Promise<void> {
    const snap = saved.snapshot;
    await this.#begin(saved.plan, 'saved', async () => {
      const pid = pidOf(snap.token);
      const mine = snap.roster.seats.find((x) => x.kind === 'human' && x.pid === pid);
      const waiting = snap.roster.waiting.find((w) => w.pid === pid);
      const addr = (mine?.kind === 'human' ? mine.addr : null) ?? waiting?.addr ?? personAddress(snap.room, pid);
      this.step = 'joining';
      return this.#withIdRetry(
        () => makeTransport(saved.plan, snap.room, addr),
        (transport) => Session.resume({ transport, games: GAMES, clock, random, runBot: this.#runBot, snapshot: snap })
      );
    });
  }

  /**
   * Guest with manual codes: reads the host's invitation, makes the answer, then waits for the
   * link. With `rejoin` (this browser's save of the same room) the seat is taken back and the
   * game caught up, like a reload over the other transports.
   */
  async joinManual(o: { name: string; offer: string; plan: TransportPlan; rejoin?: SavedRoom }): Promise<void> {
    const code = o.offer.trim();
    const sig = decodeSignal(code);
    const room = sig.ok && sig.value.kind === 'offer' ? parseRoomCode(sig.value.from.replace(/^euro-table-/, '')) : null;
    if (!sig.ok || sig.value.kind !== 'offer' || room === null || (o.rejoin && o.rejoin.snapshot.room !== room)) {
      this.phase = 'failed';
      this.plan = o.plan;
      this.failure = { code: 'transport/bad-code', message: sig.ok ? '' : sig.error.message };
      return;
    }
    const rejoin = o.rejoin;
    await this.#begin(o.plan, rejoin ? 'saved' : 'chosen', async () => {
      const token = rejoin ? rejoin.snapshot.token : makeToken(random);
      const transport = this.#watch(makeTransport(o.plan, room, personAddress(room, pidOf(token))));
      if (!(transport instanceof ManualTransport)) throw new Error('transport/other');
      this.step = 'gathering';
      const { answer, host } = await transport.acceptOffer(code);
      if (this.#disposed) throw new Error('transport/closed');
      this.answer = answer;
      this.step = 'waiting-link';
      await transport.waitForPeer(host);
      this.answer = null;
      this.step = 'joining';
      const base = { transport, games: GAMES, clock, random, runBot: this.#runBot };
      return rejoin ? Session.resume({ ...base, snapshot: rejoin.snapshot }) : Session.join({ ...base, name: o.name, token, room, host });
    });
  }

  async #begin(plan: TransportPlan, source: PlanSource, open: () => Promise<Session>): Promise<void> {
    this.plan = plan;
    this.source = source;
    this.failure = null;
    this.phase = 'opening';
    this.step = 'transport';
    this.#storage = (await appStore.open()).storage;
    let session: Session;
    try {
      session = await open();
    } catch (e) {
      this.#transport?.close();
      if (this.#disposed) return;
      const te = this.#lastTransportError;
      const code = te?.code ?? (e instanceof Error && e.message.startsWith('transport/') ? e.message : 'transport/other');
      this.failure = { code, message: te?.message ?? (e instanceof Error ? e.message : String(e)) };
      this.phase = 'failed';
      this.step = null;
      return;
    }
    if (this.#disposed) {
      session.leave();
      return;
    }
    this.#session = session;
    this.step = null;
    setTabPerson(session.view.room, session.view.me.pid);
    this.#unsubs.push(session.subscribe((v) => this.#onView(v)));
    this.phase = 'live';
    this.#onView(session.view);
  }

  /** Transports whose id the broker still holds for an old page (a fast reload) are retried for a while. */
  async #withIdRetry(make: () => Transport, open: (t: Transport) => Promise<Session>): Promise<Session> {
    const until = performance.now() + ID_RETRY_MS;
    for (;;) {
      const transport = this.#watch(make());
      try {
        return await open(transport);
      } catch (e) {
        transport.close();
        if (this.#lastTransportError?.code !== 'transport/id-taken' || performance.now() > until || this.#disposed) throw e;
        await delay(1500);
      }
    }
  }

  #watch(t: Transport): Transport {
    this.#transport = t;
    this.#lastTransportError = null;
    this.#unsubs.push(
      t.onError((e) => {
        if (this.#transport === t) this.#lastTransportError = e;
      })
    );
    return t;
  }

  // ---------------------------------------------------------------- following the session

  #onView(v: SessionView): void {
    this.view = v;
    if (v.status === 'closed' && this.phase === 'live') {
      const last = v.errors[v.errors.length - 1];
      this.failure = last ? { code: last.code, message: last.message } : { code: 'transport/closed', message: '' };
      this.phase = 'failed';
    }
    this.#followTable(v);
    this.#scheduleSave();
  }

  #followTable(v: SessionView): void {
    const entry = v.seed !== null ? findGame(v.config.game) : undefined;
    if (!entry || v.seed === null || !this.#session) {
      if (this.table) this.table = null;
      return;
    }
    if (this.table && this.table.match.seed === v.seed) {
      this.table.update(v);
      return;
    }
    this.table = new NetMatchSession(this.#session, entry, { here: () => this.view?.role === 'host', setFast: (f) => this.setFast(f), skip: () => this.skip() }, this.fast);
  }

  #scheduleSave(): void {
    if (this.#saveTimer !== null || !this.#session || !this.plan) return;
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = null;
      void this.saveNow();
    }, SAVE_DEBOUNCE_MS);
  }

  /** Writes the snapshot if it changed. */
  async saveNow(): Promise<void> {
    const session = this.#session;
    const plan = this.plan;
    const storage = this.#storage;
    if (!session || !plan || !storage || session.view.status === 'closed') return;
    const snap = session.snapshot();
    const text = JSON.stringify(snap);
    if (text === this.#lastSaved) return;
    this.#lastSaved = text;
    try {
      await saveRoom(storage, snap, plan);
      this.saveProblem = null;
    } catch (e) {
      this.#lastSaved = '';
      this.saveProblem = e instanceof Error ? e.message : String(e);
    }
  }

  // ---------------------------------------------------------------- bots (host)

  /** Bots think in the worker; the pause (settings) lets people follow, unless "fast". */
  readonly #runBot: BotRunner = async (turn) => {
    // The worker seeds its own generator from text: take that text from the protocol's bot RNG,
    // so any host (after a migration) makes the same draw.
    const seed = `net/${turn.rng.uint32().toString(16)}/${turn.rng.uint32().toString(16)}`;
    const request: BotRequest = { gameId: turn.entry.game.id, botName: turn.bot, level: turn.level, seat: turn.seat, view: turn.view, actions: turn.actions, seed };
    const [action] = await Promise.all([workerRunner.choose(request), this.#pause()]);
    return action;
  };

  #pause(): Promise<void> {
    const ms = appStore.settings.botDelayMs;
    if (this.fast || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#wakers.add(wake);
    });
  }

  setFast(fast: boolean): void {
    this.fast = fast;
    prefs.fast = fast;
    if (fast) this.skip();
  }

  skip(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  // ---------------------------------------------------------------- manual codes (host)

  /** Host: an invitation code for one more guest (each code links one guest). */
  async invite(): Promise<void> {
    const t = this.#transport;
    if (!(t instanceof ManualTransport)) return;
    this.busy = true;
    this.inviteProblem = null;
    try {
      this.offer = await t.createOffer();
    } catch (e) {
      this.inviteProblem = e instanceof Error ? e.message : String(e);
    } finally {
      this.busy = false;
    }
  }

  /** Host: the guest's answer to the current invitation; the link comes up shortly after. */
  async acceptAnswer(code: string): Promise<Failure | null> {
    const t = this.#transport;
    if (!(t instanceof ManualTransport)) return null;
    try {
      await t.acceptAnswer(code.trim());
      this.offer = null;
      return null;
    } catch (e) {
      return { code: 'transport/bad-code', message: e instanceof Error ? e.message : String(e) };
    }
  }

  // ---------------------------------------------------------------- leaving

  /** Leaves on purpose: the others are told, and this browser forgets the game. */
  async leave(): Promise<void> {
    const session = this.#session;
    const room = this.view?.room;
    const pid = this.view?.me.pid;
    this.#stop();
    session?.leave();
    this.#transport = null;
    if (this.#storage && room && pid) await forgetRoom(this.#storage, room, pid);
    this.phase = 'idle';
    this.view = null;
    this.table = null;
    this.failure = null;
  }

  /** After a failure: back to the forms (the transport is closed; saves stay). */
  reset(): void {
    this.#stop();
    this.#transport?.close();
    this.#transport = null;
    this.#session = null;
    this.phase = 'idle';
    this.failure = null;
    this.view = null;
    this.table = null;
    this.answer = null;
    this.offer = null;
    this.step = null;
  }

  /** The page goes away (reload, tab closed, another page): drop the links, keep the seat and the save. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    if (this.#saveTimer !== null) {
      clearTimeout(this.#saveTimer);
      this.#saveTimer = null;
      void this.saveNow();
    }
    this.#stop();
    this.#transport?.close();
    this.#transport = null;
    // The links are down already, so this goodbye reaches nobody; it stops the session's timers.
    this.#session?.leave();
  }

  #stop(): void {
    for (const u of this.#unsubs.splice(0)) u();
    this.skip();
  }
}
