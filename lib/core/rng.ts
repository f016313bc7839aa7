/**
 * Seeded randomness whose whole state is plain JSON kept inside the game state.
 *
 * We use seedrandom's `tychei` generator: its state is four 32-bit integers, so it clones,
 * hashes and serialises cheaply, and all helpers below use integer arithmetic only.
 */
import seedrandom from 'seedrandom';

export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

type Prng = { int32(): number; state(): RngState };

const TWO_32 = 4294967296;

export function seedRng(seed: string): RngState {
  const prng = seedrandom.tychei(seed, { state: true }) as unknown as Prng;
  return prng.state();
}

/**
 * A generator opened on a saved state. Draws advance it; `state()` gives the new state to
 * store back. Opening twice on the same state yields the same sequence.
 */
export class Rng {
  private readonly prng: Prng;
  constructor(state: RngState) {
    this.prng = seedrandom.tychei('', { state: { a: state.a, b: state.b, c: state.c, d: state.d } }) as unknown as Prng;
  }

  /** Unsigned 32-bit integer. */
  uint32(): number {
    return this.prng.int32() >>> 0;
  }

  /** Uniform integer in [0, n), unbiased (rejection sampling). */
  below(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > TWO_32) throw new RangeError(`Rng.below: bad bound ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform integer in [lo, hi], both inclusive. */
  between(lo: number, hi: number): number {
    return lo + this.below(hi - lo + 1);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.below(items.length)]!;
  }

  /** Fisher–Yates shuffle of `items` in place (the name says it mutates). */
  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** A shuffled copy; the input is untouched. */
  shuffled<T>(items: readonly T[]): T[] {
    return this.shuffleInPlace(items.slice());
  }

  state(): RngState {
    return this.prng.state();
  }
}
