import type { WindowLimit } from '../config';
import { SharedLimiter, type RateIncrement, type RateTotal } from './SharedLimiter';

/** Where the shared counts live (the rate_counts table; a map in unit tests). */
export interface RateStore {
  /** Adds the increments (one row per scope, key and window) and answers the totals with the previous windows'. */
  add(rows: readonly RateIncrement[]): Promise<RateTotal[]>;
  /** Deletes each scope's windows that start before its `before`. */
  prune(scopes: readonly { scope: string; before: number }[]): Promise<void>;
}

/** Options of the flusher. */
export interface RateFlusherOptions {
  /** Unsent hits wait at most this long for their statement (default 200 ms). */
  intervalMs?: number;
  /** Old windows are pruned at most this often (default 60 s). */
  pruneEveryMs?: number;
  /** Longest wait between retries while the store fails (default 5 s). */
  maxRetryMs?: number;
  log?: (msg: string) => void;
  now?: () => number;
}

/**
 * Shares the counts of its limiters through a store: after the first unsent hit it waits `intervalMs`, then sends
 * every limiter's unsent hits in one statement and teaches them the totals. One statement at a time; nothing runs
 * while no hit waits. The timer never keeps the process alive. A failed statement is logged once (and its recovery),
 * its hits wait for the next try, sooner or later (doubling up to `maxRetryMs`), and the limiters go on deciding on
 * what they know. stop() sends what is left and ends the loop.
 */
export class RateFlusher {
  private readonly limiters: SharedLimiter[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private failures = 0;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private lastPrune: number;

  constructor(
    private readonly store: RateStore,
    private readonly options: RateFlusherOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 200;
    this.now = options.now ?? Date.now;
    this.lastPrune = this.now();
  }

  /** A limiter whose counts this flusher shares under `scope` (one limiter per scope). */
  limiter(scope: string, limit: WindowLimit): SharedLimiter {
    if (this.limiters.some((l) => l.scope === scope)) throw new Error(`rate scope ${scope} is already taken`);
    const limiter = new SharedLimiter(scope, limit, () => this.schedule(), this.now);
    this.limiters.push(limiter);
    return limiter;
  }

  /** True when no hit waits to be sent and no statement is in flight: every count so far is in the store. */
  get idle(): boolean {
    return this.running === null && this.timer === null && !this.limiters.some((l) => l.hasPending);
  }

  /** Waits for the statement in flight, sends the hits still unsent, and stops. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    if (this.limiters.some((l) => l.hasPending)) await this.flush();
  }

  private schedule(): void {
    if (this.stopped || this.timer || this.running) return;
    const delay = this.failures === 0 ? this.intervalMs : Math.min(this.options.maxRetryMs ?? 5_000, this.intervalMs * 2 ** this.failures);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.flush().finally(() => {
        this.running = null;
        // Hits that came during the statement, or a failed statement's, go out with the next one.
        if (this.limiters.some((l) => l.hasPending)) this.schedule();
      });
    }, delay);
    this.timer.unref();
  }

  /** One statement with every limiter's unsent hits (and a prune when due); never throws. */
  private async flush(): Promise<void> {
    const rows = this.limiters.flatMap((l) => l.drain());
    try {
      if (rows.length > 0) {
        const totals = await this.store.add(rows);
        for (const limiter of this.limiters) limiter.settle(totals.filter((t) => t.scope === limiter.scope));
      }
      if (this.failures > 0) this.options.log?.('rate counts are shared again');
      this.failures = 0;
      await this.pruneWhenDue();
    } catch (error) {
      for (const limiter of this.limiters) limiter.restore();
      if (this.failures === 0) {
        this.options.log?.(`rate counts could not be shared, counting in this process meanwhile: ${(error as Error).message}`);
      }
      this.failures += 1;
    }
  }

  private async pruneWhenDue(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < (this.options.pruneEveryMs ?? 60_000)) return;
    this.lastPrune = now;
    await this.store.prune(this.limiters.map((l) => ({ scope: l.scope, before: l.staleBefore() })));
  }
}
