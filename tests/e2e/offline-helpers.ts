/**
 * Helpers for the offline and update specs: a static server of their own (tests/e2e/serve.mjs on
 * another port, serving a folder they choose, stopped to take the site off the network) and a wait
 * for the service worker to be in charge of a page or frame.
 */
import { spawn } from 'node:child_process';
import type { Frame, Page } from '@playwright/test';
import { expect } from './fixtures';

export const SITE_PATH = '/games/table/';

export interface Server {
  /** The site's URL, ending in SITE_PATH. */
  readonly url: string;
  readonly origin: string;
  /** Stops the server: from then on nothing answers on its port. */
  stop(): Promise<void>;
}

/** Serves `root` under SITE_PATH on 127.0.0.1:`port` (and the /embed/ page that frames it). */
export async function startServer(root: string, port: number): Promise<Server> {
  const proc = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
    env: { ...process.env, E2E_ROOT: root, E2E_PORT: String(port), E2E_PATH: SITE_PATH },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += String(d)));
    proc.stdout.on('data', (d: Buffer) => {
      if (String(d).includes('Serving')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`serve.mjs on port ${port} exited (${code}): ${err}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${SITE_PATH}`,
    origin,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    }
  };
}

/** Waits until a service worker controls the page or frame (the first one takes it by itself) and returns its script URL. */
export async function workerInCharge(target: Page | Frame): Promise<string> {
  await expect
    .poll(() => target.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  return target.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}
