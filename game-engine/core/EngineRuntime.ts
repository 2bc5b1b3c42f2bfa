import type { Sound } from '../../src/audio/HowlerSound';
import type { SharedSound } from '../../src/audio/synth';
import type { Clock } from './Clock';
import type { FrameListener } from './FrameLoop';

export type { FrameListener, FrameNeed } from './FrameLoop';

/**
 * What a game needs of its engine: the one clock, the sound service, a per-frame hook, `invalidate` and teardown. The Pixi Engine
 * is the real one; unit tests use FakeRuntime (no canvas) to drive games frame by frame on fake time.
 */
export interface EngineRuntime<N extends string = SharedSound> {
  readonly clock: Clock;
  /** The sound service: the shared sounds and the game's own (`N`). */
  readonly sound: Sound<N>;
  readonly isDestroyed: boolean;
  /**
   * Whether effects play calm (the player's reduced-motion setting): no shaking, no flashes, no blinking; results still
   * show, with short fades. Read when an effect starts.
   */
  calm(): boolean;
  /**
   * Runs `listener` on every tick, after the clock has advanced; it returns whether it animates (FrameNeed). The engine
   * ticks only while something needs frames; `keepTicking` (a live feed read every tick) keeps it ticking regardless.
   */
  addFrameListener(listener: FrameListener, keepTicking?: boolean): void;
  /** What is shown changed outside a tween and outside a tick (a state pushed by the page, a hover): draw it. */
  invalidate(): void;
  destroy(): void;
}
