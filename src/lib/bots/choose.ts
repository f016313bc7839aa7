/** The bot decision itself, shared by the worker and by in-process runners (unit tests). */
import { loadEntry } from '../games/registry';
import { runBotRequest } from '$engine/bots/request';
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
