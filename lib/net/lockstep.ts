/**
 * The replicated game: seed + options + ordered log → state, with the state hash after every
 * log item. Every peer holds one; every action, local or remote, passes `applyChecked` here.
 */
import { applyChecked, type LogItem } from '../core/match';
import { canonicalJson, hashState } from '../core/hash';
import { isRuleError } from '../core/errors';
import type { Action, AnyGame, GameResult, OptionValues, Seat } from '../core/types';
import { fail, ok, type Result } from './types';

export interface GameSetup {
  readonly seed: string;
  readonly players: number;
  readonly options: OptionValues;
}

/** Engine refusal → a coded net error carrying the engine's own code. */
export function engineError(e: unknown): { ok: false; error: { code: string; message: string; data: { cause: string } } } {
  if (isRuleError(e)) return { ok: false, error: { code: 'game/illegal', message: e.message, data: { cause: e.code } } };
  return { ok: false, error: { code: 'game/engine-error', message: e instanceof Error ? e.message : String(e), data: { cause: 'exception' } } };
}

export class Lockstep {
  private stateNow: unknown;
  private readonly items: LogItem[] = [];
  private readonly hashList: string[];

  private constructor(
    readonly game: AnyGame,
    readonly setup: GameSetup,
    state: unknown
  ) {
    this.stateNow = state;
    this.hashList = [hashState(state)];
  }

  static start(game: AnyGame, setup: GameSetup): Result<Lockstep> {
    try {
      return ok(new Lockstep(game, setup, game.setup({ players: setup.players, seed: setup.seed, options: setup.options })));
    } catch (e) {
      return engineError(e);
    }
  }

  /** A lockstep rebuilt from a whole log; fails on the first illegal item. */
  static rebuild(game: AnyGame, setup: GameSetup, log: readonly LogItem[]): Result<Lockstep> {
    const started = Lockstep.start(game, setup);
    if (!started.ok) return started;
    const ls = started.value;
    for (const [i, item] of log.entries()) {
      const r = ls.apply(item.seat, item.action);
      if (!r.ok) return fail('log/illegal', `Log item ${i + 1} is illegal: ${r.error.message}`, { index: i, cause: r.error.data?.cause ?? r.error.code });
    }
    return ok(ls);
  }

  get state(): unknown {
    return this.stateNow;
  }
  get len(): number {
    return this.items.length;
  }
  get log(): readonly LogItem[] {
    return this.items;
  }
  /** hashes[i] is the state after the first i log items. */
  get hashes(): readonly string[] {
    return this.hashList;
  }
  get hash(): string {
    return this.hashList[this.hashList.length - 1]!;
  }

  pending(): readonly Seat[] {
    return this.game.pending(this.stateNow);
  }
  result(): GameResult | null {
    return this.game.result(this.stateNow);
  }
  actions(seat: Seat): readonly Action[] {
    try {
      return this.game.actions(this.stateNow, seat);
    } catch {
      return [];
    }
  }

  /** The state `action` would lead to, without committing it. */
  check(seat: Seat, action: Action, state: unknown = this.stateNow): Result<unknown> {
    try {
      return ok(applyChecked(this.game, state, seat, action));
    } catch (e) {
      return engineError(e);
    }
  }

  /** Applies and appends; returns the new hash. The state is unchanged on failure. */
  apply(seat: Seat, action: Action): Result<string> {
    const next = this.check(seat, action);
    if (!next.ok) return next;
    this.commit(seat, action, next.value);
    return ok(this.hash);
  }

  /** Appends an item whose next state was computed by `check`. */
  commit(seat: Seat, action: Action, next: unknown): void {
    this.stateNow = next;
    this.items.push({ seat, action });
    this.hashList.push(hashState(next));
  }

  /** True when the log from index i holds exactly these items (a harmless duplicate). */
  sameItems(i: number, items: readonly { seat: Seat; action: Action }[]): boolean {
    return items.every((x, k) => {
      const it = this.items[i + k];
      return it !== undefined && it.seat === x.seat && canonicalJson(it.action) === canonicalJson(x.action);
    });
  }
}
