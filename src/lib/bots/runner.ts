/** The page side of the bot worker: one shared worker, started on first use. */
import * as Comlink from 'comlink';
import type { Action } from '$engine/core/types';
import type { BotApi, BotRequest, BotRunner } from './protocol';

let remote: Comlink.Remote<BotApi> | null = null;
/** Rejecters of the calls in flight, so a worker that fails to load or crashes never hangs the table. */
const inflight = new Set<(e: Error) => void>();

function workerApi(): Comlink.Remote<BotApi> {
  if (!remote) {
    const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const error = new Error(`The bot worker failed: ${event.message || 'it could not be loaded'}`);
      for (const reject of [...inflight]) reject(error);
      worker.terminate();
      remote = null;
    });
    remote = Comlink.wrap<BotApi>(worker);
  }
  return remote;
}

/** Bots in a Web Worker (the browser default). */
export const workerRunner: BotRunner = {
  choose(request: BotRequest): Promise<Action> {
    return new Promise<Action>((resolve, reject) => {
      const fail = (e: Error): void => {
        inflight.delete(fail);
        reject(e);
      };
      inflight.add(fail);
      workerApi()
        .choose(request)
        .then(
          (action) => {
            inflight.delete(fail);
            resolve(action);
          },
          (e: unknown) => fail(e instanceof Error ? e : new Error(String(e)))
        );
    });
  }
};
