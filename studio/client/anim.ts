// One clock for every animation of a game page: the Pixi ticker calls `tick` each frame, and tweens, waits and
// per-frame callbacks run from it (no timers), so a hidden tab pauses them all and tests drive them by hand.

/** An easing curve on 0..1. */
export type Ease = (t: number) => number;

/** The easing curves the games use. */
export const ease = {
  linear: (t: number) => t,
  outQuad: (t: number) => 1 - (1 - t) * (1 - t),
  inQuad: (t: number) => t * t,
  outCubic: (t: number) => 1 - Math.pow(1 - t, 3),
  inOutCubic: (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2),
  inOutSine: (t: number) => -(Math.cos(Math.PI * t) - 1) / 2,
  outBack: (t: number) => {
    const c = 1.70158;
    return 1 + (c + 1) * Math.pow(t - 1, 3) + c * Math.pow(t - 1, 2);
  },
} satisfies Record<string, Ease>;

interface Job {
  delay: number;
  elapsed: number;
  duration: number;
  ease: Ease;
  started: boolean;
  start?: () => void;
  update: (p: number) => void;
  resolve: () => void;
}

/** Options of a tween. */
export interface TweenOptions {
  ease?: Ease;
  /** Milliseconds before it starts. */
  delay?: number;
}

/** Tweens, waits and frame callbacks on one clock advanced by `tick(ms)`. */
export class Animator {
  /** Clock speed (1 = real time). */
  speed = 1;
  /** Milliseconds of clock time so far. */
  now = 0;
  private jobs: Job[] = [];
  private readonly frames = new Set<(dt: number) => void>();

  /** Advances the clock by `dtMs` real milliseconds (at most 250 per call: a tab back from the background). */
  tick(dtMs: number): void {
    const dt = Math.min(dtMs, 250) * this.speed;
    this.now += dt;
    for (const frame of [...this.frames]) frame(dt);
    const jobs = this.jobs;
    this.jobs = [];
    const keep: Job[] = [];
    for (const job of jobs) {
      let left = dt;
      if (job.delay > 0) {
        const used = Math.min(job.delay, left);
        job.delay -= used;
        left -= used;
        if (job.delay > 0) {
          keep.push(job);
          continue;
        }
      }
      if (!job.started) {
        job.started = true;
        job.start?.();
      }
      job.elapsed += left;
      const p = job.duration <= 0 ? 1 : Math.min(1, job.elapsed / job.duration);
      job.update(job.ease(p));
      if (p >= 1) job.resolve();
      else keep.push(job);
    }
    // Jobs added while ticking (a tween started by another's end) wait for the next frame.
    this.jobs = keep.concat(this.jobs);
  }

  /** Calls `update` with the eased progress 0..1 each frame for `duration` ms; resolves at the end. */
  tween(duration: number, update: (p: number) => void, options: TweenOptions = {}, start?: () => void): Promise<void> {
    return new Promise((resolve) => {
      this.jobs.push({
        delay: options.delay ?? 0,
        elapsed: 0,
        duration,
        ease: options.ease ?? ease.outCubic,
        started: false,
        start,
        update,
        resolve,
      });
    });
  }

  /** Tweens numeric properties of `target` from their values at the start to `to`. */
  to(target: object, to: Record<string, number>, duration: number, options: TweenOptions = {}): Promise<void> {
    const props = target as Record<string, number>;
    const keys = Object.keys(to);
    const from: Record<string, number> = {};
    const goal = to;
    return this.tween(
      duration,
      (p) => {
        for (const key of keys) props[key] = from[key]! + (goal[key]! - from[key]!) * p;
      },
      options,
      () => {
        for (const key of keys) from[key] = props[key]!;
      },
    );
  }

  /** Resolves after `ms` of clock time. */
  wait(ms: number): Promise<void> {
    return this.tween(ms, () => undefined, { ease: ease.linear });
  }

  /** Calls `fn(dtMs)` every frame until the returned function is called. */
  onFrame(fn: (dt: number) => void): () => void {
    this.frames.add(fn);
    return () => this.frames.delete(fn);
  }

  /** Jumps every running tween and wait to its end (a skipped animation). */
  finishAll(): void {
    const jobs = this.jobs;
    this.jobs = [];
    for (const job of jobs) {
      if (!job.started) job.start?.();
      job.update(job.ease(1));
      job.resolve();
    }
  }

  /** Whether anything is running. */
  get busy(): boolean {
    return this.jobs.length > 0;
  }
}
