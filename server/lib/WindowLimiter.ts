/** A per-key budget as the routes use it: ask, then count the event that was let through. */
export interface Limiter {
  /** Milliseconds until the key may act again; 0 when it is under its limit. */
  retryAfterMs(key: string): number;
  /** Records one event for the key. */
  hit(key: string): void;
}

/** Sliding-window counter per key, kept in memory (one server process). */
export class WindowLimiter implements Limiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    // Bounds memory when many distinct keys (IPs, guessed names) show up.
    private readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until the key may act again; 0 when it is under its limit. */
  retryAfterMs(key: string): number {
    const list = this.live(key);
    if (list.length < this.max) return 0;
    return list[list.length - this.max]! + this.windowMs - this.now();
  }

  /** Records one event for the key. */
  hit(key: string): void {
    const list = this.live(key);
    list.push(this.now());
    // Re-insert so Map order stays oldest-activity first for eviction.
    this.hits.delete(key);
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
  }

  /** Forgets the key's events. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private live(key: string): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const since = this.now() - this.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= since) drop++;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }
}
