/**
 * A small identity-keyed memo with a fixed number of slots (most recent first), for values
 * derived from immutable state: a key pair (an object compared by identity, and a second key
 * compared with `===`) maps to a value. States never change, so an entry never goes stale; a miss
 * simply recomputes. It is never game state. Cheaper than a WeakMap in hot paths (a WeakMap insert
 * costs more than recomputing most of what is kept here).
 *
 * `ActionCache` (actions.ts) is this memo keyed by a state and a seat; games use it directly for
 * other derived values (7 Wonders keys a city's summary by its `built` and `stages` arrays).
 */
export class IdentityMemo<K extends object, J, V> {
  private readonly keys: (K | null)[];
  private readonly seconds: (J | undefined)[];
  private readonly values: (V | null)[];
  private next = 0;

  constructor(private readonly size = 16) {
    this.keys = new Array<K | null>(size).fill(null);
    this.seconds = new Array<J | undefined>(size).fill(undefined);
    this.values = new Array<V | null>(size).fill(null);
  }

  get(key: K, second: J): V | undefined {
    const n = this.size;
    for (let i = 1; i <= n; i++) {
      const j = (this.next - i + n) % n;
      if (this.keys[j] === key && this.seconds[j] === second) return this.values[j]!;
    }
    return undefined;
  }

  set(key: K, second: J, value: V): void {
    this.keys[this.next] = key;
    this.seconds[this.next] = second;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }

  /** The remembered value, or `compute()` remembered and returned. */
  through(key: K, second: J, compute: () => V): V {
    let v = this.get(key, second);
    if (v === undefined) {
      v = compute();
      this.set(key, second, v);
    }
    return v;
  }
}
