import { FakeSound } from '../../src/audio/FakeSound.testing';
import { Clock } from './Clock';
import type { EngineRuntime, FrameListener } from './EngineRuntime';

/** An EngineRuntime without Pixi for unit tests: `frame(ms)` is one tick of the ticker. */
export class FakeRuntime<N extends string = string> implements EngineRuntime<N> {
  readonly clock = new Clock();
  readonly sound = new FakeSound<N>();
  /** `invalidate()` calls so far. */
  invalidations = 0;
  private readonly listeners: FrameListener[] = [];
  private destroyed = false;

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  addFrameListener(listener: FrameListener): void {
    this.listeners.push(listener);
  }

  invalidate(): void {
    this.invalidations++;
  }

  /** One tick of `deltaMS` real milliseconds: the clock advances (capped, scaled), then the frame listeners run. */
  frame(deltaMS: number): void {
    if (this.destroyed) return;
    this.clock.advance(deltaMS);
    for (const listener of this.listeners) listener(deltaMS);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.clock.destroy();
    this.sound.destroy();
  }
}
