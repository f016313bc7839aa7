/** The page side of the bot worker: one shared worker, started on first use. */
import * as Comlink from 'comlink';
import type { BotApi, BotRunner } from './protocol';

let remote: Comlink.Remote<BotApi> | null = null;

function workerApi(): Comlink.Remote<BotApi> {
  if (!remote) {
    const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
    remote = Comlink.wrap<BotApi>(worker);
  }
  return remote;
}

/** Bots in a Web Worker (the browser default). */
export const workerRunner: BotRunner = {
  choose: (request) => workerApi().choose(request)
};
