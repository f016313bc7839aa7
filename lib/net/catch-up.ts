/**
 * The host's side of catching up: a guest that (re)joins is sent the log from where its own copy
 * agrees with ours; a guest whose log is longer than ours (it heard from the old host what we did
 * not, after a migration) is asked for its suffix, which is adopted only as far as it can vouch
 * for it. A hash that disagrees with ours goes to the resync desk (resync.ts).
 *
 * The guest's side: it applies the host's log chunks (extending its log, or rebuilding it when it
 * branched off), and when its state differs from the host's it pauses, keeps both logs for a
 * report and says so (`desync`), then rebuilds from the host's log.
 */
import type { LogItem } from '../core/match';
import { Lockstep } from './lockstep';
import type { Message, MessageOf } from './protocol';
import type { ResyncDesk } from './resync';
import type { Shared } from './shared';
import { fail, okVoid, type Result } from './types';

/** What catch-up needs of the host role. */
export interface CatchUpRoom {
  /** Addresses of the joined guests. */
  members(): Iterable<string>;
  /** Moves were adopted from a guest's log: the current step starts over from the new position. */
  adopted(): void;
}

export class HostCatchUp {
  /** Suffixes asked of a guest whose log is longer than ours: address → collected items. */
  private readonly adopting = new Map<string, { from: number; items: LogItem[] }>();

  constructor(
    private readonly s: Shared,
    private readonly resyncs: ResyncDesk,
    private readonly room: CatchUpRoom
  ) {}

  /** The guest at `addr` is gone: an adoption in progress from it ends. */
  forget(addr: string): void {
    this.adopting.delete(addr);
  }

  /**
   * A guest joined with `have` (its log length and hash): it is sent our log from where it agrees
   * with ours (from the start if it does not), or, if its log is longer, asked for its suffix.
   */
  welcome(addr: string, have: { len: number; hash: string } | null): void {
    const s = this.s;
    const ls = s.ls!;
    if (have && have.len > ls.len) {
      // Their log is longer (they heard from the old host what we did not): adopt their suffix.
      this.adopting.set(addr, { from: ls.len, items: [] });
      s.send(addr, { t: 'need', start: ls.len });
    } else {
      const from = have && ls.hashes[have.len] === have.hash ? have.len : 0;
      for (const m of s.syncChunks(from)) s.send(addr, m);
    }
  }

  /**
   * A guest's state hash after `i` items, or (`explicit`) its claim that its state differs from
   * ours there: weighed by the resync desk (resync.ts). One past our log is a claim to be ahead.
   */
  hash(addr: string, pid: string, i: number, hash: string, explicit: boolean): Result {
    const s = this.s;
    const ls = s.ls;
    if (!ls) return fail('game/not-started', 'The game has not started.');
    if (i > ls.len) {
      // A claim to be ahead of us: ask for the moves (only its own seat's can be adopted: sync).
      if (!this.adopting.has(addr)) {
        this.adopting.set(addr, { from: ls.len, items: [] });
        s.send(addr, { t: 'need', start: ls.len });
      }
      return okVoid;
    }
    return this.resyncs.claim(addr, pid, i, hash, explicit);
  }

  /** A guest asks for our log from `from` (a gap in what it got). */
  need(addr: string, from: number): Result {
    const ls = this.s.ls;
    if (!ls) return fail('game/not-started', 'The game has not started.');
    if (from > ls.len) return fail('log/gap', `The log has only ${ls.len} items.`);
    for (const m of this.s.syncChunks(from)) this.s.send(addr, m);
    return okVoid;
  }

  /**
   * A longer log suffix from a guest (asked for with `need`, after it said it was ahead): checked
   * move by move, then adopted — but only as far as the claimant alone can vouch for it, which is
   * its own seat's moves. The first move for any other seat (the host's, a bot's, another
   * person's) ends the adoption: nobody but that seat's owner, or the host that ordered it, can
   * vouch for such a move, and the host that ordered it is gone or is us. It is refused with
   * `seat/not-yours` and logged; the rest of their suffix is dropped and they are sent our log
   * from the branch point. Whenever nothing can be adopted (their log branched off ours, we moved
   * on meanwhile, a move is illegal here), our log wins the same way.
   */
  sync(addr: string, pid: string, m: MessageOf<'sync'>): Result {
    const s = this.s;
    const ls = s.ls;
    const acc = this.adopting.get(addr);
    if (!ls || !acc) return fail('sync/unsolicited', 'The host did not ask for a log.');
    const oursWins = (from: number): void => {
      this.adopting.delete(addr);
      for (const c of s.syncChunks(from)) s.send(addr, c);
    };
    if (m.start !== acc.from + acc.items.length) {
      oursWins(0);
      return fail('sync/out-of-order', 'Log chunks arrived out of order.');
    }
    if (m.start === acc.from && m.base !== ls.hashes[acc.from]) {
      oursWins(0);
      return okVoid;
    }
    acc.items.push(...m.items);
    if (m.start + m.items.length < m.total) return okVoid;
    if (acc.from !== ls.len) {
      oursWins(acc.from);
      return okVoid;
    }
    this.adopting.delete(addr);
    const claimant = s.seatOf(pid);
    let state = ls.state;
    const nexts: unknown[] = [];
    let refusal: Result = okVoid;
    for (const [k, item] of acc.items.entries()) {
      if (item.seat !== claimant) {
        refusal = fail('seat/not-yours', `Move ${acc.from + k + 1} of your log is for seat ${item.seat + 1}, which is not yours: only its own player or the host can vouch for it. It was dropped.`, { seat: item.seat, i: acc.from + k });
        break;
      }
      const r = ls.check(item.seat, item.action, state);
      if (!r.ok) {
        refusal = fail('sync/illegal', `A move in your log is illegal here: ${r.error.message}`, { i: acc.from + k });
        break;
      }
      nexts.push(r.value);
      state = r.value;
    }
    const start = ls.len;
    nexts.forEach((next, k) => ls.commit(acc.items[k]!.seat, acc.items[k]!.action, next));
    if (!refusal.ok) {
      const who = claimant === null ? 'A peer' : `Seat ${claimant + 1}`;
      s.addError({ code: refusal.error.code, message: `${who} offered moves it cannot vouch for; they were refused. ${refusal.error.message}`, data: refusal.error.data });
      oursWins(ls.len);
    } else if (m.hash !== null && m.hash !== ls.hash) {
      s.addError({ code: 'desync/adopted-hash', message: 'An adopted log suffix ends on a different state hash.' });
    }
    if (nexts.length > 0) {
      // Everyone (the sender too, as confirmation) gets the adopted suffix as a catch-up.
      for (const member of this.room.members()) if (member !== addr || refusal.ok) for (const c of s.syncChunks(start)) s.send(member, c);
      s.touch();
      this.room.adopted();
    }
    return refusal;
  }
}

/** What the guest's catch-up needs of the guest role. */
export interface CatchUpGuest {
  toHost(m: Message): void;
  /** Whether the host has paused the room (a resync elsewhere). */
  hostPaused(): boolean;
  /** My log was extended or rebuilt from the host's: moves in flight are void, my commitment goes again. */
  rebuilt(): void;
}

export class GuestCatchUp {
  private syncIn: { start: number; total: number; items: LogItem[] } | null = null;
  /** Asked for the whole log (my prefix differs from the host's): partial logs are ignored till it comes. */
  private awaitingFull = false;
  /** My state differs from the host's: paused until a resync. */
  desynced = false;

  constructor(
    private readonly s: Shared,
    private readonly guest: CatchUpGuest
  ) {}

  /** True while a log is arriving in chunks. */
  get busy(): boolean {
    return this.syncIn !== null;
  }

  /** Joining a host afresh: chunks from an earlier link are forgotten. */
  reset(): void {
    this.syncIn = null;
    this.awaitingFull = false;
  }

  /** A new game began on the drawn seed. */
  gameStarted(): void {
    this.desynced = false;
  }

  /** The host asks for my log from `start` (I claimed to be ahead of it). */
  need(from: string, start: number): Result {
    const s = this.s;
    if (!s.ls || start > s.ls.len) return fail('log/gap', 'I do not have that part of the log.');
    for (const c of s.syncChunks(start)) s.send(from, c);
    return okVoid;
  }

  /** My state after `i` items differs from the host's: pause, keep both logs for a report, tell the host. */
  selfDesync(i: number, localHash: string, hostHash: string): void {
    const s = this.s;
    if (this.desynced) return;
    this.desynced = true;
    s.setStatus('paused-desync');
    s.reports.push({ at: i, seat: s.mySeat(), localHash, hostHash, localLog: s.ls ? s.ls.log.slice() : [], hostLog: null, resynced: false });
    s.addError({
      code: 'desync/detected',
      message: `My game state differs from the host's after move ${i}. The game is paused while it is rebuilt from the host's log; both logs are kept for a report.`,
      data: { i, localHash, hostHash }
    });
    this.guest.toHost({ t: 'desync', i, hash: localHash });
  }

  /**
   * A chunk of the host's log (a catch-up after joining, a resync, an answer to `need`). When the
   * last chunk is in, my log is extended (or, if it branched off, rebuilt) and must end on the
   * host's hash; if it does not, the game stays paused and both logs are kept.
   */
  sync(m: MessageOf<'sync'>): Result {
    const s = this.s;
    if (!this.syncIn) {
      const have = s.ls?.len ?? 0;
      if (m.start > have) return fail('sync/gap', `Log chunk starts at ${m.start}; I have ${have} items.`);
      if (m.start > 0 && (this.awaitingFull || !s.ls || s.ls.hashes[m.start] !== m.base)) {
        // My log branched off the host's before this point: ask once for all of it, and skip
        // the rest of this partial log.
        if (!this.awaitingFull) this.guest.toHost({ t: 'need', start: 0 });
        this.awaitingFull = true;
        return okVoid;
      }
      this.awaitingFull = false;
      this.syncIn = { start: m.start, total: m.total, items: [] };
    } else if (m.start !== this.syncIn.start + this.syncIn.items.length || m.total !== this.syncIn.total) {
      this.syncIn = null;
      this.guest.toHost({ t: 'need', start: 0 });
      return fail('sync/out-of-order', 'Log chunks arrived out of order.');
    }
    const acc = this.syncIn;
    acc.items.push(...m.items);
    if (acc.start + acc.items.length < acc.total) return okVoid;
    this.syncIn = null;
    if (acc.start + acc.items.length > acc.total || m.hash === null) return fail('sync/bad-chunk', 'The last log chunk is malformed.');
    const entry = s.entry();
    if (!entry || s.seed === null) return fail('sync/no-game', 'No game to rebuild.');
    const prefix = s.ls && acc.start <= s.ls.len ? s.ls.log.slice(0, acc.start) : [];
    const full = [...prefix, ...acc.items];
    let rebuilt: Result<Lockstep>;
    if (s.ls && acc.start === s.ls.len && !this.desynced) {
      rebuilt = { ok: true, value: s.ls };
      for (const item of acc.items) {
        const r = s.ls.apply(item.seat, item.action);
        if (!r.ok) {
          rebuilt = r;
          break;
        }
      }
    } else {
      rebuilt = Lockstep.rebuild(entry.game, { seed: s.seed, players: s.config.players, options: s.config.options }, full);
    }
    const report = [...s.reports].reverse().find((r) => !r.resynced) ?? null;
    if (!rebuilt.ok || rebuilt.value.hash !== m.hash) {
      if (report) report.hostLog = full;
      if (!this.desynced) {
        this.desynced = true;
        s.reports.push({ at: full.length, seat: s.mySeat(), localHash: rebuilt.ok ? rebuilt.value.hash : '', hostHash: m.hash, localLog: s.ls ? s.ls.log.slice() : [], hostLog: full, resynced: false });
      }
      s.setStatus('paused-desync');
      s.addError({ code: 'desync/resync-failed', message: 'Rebuilding from the host’s log did not give the host’s state. The game stays paused; export the report.' });
      // Tell the host what we got, so it knows too (and keeps the game paused).
      const mine = rebuilt.ok ? rebuilt.value : s.ls;
      if (mine) this.guest.toHost({ t: 'resynced', len: mine.len, hash: mine.hash });
      return okVoid;
    }
    // A choice made on a position the host's log does not go through (my log branched off before
    // it, e.g. moves the old host ordered that its successor never heard of) no longer stands:
    // kept, it would mark this seat as having chosen and nobody would ever ask it again.
    const choice = s.choice;
    if (choice && rebuilt.value.hashes[choice.i] !== s.ls?.hashes[choice.i]) s.choice = null;
    s.ls = rebuilt.value;
    s.touch();
    if (this.desynced) {
      this.desynced = false;
      if (report) {
        report.hostLog = full;
        report.resynced = true;
      }
      this.guest.toHost({ t: 'resynced', len: s.ls.len, hash: s.ls.hash });
    } else {
      this.guest.toHost({ t: 'hash', i: s.ls.len, hash: s.ls.hash });
    }
    s.setStatus(this.guest.hostPaused() ? 'paused-desync' : s.playStatus());
    this.guest.rebuilt();
    return okVoid;
  }
}
