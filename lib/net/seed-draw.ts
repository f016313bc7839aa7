/**
 * The seed draw (DESIGN.md §4): before the game every person commits to a random contribution,
 * then all reveal, and the seed is derived from all of them — so no one, the host included, can
 * steer it. Both sides run on the one commit–reveal round (commit-reveal.ts): the host collects
 * commitments and reveals and announces them; a guest contributes and checks what it is shown.
 */
import { SeedRound, seedValue } from './commit-reveal';
import { deriveSeed } from './identity';
import type { Message } from './protocol';
import type { Shared } from './shared';
import { fail, okVoid, type Result } from './types';

/** What the host's draw needs of the host role. */
export interface SeedRoom {
  broadcast(m: Message): void;
  broadcastRoster(): void;
  /** The game began (or, if it could not, the room is back in the lobby). */
  started(): void;
}

export class HostSeedDraw {
  private round: SeedRound | null = null;

  constructor(
    private readonly s: Shared,
    private readonly room: SeedRoom
  ) {}

  /** Starts the draw with these people (pids); the host's own contribution is sealed at once. */
  begin(participants: readonly string[]): void {
    const s = this.s;
    this.round = new SeedRound(s.room, participants);
    this.round.seal(s.me.pid, seedValue(s.random));
    s.seed = null;
    s.setStatus('starting');
    this.room.broadcastRoster();
    this.room.broadcast({ t: 'seedStart', participants: participants.slice() });
    this.maybeOpen();
  }

  /** Whether `pid` takes part in a draw under way. */
  involves(pid: string): boolean {
    return this.s.status === 'starting' && (this.round?.participants.includes(pid) ?? false);
  }

  /** Back to the lobby (a participant left): the draw starts over with the next start. */
  abort(message: string): void {
    this.round = null;
    this.s.setStatus('lobby');
    this.s.addError({ code: 'seed/aborted', message });
    this.room.broadcastRoster();
  }

  commit(pid: string, hash: string): Result {
    const p = this.round;
    if (this.s.status !== 'starting' || !p) return fail('seed/not-starting', 'No seed is being drawn.');
    if (!p.participants.includes(pid)) return fail('seed/not-participant', 'You are not drawing this seed.');
    if (p.opened) return fail('seed/closed', 'Commitments are closed.');
    const had = p.commits.get(pid);
    if (had !== undefined) return had === hash ? okVoid : fail('seed/recommit', 'You have already committed.');
    p.commit(pid, hash);
    this.maybeOpen();
    return okVoid;
  }

  private maybeOpen(): void {
    const p = this.round;
    if (!p?.open()) return;
    this.room.broadcast({ t: 'seedOpen', commits: p.commitments().map((c) => ({ pid: c.key, hash: c.hash })) });
    this.maybeFinish();
  }

  reveal(pid: string, value: string): Result {
    const p = this.round;
    if (this.s.status !== 'starting' || !p) return fail('seed/not-starting', 'No seed is being drawn.');
    if (!p.participants.includes(pid)) return fail('seed/not-participant', 'You are not drawing this seed.');
    if (!p.opened) return fail('seed/not-open', 'Reveal only after every commitment is in.');
    if (!p.matches(pid, value)) return fail('seed/bad-reveal', 'That value does not match your commitment.');
    p.reveal(pid, value);
    this.maybeFinish();
    return okVoid;
  }

  private maybeFinish(): void {
    const s = this.s;
    const p = this.round;
    if (!p?.allRevealed()) return;
    const reveals = p.participants.map((x) => ({ pid: x, value: p.reveals.get(x)! }));
    this.round = null;
    this.room.broadcast({ t: 'seedDone', reveals });
    const r = s.begin(deriveSeed(s.room, reveals));
    if (!r.ok) {
      s.addError(r.error);
      s.setStatus('lobby');
    }
    this.room.broadcastRoster();
    this.room.started();
  }
}

export class GuestSeedDraw {
  /** My contribution (a one-person round: its commitment and value). */
  private mine: SeedRound | null = null;
  /** The commitments as the host opened them. */
  private opened: SeedRound | null = null;

  constructor(
    private readonly s: Shared,
    private readonly toHost: (m: Message) => void
  ) {}

  /** The room is back in the lobby: a draw under way is forgotten. */
  reset(): void {
    this.opened = null;
    this.mine = null;
  }

  /** The host starts the draw: I commit to my contribution if I take part. */
  start(participants: readonly string[]): Result {
    const s = this.s;
    if (s.ls) return fail('seed/started', 'The game has already started.');
    s.setStatus('starting');
    this.reset();
    if (participants.includes(s.me.pid)) {
      this.mine = new SeedRound(s.room, [s.me.pid]);
      this.toHost({ t: 'seedCommit', hash: this.mine.seal(s.me.pid, seedValue(s.random)) });
    }
    return okVoid;
  }

  /** Every commitment is in: mine must be among them unchanged; I reveal. */
  open(commits: readonly { pid: string; hash: string }[]): Result {
    const s = this.s;
    if (s.status !== 'starting') return fail('seed/not-starting', 'No seed is being drawn.');
    this.opened = new SeedRound(s.room, commits.map((c) => c.pid)).openWith(commits.map((c) => [c.pid, c.hash]));
    const mine = this.mine?.reveals.get(s.me.pid);
    if (mine !== undefined) {
      if (!this.opened.matches(s.me.pid, mine)) return fail('seed/bad-open', 'My commitment is missing or altered.');
      this.toHost({ t: 'seedReveal', value: mine });
    }
    return okVoid;
  }

  /** The reveals: each must match its commitment, mine must be there; the game begins on the seed they give. */
  done(reveals: readonly { pid: string; value: string }[]): Result {
    const s = this.s;
    if (s.status !== 'starting') return fail('seed/not-starting', 'No seed is being drawn.');
    const commits = this.opened;
    if (commits) {
      const bad = reveals.length !== commits.commits.size || reveals.some((r) => !commits.matches(r.pid, r.value));
      if (bad) {
        s.addError({ code: 'seed/bad-reveal', message: 'A revealed seed contribution does not match its commitment.' });
        return fail('seed/bad-reveal', 'A revealed contribution does not match its commitment.');
      }
    }
    const mine = this.mine?.reveals.get(s.me.pid);
    if (mine !== undefined && !reveals.some((r) => r.pid === s.me.pid && r.value === mine)) {
      return fail('seed/bad-reveal', 'My contribution is missing from the seed.');
    }
    this.reset();
    const r = s.begin(deriveSeed(s.room, reveals));
    if (!r.ok) s.addError(r.error);
    return r;
  }
}
