/** The page side of the bot worker: one shared worker, started on first use. */
import * as Comlink from 'comlink';
import type { Action } from '$engine/core/types';
import type { BotAnswer, BotApi, BotRequest, BotRunner } from './protocol';
import { t } from '../i18n';

let remote: Comlink.Remote<BotApi> | null = null;
/** Rejecters of the calls in flight, so a worker that fails to load or crashes never hangs the table. */
const inflight = new Set<(e: Error) => void>();

function workerApi(): Comlink.Remote<BotApi> {
  if (!remote) {
    const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const error = new Error(event.message ? t('bots.workerFailedWhy', { message: event.message }) : t('bots.workerFailed'));
      for (const reject of [...inflight]) reject(error);
      worker.terminate();
      remote = null;
    });
    remote = Comlink.wrap<BotApi>(worker);
  }
  return remote;
}

/**
 * The worker's answer to a bot request (the index of its choice). For callers that speak the
 * lib/bots contract end to end, such as the network host's bot runner.
 */
export function workerAnswer(request: BotRequest): Promise<BotAnswer> {
  return new Promise<BotAnswer>((resolve, reject) => {
    const fail = (e: Error): void => {
      inflight.delete(fail);
      reject(e);
    };
    inflight.add(fail);
    workerApi()
      .choose(request)
      .then(
        (answer) => {
          inflight.delete(fail);
          resolve(answer);
        },
        (e: unknown) => fail(e instanceof Error ? e : new Error(String(e)))
      );
  });
}

/**
 * Starts the bot worker warming up for a game with a search bot (issue 13 item 6): it plays a few
 * throwaway games off the main thread while the person looks at the table. Best effort: a failure
 * only means the first decisions run cold; the worker answers requests after it, in turn.
 */
export function warmUpBots(game: string, players: number): void {
  workerApi()
    .warmUp(game, players)
    .catch(() => undefined);
}

/** Bots in a Web Worker (the browser default): resolves to the page's own listed object, never the worker's copy. */
export const workerRunner: BotRunner = {
  async choose(request: BotRequest): Promise<Action> {
    const answer = await workerAnswer(request);
    const action = request.actions[answer.index];
    if (action === undefined) throw new Error(`The bot worker answered with action ${answer.index} of ${request.actions.length}.`);
    return action;
  }
};
