/**
 * The bot interface. A bot sees only what its seat may see: the seat's view and its legal
 * actions. It never receives the full game state, so it cannot cheat by construction.
 */
import type { Action, Seat } from '../core/types';
import type { Rng } from '../core/rng';

export interface BotInput<V = unknown, A extends Action = Action> {
  readonly seat: Seat;
  readonly view: V;
  readonly actions: readonly A[];
  /** The bot's own seeded generator (never the game's). */
  readonly rng: Rng;
}

export interface Bot<V = unknown, A extends Action = Action> {
  readonly name: string;
  choose(input: BotInput<V, A>): A;
}

/** Makes a bot for a level (1 = weakest). */
export type BotFactory<V = unknown, A extends Action = Action> = (level: number) => Bot<V, A>;
