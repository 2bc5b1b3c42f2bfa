import type { Clock } from './Clock';

/**
 * Shows items at most once per `windowMs` of real time (waited on the engine clock at its speed): an item arriving
 * when nothing was shown for a window shows at once; the ones arriving within the next window wait and show together
 * when it ends. Used where a change repeated many times a second would flash (a results column under calm effects).
 */
export class WindowedBatch<T> {
  /** Items waiting for the end of the current window; null when no window is open. */
  private waiting: T[] | null = null;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
    private readonly show: (items: readonly T[]) => void,
  ) {}

  add(item: T): void {
    if (this.stopped) return;
    if (this.waiting) {
      this.waiting.push(item);
      return;
    }
    this.show([item]);
    this.open();
  }

  /** Drops what waits; nothing shows after this. */
  stop(): void {
    this.stopped = true;
    this.waiting = null;
  }

  private open(): void {
    this.waiting = [];
    void this.clock.delay(this.clock.fromRealMs(this.windowMs)).then(() => {
      const items = this.waiting;
      this.waiting = null;
      if (this.stopped || !items?.length) return;
      this.show(items);
      this.open();
    });
  }
}
