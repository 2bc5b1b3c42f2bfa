import { FakeSound } from '../../src/audio/FakeSound.testing';
import { Clock } from './Clock';
import type { EngineRuntime, FrameListener } from './EngineRuntime';

/** An EngineRuntime without Pixi for unit tests: `frame(ms)` is one tick of the ticker. */
export class FakeRuntime<N extends string = string> implements EngineRuntime<N> {
  readonly clock = new Clock();
  readonly sound = new FakeSound<N>();
  /** `invalidate()` calls so far. */
  invalidations = 0;
  /** What calm() answers: the player's reduced-motion setting as the test sets it. */
  reducedMotion = false;
  private readonly listeners: FrameListener[] = [];
  private destroyed = false;

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  addFrameListener(listener: FrameListener): void {
    this.listeners.push(listener);
  }

  calm(): boolean {
    return this.reducedMotion;
  }

  invalidate(): void {
    this.invalidations++;
  }

  /**
   * One tick of `deltaMS` real milliseconds: the clock advances (capped, scaled), then the frame listeners run. Returns
   * whether a listener asked for the frame to be drawn (returned `true`).
   */
  frame(deltaMS: number): boolean {
    if (this.destroyed) return false;
    this.clock.advance(deltaMS);
    let draw = false;
    for (const listener of this.listeners) if (listener(deltaMS) === true) draw = true;
    return draw;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.clock.destroy();
    this.sound.destroy();
  }
}
