import type { Sound } from '../../src/audio/HowlerSound';
import type { SharedSound } from '../../src/audio/synth';
import type { Clock } from './Clock';

/** Per-frame work: `deltaMS` is the real (unscaled, uncapped) time since the last tick. Must not allocate. */
export type FrameListener = (deltaMS: number) => void;

/**
 * What a game needs of its engine: the one clock, the sound service, a per-frame hook and teardown. The Pixi Engine
 * is the real one; unit tests use FakeRuntime (no canvas) to drive games frame by frame on fake time.
 */
export interface EngineRuntime<N extends string = SharedSound> {
  readonly clock: Clock;
  /** The sound service: the shared sounds and the game's own (`N`). */
  readonly sound: Sound<N>;
  readonly isDestroyed: boolean;
  /** Runs `listener` on every tick, after the clock has advanced. */
  addFrameListener(listener: FrameListener): void;
  destroy(): void;
}
