/** What the page sends the bot worker and gets back. Everything here is plain JSON. */
import type { Action, Seat } from '$engine/core/types';

export interface BotRequest {
  readonly gameId: string;
  readonly botName: string;
  readonly level: number;
  readonly seat: Seat;
  /** The seat's view only: a bot never sees the full state. */
  readonly view: unknown;
  readonly actions: readonly Action[];
  /** Seed of the bot's own generator for this decision. */
  readonly seed: string;
}

export interface BotApi {
  choose(request: BotRequest): Action;
}

/** How the table asks a bot for a move: a worker in the browser, in-process in unit tests. */
export interface BotRunner {
  choose(request: BotRequest): Promise<Action>;
}
