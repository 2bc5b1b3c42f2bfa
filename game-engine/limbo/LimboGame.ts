import { limboGame, type LimboParams, type LimboTypes } from '../../src/core/games/limbo';
import type { EngineRuntime } from '../core/EngineRuntime';
import { GameBase } from '../core/GameBase';
import type { EngineHost } from '../types';
import type { LimboScene } from './LimboScene';

/** Limbo presents one round at a time. */
export const LIMBO_LANES = 1;

/** The limbo engine: rounds from the core definition's `present`, the scene shows the panel's target. */
export class LimboGame extends GameBase<LimboTypes> {
  constructor(
    runtime: EngineRuntime,
    private readonly scene: LimboScene,
    host: EngineHost<'limbo'>,
  ) {
    super(runtime, host, {
      lanes: LIMBO_LANES,
      present: limboGame.present,
      prepare: (round) => scene.setTarget(Number(round.target)),
      handlers: {
        reveal: (e) => scene.reveal(e.value),
        win: () => scene.result(true),
        lose: () => scene.result(false),
      },
    });
  }

  preview(params: LimboParams): void {
    if (this.runtime.isDestroyed) return;
    this.scene.setTarget(Number(params.target));
  }
}
