// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateFlusher, type RateStore } from './RateFlusher';
import type { RateIncrement, RateTotal } from './SharedLimiter';

/** The rate_counts table in a map; statements can be held in flight or made to fail. */
class FakeStore implements RateStore {
  readonly counts = new Map<string, number>();
  readonly statements: RateIncrement[][] = [];
  readonly prunes: { scope: string; before: number }[][] = [];
  inFlight = 0;
  maxInFlight = 0;
  failing = false;
  private held: Promise<void> | null = null;
  private open: () => void = () => {};

  hold(): void {
    this.held = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.held = null;
    this.open();
  }

  async add(rows: readonly RateIncrement[]): Promise<RateTotal[]> {
    this.statements.push([...rows]);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.held) await this.held;
      if (this.failing) throw new Error('connection refused');
      return rows.map((r) => {
        const id = `${r.scope} ${r.key} ${r.windowStart}`;
        const count = (this.counts.get(id) ?? 0) + r.count;
        this.counts.set(id, count);
        return {
          scope: r.scope,
          key: r.key,
          windowStart: r.windowStart,
          count,
          prev: this.counts.get(`${r.scope} ${r.key} ${r.prevStart}`) ?? 0,
        };
      });
    } finally {
      this.inFlight -= 1;
    }
  }

  async prune(scopes: readonly { scope: string; before: number }[]): Promise<void> {
    this.prunes.push([...scopes]);
  }

  total(scope: string, key: string): number {
    let sum = 0;
    for (const [id, n] of this.counts) if (id.startsWith(`${scope} ${key} `)) sum += n;
    return sum;
  }
}

const MINUTE = 60_000;
const budget = { max: 10, windowMs: 60 * MINUTE };

beforeEach(() => {
  vi.useFakeTimers();
  // Early in an hour-long window: no window edge inside a test.
  vi.setSystemTime(new Date('2030-01-01T10:00:01Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RateFlusher', () => {
  it('two processes on one store share the budget: alternating hits get max through (+1), not twice max', async () => {
    const store = new FakeStore();
    const [a, b] = [new RateFlusher(store), new RateFlusher(store)];
    const limiters = [a.limiter('api', budget), b.limiter('api', budget)];
    let allowed = 0;
    for (let i = 0; i < 30; i++) {
      const limiter = limiters[i % 2]!;
      if (limiter.retryAfterMs('ip') === 0) {
        limiter.hit('ip');
        allowed += 1;
      }
      await vi.advanceTimersByTimeAsync(200);
    }
    // Each process decides on the total of its own last statement, which lacks the other's latest hit: one over.
    expect(allowed).toBe(budget.max + 1);
    expect(store.total('api', 'ip')).toBe(budget.max + 1);
    // Refused hits are not counted, and each process refuses on its own.
    expect(limiters.map((l) => l.retryAfterMs('ip') > 0)).toEqual([true, true]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('overshoots by at most the hits each process takes before its first statement', async () => {
    const store = new FakeStore();
    const flushers = [new RateFlusher(store), new RateFlusher(store), new RateFlusher(store)];
    const limiters = flushers.map((f) => f.limiter('bet', budget));
    // A burst of 4 hits at each process within one interval, then more after each statement.
    let allowed = 0;
    for (let round = 0; round < 5; round++) {
      for (const limiter of limiters) {
        for (let i = 0; i < 4; i++) {
          if (limiter.retryAfterMs('u') === 0) {
            limiter.hit('u');
            allowed += 1;
          }
        }
      }
      await vi.advanceTimersByTimeAsync(200);
    }
    // Round 1: 12, 4 at each before any learns; the statements answer 4, 8 and 12. Round 2: the first process knows
    // 4 and takes 4 more, the second knows 8 and takes 2. Then each knows 18. The bound: processes x hits per interval.
    expect(allowed).toBe(18);
    expect(allowed - budget.max).toBeLessThanOrEqual(3 * 4);
    await Promise.all(flushers.map((f) => f.stop()));
  });

  it('sends every key of every scope in one statement per interval, and nothing while idle', async () => {
    const store = new FakeStore();
    const flusher = new RateFlusher(store, { intervalMs: 250 });
    const api = flusher.limiter('api', { max: 1000, windowMs: MINUTE });
    const bet = flusher.limiter('bet', { max: 1000, windowMs: 1_000 });
    expect(() => flusher.limiter('bet', budget)).toThrow(/already taken/);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.statements).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    for (let i = 0; i < 100; i++) api.hit(`ip${i % 3}`);
    for (let i = 0; i < 50; i++) bet.hit('7');
    await vi.advanceTimersByTimeAsync(249);
    expect(store.statements).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.statements).toHaveLength(1);
    expect(store.statements[0]!.map((r) => [r.scope, r.key, r.count])).toEqual([
      ['api', 'ip0', 34],
      ['api', 'ip1', 33],
      ['api', 'ip2', 33],
      ['bet', '7', 50],
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.statements).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    await flusher.stop();
  });

  it('runs one statement at a time; hits made meanwhile go in the next one', async () => {
    const store = new FakeStore();
    const flusher = new RateFlusher(store);
    const limiter = flusher.limiter('api', budget);
    store.hold();
    limiter.hit('k');
    await vi.advanceTimersByTimeAsync(200);
    for (let i = 0; i < 3; i++) {
      limiter.hit('k');
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(store.statements).toHaveLength(1);
    expect(limiter.used('k')).toBe(4);
    store.release();
    await vi.advanceTimersByTimeAsync(200);
    expect(store.statements.map((s) => s[0]!.count)).toEqual([1, 3]);
    expect(store.maxInFlight).toBe(1);
    expect(store.total('api', 'k')).toBe(4);
    await flusher.stop();
  });

  it('survives a failing store: logs once, counts locally, retries with backoff and sends the hits once it answers', async () => {
    const store = new FakeStore();
    const logs: string[] = [];
    const flusher = new RateFlusher(store, { log: (msg) => logs.push(msg), maxRetryMs: 1_600 });
    const limiter = flusher.limiter('bet', budget);
    store.failing = true;
    for (let i = 0; i < 12; i++) if (limiter.retryAfterMs('u') === 0) limiter.hit('u');
    expect(limiter.used('u')).toBe(10);
    await vi.advanceTimersByTimeAsync(200);
    expect(logs).toEqual(['rate counts could not be shared, counting in this process meanwhile: connection refused']);
    // Retries after 400, 800, 1600, 1600 ms.
    await vi.advanceTimersByTimeAsync(400 + 800 + 1_600 + 1_600);
    expect(store.statements).toHaveLength(5);
    expect(logs).toHaveLength(1);
    expect(limiter.retryAfterMs('u')).toBeGreaterThan(0);
    store.failing = false;
    await vi.advanceTimersByTimeAsync(1_600);
    expect(logs).toEqual([logs[0], 'rate counts are shared again']);
    expect(store.total('bet', 'u')).toBe(10);
    expect(vi.getTimerCount()).toBe(0);
    await flusher.stop();
  });

  it('stop waits for the statement in flight, sends what is left, leaves no timer and schedules nothing after', async () => {
    const store = new FakeStore();
    const flusher = new RateFlusher(store);
    const limiter = flusher.limiter('api', budget);
    limiter.hit('a');
    expect(vi.getTimerCount()).toBe(1);
    store.hold();
    await vi.advanceTimersByTimeAsync(200);
    limiter.hit('b');
    let stopped = false;
    const stopping = flusher.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    store.release();
    await stopping;
    expect(store.statements.map((s) => s.map((r) => r.key))).toEqual([['a'], ['b']]);
    limiter.hit('c');
    expect(vi.getTimerCount()).toBe(0);
    await flusher.stop();
  });

  it("never keeps the process alive: the flush timer is unref'd", () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const flusher = new RateFlusher(new FakeStore());
    flusher.limiter('api', budget).hit('a');
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    return flusher.stop();
  });

  it('prunes windows too old to matter, per scope, at most every pruneEveryMs', async () => {
    const store = new FakeStore();
    const flusher = new RateFlusher(store, { pruneEveryMs: MINUTE });
    const api = flusher.limiter('api', { max: 1000, windowMs: MINUTE });
    flusher.limiter('bet', { max: 1000, windowMs: 1_000 });
    api.hit('a');
    await vi.advanceTimersByTimeAsync(200);
    expect(store.prunes).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    api.hit('a');
    await vi.advanceTimersByTimeAsync(200);
    const now = Date.now();
    expect(store.prunes).toEqual([
      [
        { scope: 'api', before: now - (now % MINUTE) - MINUTE },
        { scope: 'bet', before: now - (now % 1_000) - 1_000 },
      ],
    ]);
    await flusher.stop();
  });
});
