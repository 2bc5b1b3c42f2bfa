import type { DiceCondition } from '../../src/core/bets';
import { Engine } from '../core/Engine';
import { GameBase } from '../core/GameBase';
import { PresentationPlayer } from '../core/PresentationPlayer';
import type { DiceParams } from '../../src/core/games';
import type { DiceEngine, DiceRound, EngineFactory, EngineHost } from '../types';
import { DiceScene } from './DiceScene';
import { dicePresentation } from './presentation';

class DiceGame extends GameBase implements DiceEngine {
  protected readonly player: PresentationPlayer;

  constructor(
    engine: Engine,
    private readonly scene: DiceScene,
    host: EngineHost,
  ) {
    super(engine);
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

  preview(params: DiceParams): void {
    this.setTarget(params.target, params.condition);
  }

  setTarget(target: string, condition: DiceCondition): void {
    if (this.engine.isDestroyed) return;
    void this.scene.setTarget(Number(target), condition);
  }
}

/** Mounts the dice engine into `container`. */
export const createDiceEngine = async (container: HTMLElement, host: EngineHost<'dice'>): Promise<DiceEngine> => {
  const engine = await Engine.create(container, host);
  const scene = new DiceScene(engine);
  engine.setScene(scene);
  return new DiceGame(engine, scene, host);
};

/** The dice engine factory under the name every game's engine folder exports. */
export const createEngine: EngineFactory<'dice'> = createDiceEngine;
