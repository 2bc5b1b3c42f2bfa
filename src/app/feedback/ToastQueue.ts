/*
 * Toast timing and placement.
 *
 * The spec: "top-right stack of success, error and warning messages, shown one at a time from a queue; visible about
 * 3 s, removed at 4 s; placed 97 px from the top plus 82 px per stacked message, or 6 px on screens narrower than
 * 768 px". How we read it:
 * - "one at a time from a queue": messages wait in a FIFO queue and are released one per tick (TOAST_RELEASE_MS), so a
 *   burst of messages slides in one after the other instead of all at once. The first message of a quiet queue is
 *   released at once (synchronously).
 * - Each released message is fully visible for 3 s (TOAST_VISIBLE_MS), then fades out, and leaves the DOM at 4 s
 *   (TOAST_REMOVE_MS) after it was released. While fading it keeps its slot.
 * - Released messages stack: the i-th message on screen (0 = oldest) sits at top = 97 + 82 * i px. On a viewport
 *   narrower than 768 px the base offset is 6 px instead of 97 px and the same 82 px step applies: 6, 88, 170...
 *   When an older message leaves, the ones below move up a slot.
 */

/** How long a released toast stays fully visible. */
export const TOAST_VISIBLE_MS = 3000;
/** When a released toast leaves the DOM (its fade-out runs from TOAST_VISIBLE_MS to here). */
export const TOAST_REMOVE_MS = 4000;
/** Interval between two releases from the queue, so a burst of toasts animates in one by one. */
export const TOAST_RELEASE_MS = 250;
/** Top offset of the first toast on wide screens. */
export const TOAST_TOP_PX = 97;
/** Extra top offset per toast stacked above. */
export const TOAST_STEP_PX = 82;
/** Top offset of the first toast on narrow screens. */
export const TOAST_NARROW_TOP_PX = 6;
/** Screens narrower than this use the narrow offset. */
export const TOAST_NARROW_BELOW_PX = 768;

/** Top offset in px of the toast at `index` (0 = oldest on screen) for a viewport `width` px wide. */
export function toastTop(index: number, width: number): number {
  const base = width < TOAST_NARROW_BELOW_PX ? TOAST_NARROW_TOP_PX : TOAST_TOP_PX;
  return base + TOAST_STEP_PX * index;
}

/** Where released toasts go: shown (returns the id on screen), marked as leaving, then removed. */
export interface ToastSink<T> {
  show(item: T): number;
  leave(id: number): void;
  remove(id: number): void;
}

/** The FIFO toast queue: releases one item per tick and schedules its fade-out and removal. */
export class ToastQueue<T> {
  private readonly pending: T[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly sink: ToastSink<T>) {}

  /** Messages waiting to be released. */
  get size(): number {
    return this.pending.length;
  }

  /** Queues a message; it is released at once when the queue is quiet, otherwise on a later tick. */
  push(item: T): void {
    this.pending.push(item);
    if (this.releaseTimer === null) this.release();
  }

  /** Drops waiting messages and cancels every timer (tests, teardown); toasts already shown stay. */
  clear(): void {
    this.pending.length = 0;
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private release(): void {
    const item = this.pending.shift();
    if (item === undefined) return;
    const id = this.sink.show(item);
    this.later(TOAST_VISIBLE_MS, () => this.sink.leave(id));
    this.later(TOAST_REMOVE_MS, () => this.sink.remove(id));
    // The tick starts with every release, so the next one waits a full tick even when it is pushed later.
    this.releaseTimer = setTimeout(() => {
      this.releaseTimer = null;
      this.release();
    }, TOAST_RELEASE_MS);
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }
}
