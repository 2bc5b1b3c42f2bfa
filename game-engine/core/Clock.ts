// gsap's core alone: the engine tweens Pixi objects' properties, never CSS (the CSS plugin is a third of gsap).
import gsap from 'gsap/gsap-core';

/** A pending `delay()`: resolved when the clock's time reaches `due`. */
interface Waiter {
  due: number;
  resolve: () => void;
}

/**
 * The engine's one clock. The Pixi ticker calls `advance(deltaMS)`; everything animated (gsap tweens, delays) runs on
 * this clock's time, scaled by `speed`. gsap's own global ticker is left alone (the React side may use gsap for DOM):
 * every tween of an engine lives in one paused gsap timeline whose playhead this clock moves with `timeline.time(t)`,
 * at absolute positions, so a hidden tab (ticker stopped) freezes the animation and a speed change applies at once.
 * In instant mode tweens jump to their end state and delays resolve immediately.
 *
 * The engine draws only while something moves (see FrameLoop): `onActivity` is called whenever a tween or delay is
 * scheduled, or instant mode changes things at once, so a stopped ticker starts again; `busy` says whether the clock
 * still needs ticks, and `advance()` whether the step moved anything.
 */
export class Clock {
  /** Paused timeline holding this engine's tweens; finished children are removed. */
  readonly timeline: ReturnType<typeof gsap.timeline>;
  private nowMs = 0;
  private speedValue = 1;
  private instantValue = false;
  private waiters: Waiter[] = [];
  private destroyed = false;

  /** `onActivity`: called when a tween or delay is scheduled or something jumps to its end (the engine wakes up). */
  constructor(private readonly onActivity: () => void = () => undefined) {
    this.timeline = gsap.timeline({ paused: true, autoRemoveChildren: true });
  }

  /** Clock time in milliseconds (scaled by speed). */
  get now(): number {
    return this.nowMs;
  }

  get speed(): number {
    return this.speedValue;
  }

  /** Clock ms that pass in `realMs` of real time at the current speed: a limit set in real time, kept on the clock. */
  fromRealMs(realMs: number): number {
    return realMs * this.speedValue;
  }

  get instant(): boolean {
    return this.instantValue;
  }

  /** A tween has not reached its end yet at the current clock time. */
  get tweening(): boolean {
    // The timeline's duration is the end of its latest tween (finished ones are removed), in the seconds of time().
    return this.timeline.duration() > this.nowMs / 1000;
  }

  /** Whether the clock needs ticks: a tween is running or a delay is waiting. */
  get busy(): boolean {
    return this.waiters.length > 0 || this.tweening;
  }

  /** Speed multiplier (clamped to 0.1..20); `instant` skips animation. Switching to instant finishes what runs. */
  setSpeed(multiplier: number, instant = false): void {
    this.speedValue = Number.isFinite(multiplier) ? Math.min(20, Math.max(0.1, multiplier)) : 1;
    this.instantValue = instant;
    if (instant) this.finishAll();
    this.onActivity();
  }

  /**
   * Moves time on by `deltaMS` real milliseconds (called once per Pixi tick). Returns true when the step moved a tween
   * or resolved a delay: what is shown may have changed, so the frame must be drawn.
   */
  advance(deltaMS: number): boolean {
    if (this.destroyed) return false;
    const moving = this.tweening;
    // A long frame (tab switch, debugger) must not teleport an animation: cap one step at 100 ms.
    const step = Math.min(Math.max(deltaMS, 0), 100) * this.speedValue;
    this.nowMs += step;
    this.timeline.time(this.nowMs / 1000);
    const resolved = this.waiters.length > 0 && this.flushWaiters();
    return moving || resolved;
  }

  /** Resolves after `ms` of clock time (at once in instant mode). */
  delay(ms: number): Promise<void> {
    this.onActivity();
    if (this.instantValue || this.destroyed || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push({ due: this.nowMs + ms, resolve });
    });
  }

  /** Tweens `target` with gsap vars on this clock; `durationMs` of clock time. Resolves on completion. */
  tween(target: object, vars: gsap.TweenVars, durationMs: number): Promise<void> {
    this.onActivity();
    if (this.instantValue || this.destroyed || durationMs <= 0) {
      gsap.set(target, stripCallbacks(vars));
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.timeline.to(
        target,
        { ...vars, duration: durationMs / 1000, overwrite: 'auto', onComplete: resolve, onInterrupt: resolve },
        this.nowMs / 1000,
      );
    });
  }

  /** Runs `onUpdate(progress)` with an eased 0..1 progress over `durationMs` of clock time. */
  animate(durationMs: number, ease: string, onUpdate: (progress: number) => void): Promise<void> {
    const proxy = { p: 0 };
    if (this.instantValue || this.destroyed || durationMs <= 0) {
      onUpdate(1);
      return Promise.resolve();
    }
    return this.tween(proxy, { p: 1, ease, onUpdate: () => onUpdate(proxy.p) }, durationMs);
  }

  /** Jumps every running tween and delay to its end. */
  finishAll(): void {
    const end = Math.max(this.timeline.duration() * 1000, ...this.waiters.map((w) => w.due), this.nowMs);
    this.nowMs = end;
    this.timeline.time(end / 1000);
    this.flushWaiters();
    this.onActivity();
  }

  /** Kills the timeline and releases every waiter (nothing may hang on a destroyed engine). */
  destroy(): void {
    // Finish first so every tween's promise resolves (a killed tween never calls back), then kill.
    this.finishAll();
    this.destroyed = true;
    this.timeline.kill();
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w.resolve();
  }

  /** Resolves the delays that are due; true if any was. */
  private flushWaiters(): boolean {
    // Most frames have nothing due: check before allocating.
    let any = false;
    for (const w of this.waiters) if (w.due <= this.nowMs) any = true;
    if (!any) return false;
    const due = this.waiters.filter((w) => w.due <= this.nowMs);
    this.waiters = this.waiters.filter((w) => w.due > this.nowMs);
    for (const w of due) w.resolve();
    return true;
  }
}

function stripCallbacks(vars: gsap.TweenVars): gsap.TweenVars {
  const out: gsap.TweenVars = {};
  for (const [key, value] of Object.entries(vars)) {
    if (key === 'ease' || key === 'duration' || key.startsWith('on')) continue;
    out[key] = value;
  }
  return out;
}
