/**
 * The guest role: joins the host, applies the host's ordered actions after checking each with
 * its own engine, compares state hashes, and commits and reveals its simultaneous choices. Its
 * part in the seed draw is seed-draw.ts; catching up and resyncing from the host's log is
 * catch-up.ts.
 */
import type { Action, Seat } from '../core/types';
import { ChoiceRound, sealChoice } from './commit-reveal';
import { GuestSeedDraw } from './seed-draw';
import { GuestCatchUp } from './catch-up';
import { TO_HOST, type MessageOf, type Wire } from './protocol';
import type { RoleImpl, Shared } from './shared';
import { fail, okVoid, type Result, type Roster } from './types';

export interface GuestHooks {
  /** The joined host went away: it said goodbye (`left`), or its link dropped. */
  hostLost(addr: string, left: boolean): void;
  /** Could not join at `addr` (no answer, refused, timed out). `hint` is where the host is, if known. */
  joinFailed(addr: string, code: string, hint: string | null): void;
  /** The host dropped this page from the game for good (`room/dropped`). */
  dropped(message: string): void;
}

export class GuestRole implements RoleImpl {
  readonly kind = 'guest' as const;
  /** The address being joined, or joined. */
  target: string | null = null;
  joined = false;
  private cancelTimer: (() => void) | null = null;
  /** The simultaneous step's commitments as the host opened them (its reveals are checked against them). */
  private opens: ChoiceRound | null = null;
  /** My part in the seed draw. */
  private readonly seedDraw: GuestSeedDraw;
  private proposedAt: number | null = null;
  private hostPaused = false;
  private disposed = false;
  /** Rebuilding from the host's log, and noticing that my state differs from the host's. */
  private readonly catchUp: GuestCatchUp;

  constructor(
    private readonly s: Shared,
    private readonly hooks: GuestHooks
  ) {
    this.seedDraw = new GuestSeedDraw(s, (m) => s.send(this.target!, m));
    this.catchUp = new GuestCatchUp(s, {
      toHost: (m) => s.send(this.target!, m),
      hostPaused: () => this.hostPaused,
      rebuilt: () => {
        this.proposedAt = null;
        if (s.choice && s.ls && s.choice.i < s.ls.len) s.choice = null;
        this.resendCommit();
      }
    });
  }

  dispose(): void {
    this.disposed = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  // ---------- joining ----------

  /**
   * Joins the host at `addr` (sends `join` as soon as the link is up). Over a transport that
   * cannot dial (manual codes) it waits for a link without a deadline: people exchange codes.
   */
  connect(addr: string): void {
    const s = this.s;
    this.cancelTimer?.();
    this.target = addr;
    this.joined = false;
    this.catchUp.reset();
    s.touch();
    if (s.links.isUp(addr)) this.sendJoin();
    else s.transport.connect(addr);
    if (!s.transport.canDial) return;
    this.cancelTimer = s.timer(s.timing.connectTimeout, () => {
      if (!this.disposed && this.target === addr && !this.joined) this.failJoin(addr, 'room/no-answer', null);
    });
  }

  private sendJoin(): void {
    this.s.send(this.target!, this.s.joinMessage());
  }

  private failJoin(addr: string, code: string, hint: string | null): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.target === addr) this.target = null;
    this.hooks.joinFailed(addr, code, hint);
  }

  /** The transport could not reach `peer`. */
  unreachable(peer: string): void {
    if (this.target === peer && !this.joined) this.failJoin(peer, 'room/unreachable', null);
  }

  peerUp(addr: string): void {
    if (this.joined) return;
    // Without dialling, whoever we are linked to by a code exchange is where we ask to come in.
    if (addr !== this.target && !this.s.transport.canDial) this.target = addr;
    if (addr === this.target) this.sendJoin();
  }

  peerDown(addr: string, left = false): void {
    if (addr !== this.target) return;
    if (this.joined) {
      this.joined = false;
      this.target = null;
      this.hooks.hostLost(addr, left);
    } else {
      this.failJoin(addr, 'room/unreachable', null);
    }
  }

  rejected(from: string, m: MessageOf<'reject'>): Result {
    const s = this.s;
    if (from !== this.target) return fail('peer/not-host', 'Only the host’s refusals count.');
    if (m.code === 'room/dropped') {
      this.hooks.dropped(m.message);
      return okVoid;
    }
    if (!this.joined && m.about === 'join') {
      this.failJoin(from, m.code, m.hint);
      return okVoid;
    }
    if (m.about === 'propose') this.proposedAt = null;
    if (m.about === 'reveal' || (m.about === 'commit' && m.code !== 'commit/already')) s.choice = null;
    s.addError({ code: m.code, message: m.message });
    return okVoid;
  }

  // ---------- dispatch ----------

  handle(from: string, m: Wire): Result {
    const s = this.s;
    if (TO_HOST.has(m.t)) {
      const hint = this.joined ? this.target : null;
      return fail('room/not-host', hint ? 'I am not the host; the host is at the hint address.' : 'I am not the host.', hint ? { hint } : undefined);
    }
    if (from !== this.target) return fail('peer/not-host', 'Only the host sends that.');
    if (!this.joined && m.t !== 'welcome') return fail('peer/not-joined', 'Not joined yet.');
    switch (m.t) {
      case 'welcome':
        return this.onWelcome(m);
      case 'roster':
        this.applyRoster(m.roster);
        return okVoid;
      case 'bye':
        this.peerDown(from, true);
        return okVoid;
      case 'seedStart':
        return this.seedDraw.start(m.participants);
      case 'seedOpen':
        return this.seedDraw.open(m.commits);
      case 'seedDone':
        return this.onSeedDone(m.reveals);
      case 'act':
        return this.onAct(m);
      case 'committed':
        if (s.ls && m.i === s.ls.len) {
          s.committed = m.seats.slice();
          s.touch();
        }
        return okVoid;
      case 'open':
        return this.onOpen(m);
      case 'pause':
        this.hostPaused = true;
        if (s.ls) s.setStatus('paused-desync');
        return okVoid;
      case 'resume':
        this.hostPaused = false;
        if (s.ls && !this.catchUp.desynced && !this.catchUp.busy) s.setStatus(s.playStatus());
        return okVoid;
      case 'need':
        return this.catchUp.need(from, m.start);
      case 'sync':
        return this.catchUp.sync(m);
      case 'watchers':
        s.watch = { open: m.open, count: m.count };
        s.touch();
        return okVoid;
      case 'scene':
        return fail('watch/not-watching', 'This page plays in the room; scenes are for watchers.');
      case 'join':
      case 'seat':
      case 'seedCommit':
      case 'seedReveal':
      case 'propose':
      case 'commit':
      case 'reveal':
      case 'hash':
      case 'desync':
      case 'resynced':
      case 'watch':
      case 'ack':
      case 'reject':
        return okVoid; // unreachable: filtered above or by the session
    }
  }

  /** Takes over a link on which we (as a yielding host) were just welcomed. */
  adopt(addr: string, m: MessageOf<'welcome'>): Result {
    this.target = addr;
    this.joined = false;
    return this.onWelcome(m);
  }

  private onWelcome(m: MessageOf<'welcome'>): Result {
    const s = this.s;
    if (m.pid !== s.me.pid) return fail('room/bad-welcome', 'The host welcomed someone else.');
    this.joined = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.applyRoster(m.roster);
    const entry = s.entry();
    if (!entry) {
      s.addError({ code: 'room/unknown-game', message: `This room plays "${s.config.game}", which this site does not have. Update the site.` });
    } else if (entry.game.version !== s.config.version) {
      s.addError({ code: 'room/engine-version', message: `The host runs ${entry.game.title} rules version ${s.config.version}; this site has version ${entry.game.version}. Both must load the same version.` });
    }
    if (m.roster.seed !== null) {
      // The game is on: stay "reconnecting" until the host's catch-up (`sync`) has been applied.
      this.hostPaused = false;
      s.setStatus('reconnecting');
    }
    return okVoid;
  }

  private applyRoster(r: Roster): void {
    const s = this.s;
    s.epoch = r.epoch;
    s.hostPid = r.host;
    s.hostAddr = r.hostAddr;
    s.config = r.config;
    s.seats = r.seats.slice();
    s.waiting = r.waiting.slice();
    if (r.seed !== s.seed) {
      if (s.ls) s.ls = null; // another game than the one we hold
      s.seed = r.seed;
    }
    if (r.status === 'lobby' && (s.status === 'starting' || s.status === 'lobby' || s.status === 'reconnecting')) {
      this.seedDraw.reset();
      s.setStatus('lobby');
    } else if (r.status === 'starting' && (s.status === 'lobby' || s.status === 'reconnecting')) {
      s.setStatus('starting');
    }
    s.touch();
  }

  // ---------- seed ----------

  private onSeedDone(reveals: readonly { pid: string; value: string }[]): Result {
    const s = this.s;
    const r = this.seedDraw.done(reveals);
    if (!r.ok) return r;
    this.catchUp.gameStarted();
    this.hostPaused = false;
    s.send(this.target!, { t: 'hash', i: 0, hash: s.ls!.hash });
    return okVoid;
  }

  // ---------- play ----------

  act(action: Action): Result {
    const s = this.s;
    const ls = s.ls;
    if (s.status === 'paused-desync') return fail('game/paused', 'The game is paused while a peer resyncs.');
    if (s.status !== 'playing' || !ls || !this.joined) return fail('game/not-playing', 'The game is not running.');
    const seat = s.mySeat();
    const pending = ls.pending();
    if (seat === null || !pending.includes(seat)) return fail('core/not-your-turn', 'It is not your turn.');
    const check = ls.check(seat, action);
    if (!check.ok) return check;
    if (pending.length > 1) {
      if (s.choice?.i === ls.len) return fail('commit/already', 'You have already chosen.');
      s.choice = sealChoice(s.room, s.random, ls.len, seat, action);
      s.committed = [...new Set([...s.committed, seat])].sort((a, b) => a - b);
      s.touch();
      s.send(this.target!, { t: 'commit', i: ls.len, seat, hash: s.choice.hash });
      return okVoid;
    }
    if (this.proposedAt === ls.len) return fail('act/waiting', 'Your move is on its way to the host.');
    this.proposedAt = ls.len;
    s.send(this.target!, { t: 'propose', i: ls.len, seat, action });
    return okVoid;
  }

  /** True while this seat's choice or move for the current position is on its way. */
  waiting(): boolean {
    const ls = this.s.ls;
    return ls !== null && (this.proposedAt === ls.len || this.s.choice?.i === ls.len);
  }

  private onAct(m: MessageOf<'act'>): Result {
    const s = this.s;
    const ls = s.ls;
    if (!ls || this.catchUp.busy) return fail('game/not-ready', 'Still catching up.');
    if (m.items.length === 0) return fail('log/empty-act', 'An act with no items.');
    if (m.i < ls.len) {
      if (ls.sameItems(m.i, m.items)) return okVoid; // a duplicate (after a catch-up)
      this.catchUp.selfDesync(m.i, ls.hashes[m.i] ?? ls.hash, m.hash);
      return fail('log/conflict', `Log item ${m.i} differs from mine.`);
    }
    if (m.i > ls.len) {
      s.send(this.target!, { t: 'need', start: ls.len });
      return fail('log/gap', `Missing log items ${ls.len}..${m.i - 1}.`);
    }
    if (this.catchUp.desynced) return fail('game/paused', 'Waiting for the resync.');
    const opens = this.opens && this.opens.i === m.i ? this.opens : null;
    for (const it of m.items) {
      if (it.salt === null || !opens) continue;
      if (!opens.matches(it.seat, { action: it.action, salt: it.salt })) {
        s.addError({ code: 'commit/mismatch', message: `Seat ${it.seat + 1}'s revealed choice does not match its commitment.` });
        return fail('commit/mismatch', 'A choice does not match its commitment.');
      }
    }
    let state = ls.state;
    const nexts: unknown[] = [];
    for (const it of m.items) {
      const r = ls.check(it.seat, it.action, state);
      if (!r.ok) {
        this.catchUp.selfDesync(m.i, ls.hash, m.hash);
        return r;
      }
      nexts.push(r.value);
      state = r.value;
    }
    m.items.forEach((it, k) => ls.commit(it.seat, it.action, nexts[k]));
    s.touch();
    this.opens = null;
    s.committed = [];
    if (s.choice && s.choice.i < ls.len) s.choice = null;
    if (this.proposedAt !== null && this.proposedAt < ls.len) this.proposedAt = null;
    if (ls.hash !== m.hash) {
      this.catchUp.selfDesync(ls.len, ls.hash, m.hash);
      return okVoid;
    }
    s.send(this.target!, { t: 'hash', i: ls.len, hash: ls.hash });
    if (!this.hostPaused) s.setStatus(s.playStatus());
    return okVoid;
  }

  private onOpen(m: MessageOf<'open'>): Result {
    const s = this.s;
    const ls = s.ls;
    if (!ls || m.i !== ls.len) return okVoid; // an opening for a step we are past (or not yet at)
    this.opens = new ChoiceRound(s.room, m.i, m.commits.map((c) => c.seat)).openWith(m.commits.map((c) => [c.seat, c.hash]));
    s.committed = m.commits.map((c) => c.seat);
    s.touch();
    const seat = s.mySeat();
    if (seat === null || s.choice?.i !== m.i) return okVoid;
    const mine = this.opens.commits.get(seat);
    if (mine === undefined) return okVoid;
    // An older commitment of mine (from before a reload); my new one is on its way and the host will open again.
    if (mine !== s.choice.hash) return okVoid;
    s.send(this.target!, { t: 'reveal', i: m.i, seat, action: s.choice.action, salt: s.choice.salt });
    return okVoid;
  }

  /** After a reconnect: my committed choice for the current step goes to the (maybe new) host again. */
  private resendCommit(): void {
    const s = this.s;
    const ls = s.ls;
    const seat = s.mySeat();
    if (!ls || !s.choice || seat === null || s.choice.i !== ls.len || !ls.pending().includes(seat)) return;
    s.send(this.target!, { t: 'commit', i: ls.len, seat, hash: s.choice.hash });
  }
}
