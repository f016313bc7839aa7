/** The bot decision itself, shared by the worker and by in-process runners (unit tests). */
import { GAMES } from '../games/registry';
import { runBotRequest } from '$engine/bots/request';
import type { BotAnswer, BotRequest, BotRunner } from './protocol';

export function answerRequest(request: BotRequest): BotAnswer {
  // The clock a search bot's time budget (Strong, Expert) is measured on; lib/ never reads it.
  return runBotRequest(GAMES, request, () => performance.now());
}

/** Bots on the calling thread: for unit tests and environments without workers. */
export const inlineRunner: BotRunner = {
  choose: (request) => Promise.resolve().then(() => request.actions[answerRequest(request).index]!)
};
