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
  formatRoomCode,
  makeRoomCode,
  makeToken,
  parseRoomCode,
  personAddress,
  pidOf,
  roomAddress,
  ManualCodeError,
  ManualTransport,
  type BotRunner,
  type SessionView,
  type Transport,
  type TransportError
} from '$engine/net';
import type { KeyValueStorage } from '$engine/store';
import type { OptionValues } from '$engine/core/types';
import { GAME_INFOS, type GameEntry } from '../games/registry';
import { loadGames } from '../games/load';
import { warmUpBots, workerAnswer } from '../bots/runner';
import type { BotRequest } from '../bots/protocol';
import { botBudget } from '../bots/levels';
import { Rng } from '$engine/core/rng';
import { appStore } from '../store/app.svelte';
import { prefs } from '../prefs.svelte';
import { NetMatchSession } from './net-match.svelte';
import { forgetRoom, netMatchId, saveRoom, setTabPerson, type SavedRoom } from './saved';
import { errorText, gameTitle, t } from '../i18n';
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
  /** The game position (log length, hash, my choice sent) the snapshot was last written for. */
  #savedPosition = '';
  /** The log length and hash of the last copy of the game written to My games. */
  #lastMatchSaved = '';
  #wakers = new Set<() => void>();
  #disposed = false;
  /** Every offered game, loaded when a session starts (a room can host, join or resume any of them). */
  #games: readonly GameEntry[] = [];

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
          return await Session.host({ transport, games: this.#games, clock, random, runBot: this.#runBot, name: o.name, room, game: o.game, players: o.players, options: o.options });
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
        (transport) => Session.join({ transport, games: this.#games, clock, random, runBot: this.#runBot, name: o.name, token, room: o.room, host: roomAddress(o.room) })
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
        (transport) => Session.resume({ transport, games: this.#games, clock, random, runBot: this.#runBot, snapshot: snap })
      );
    });
  }

  /**
   * Guest with manual codes: reads the host's invitation, makes the answer, then waits for the
   * link. With `rejoin` (this browser's save of the same room) the seat is taken back and the
   * game caught up, like a reload over the other transports. A code that cannot be used here (an
   * answer code, another room's invitation, an old or garbled code) fails with its own message.
   */
  async joinManual(o: { name: string; offer: string; plan: TransportPlan; rejoin?: SavedRoom }): Promise<void> {
    const code = o.offer.trim();
    const sig = decodeSignal(code);
    const refuse = (failure: Failure): void => {
      this.phase = 'failed';
      this.plan = o.plan;
      this.failure = failure;
    };
    if (!sig.ok) return refuse(sig.error);
    if (sig.value.kind !== 'offer') return refuse({ code: 'signal/answer-not-invitation', message: t('net.manual.notInvitation') });
    const room = parseRoomCode(sig.value.room);
    if (room === null) return refuse({ code: 'signal/no-room-in-code', message: t('net.manual.noRoomInCode') });
    const rejoin = o.rejoin;
    if (rejoin && rejoin.snapshot.room !== room) {
      return refuse({ code: 'signal/rejoin-other-room', message: t('net.manual.otherRoom', { code: formatRoomCode(room), mine: formatRoomCode(rejoin.snapshot.room) }) });
    }
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
      const base = { transport, games: this.#games, clock, random, runBot: this.#runBot };
      return rejoin ? Session.resume({ ...base, snapshot: rejoin.snapshot }) : Session.join({ ...base, name: o.name, token, room, host });
    });
  }

  /** The engines and strings of every game, fetched once per page (before any session opens). */
  async #loadGames(): Promise<void> {
    if (this.#games.length === 0) this.#games = await loadGames(GAME_INFOS.map((g) => g.id));
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
      await this.#loadGames();
      session = await open();
    } catch (e) {
      this.#transport?.close();
      if (this.#disposed) return;
      const te = this.#lastTransportError;
      const code = e instanceof ManualCodeError ? e.code : (te?.code ?? (e instanceof Error && e.message.startsWith('transport/') ? e.message : 'transport/other'));
      this.failure = { code, message: e instanceof ManualCodeError ? e.message : (te?.message ?? errorText(e)) };
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
    // The answer code shown after pasting an invitation is done with once this page is back in.
    if (this.answer !== null && this.phase === 'live' && v.status !== 'reconnecting') this.answer = null;
    if (v.status === 'closed' && this.phase === 'live') {
      const last = v.errors[v.errors.length - 1];
      this.failure = last ? { code: last.code, message: last.message } : { code: 'transport/closed', message: '' };
      this.phase = 'failed';
    }
    this.#followTable(v);
    // A new position (a move, a round revealed, my hidden choice) is written at once: a reload
    // right after it must find it. Everything else (roster, status) waits for the debounce.
    const position = `${v.log.length}/${v.hash}/${v.sent}`;
    if (position !== this.#savedPosition) {
      this.#savedPosition = position;
      void this.#saveSnapshot();
    }
    this.#scheduleSave();
  }

  #followTable(v: SessionView): void {
    const entry = v.seed !== null ? this.#games.find((e) => e.game.id === v.config.game) : undefined;
    if (!entry || v.seed === null || !this.#session) {
      if (this.table) this.table = null;
      return;
    }
    if (this.table && this.table.match.seed === v.seed) {
      this.table.update(v);
      return;
    }
    this.table = new NetMatchSession(this.#session, entry, { here: () => this.view?.role === 'host', setFast: (f) => this.setFast(f), skip: () => this.skip() }, this.fast);
    // The host's bots think in this page's worker: warm it up when a search bot has a seat.
    if (v.role === 'host' && v.result === null && v.seats.some((x) => x.kind === 'bot' && x.bot === 'search')) warmUpBots(v.config.game, v.seats.length);
  }

  #scheduleSave(): void {
    if (this.#saveTimer !== null || !this.#session || !this.plan) return;
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = null;
      void this.saveNow();
    }, SAVE_DEBOUNCE_MS);
  }

  /**
   * Writes the snapshot if it changed (to rejoin after a reload), then the game itself to My
   * games once it has started (to resume, replay and export it like a solo game). The snapshot
   * goes first and its write starts at once: it is what a reloaded page reopens from, and the My
   * games save may take a while (it checks the match with the engine). Written after it, a
   * reload soon after a move reopened the room from an older snapshot — a host without its last
   * moves. Writes start in call order, so the newest snapshot lands last.
   */
  async saveNow(): Promise<void> {
    const session = this.#session;
    if (!session || !(await this.#saveSnapshot())) return;
    await this.#saveMatch(session);
  }

  /** Writes the snapshot if it changed; false when there is nothing to save to (or the room is closed). */
  async #saveSnapshot(): Promise<boolean> {
    const session = this.#session;
    const plan = this.plan;
    const storage = this.#storage;
    if (!session || !plan || !storage || session.view.status === 'closed') return false;
    const snap = session.snapshot();
    const text = JSON.stringify(snap);
    if (text === this.#lastSaved) return true;
    this.#lastSaved = text;
    try {
      await saveRoom(storage, snap, plan);
      this.saveProblem = null;
    } catch (e) {
      this.#lastSaved = '';
      this.saveProblem = errorText(e);
    }
    return true;
  }

  /**
   * The match as this page sees it (its seat human, the others remote), under an id of its own
   * per person: the host's log is the reference, so each save replaces the previous one.
   */
  async #saveMatch(session: Session): Promise<void> {
    const v = session.view;
    const match = session.match();
    const entry = this.#games.find((e) => e.game.id === v.config.game);
    if (!match || !entry || v.seed === null || v.hash === null) return;
    const key = `${v.log.length}/${v.hash}`;
    if (key === this.#lastMatchSaved) return;
    const saved = await appStore.run((s) =>
      s.saveMatch({
        id: netMatchId(v.room, v.me.pid),
        match,
        replace: true,
        net: { room: v.room, pid: v.me.pid },
        defaultTitle: t('net.savedTitle', { game: gameTitle(entry.game), code: formatRoomCode(v.room) })
      })
    );
    if (saved.ok) this.#lastMatchSaved = key;
    else this.saveProblem = errorText(saved.error);
  }

  // ---------------------------------------------------------------- bots (host)

  /**
   * Bots think in the worker, on the one bot request contract (lib/bots/request.ts) the host
   * builds; the pause (settings) lets people follow, unless "fast". The worker's generator is
   * seeded from text drawn from the protocol's bot generator (`net/<a>/<b>`, as before the switch
   * to the shared contract), so bots in the app make exactly the moves they made before, and any
   * host, after a migration too, makes the same draw.
   */
  readonly #runBot: BotRunner = async (request) => {
    const [answer] = await Promise.all([workerAnswer(workerRequest(request)), this.#pause()]);
    return answer;
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
      this.inviteProblem = errorText(e);
    } finally {
      this.busy = false;
    }
  }

  /**
   * Host: the guest's answer to the current invitation; the link comes up shortly after. An
   * answer for another room or to another invitation is refused, saying which (the invitation
   * stays open for the right answer).
   */
  async acceptAnswer(code: string): Promise<Failure | null> {
    const tr = this.#transport;
    if (!(tr instanceof ManualTransport)) return null;
    try {
      await tr.acceptAnswer(code.trim());
      this.offer = null;
      return null;
    } catch (e) {
      return e instanceof ManualCodeError ? { code: e.code, message: e.message } : { code: 'transport/bad-code', message: errorText(e) };
    }
  }

  /**
   * A page in the room that lost its link (over manual codes): reads an invitation from whoever
   * hosts now and shows the answer to send back; when they paste it, the link comes up and the
   * session takes this page's seat back by itself.
   */
  async acceptInvitation(code: string): Promise<Failure | null> {
    const tr = this.#transport;
    if (!(tr instanceof ManualTransport)) return null;
    this.busy = true;
    try {
      const { answer } = await tr.acceptOffer(code.trim());
      this.answer = answer;
      return null;
    } catch (e) {
      return e instanceof ManualCodeError ? { code: e.code, message: e.message } : { code: 'transport/bad-code', message: errorText(e) };
    } finally {
      this.busy = false;
    }
  }

  /** Over manual codes, when the host is gone for good: this page hosts the room from now on. */
  takeOver(): Failure | null {
    const r = this.#session?.takeOver();
    return r && !r.ok ? r.error : null;
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

/** The request as the worker gets it: the play level's thinking time added, the protocol's bot generator turned into the app's seed text. */
function workerRequest(request: BotRequest): BotRequest {
  // A searching bot's play level carries its thinking time (the host's move is relayed, so a
  // time budget cannot split the room).
  const budget = botBudget(request.bot, request.level);
  const timed: BotRequest = { ...request, ...(budget ? { budget } : {}) };
  if (!('state' in timed.rng)) return timed;
  const rng = new Rng(timed.rng.state);
  return { ...timed, rng: { seed: `net/${rng.uint32().toString(16)}/${rng.uint32().toString(16)}` } };
}
