/**
 * Time, injected (the determinism lint keeps wall clocks out of lib/). The app passes
 * `browserClock()`; tests pass a `SimClock`, whose virtual time makes delays, timeouts and
 * retransmissions instant and reproducible.
 */

export interface Clock {
  /** Milliseconds on some monotonic scale. */
  now(): number;
  /** Runs `fn` once after `ms`; returns a function that cancels it. */
  setTimer(ms: number, fn: () => void): () => void;
}

/** The page's clock, from the host environment's timers (call from src/, which may read the clock). */
export function hostClock(now: () => number): Clock {
  return {
    now,
    setTimer(ms, fn) {
      const h = globalThis.setTimeout(fn, ms);
      return () => globalThis.clearTimeout(h);
    }
  };
}

interface Entry {
  readonly at: number;
  readonly id: number;
  fn: (() => void) | null;
}

/** A virtual clock with an event queue: events run in time order, ties in scheduling order. */
export class SimClock implements Clock {
  private t = 0;
  private nextId = 0;
  private heap: Entry[] = [];

  now(): number {
    return this.t;
  }

  setTimer(ms: number, fn: () => void): () => void {
    const e: Entry = { at: this.t + Math.max(0, Math.floor(ms)), id: this.nextId++, fn };
    this.push(e);
    return () => {
      e.fn = null;
    };
  }

  /** Number of live (not cancelled) events still queued. */
  get queued(): number {
    return this.heap.filter((e) => e.fn !== null).length;
  }

  /** Runs the next event; false when none is left. */
  step(): boolean {
    for (;;) {
      const e = this.pop();
      if (!e) return false;
      if (!e.fn) continue;
      this.t = e.at;
      const fn = e.fn;
      e.fn = null;
      fn();
      return true;
    }
  }

  /**
   * Runs events until `until()` is true, the queue is empty, virtual time passes `maxTime`, or
   * `maxSteps` events ran. Returns the number of events run.
   */
  run(opts: { until?: () => boolean; maxTime?: number; maxSteps?: number } = {}): number {
    const maxSteps = opts.maxSteps ?? 10_000_000;
    let steps = 0;
    while (steps < maxSteps) {
      if (opts.until?.()) break;
      const head = this.peek();
      if (!head) break;
      if (opts.maxTime !== undefined && head.at > opts.maxTime) {
        this.t = Math.max(this.t, opts.maxTime);
        break;
      }
      if (this.step()) steps++;
    }
    return steps;
  }

  /** Runs every event due in the next `ms` and moves time forward by `ms`. */
  advance(ms: number): number {
    return this.run({ maxTime: this.t + ms });
  }

  private peek(): Entry | undefined {
    while (this.heap.length > 0 && this.heap[0]!.fn === null) this.pop();
    return this.heap[0];
  }

  private less(a: Entry, b: Entry): boolean {
    return a.at < b.at || (a.at === b.at && a.id < b.id);
  }

  private push(e: Entry): void {
    const h = this.heap;
    h.push(e);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): Entry | undefined {
    const h = this.heap;
    if (h.length === 0) return undefined;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}
