/**
 * A small identity-keyed memo with a fixed number of slots (most recent first). Used instead of
 * a WeakMap in the hot path: a WeakMap insert costs more than recomputing most of what we
 * cache. Results never depend on it: a miss simply recomputes. It is not game state.
 */
export class RingMemo<K1 extends object, K2, V> {
  private readonly k1: (K1 | null)[];
  private readonly k2: (K2 | null)[];
  private readonly vals: (V | null)[];
  private next = 0;

  constructor(private readonly size: number) {
    this.k1 = new Array<K1 | null>(size).fill(null);
    this.k2 = new Array<K2 | null>(size).fill(null);
    this.vals = new Array<V | null>(size).fill(null);
  }

  get(a: K1, b: K2): V | undefined {
    const n = this.size;
    for (let i = 1; i <= n; i++) {
      const j = (this.next - i + n) % n;
      if (this.k1[j] === a && this.k2[j] === b) return this.vals[j]!;
    }
    return undefined;
  }

  set(a: K1, b: K2, v: V): void {
    this.k1[this.next] = a;
    this.k2[this.next] = b;
    this.vals[this.next] = v;
    this.next = (this.next + 1) % this.size;
  }
}
