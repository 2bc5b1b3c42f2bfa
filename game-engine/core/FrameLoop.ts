import type { Clock } from './Clock';

/**
 * What per-frame work (a scene's `update`, a frame listener) tells the engine:
 * - `true`: it changed what is shown and goes on changing it (an animation): this frame is drawn, and ticking goes on;
 * - `'ambient'`: a decorative loop that never ends (limbo's drifting stars): while nothing else moves, it is drawn at
 *   AMBIENT_FRAME_MS intervals only;
 * - `false` or nothing: nothing of its own moves.
 */
export type FrameNeed = boolean | 'ambient' | void;

/** Per-frame work: `deltaMS` is the real (unscaled, uncapped) time since the last tick. Must not allocate. */
export type FrameListener = (deltaMS: number) => FrameNeed;

/** The part of a Pixi Ticker the loop drives (started on demand, stopped when idle). */
export interface TickerLike {
  readonly started: boolean;
  start(): void;
  stop(): void;
}

/**
 * Frames drawn after the last frame that moved something, and after an `invalidate()`: a change made right after a
 * tween's last frame (in its promise) is drawn too.
 */
export const GRACE_FRAMES = 2;
/** The interval of an ambient-only frame (20 fps): decoration moves smoothly enough at a third of the draws. */
export const AMBIENT_FRAME_MS = 50;
/**
 * The shortest time between two frames in instant play: a frame shows the latest round, so bets landing 20 a second
 * do not flicker the stage (a big readout turning green and red) more than five times a second, which keeps it under
 * three flashes a second, full motion or calm.
 */
export const INSTANT_FRAME_MS = 200;

/**
 * When the engine ticks and when it draws. A frame is drawn while a tween on the clock runs (or a delay has just
 * resolved), while the scene's `update` or a frame listener says it animates, and for GRACE_FRAMES after any of these
 * or an `invalidate()` (a resize, pointer input, a state change made outside a tween). When nothing needs a frame the
 * ticker is stopped; `invalidate()` and any new tween or delay (the clock's activity) start it again. A listener added
 * with `keepTicking` (a live feed read every tick) keeps the ticker running, but frames are still drawn only when
 * something asks. A hidden tab stops the ticker whatever is pending; showing it again draws and resumes.
 */
export class FrameLoop {
  /** Frames drawn so far (tests and the fixture page read it). */
  draws = 0;
  /** The scene's per-frame work, given clock time (speed-scaled). */
  update: ((deltaMS: number) => FrameNeed) | null = null;
  private readonly listeners: FrameListener[] = [];
  private keepers = 0;
  private framesLeft = GRACE_FRAMES;
  // Since the last frame drawn (real ms); none yet: the first is never held back.
  private sinceDraw = Infinity;
  private visible = true;
  private destroyed = false;
  /** A frame was held back by the draw gap: it is drawn once the gap has passed. */
  private owed = false;

  /** `drawGap`: the fewest milliseconds between two frames now (0: none; see INSTANT_FRAME_MS). */
  constructor(
    private readonly ticker: TickerLike,
    private readonly clock: Clock,
    private readonly draw: () => void,
    private readonly drawGap: () => number = () => 0,
  ) {}

  /** Whether the ticker runs now. */
  get ticking(): boolean {
    return this.ticker.started;
  }

  /** Runs `listener` on every tick, after the clock and the scene; `keepTicking`: the ticker never stops for idleness. */
  addFrameListener(listener: FrameListener, keepTicking = false): void {
    this.listeners.push(listener);
    if (keepTicking) this.keepers++;
    this.wake();
  }

  /** Something shown changed outside a tween: draw the next frames, starting the ticker if it was stopped. */
  invalidate(): void {
    if (this.destroyed) return;
    this.framesLeft = GRACE_FRAMES;
    this.wake();
  }

  /** The page's visibility: hidden stops the ticker (nothing advances), shown draws again and resumes what was pending. */
  setVisible(visible: boolean): void {
    if (this.destroyed) return;
    this.visible = visible;
    if (visible) this.invalidate();
    else this.ticker.stop();
  }

  /** One tick of the ticker, `deltaMS` real milliseconds after the last. */
  tick(deltaMS: number): void {
    if (this.destroyed) return;
    const clock = this.clock;
    let active = clock.advance(deltaMS);
    let ambient = false;
    const need = this.update?.(deltaMS * clock.speed);
    if (need === true) active = true;
    else if (need === 'ambient') ambient = true;
    for (let i = 0; i < this.listeners.length; i++) {
      const r = this.listeners[i]!(deltaMS);
      if (r === true) active = true;
      else if (r === 'ambient') ambient = true;
    }
    this.sinceDraw += deltaMS;
    let drawNow = true;
    if (active) this.framesLeft = GRACE_FRAMES;
    else if (this.framesLeft > 0) this.framesLeft--;
    else drawNow = ambient && this.sinceDraw >= AMBIENT_FRAME_MS;
    const gap = this.drawGap();
    if (drawNow && this.sinceDraw < gap) {
      drawNow = false;
      this.owed = true;
    } else if (this.owed && this.sinceDraw >= gap) drawNow = true;
    if (drawNow) {
      this.owed = false;
      this.sinceDraw = 0;
      this.draws++;
      this.draw();
    }
    if (this.framesLeft === 0 && !ambient && this.keepers === 0 && !clock.busy && !this.owed) this.ticker.stop();
  }

  /** Stops for good (the engine is destroyed). */
  destroy(): void {
    this.destroyed = true;
    this.listeners.length = 0;
    this.update = null;
    this.ticker.stop();
  }

  private wake(): void {
    if (this.destroyed || !this.visible || this.ticker.started) return;
    this.ticker.start();
  }
}
