/**
 * The page's side of updates (register.ts) against a fake service-worker container: what the
 * person is offered and when. The first visit offers nothing; a version that installs while a
 * worker is in charge is offered, and only the person's accept (after the saves in flight) asks it
 * to take over; the page reloads when it has; another tab's update is reported, not acted on.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

let settle: () => void = () => {};
vi.mock('../store/app.svelte', () => ({
  appStore: { settled: () => new Promise<void>((done) => (settle = done)) }
}));

import { watchUpdates, type UpdatePhase } from './register';

class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(m: unknown) {
    this.posted.push(m);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates++;
    return Promise.resolve();
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  scripts: string[] = [];
  constructor(private answer: () => Promise<FakeRegistration>) {
    super();
  }
  register(script: string) {
    this.scripts.push(script);
    return this.answer();
  }
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
const reload = vi.fn();
let phases: UpdatePhase[] = [];
const report = (p: UpdatePhase) => void phases.push(p);
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(controller: FakeWorker | null, reg = new FakeRegistration(), answer?: () => Promise<FakeRegistration>) {
  const container = new FakeContainer(answer ?? (() => Promise.resolve(reg)));
  container.controller = controller;
  vi.stubGlobal('navigator', { serviceWorker: container });
  return { container, reg };
}

beforeEach(() => {
  phases = [];
  reload.mockClear();
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('offers', () => {
  test('the first visit offers nothing: its worker takes the page by itself; a later version is offered, and another tab’s update reported', async () => {
    const first = new FakeWorker('installing');
    const { container, reg } = setup(null);
    reg.installing = first;
    const watch = watchUpdates('/games/table/service-worker.js', report);
    await flush();
    expect(container.scripts).toEqual(['/games/table/service-worker.js']);
    first.become('installed');
    first.become('activated');
    container.takeOver(first);
    expect(phases).toEqual([]);
    // Now in charge, the page learns of a newer version.
    const second = new FakeWorker('installing');
    reg.found(second);
    second.become('installed');
    expect(phases).toEqual(['ready']);
    // Another tab accepts it: this page is told, and does not reload.
    container.takeOver(second);
    expect(phases).toEqual(['ready', 'elsewhere']);
    expect(reload).not.toHaveBeenCalled();
    expect(second.posted).toEqual([]);
    watch.stop();
  });

  test('a version already waiting is offered at once; it takes over only after the person’s accept and the saves in flight, then the page reloads', async () => {
    const old = new FakeWorker('activated');
    const next = new FakeWorker('installed');
    const { container, reg } = setup(old);
    reg.waiting = next;
    const watch = watchUpdates('/sw.js', report);
    await flush();
    expect(phases).toEqual(['ready']);
    const accepted = watch.accept();
    expect(phases).toEqual(['ready', 'updating']);
    await flush();
    expect(next.posted).toEqual([]); // a save is still being written
    settle();
    await accepted;
    expect(next.posted).toEqual([{ type: 'skip-waiting' }]);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
    // A second accept does nothing.
    await watch.accept();
    expect(next.posted).toHaveLength(1);
    watch.stop();
  });

  test('an offered version that becomes redundant is withdrawn', async () => {
    const { reg } = setup(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    reg.installing = next;
    const watch = watchUpdates('/sw.js', report);
    await flush();
    next.become('installed');
    next.become('redundant');
    expect(phases).toEqual(['ready', 'idle']);
    await watch.accept();
    expect(next.posted).toEqual([]);
    watch.stop();
  });
});

describe('looking for updates', () => {
  test('when the page is shown again, not when it is hidden; not after stop', async () => {
    const { reg } = setup(new FakeWorker('activated'));
    const watch = watchUpdates('/sw.js', report);
    await flush();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reg.updates).toBe(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reg.updates).toBe(1);
    watch.stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reg.updates).toBe(1);
  });

  test('a refused registration leaves the page as it is, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup(null, undefined, () => Promise.reject(new Error('SecurityError')));
    const watch = watchUpdates('/sw.js', report);
    await flush();
    expect(phases).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Offline copy unavailable:', expect.any(Error));
    warn.mockRestore();
    watch.stop();
  });

  test('a registration that resolves with nothing (a stand-in that blocks workers) leaves the page as it is, with no error', async () => {
    const errors: unknown[] = [];
    const onError = (e: unknown) => void errors.push(e);
    process.on('unhandledRejection', onError);
    const { container } = setup(new FakeWorker('activated'), undefined, () => Promise.resolve(undefined as unknown as FakeRegistration));
    const watch = watchUpdates('/sw.js', report);
    await flush();
    await flush();
    process.off('unhandledRejection', onError);
    expect(errors).toEqual([]);
    expect(phases).toEqual([]);
    // Shown again: nothing to look for, nothing thrown; another tab's update is still reported.
    doc.dispatchEvent(new Event('visibilitychange'));
    container.takeOver(new FakeWorker('activated'));
    expect(phases).toEqual(['elsewhere']);
    await watch.accept();
    watch.stop();
  });
});
