import { diceGame, type DiceParams, type DiceTypes } from '../../src/core/games/dice';
import type { EngineRuntime } from '../core/EngineRuntime';
import { GameBase } from '../core/GameBase';
import type { EngineHost } from '../types';
import type { DiceScene } from './DiceScene';

/** Dice presents one roll at a time. */
export const DICE_LANES = 1;

/** The dice engine: rounds from the core definition's `present`, the scene mirrors the panel's target. */
export class DiceGame extends GameBase<DiceTypes> {
  constructor(
    runtime: EngineRuntime,
    private readonly scene: DiceScene,
    host: EngineHost<'dice'>,
  ) {
    super(runtime, host, {
      lanes: DICE_LANES,
      present: diceGame.present,
      // Each round shows its own target and condition (auto-bet may change them between rounds).
      prepare: (round) => void scene.setTarget(Number(round.target), round.condition, false),
      handlers: {
        roll: (e) => scene.roll(e.value),
        win: () => scene.result(true),
        lose: () => scene.result(false),
      },
    });
  }

  preview(params: DiceParams): void {
    if (this.runtime.isDestroyed) return;
    void this.scene.setTarget(Number(params.target), params.condition);
  }
}
