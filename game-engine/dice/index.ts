import type { DiceCondition } from '../../src/core/bets';
import { Engine } from '../core/Engine';
import { PresentationPlayer } from '../core/PresentationPlayer';
import type { DiceEngine, DiceRound, EngineFactory, EngineHost } from '../types';
import { DiceScene } from './DiceScene';
import { dicePresentation } from './presentation';

class DiceGame implements DiceEngine {
  private readonly player: PresentationPlayer;

  constructor(
    private readonly engine: Engine,
    private readonly scene: DiceScene,
    host: EngineHost,
  ) {
    this.player = new PresentationPlayer(
      {
        roll: (e) => scene.roll(e.value),
        reveal: () => undefined,
        win: () => scene.result(true),
        lose: () => scene.result(false),
      },
      host,
    );
  }

  play(round: DiceRound): Promise<void> {
    if (this.engine.isDestroyed) return Promise.resolve();
    return this.player.play(dicePresentation(round), () => {
      void this.scene.setTarget(Number(round.target), round.condition, false);
    });
  }

  setTarget(target: string, condition: DiceCondition): void {
    if (this.engine.isDestroyed) return;
    void this.scene.setTarget(Number(target), condition);
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

/** Mounts the dice engine into `container`. */
export const createDiceEngine: EngineFactory<DiceEngine> = async (container, host) => {
  const engine = await Engine.create(container, host);
  const scene = new DiceScene(engine);
  engine.setScene(scene);
  return new DiceGame(engine, scene, host);
};
