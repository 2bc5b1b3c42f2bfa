import { Engine } from '../core/Engine';
import { PresentationPlayer } from '../core/PresentationPlayer';
import type { EngineFactory, EngineHost, LimboEngine, LimboRound } from '../types';
import { LimboScene } from './LimboScene';
import { limboPresentation } from './presentation';

class LimboGame implements LimboEngine {
  private readonly player: PresentationPlayer;

  constructor(
    private readonly engine: Engine,
    private readonly scene: LimboScene,
    host: EngineHost,
  ) {
    this.player = new PresentationPlayer(
      {
        roll: () => undefined,
        reveal: (e) => scene.reveal(e.value),
        win: () => scene.result(true),
        lose: () => scene.result(false),
      },
      host,
    );
  }

  play(round: LimboRound): Promise<void> {
    if (this.engine.isDestroyed) return Promise.resolve();
    return this.player.play(limboPresentation(round), () => this.scene.setTarget(Number(round.target)));
  }

  setTarget(target: string): void {
    this.scene.setTarget(Number(target));
  }

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

/** Mounts the limbo engine into `container`. */
export const createLimboEngine: EngineFactory<LimboEngine> = async (container, host) => {
  const engine = await Engine.create(container, host);
  const scene = new LimboScene(engine);
  engine.setScene(scene);
  return new LimboGame(engine, scene, host);
};
