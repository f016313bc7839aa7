/**
 * The plumbing under the sessions: the virtual clock, the in-memory network's faults, and the
 * link layer that turns a lossy, reordering, duplicating network into reliable ordered delivery.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { SimClock } from './clock';
import { LinkLayer } from './link';
import { MemoryNetwork } from './memory';

describe('SimClock', () => {
  test('runs events in time order, ties in scheduling order; cancelled ones never run', () => {
    const c = new SimClock();
    const seen: string[] = [];
    c.setTimer(10, () => seen.push('b'));
    c.setTimer(5, () => seen.push('a'));
    const cancel = c.setTimer(7, () => seen.push('never'));
    c.setTimer(10, () => {
      seen.push('c');
      c.setTimer(0, () => seen.push('d'));
    });
    cancel();
    expect(c.queued).toBe(3);
    c.run();
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
    expect(c.now()).toBe(10);
  });
  test('advance stops at the horizon', () => {
    const c = new SimClock();
    const seen: number[] = [];
    for (const t of [5, 15, 25]) c.setTimer(t, () => seen.push(t));
    c.advance(20);
    expect(seen).toEqual([5, 15]);
    expect(c.now()).toBe(20);
  });
});

describe('MemoryNetwork', () => {
  test('links come up on both ends, carry messages, and go down on close', async () => {
    const clock = new SimClock();
    const net = new MemoryNetwork({ clock });
    const a = net.transport('a');
    const b = net.transport('b');
    await a.open();
    await b.open();
    const events: string[] = [];
    a.onPeerJoin((p) => events.push(`a+${p}`));
    b.onPeerJoin((p) => events.push(`b+${p}`));
    b.onPeerLeave((p) => events.push(`b-${p}`));
    b.onMessage((f, t) => events.push(`b<${f}:${t}`));
    a.connect('b');
    clock.run();
    expect(a.send('b', 'hi')).toBe(true);
    clock.run();
    a.close();
    clock.run();
    expect(events).toEqual(['b+a', 'a+b', 'b<a:hi', 'b-a']);
    expect(b.peers()).toEqual([]);
  });
  test('an address in use and an absent peer are reported', async () => {
    const clock = new SimClock();
    const net = new MemoryNetwork({ clock });
    await net.transport('a').open();
    await expect(net.transport('a').open()).rejects.toThrow('transport/id-taken');
    const c = net.transport('c');
    await c.open();
    const errors: string[] = [];
    c.onError((e) => errors.push(`${e.code}@${e.peer}`));
    c.connect('ghost');
    clock.run();
    expect(c.send('ghost', 'x')).toBe(false);
    expect(errors).toEqual(['transport/peer-unavailable@ghost', 'transport/not-connected@ghost']);
  });
  test('faults are seeded: the same seed loses the same messages', async () => {
    const run = async (seed: string) => {
      const clock = new SimClock();
      const net = new MemoryNetwork({ clock, seed, faults: { minDelay: 0, maxDelay: 50, dropPerMille: 300, duplicatePerMille: 100 } });
      const a = net.transport('a');
      const b = net.transport('b');
      await a.open();
      await b.open();
      const got: string[] = [];
      b.onMessage((_f, t) => got.push(t));
      a.connect('b');
      clock.run();
      for (let i = 0; i < 200; i++) a.send('b', String(i));
      clock.run();
      return got;
    };
    const x = await run('s1');
    expect(await run('s1')).toEqual(x);
    expect(x.length).toBeLessThan(200);
    expect(x).not.toEqual([...x].sort((p, q) => Number(p) - Number(q))); // reordered
  });
});

describe('LinkLayer', () => {
  test('property: over drops, duplicates and reordering, every message arrives exactly once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 120 }),
        async (seed, drop, dup, spread, count) => {
          const clock = new SimClock();
          const net = new MemoryNetwork({ clock, seed, faults: { minDelay: 1, maxDelay: 1 + spread, dropPerMille: drop, duplicatePerMille: dup } });
          const a = net.transport('a');
          const b = net.transport('b');
          await a.open();
          await b.open();
          const ack = (upto: number) => JSON.stringify({ ack: upto });
          const la = new LinkLayer(a, clock, () => '', 50);
          const lb = new LinkLayer(b, clock, (_p, upto) => ack(upto), 50);
          a.onPeerJoin((p) => la.up(p));
          b.onPeerJoin((p) => lb.up(p));
          const got: number[] = [];
          let rejected = 0;
          a.onMessage((_f, text) => la.acked('b', (JSON.parse(text) as { ack: number }).ack));
          b.onMessage((from, text) => {
            const m = JSON.parse(text) as { n: number; x: number };
            const v = lb.check(from, m.n);
            if (v === 'next') {
              lb.accept(from, m.n);
              got.push(m.x);
            } else {
              rejected++;
              if (v === 'replayed') lb.reack(from);
            }
          });
          a.connect('b');
          clock.run({ until: () => la.isUp('b') });
          for (let x = 0; x < count; x++) la.send('b', (n) => JSON.stringify({ n, x }));
          clock.run({ until: () => got.length === count && la.pending('b') === 0, maxTime: 10_000_000 });
          expect(got).toEqual(Array.from({ length: count }, (_, i) => i));
          expect(la.pending('b')).toBe(0);
          if (drop === 0 && dup === 0 && spread === 0) expect(rejected).toBe(0);
        }
      ),
      { numRuns: 150 }
    );
  });
});
