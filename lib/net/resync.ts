/**
 * The host's desk for state-hash claims (DESIGN.md §4, issue 10 item 2): every guest answers
 * every `act` with its state hash; a hash that disagrees, or an explicit `desync`, is a claim that
 * must be weighed, because a forged or lying one must not freeze the room.
 *
 * - The desk remembers, per person, the last log position at which its hash matched ours.
 * - A claim the claimant's own earlier hash contradicts is refused (`desync/contradicted`),
 *   nothing paused, nothing sent.
 * - A claim another player's hash contradicts is refused too; the room plays on and only the
 *   claimant is sent our log.
 * - A claim nobody contradicts (it may be the host that is wrong) pauses the room until the
 *   claimant has rebuilt from our log (`resynced`, or a matching plain `hash`) or until
 *   `Timing.resyncTimeout` has passed.
 * - Every disagreement counts; at MAX_DESYNCS, or at a failed resync, the person is dropped: told
 *   (`room/dropped`), its links closed, its seat shown as disconnected (the host's screen offers
 *   it to a bot) and its joins refused for the rest of the game.
 */
import type { Message } from './protocol';
import type { Shared } from './shared';
import { fail, okVoid, type Result } from './types';

/**
 * A person whose state disagrees with the host's this many times in one game is dropped (its
 * seat can go to a bot). A true desync is an engine bug that should never happen even once;
 * three means a broken page, or one that lies to stall the room.
 */
export const MAX_DESYNCS = 3;

/** What the desk needs of the host role. */
export interface ResyncRoom {
  broadcast(m: Message): void;
  /** Ends a dropped person's membership: its links go, its seat shows as disconnected. */
  expel(pid: string): void;
  /** The room plays on after a pause (bots, simultaneous rounds). */
  resumed(): void;
}

interface Resyncing {
  /** Log position where the claim was made. */
  readonly i: number;
  /** True when the whole room is paused for it (nobody contradicted the claim). */
  readonly pausing: boolean;
  readonly stop: () => void;
}

export class ResyncDesk {
  /** Peers being resynced, by pid. */
  private readonly resyncing = new Map<string, Resyncing>();
  /** Per person: the highest log position at which their state hash matched ours. */
  private readonly confirmed = new Map<string, number>();
  /** Per person: disagreements so far in this game (claimed by them or seen by us). */
  private readonly strikes = new Map<string, number>();
  /** People dropped for disagreeing too often: their joins are refused. */
  private readonly dropped = new Set<string>();

  constructor(
    private readonly s: Shared,
    private readonly room: ResyncRoom
  ) {}

  isDropped(pid: string): boolean {
    return this.dropped.has(pid);
  }

  /**
   * A guest's state hash after `i` items of our log (`i` at most our length), or with
   * `explicit` its claim that its state differs from ours there. Returns the gate's verdict.
   */
  claim(addr: string, pid: string, i: number, hash: string, explicit: boolean): Result {
    const s = this.s;
    const ls = s.ls!;
    if (!explicit && ls.hashes[i] === hash) {
      if ((this.confirmed.get(pid) ?? -1) < i) this.confirmed.set(pid, i);
      // An honest page that was resynced without having disagreed answers with its plain hash.
      const r = this.resyncing.get(pid);
      if (r && i >= r.i && this.end(pid)) this.maybeResume();
      return okVoid;
    }
    if (this.resyncing.has(pid)) return okVoid; // the same disagreement, already being handled
    const seat = s.seatOf(pid);
    const who = `Seat ${seat === null ? '?' : seat + 1}`;
    const data = { i, seat, theirHash: hash, hostHash: ls.hashes[i] ?? null };
    if ((this.confirmed.get(pid) ?? -1) >= i) {
      this.strike(addr, pid);
      const message = `${who} claimed its state differs from the host’s after move ${i}, but it had already confirmed that very state; the claim is refused.`;
      s.addError({ code: 'desync/contradicted', message, data });
      return fail('desync/contradicted', 'You confirmed the host’s state at that position earlier: the claim is refused.', { i });
    }
    const othersAgree = [...this.confirmed].some(([other, upto]) => other !== pid && upto >= i);
    if (othersAgree) {
      // The other players' engines agree with ours: only the claimant needs our log.
      if (!this.strike(addr, pid)) return fail('room/dropped', 'Your state kept disagreeing with the host’s; you were dropped.');
      s.addError({ code: 'desync/contradicted', message: `${who} says its state differs from the host’s after move ${i}; the other players agree with the host, so only ${who} is resynced and play goes on.`, data });
      this.start(addr, pid, i, false);
      return fail('desync/contradicted', 'The other players agree with the host’s state at that position: only you are resynced, from the host’s log.', { i });
    }
    if (!this.strike(addr, pid)) return okVoid;
    s.addError({ code: 'desync/detected', message: `${who}'s game state differs from the host's after move ${i}; resyncing it from the host's log.`, data });
    if (s.status === 'playing' || s.status === 'finished') {
      s.setStatus('paused-desync');
      this.room.broadcast({ t: 'pause', reason: 'desync', seat });
    }
    this.start(addr, pid, i, true);
    return okVoid;
  }

  /** The claimant rebuilt from our log: here is where it is. A wrong hash drops it. */
  resynced(addr: string, pid: string, len: number, hash: string): Result {
    const s = this.s;
    if (!this.resyncing.has(pid)) return okVoid;
    this.end(pid);
    if (s.ls?.hashes[len] !== hash) {
      // Its engine cannot reproduce our log: it cannot follow this game.
      s.addError({ code: 'desync/resync-failed', message: 'A peer still disagrees after replaying the host’s log. Export both logs for a report.' });
      this.drop(addr, pid, 'it could not reproduce the host’s game state from the host’s log');
      return fail('desync/resync-failed', 'Your state still differs from the host’s after the resync.');
    }
    this.maybeResume();
    return okVoid;
  }

  /** Ends a resync (answered, given up, or the peer is gone); true when one was on. */
  end(pid: string): boolean {
    const r = this.resyncing.get(pid);
    if (!r) return false;
    r.stop();
    this.resyncing.delete(pid);
    return true;
  }

  /** Resumes a paused room once no claim holds it. */
  maybeResume(): void {
    const s = this.s;
    if ([...this.resyncing.values()].some((r) => r.pausing) || s.status !== 'paused-desync') return;
    s.setStatus(s.playStatus());
    this.room.broadcast({ t: 'resume' });
    this.room.resumed();
  }

  /** Sends our whole log to a disagreeing peer, with a deadline for its answer. */
  private start(addr: string, pid: string, i: number, pausing: boolean): void {
    const s = this.s;
    const stop = s.timer(s.timing.resyncTimeout, () => {
      if (this.resyncing.get(pid)?.stop !== stop) return;
      this.resyncing.delete(pid);
      const seat = s.seatOf(pid);
      s.addError({ code: 'desync/no-answer', message: `Seat ${seat === null ? '?' : seat + 1} did not confirm its resync in time; play goes on without waiting for it.` });
      this.maybeResume();
    });
    this.resyncing.set(pid, { i, pausing, stop });
    for (const m of s.syncChunks(0)) s.send(addr, m);
  }

  /** Counts one disagreement; at MAX_DESYNCS drops the peer. False when it was dropped. */
  private strike(addr: string, pid: string): boolean {
    const n = (this.strikes.get(pid) ?? 0) + 1;
    this.strikes.set(pid, n);
    if (n < MAX_DESYNCS) return true;
    this.drop(addr, pid, `its game state disagreed with the host’s ${n} times`);
    return false;
  }

  /** Drops a person for good: told why, links closed, seat offered to a bot, joins refused. */
  private drop(addr: string, pid: string, why: string): void {
    const s = this.s;
    this.dropped.add(pid);
    this.end(pid);
    const seat = s.seatOf(pid);
    s.addError({ code: 'desync/dropped', message: `Seat ${seat === null ? '?' : seat + 1} was dropped: ${why}. Its seat can go to a bot.`, data: { seat } });
    s.reject(addr, null, null, { code: 'room/dropped', message: `You were dropped from the game: ${why}.` });
    this.room.expel(pid);
    this.maybeResume();
  }
}
