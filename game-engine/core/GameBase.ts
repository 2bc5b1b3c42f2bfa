import type { Engine } from './Engine';
import type { PresentationPlayer } from './PresentationPlayer';

/** What every game engine does the same way: speed, size and teardown go to the shared engine and player. */
export abstract class GameBase {
  protected abstract readonly player: PresentationPlayer;

  constructor(protected readonly engine: Engine) {}

  setSpeed(multiplier: number, instant = false): void {
    this.engine.clock.setSpeed(multiplier, instant);
  }

  resize(width: number, height: number): void {
    this.engine.resize(width, height);
  }

  destroy(): void {
    this.player.stop();
    this.engine.destroy();
  }
}
