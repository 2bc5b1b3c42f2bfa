import { Engine } from '../core/Engine';
import { GameBase } from '../core/GameBase';
import { PresentationPlayer } from '../core/PresentationPlayer';
import type { LimboParams } from '../../src/core/games';
import type { EngineFactory, EngineHost, LimboEngine, LimboRound } from '../types';
import { LimboScene } from './LimboScene';
import { limboPresentation } from './presentation';

class LimboGame extends GameBase implements LimboEngine {
  protected readonly player: PresentationPlayer;

  constructor(
    engine: Engine,
    private readonly scene: LimboScene,
    host: EngineHost,
  ) {
    super(engine);
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

  preview(params: LimboParams): void {
    this.setTarget(params.target);
  }

  setTarget(target: string): void {
    this.scene.setTarget(Number(target));
  }
}

/** Mounts the limbo engine into `container`. */
export const createLimboEngine = async (container: HTMLElement, host: EngineHost<'limbo'>): Promise<LimboEngine> => {
  const engine = await Engine.create(container, host);
  const scene = new LimboScene(engine);
  engine.setScene(scene);
  return new LimboGame(engine, scene, host);
};

/** The limbo engine factory under the name every game's engine folder exports. */
export const createEngine: EngineFactory<'limbo'> = createLimboEngine;
