/**
 * What the page sends the bot worker and gets back: the one bot request contract of lib/bots
 * (plain JSON: the seat's view and legal actions, the bot, its level and its generator), answered
 * with the index of the chosen action.
 */
import type { Action } from '$engine/core/types';
import type { BotAnswer, BotRequest } from '$engine/bots/request';

export type { BotAnswer, BotRequest };

/** The worker's side (comlink). */
export interface BotApi {
  choose(request: BotRequest): BotAnswer | Promise<BotAnswer>;
  /** Plays a few throwaway games of `game` so its first real decisions run warm (choose.ts warmUpGame). */
  warmUp(game: string, players: number): void | Promise<void>;
}

/**
 * How the table asks a bot for a move: a worker in the browser, in-process in unit tests.
 * Resolves to the request's own listed action object (never a copy from the worker).
 */
export interface BotRunner {
  choose(request: BotRequest): Promise<Action>;
}
