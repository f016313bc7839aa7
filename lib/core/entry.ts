/**
 * The bot contract and the registry entry (DESIGN.md §5): part of the engine contract so that
 * games, bots, the network layer and the app all speak it without importing one another.
 *
 * A bot sees only what its seat may see: the seat's view and its legal actions. It never
 * receives the full game state, so it cannot cheat by construction.
 */
import type { Rng } from './rng';
import type { Action, AnyGame, GameHeader, Seat } from './types';

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

/** Makes a bot for a level (1 = weakest; see lib/bots/scoring.ts for what levels mean). */
export type BotFactory<V = unknown, A extends Action = Action> = (level: number) => Bot<V, A>;

/**
 * A game's catalog metadata (lib/games/<id>/meta.ts): everything the home page, the new-game form,
 * My games and the room screens show and validate, with no engine code. `tests/unit/catalog.test.ts`
 * proves it equals the engine's own fields and its registry entry's bot names.
 */
export interface GameInfo extends GameHeader {
  /** One sentence for the game list. */
  readonly summary: string;
  /**
   * The game's own bots by name (`heuristic`, `search`), as its registry entry has them; `random`
   * is offered for every game. The play levels each bot offers are app-wide (lib/bots/levels.ts).
   */
  readonly bots: readonly string[];
}

/** What the registry holds for one game: its rules module and the bots written for it. */
export interface GameEntry {
  readonly game: AnyGame;
  /** Game-specific bots by name (`heuristic`, `search`). `random` works for every game. */
  readonly bots: Readonly<Record<string, BotFactory<any, any>>>;
  /**
   * Bots kept only for measurement (e.g. a frozen earlier heuristic to compare against): the sim
   * and the benches can seat them by name; the app never lists them (it lists `bots`).
   */
  readonly benchBots?: Readonly<Record<string, BotFactory<any, any>>>;
}

/**
 * How a game's heuristic scores actions, for the shared scoring-bot driver (lib/bots/scoring.ts).
 * It lives in the contract so that a game can write its scorer importing only lib/core; the
 * registry turns it into a bot (`bots: { heuristic: scoringBot(myScorer) }`).
 */
export interface Scorer<V, A extends Action> {
  /** The bot's name in the registry (usually `heuristic`). */
  readonly name: string;
  /** The score difference that matters; level noise is measured in it. A positive integer. */
  readonly unit: number;
  /**
   * Called once per decision with the seat's view and actions; returns the scorer of one action
   * (so per-decision work, like reading the view, is done once). `level` (1–3) is the bot's level,
   * for scorers that also plan less at lower levels; most ignore it (noise does the weakening).
   */
  prepare(input: BotInput<V, A>, level: number): (action: A) => number;
  /** How ties among the best are broken (default `first`: the engine's order). */
  readonly ties?: 'first' | 'random';
}
