/** What the registry holds for one game: its rules module and the bots written for it. */
import type { AnyGame } from '../core/types';
import type { BotFactory } from '../bots/types';

export interface GameEntry {
  readonly game: AnyGame;
  /** Game-specific bots by name (`heuristic`, `search`). `random` works for every game. */
  readonly bots: Readonly<Record<string, BotFactory<any, any>>>;
  /** Lazy loader for the game's UI chunk is kept in src/, not here: lib/ knows nothing of the app. */
}
