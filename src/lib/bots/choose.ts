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

/** How long the worker warms up, in all, and at most per slice (ms). */
const WARM_UP_MS = 2000;
const WARM_UP_SLICE_MS = 100;

/**
 * Warms the worker up for a game about to be played with a search bot (lib/bots/warmup.ts):
 * throwaway games for about two seconds, so the first real decisions run on compiled code (the
 * engines need a few hundred games to settle: `npm run bench`, cold columns). In slices of one game
 * or 100 ms, giving the worker back between them, so a real request waits for one slice at most.
 */
export async function warmUpGame(game: string, players: number): Promise<void> {
  const entry = await loadEntry(game);
  if (!entry) return;
  const start = performance.now();
  for (let g = 0; g < 200 && performance.now() - start < WARM_UP_MS; g++) {
    if (warmUp(entry, players, { games: 1, ms: WARM_UP_SLICE_MS, from: g }, () => performance.now()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
