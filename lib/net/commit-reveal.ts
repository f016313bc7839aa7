/**
 * Commit, then reveal — the one mechanism behind both fair draws of the protocol:
 *
 * - the seed: every person commits to a random contribution, keyed by pid (`SeedRound`);
 * - a simultaneous step: every seat commits to its hidden choice (action and salt), keyed by seat
 *   (`ChoiceRound`).
 *
 * Nobody sees a value before every commitment is in, so nobody can choose after seeing another's.
 * The host collects commitments and reveals in a round; a guest builds the same round from the
 * commitments the host opened (`openWith`) and checks every revealed value against them.
 */
import type { Action, Seat } from '../core/types';
import { actionCommitment, randomHex, seedCommitment, type Random } from './identity';

export class CommitReveal<K, V> {
  readonly commits = new Map<K, string>();
  readonly reveals = new Map<K, V>();
  /** True once every commitment is in and they were shown to everyone. */
  opened = false;

  constructor(
    /** Who must commit, in the order the commitments are listed. */
    readonly participants: readonly K[],
    private readonly commitmentOf: (k: K, v: V) => string
  ) {}

  /** A contribution made here (mine, a bot's): its commitment and its value are known at once. */
  seal(k: K, v: V): string {
    const hash = this.commitmentOf(k, v);
    this.commits.set(k, hash);
    this.reveals.set(k, v);
    return hash;
  }

  commit(k: K, hash: string): void {
    this.commits.set(k, hash);
  }

  /** The commitments the host opened (a guest's copy of the round). */
  openWith(commits: Iterable<readonly [K, string]>): this {
    for (const [k, hash] of commits) this.commits.set(k, hash);
    this.opened = true;
    return this;
  }

  /** Opens the commitments once all are in; true only at the moment it opens. */
  open(): boolean {
    if (this.opened || !this.participants.every((k) => this.commits.has(k))) return false;
    this.opened = true;
    return true;
  }

  /** Whether `v` is what `k` committed to. */
  matches(k: K, v: V): boolean {
    return this.commitmentOf(k, v) === this.commits.get(k);
  }

  reveal(k: K, v: V): void {
    this.reveals.set(k, v);
  }

  allRevealed(): boolean {
    return this.opened && this.participants.every((k) => this.reveals.has(k));
  }

  /** Takes back one commitment (the participant chooses again); the round is closed again. */
  withdraw(k: K): void {
    this.commits.delete(k);
    this.reveals.delete(k);
    this.opened = false;
  }

  commitments(): { key: K; hash: string }[] {
    return this.participants.map((key) => ({ key, hash: this.commits.get(key)! }));
  }
}

/** A seed contribution: 32 random bytes. */
export const seedValue = (random: Random): string => randomHex(random, 32);
/** The salt that hides a simultaneous choice: 16 random bytes. */
export const choiceSalt = (random: Random): string => randomHex(random, 16);

/** The seed draw: each person (pid) contributes a random value. */
export class SeedRound extends CommitReveal<string, string> {
  constructor(room: string, participants: readonly string[]) {
    super(participants, (pid, value) => seedCommitment(room, pid, value));
  }
}

/** A hidden choice with the salt that hides it. */
export interface Sealed {
  readonly action: Action;
  readonly salt: string;
}

/** A simultaneous step at log index `i`: each pending seat commits to its choice. */
export class ChoiceRound extends CommitReveal<Seat, Sealed> {
  constructor(
    room: string,
    /** Log index where the step starts (the state every choice is made on). */
    readonly i: number,
    seats: readonly Seat[]
  ) {
    super(seats, (seat, c) => actionCommitment(room, i, seat, c.action, c.salt));
  }
}

/** My own choice for step `i`, sealed with a fresh salt (kept across reconnects as `Shared.choice`). */
export function sealChoice(room: string, random: Random, i: number, seat: Seat, action: Action): Sealed & { readonly i: number; readonly hash: string } {
  const salt = choiceSalt(random);
  return { i, action, salt, hash: actionCommitment(room, i, seat, action, salt) };
}
