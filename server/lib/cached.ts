/** Caches one async value for a while (site totals scan every bet); concurrent callers share one read. */
export class Cached<T> {
  private value: { at: number; promise: Promise<T> } | null = null;
  constructor(
    private readonly ttlMs: number,
    private readonly read: () => Promise<T>,
  ) {}
  get(): Promise<T> {
    const now = Date.now();
    if (this.value && now - this.value.at < this.ttlMs) return this.value.promise;
    if (this.ttlMs <= 0) return this.read();
    const promise = this.read();
    this.value = { at: now, promise };
    promise.catch(() => (this.value = null));
    return promise;
  }
}

/** Cached values by key (the public feeds by their query), at most `max` keys: beyond that a key is read uncached. */
export class CachedByKey<T> {
  private readonly entries = new Map<string, Cached<T>>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 64,
  ) {}
  get(key: string, read: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= this.max) return read();
      entry = new Cached(this.ttlMs, read);
      this.entries.set(key, entry);
    }
    return entry.get();
  }
}
