import type { WindowLimit } from '../config';
import type { Limiter } from './WindowLimiter';

/** Hits of one key in one window that a process adds to the shared counts. */
export interface RateIncrement {
  scope: string;
  key: string;
  /** Start of the window (ms since the epoch, a multiple of the window's length). */
  windowStart: number;
  /** Start of the window before it, whose total comes back with the answer. */
  prevStart: number;
  count: number;
}

/** The shared totals after an increment: every process's hits in the window and in the window before it. */
export interface RateTotal {
  scope: string;
  key: string;
  windowStart: number;
  count: number;
  prev: number;
}

/** One key in one window as this process knows it. */
interface Cell {
  key: string;
  windowStart: number;
  /** Every process's total as last learned from the store (this process's flushed hits included). */
  learned: number;
  /** Hits in the statement in flight. */
  sending: number;
  /** Hits not sent yet. */
  pending: number;
}

const total = (cell: Cell | undefined) => (cell ? cell.learned + cell.sending + cell.pending : 0);

/**
 * A per-key budget shared by the server processes on one database, without a round trip per decision. Hits are
 * counted here, in windows aligned on the clock (so every process puts a hit in the same window); a flusher
 * (RateFlusher) takes the unsent hits of all keys, adds them to the shared table in one statement and hands back
 * the totals. A decision reads the total last learned plus the hits not learned yet, and smooths the window edge
 * with the previous window's total weighted by the part of it still inside a sliding window (a burst across the
 * edge counts like one inside a window). A key over its budget is refused here, at no cost.
 */
export class SharedLimiter implements Limiter {
  private readonly cells = new Map<string, Cell>();
  private readonly dirty = new Set<Cell>();
  private inFlight: Cell[] = [];
  private sweptBefore = 0;

  constructor(
    readonly scope: string,
    private readonly limit: WindowLimit,
    /** Called when a key gets its first unsent hit since the last drain. */
    private readonly onDirty: () => void = () => {},
    private readonly now: () => number = Date.now,
    // Bounds memory when many distinct keys show up within a window (a flood of addresses).
    private readonly maxCells = 100_000,
  ) {}

  retryAfterMs(key: string): number {
    const { max, windowMs: w } = this.limit;
    const { current, prev, left } = this.counts(key);
    // The previous window counts for the share of it that a window ending now still covers; integers only.
    const excess = (current + 1 - max) * w + prev * left;
    if (excess <= 0) return 0;
    if (current + 1 > max) {
      // Not before the next window, and there until the weight of this window's hits has dropped enough.
      return left + Math.ceil(((current + 1 - max) * w) / current);
    }
    return Math.max(1, Math.ceil(excess / prev));
  }

  /** The key's events in the sliding window ending now, as far as this process knows (rounded up). */
  used(key: string): number {
    const { current, prev, left } = this.counts(key);
    return current + Math.ceil((prev * left) / this.limit.windowMs);
  }

  hit(key: string): void {
    const now = this.now();
    const cell = this.cell(key, now - (now % this.limit.windowMs));
    cell.pending += 1;
    if (!this.dirty.has(cell)) {
      this.dirty.add(cell);
      if (this.dirty.size === 1) this.onDirty();
    }
  }

  /** Whether hits wait to be sent. */
  get hasPending(): boolean {
    return this.dirty.size > 0;
  }

  /** Windows older than this start are of no use to a decision any more (and may be pruned from the store). */
  staleBefore(): number {
    const now = this.now();
    return now - (now % this.limit.windowMs) - this.limit.windowMs;
  }

  /** Takes the unsent hits for a statement (forgetting windows too old to matter); settle or restore follows. */
  drain(): RateIncrement[] {
    const stale = this.staleBefore();
    if (stale > this.sweptBefore) {
      this.sweptBefore = stale;
      for (const [k, cell] of this.cells) if (cell.windowStart < stale) this.cells.delete(k);
    }
    const rows: RateIncrement[] = [];
    for (const cell of this.dirty) {
      cell.sending += cell.pending;
      cell.pending = 0;
      this.inFlight.push(cell);
      const { key, windowStart, sending: count } = cell;
      rows.push({ scope: this.scope, key, windowStart, prevStart: windowStart - this.limit.windowMs, count });
    }
    this.dirty.clear();
    return rows;
  }

  /** The statement went through: its hits are now in the totals learned. */
  settle(totals: readonly RateTotal[]): void {
    for (const cell of this.inFlight) cell.sending = 0;
    this.inFlight = [];
    const stale = this.staleBefore();
    for (const t of totals) {
      // Totals only grow within a window: keep the larger of what is known and what came back.
      if (t.windowStart >= stale) this.learn(t.key, t.windowStart, t.count);
      if (t.windowStart - this.limit.windowMs >= stale) this.learn(t.key, t.windowStart - this.limit.windowMs, t.prev);
    }
  }

  /** The statement failed: its hits wait for the next one. They may be counted twice if it committed after all. */
  restore(): void {
    for (const cell of this.inFlight) {
      cell.pending += cell.sending;
      cell.sending = 0;
      this.dirty.add(cell);
    }
    this.inFlight = [];
  }

  private counts(key: string): { current: number; prev: number; left: number } {
    const w = this.limit.windowMs;
    const now = this.now();
    const start = now - (now % w);
    return { current: total(this.cells.get(id(key, start))), prev: total(this.cells.get(id(key, start - w))), left: w - (now - start) };
  }

  private learn(key: string, windowStart: number, count: number): void {
    const cell = this.cell(key, windowStart);
    cell.learned = Math.max(cell.learned, count);
  }

  private cell(key: string, windowStart: number): Cell {
    const k = id(key, windowStart);
    let cell = this.cells.get(k);
    if (!cell) {
      cell = { key, windowStart, learned: 0, sending: 0, pending: 0 };
      this.cells.set(k, cell);
      // The oldest cell goes; its unsent hits still reach the store (the dirty set holds it).
      if (this.cells.size > this.maxCells) this.cells.delete(this.cells.keys().next().value!);
    }
    return cell;
  }
}

function id(key: string, windowStart: number): string {
  return `${windowStart} ${key}`;
}
