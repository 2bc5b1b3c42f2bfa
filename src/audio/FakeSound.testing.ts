import type { Sound, SoundSettings } from './HowlerSound';
import type { SharedSound } from './synth';

/** A silent Sound for tests: records what would have played, honouring unlock, mute and volume like the real one. */
export class FakeSound<N extends string = SharedSound> implements Sound<N> {
  /** Each play that would have made sound: its name and final volume. */
  readonly played: { name: N; volume: number }[] = [];
  unlocked = false;
  private destroyed = false;

  constructor(private readonly settings: () => SoundSettings = () => ({ volume: 1, muted: false })) {}

  unlock(): void {
    this.unlocked = true;
  }

  play(name: N, gain = 1): void {
    if (this.destroyed || !this.unlocked) return;
    const { volume, muted } = this.settings();
    const v = Math.max(0, Math.min(1, volume * gain));
    if (!muted && v > 0) this.played.push({ name, volume: v });
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** Just the names played, in order. */
  get names(): N[] {
    return this.played.map((p) => p.name);
  }
}
