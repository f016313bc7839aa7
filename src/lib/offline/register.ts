/**
 * The service worker's registration and its updates, fetched by UpdatePrompt.svelte once the page
 * is up (so none of it is in a page's first download). `watchUpdates` registers the worker
 * (src/service-worker.ts) and reports what the person can do: nothing (`idle`), take a version
 * that has installed and waits (`ready`), or reload after another tab took one (`elsewhere`).
 * `accept` makes the waiting version take over — only then — once no save is in flight; the page
 * reloads when it does.
 */
import { SKIP_WAITING } from './precache';

export type UpdatePhase = 'idle' | 'ready' | 'updating' | 'elsewhere';

export interface UpdateWatch {
  /** The person accepted: the waiting version takes over and the page reloads. */
  accept(): Promise<void>;
  stop(): void;
}

export function watchUpdates(script: string, report: (phase: UpdatePhase) => void): UpdateWatch {
  const workers = navigator.serviceWorker;
  // With no worker in charge yet this is the first visit: the first worker takes the page by itself.
  let controlled = workers.controller !== null;
  let phase: UpdatePhase = 'idle';
  let waiting: ServiceWorker | null = null;
  let registration: ServiceWorkerRegistration | null = null;
  const set = (next: UpdatePhase) => report((phase = next));
  const changed = () => {
    if (phase === 'updating') location.reload();
    else if (controlled) set('elsewhere');
    controlled = true;
  };
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || !workers.controller) return;
    const check = () => {
      if (worker.state === 'installed' && phase === 'idle') {
        waiting = worker;
        set('ready');
      } else if (worker.state === 'redundant' && waiting === worker && phase === 'ready') {
        waiting = null;
        set('idle');
      }
    };
    worker.addEventListener('statechange', check);
    check();
  };
  // A long-open tab looks for a newer version whenever it is shown again, and every hour.
  const look = () => void registration?.update().catch(() => {});
  const visible = () => {
    if (document.visibilityState === 'visible') look();
  };
  const hourly = setInterval(look, 60 * 60 * 1000);
  workers.addEventListener('controllerchange', changed);
  document.addEventListener('visibilitychange', visible);
  workers.register(script).then(
    (reg: ServiceWorkerRegistration | undefined) => {
      // Some stand-ins for the API (privacy tools, test browsers that block workers) resolve with nothing.
      if (!reg) return;
      registration = reg;
      offer(reg.waiting);
      offer(reg.installing);
      reg.addEventListener('updatefound', () => offer(reg.installing));
    },
    // No offline copy (e.g. storage blocked in a third-party frame): the site still works online.
    (e: unknown) => console.warn('Offline copy unavailable:', e)
  );
  return {
    async accept() {
      const worker = waiting;
      if (!worker || phase !== 'ready') return;
      set('updating');
      // A move being saved right now is written before the page reloads.
      const { appStore } = await import('../store/app.svelte');
      await appStore.settled();
      worker.postMessage({ type: SKIP_WAITING });
    },
    stop() {
      clearInterval(hourly);
      workers.removeEventListener('controllerchange', changed);
      document.removeEventListener('visibilitychange', visible);
    }
  };
}
