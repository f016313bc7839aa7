/**
 * The host role: keeps the room's members, orders every action (log index = sequence number),
 * runs the simultaneous-choice commit–reveal rounds, and dispatches the rest to its parts: the
 * lobby (lobby.ts), bot turns (bot-turns.ts), the seed draw (seed-draw.ts), catch-up and log adoption
 * (catch-up.ts), desync claims (resync.ts) and split-brain probing (split-brain.ts). It validates
 * everything with the engine like every other peer; being host gives no power over the rules.
 */
import type { Action, Seat } from '../core/types';
import { ChoiceRound, choiceSalt, sealChoice } from './commit-reveal';
import { pidOf } from './identity';
import { BotTurns } from './bot-turns';
import { HostCatchUp } from './catch-up';
import { SplitBrainProbe } from './split-brain';
import { Lobby } from './lobby';
import { HostSeedDraw } from './seed-draw';
import { ResyncDesk } from './resync';
import { WatchDesk } from './watch-host';
import type { ActItem, MessageOf, Wire, Message } from './protocol';
import type { RoleImpl, Shared } from './shared';
import { fail, okVoid, type NetError, type Result, type Roster } from './types';

export { MAX_DESYNCS } from './resync';

export class HostRole implements RoleImpl {
  readonly kind = 'host' as const;
  /** Linked peers that have joined: address → pid. */
  private readonly members = new Map<string, string>();
  /** The current simultaneous step (commit–reveal of each pending seat's choice). */
  private round: ChoiceRound | null = null;
  /** The seed draw before the game: commit, then reveal, with every person. */
  private readonly seedDraw: HostSeedDraw;
  /** Desync claims, resyncs, and the people dropped for disagreeing too often. */
  private readonly resyncs: ResyncDesk;
  /** Log catch-up for joining guests, and adopting the suffix of a guest that is ahead. */
  private readonly catchUp: HostCatchUp;
  /** Seats, names, bots and the waiting list (the host screen's lobby operations). */
  readonly lobby: Lobby;
  /** Bot seats' turns, asked of the bot runner. */
  private readonly bots: BotTurns;
  /** Knocks at lower seats in case another host is there (split brain after a migration). */
  private readonly probe: SplitBrainProbe;
  /** Watchers: admitted or refused, and sent the public scene after every change. */
  readonly watching: WatchDesk;
  private disposed = false;

  constructor(
    private readonly s: Shared,
    /** Another host (in a lower seat) welcomed our probe: hand over and become its guest. */
    yieldTo: (addr: string, welcome: MessageOf<'welcome'>) => void
  ) {
    this.lobby = new Lobby(s, () => this.broadcastRoster());
    this.seedDraw = new HostSeedDraw(s, {
      broadcast: (m) => this.broadcast(m),
      broadcastRoster: () => this.broadcastRoster(),
      started: () => this.advance()
    });
    this.resyncs = new ResyncDesk(s, {
      broadcast: (m) => this.broadcast(m),
      expel: (pid) => this.expel(pid),
      resumed: () => this.advance()
    });
    this.catchUp = new HostCatchUp(s, this.resyncs, {
      members: () => this.members.keys(),
      adopted: () => {
        this.round = null;
        if (s.status === 'playing') this.advance();
      }
    });
    this.bots = new BotTurns(s, () => this.disposed, (i, seat, a) => this.botChose(i, seat, a));
    this.probe = new SplitBrainProbe(s, (addr) => this.members.has(addr), yieldTo);
    // Watchers that watched a previous host are gone with its links; the setting stays.
    s.watch = { open: s.watch.open, count: 0 };
    this.watching = new WatchDesk(s, { announce: (m) => this.broadcast(m) });
  }

  /** A dropped person's links go (a moment after the refusal), and its seat shows as disconnected. */
  private expel(pid: string): void {
    const s = this.s;
    for (const [a, p] of [...this.members]) {
      if (p !== pid) continue;
      this.members.delete(a);
      this.catchUp.forget(a);
      s.timer(250, () => {
        s.links.down(a);
        s.transport.disconnect(a);
      });
    }
    this.lobby.markConnected(pid, false);
    this.broadcastRoster();
  }

  dispose(): void {
    this.disposed = true;
    this.probe.dispose();
  }

  /** Tells our guests where the other host is, then lets them go (they rejoin it by election). */
  handOver(roster: Roster): void {
    this.watching.release();
    for (const addr of this.members.keys()) {
      this.s.send(addr, { t: 'roster', roster });
      this.s.send(addr, { t: 'bye' });
    }
  }

  // ---------- links ----------

  peerUp(addr: string): void {
    // A peer says who it is with `join`; a link we opened to knock at a lower seat gets ours.
    this.probe.peerUp(addr);
  }

  peerDown(addr: string): void {
    this.probe.peerDown(addr);
    this.watching.drop(addr);
    const pid = this.members.get(addr);
    this.members.delete(addr);
    this.catchUp.forget(addr);
    if (pid === undefined) return;
    this.lobby.markConnected(pid, false);
    if (this.seedDraw.involves(pid)) this.seedDraw.abort('A player left while the seed was being drawn.');
    if (this.resyncs.end(pid)) this.resyncs.maybeResume();
    this.broadcastRoster();
  }

  rejected(from: string, m: MessageOf<'reject'>): Result {
    if (this.probe.refused(from, m)) return okVoid;
    if (this.watching.has(from)) return okVoid; // a watcher's refusal of a scene changes nothing here
    if (!this.members.has(from)) return fail('peer/not-member', 'Join the room first.');
    this.s.addError({ code: m.code, message: `A peer refused our "${m.about ?? '?'}": ${m.message}` });
    return okVoid;
  }

  // ---------- dispatch ----------

  handle(from: string, m: Wire): Result {
    // A watcher's link is only ever that: it may leave, nothing else (no join, seat, move or hash).
    if (this.watching.has(from) && m.t !== 'watch') return this.watching.fromWatcher(from, m);
    if (m.t === 'watch') return this.watching.watch(from, m.name, this.members.has(from));
    if (m.t === 'join') return this.onJoin(from, m);
    if (m.t === 'welcome' && this.probe.knocked(from)) return this.probe.welcomed(from, m);
    const pid = this.members.get(from);
    if (pid === undefined) return fail('peer/not-member', 'Join the room first.');
    switch (m.t) {
      case 'bye':
        this.onBye(from, pid);
        return okVoid;
      case 'seat':
        return this.lobby.seat(pid, m.seat);
      case 'seedCommit':
        return this.seedDraw.commit(pid, m.hash);
      case 'seedReveal':
        return this.seedDraw.reveal(pid, m.value);
      case 'propose':
        return this.onPropose(pid, m);
      case 'commit':
        return this.onCommit(from, pid, m);
      case 'reveal':
        return this.onReveal(pid, m);
      case 'hash':
        return this.catchUp.hash(from, pid, m.i, m.hash, false);
      case 'desync':
        return this.catchUp.hash(from, pid, m.i, m.hash, true);
      case 'resynced':
        return this.resyncs.resynced(from, pid, m.len, m.hash);
      case 'need':
        return this.catchUp.need(from, m.start);
      case 'sync':
        return this.catchUp.sync(from, pid, m);
      case 'welcome':
      case 'roster':
      case 'seedStart':
      case 'seedOpen':
      case 'seedDone':
      case 'act':
      case 'committed':
      case 'open':
      case 'pause':
      case 'resume':
      case 'scene':
      case 'watchers':
        return fail('role/host-only', `Only the host sends "${m.t}".`);
      case 'ack':
      case 'reject':
        return okVoid; // handled by the session before dispatch
    }
  }

  // ---------- room ----------

  private onJoin(from: string, m: MessageOf<'join'>): Result {
    const s = this.s;
    const pid = pidOf(m.token);
    const known = this.members.get(from);
    if (known !== undefined && known !== pid) return fail('peer/already-joined', 'This connection has already joined as someone else.');
    if (pid === s.me.pid) return fail('room/same-person', 'That is the host’s own identity (is the room open in another tab?).');
    if (this.resyncs.isDropped(pid)) return fail('room/dropped', 'This page was dropped from the game: its state kept disagreeing with the host’s.');
    const admitted = this.lobby.admit(pid, m.name.trim() || 'Guest', from);
    if (!admitted.ok) return admitted;
    // The same person on a new connection (a reloaded page): forget the old one.
    for (const [a, p] of [...this.members]) {
      if (p === pid && a !== from) {
        this.members.delete(a);
        s.links.down(a);
        s.transport.disconnect(a);
      }
    }
    this.members.set(from, pid);
    s.touch();
    s.send(from, { t: 'welcome', pid, roster: s.roster() });
    s.send(from, { t: 'watchers', open: s.watch.open, count: s.watch.count });
    this.broadcastRoster(from);
    if (s.ls) {
      this.catchUp.welcome(from, m.have);
      this.catchUpRound(from, pid);
    }
    return okVoid;
  }

  private onBye(addr: string, pid: string): void {
    const s = this.s;
    this.lobby.leave(pid);
    this.peerDown(addr);
    s.links.down(addr);
    s.transport.disconnect(addr);
  }

  /** Sends `m` to every player (never to a watcher), then shows watchers what changed. */
  broadcast(m: Message, except: string | null = null): void {
    for (const addr of this.members.keys()) if (addr !== except) this.s.send(addr, m);
    if (m.t !== 'watchers') this.watching.update();
  }

  broadcastRoster(except: string | null = null): void {
    this.s.touch();
    this.broadcast({ t: 'roster', roster: this.s.roster() }, except);
  }

  /** During play: a person who left for good is replaced by a bot (the host decides). */
  replaceWithBot(seat: Seat, bot: string, level: number, name: string): Result {
    if (this.s.status === 'lobby') return this.lobby.setBot(seat, bot, level, name);
    const left = this.lobby.botForLeaver(seat, bot, level, name);
    if (!left.ok) return left;
    if (this.round?.participants.includes(seat)) this.round.withdraw(seat);
    this.resyncs.end(left.value);
    this.broadcastRoster();
    this.advance();
    return okVoid;
  }

  // ---------- start: the seed draw ----------

  start(): Result {
    const s = this.s;
    const l = this.lobby.isOpen();
    if (!l.ok) return l;
    if (!s.entry()) return fail('room/unknown-game', `This site has no game "${s.config.game}".`);
    if (s.seats.some((x) => x.kind === 'open')) return fail('room/seats-open', 'Fill every seat (with a person or a bot) first.');
    const away = s.seats.flatMap((x) => (x.kind === 'human' && !x.connected && x.pid !== s.me.pid ? [x.name] : []));
    if (away.length > 0) return fail('room/not-connected', `Waiting for ${away.join(', ')} to connect.`);
    this.seedDraw.begin(s.seats.flatMap((x) => (x.kind === 'human' ? [x.pid] : [])));
    return okVoid;
  }

  // ---------- play ----------

  private playable(): Result {
    const st = this.s.status;
    if (st === 'paused-desync') return fail('game/paused', 'The game is paused while a peer resyncs.');
    if (st !== 'playing' || !this.s.ls) return fail('game/not-playing', 'The game is not running.');
    return okVoid;
  }

  private owns(pid: string, seat: Seat): Result {
    const x = this.s.seats[seat];
    return x && x.kind === 'human' && x.pid === pid ? okVoid : fail('seat/not-yours', `Seat ${seat + 1} is not yours.`, { seat });
  }

  /** Appends actions (already checked in order from the current state) and sends them as one `act`. */
  private commitBatch(items: readonly ActItem[], nexts: readonly unknown[]): void {
    const ls = this.s.ls!;
    const i = ls.len;
    items.forEach((it, k) => ls.commit(it.seat, it.action, nexts[k]));
    this.s.touch();
    this.broadcast({ t: 'act', i, items: items.slice(), hash: ls.hash });
  }

  private onPropose(pid: string, m: MessageOf<'propose'>): Result {
    const p = this.playable();
    if (!p.ok) return p;
    const o = this.owns(pid, m.seat);
    if (!o.ok) return o;
    return this.sequential(m.i, m.seat, m.action);
  }

  private sequential(i: number, seat: Seat, action: Action): Result {
    const ls = this.s.ls!;
    if (i !== ls.len) return fail('log/stale', `That move was made on an old position (log ${i}, now ${ls.len}).`, { i, len: ls.len });
    if (ls.pending().length > 1) return fail('commit/required', 'This is a simultaneous choice: commit it first.');
    const r = ls.check(seat, action);
    if (!r.ok) return r;
    this.commitBatch([{ seat, action, salt: null }], [r.value]);
    this.advance();
    return okVoid;
  }

  act(action: Action): Result {
    const s = this.s;
    const p = this.playable();
    if (!p.ok) return p;
    const seat = s.mySeat();
    const ls = s.ls!;
    if (seat === null || !ls.pending().includes(seat)) return fail('core/not-your-turn', 'It is not your turn.');
    if (ls.pending().length === 1) return this.sequential(ls.len, seat, action);
    const check = ls.check(seat, action);
    if (!check.ok) return check;
    if (s.choice?.i === ls.len) return fail('commit/already', 'You have already chosen.');
    s.choice = sealChoice(s.room, s.random, ls.len, seat, action);
    this.advance();
    return okVoid;
  }

  /** Starts the step's round when several seats must choose; schedules the bots; ends the game. */
  advance(): void {
    const s = this.s;
    if (this.disposed || s.status !== 'playing' || !s.ls) return;
    const ls = s.ls;
    if (ls.result() !== null) {
      this.round = null;
      s.setStatus('finished');
      this.broadcastRoster();
      return;
    }
    const pending = ls.pending();
    if (pending.length === 0) {
      s.addError({ code: 'game/stuck', message: 'Nobody is to act and the game has no result.' });
      return;
    }
    if (pending.length === 1) {
      this.round = null;
      s.committed = [];
      const seat = pending[0]!;
      if (s.seats[seat]?.kind === 'bot') this.bots.schedule(seat);
      return;
    }
    if (!this.round || this.round.i !== ls.len) {
      this.round = new ChoiceRound(s.room, ls.len, [...pending].sort((a, b) => a - b));
      s.committed = [];
    }
    const round = this.round;
    const mine = s.mySeat();
    if (mine !== null && s.choice?.i === round.i && round.participants.includes(mine) && !round.commits.has(mine)) {
      this.localCommit(mine, s.choice.action, s.choice.salt);
    }
    for (const seat of round.participants) if (s.seats[seat]?.kind === 'bot' && !round.commits.has(seat)) this.bots.schedule(seat);
    this.maybeOpen();
  }

  /** A commitment made here (the host's own seat, a bot): its reveal is known at once. */
  private localCommit(seat: Seat, action: Action, salt: string): void {
    this.round!.seal(seat, { action, salt });
    this.announceCommits();
  }

  private announceCommits(): void {
    const round = this.round!;
    this.s.committed = [...round.commits.keys()].sort((a, b) => a - b);
    this.s.touch();
    this.broadcast({ t: 'committed', i: round.i, seats: this.s.committed });
  }

  /** A bot's answer for step `i`: its hidden choice in a simultaneous step, else its move. */
  private botChose(i: number, seat: Seat, a: Action): void {
    const s = this.s;
    if (this.round && this.round.i === i && this.round.participants.includes(seat)) {
      if (this.round.commits.has(seat)) return;
      this.localCommit(seat, a, choiceSalt(s.random));
      this.maybeOpen();
    } else {
      const r = this.sequential(i, seat, a);
      if (!r.ok) s.addError({ code: 'bots/illegal', message: `The bot at seat ${seat + 1} chose an illegal action: ${r.error.message}` });
    }
  }


  private onCommit(from: string, pid: string, m: MessageOf<'commit'>): Result {
    const p = this.playable();
    if (!p.ok) return p;
    const o = this.owns(pid, m.seat);
    if (!o.ok) return o;
    const round = this.round;
    const ls = this.s.ls!;
    if (m.i !== ls.len) return fail('log/stale', `That choice was made on an old position (log ${m.i}, now ${ls.len}).`, { i: m.i, len: ls.len });
    if (!round || round.i !== m.i) return fail('commit/no-step', 'There is no simultaneous choice now.');
    if (!round.participants.includes(m.seat)) return fail('commit/not-pending', `Seat ${m.seat + 1} has no choice to make.`);
    const had = round.commits.get(m.seat);
    if (had === m.hash) {
      if (round.opened) this.s.send(from, this.openMessage(round)); // a reconnect: show the opening again
      return okVoid;
    }
    if (had !== undefined) {
      if (round.reveals.has(m.seat)) return fail('commit/already', 'Your choice is already revealed.');
      // The owner replaces a commitment nobody has seen opened (a reloaded page lost its choice).
      // Harmless: before the step is applied, the others have only ever seen hashes.
      round.opened = false;
    }
    round.commit(m.seat, m.hash);
    this.announceCommits();
    this.maybeOpen();
    return okVoid;
  }

  private openMessage(round: ChoiceRound): Message {
    return { t: 'open', i: round.i, commits: round.commitments().map((c) => ({ seat: c.key, hash: c.hash })) };
  }

  private maybeOpen(): void {
    const round = this.round;
    if (!round?.open()) return;
    this.broadcast(this.openMessage(round));
    this.maybeResolve();
  }

  private onReveal(pid: string, m: MessageOf<'reveal'>): Result {
    const p = this.playable();
    if (!p.ok) return p;
    const o = this.owns(pid, m.seat);
    if (!o.ok) return o;
    const round = this.round;
    if (!round || round.i !== m.i || !round.opened) return fail('commit/not-open', 'Reveal only after every choice is committed.');
    if (!round.matches(m.seat, { action: m.action, salt: m.salt })) return fail('commit/mismatch', 'That choice does not match your commitment.');
    if (!round.reveals.has(m.seat)) round.reveal(m.seat, { action: m.action, salt: m.salt });
    this.maybeResolve();
    return okVoid;
  }

  /** Every choice revealed: check them all in seat order, then append them all. */
  private maybeResolve(): void {
    const s = this.s;
    const round = this.round;
    if (!round?.allRevealed()) return;
    const ls = s.ls!;
    let state = ls.state;
    const nexts: unknown[] = [];
    for (const seat of round.participants) {
      const r = ls.check(seat, round.reveals.get(seat)!.action, state);
      if (!r.ok && s.seats[seat]?.kind === 'bot') {
        // A bot chose on the step's first state; if an earlier seat's choice made its pick illegal,
        // it takes the first action legal now (deterministic, so no bot loops on the same refusal).
        const scratch = state;
        const alt = ls.game.actions(scratch, seat).find((a: Action) => ls.check(seat, a, scratch).ok);
        if (alt) {
          round.seal(seat, { action: alt, salt: choiceSalt(s.random) });
          round.opened = false;
          this.maybeOpen();
          return;
        }
      }
      if (!r.ok) {
        // Refuse this one choice; the seat chooses again. Others' choices stay hidden with the host.
        round.withdraw(seat);
        this.tellSeat(seat, r.error);
        if (seat === s.mySeat()) s.choice = null;
        this.announceCommits();
        this.advance();
        return;
      }
      state = r.value;
      nexts.push(r.value);
    }
    this.round = null;
    s.choice = null;
    s.committed = [];
    this.commitBatch(
      round.participants.map((seat) => ({ seat, action: round.reveals.get(seat)!.action, salt: round.reveals.get(seat)!.salt })),
      nexts
    );
    this.advance();
  }

  private tellSeat(seat: Seat, error: NetError): void {
    const s = this.s;
    const x = s.seats[seat];
    if (x?.kind === 'human' && x.pid !== s.me.pid && x.addr) s.reject(x.addr, null, 'reveal', error);
    else s.addError({ code: error.code, message: `Seat ${seat + 1}: ${error.message}` });
  }

  /** What a (re)joining guest needs beyond the log: the current step's commitments, a pause. */
  private catchUpRound(addr: string, pid: string): void {
    const s = this.s;
    const seat = s.seatOf(pid);
    const round = this.round;
    if (round) {
      s.send(addr, { t: 'committed', i: round.i, seats: s.committed });
      if (round.opened && seat !== null && round.participants.includes(seat)) s.send(addr, this.openMessage(round));
    }
    if (s.status === 'paused-desync') s.send(addr, { t: 'pause', reason: 'desync', seat: null });
  }

  /** Guests whose pid is joined now (for tests and the room screen). */
  memberPids(): string[] {
    return [...this.members.values()];
  }
}
