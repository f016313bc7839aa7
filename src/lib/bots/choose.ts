/** The bot decision itself, shared by the worker and by in-process runners (unit tests). */
import { loadEntry } from '../games/registry';
import { runBotRequest } from '$engine/bots/request';
import { warmUp } from '$engine/bots/warmup';
import type { BotAnswer, BotRequest, BotRunner } from './protocol';

export async function answerRequest(request: BotRequest): Promise<BotAnswer> {
  // Only the asked game's engine and bots are loaded (once per worker).
  const entry = await loadEntry(request.game);
  // The clock a search bot's time budget (Strong, Expert) is measured on; lib/ never reads it.
  return runBotRequest(entry ? [entry] : [], request, () => performance.now());
}

/** Bots on the calling thread: for unit tests and environments without workers. */
export const inlineRunner: BotRunner = {
  choose: async (request) => request.actions[(await answerRequest(request)).index]!
};

/**
 * Warms the worker up for a game about to be played with a search bot (lib/bots/warmup.ts): a few
 * throwaway games, about half a second at most, so the first real decisions run on compiled code.
 */
export async function warmUpGame(game: string, players: number): Promise<void> {
  const entry = await loadEntry(game);
  if (entry) warmUp(entry, players, { games: 20, ms: 500 }, () => performance.now());
}
