/**
 * Perft and a debug walk (STYLE.md habit 9, after chessops' `debug.ts`): count the action
 * sequences from a state to a depth, the oracle that pins a move generator. A test table of
 * perft numbers from fixed seeds catches any change in what `actions()` lists or `apply` does.
 *
 * With simultaneous decisions every pending seat's choices would be counted in every order; by
 * default only the first pending seat branches (as playouts do), `seats: 'all'` counts them all.
 */
import type { Action, AnyGame, Seat } from './types';

export interface PerftOptions {
  /** Which pending seats branch at each node (default `first`). */
  readonly seats?: 'first' | 'all';
}

/** Number of leaf nodes of the game tree from `state` at `depth` (finished games are leaves). */
export function perft(game: AnyGame, state: unknown, depth: number, opts: PerftOptions = {}): number {
  if (depth === 0 || game.result(state) !== null) return 1;
  let n = 0;
  for (const seat of branchingSeats(game, state, opts)) {
    const acts = game.actions(state, seat) as readonly Action[];
    if (depth === 1) {
      n += acts.length;
      continue;
    }
    for (const a of acts) n += perft(game, game.apply(state, seat, a), depth - 1, opts);
  }
  return n;
}

/** Perft split by the first action: `[seat, action, count]` per root action, to find where two generators differ. */
export function divide(game: AnyGame, state: unknown, depth: number, opts: PerftOptions = {}): { seat: Seat; action: Action; count: number }[] {
  const out: { seat: Seat; action: Action; count: number }[] = [];
  if (depth === 0 || game.result(state) !== null) return out;
  for (const seat of branchingSeats(game, state, opts)) {
    for (const action of game.actions(state, seat) as readonly Action[]) {
      out.push({ seat, action, count: perft(game, game.apply(state, seat, action), depth - 1, opts) });
    }
  }
  return out;
}

/** One node of a debug walk: the actions taken from the root, and the state they lead to. */
export interface WalkNode {
  readonly path: readonly { readonly seat: Seat; readonly action: Action }[];
  readonly state: unknown;
}

/** Calls `visit` on every node to `depth` (root first, depth-first); `visit` returning false prunes below it. */
export function walk(game: AnyGame, state: unknown, depth: number, visit: (node: WalkNode) => boolean | void, opts: PerftOptions = {}): void {
  const go = (node: WalkNode, left: number): void => {
    if (visit(node) === false || left === 0 || game.result(node.state) !== null) return;
    for (const seat of branchingSeats(game, node.state, opts)) {
      for (const action of game.actions(node.state, seat) as readonly Action[]) {
        go({ path: [...node.path, { seat, action }], state: game.apply(node.state, seat, action) }, left - 1);
      }
    }
  };
  go({ path: [], state }, depth);
}

function branchingSeats(game: AnyGame, state: unknown, opts: PerftOptions): readonly Seat[] {
  const pending = game.pending(state) as readonly Seat[];
  return opts.seats === 'all' ? pending : pending.slice(0, 1);
}
