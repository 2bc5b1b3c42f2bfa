import { createHash } from 'node:crypto';

/**
 * A reproducible stream of numbers in [0, 1) from a seed and a label: the same seed gives the same fixtures, odds and
 * results on every machine (SHA-256 in counter mode, 52 bits a draw).
 */
export class SeededRandom {
  private counter = 0;
  constructor(private readonly seed: string) {}

  /** The next number in [0, 1). */
  next(): number {
    const digest = createHash('sha256').update(`${this.seed}:${this.counter++}`).digest();
    // 52 bits: exact in a double.
    return (digest.readUIntBE(0, 6) * 2 ** 4 + (digest[6]! >> 4)) / 2 ** 52;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of a list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** The list in a random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** A draw from a Poisson distribution of mean `mean` (Knuth's method: the means here are small). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }
}
