import type { PlinkoParams, PlinkoRound } from '../../src/core/games/plinko/round';
import { isPlinkoRows, PLINKO_RISKS } from '../../src/core/games/plinko/rules';
import type { EngineRuntime } from '../core/EngineRuntime';
import { GameBase } from '../core/GameBase';
import type { EngineHostOf, RoundKey } from '../types';
import type { Landing } from './PlinkoScene';
import { plinkoGame } from '../../src/core/games/plinko';
import type { PlinkoTypes } from './types';

/** Balls in flight at once; more rounds queue until one lands. */
export const PLINKO_LANES = 150;

/** What the game needs of its scene (the Pixi PlinkoScene; a fake in unit tests). */
export interface PlinkoStage {
  setBoard(rows: number, risk: PlinkoRound['risk']): void;
  drop(lane: number, round: PlinkoRound, key: RoundKey): Promise<void>;
  land(lane: number, key: RoundKey): Promise<void>;
  result(round: PlinkoRound): void;
  /** Where each ball was drawn entering its bucket (newest last). */
  readonly landings: readonly Landing[];
}

/**
 * The plinko engine: many balls at once, one presentation lane each. A round's lane remembers its round (the events
 * carry no rows or bucket of their own beyond the bucket event), `drop` releases the ball, `bucket` waits for it to
 * enter its bucket, the landing adds it to the results.
 */
export class PlinkoGame extends GameBase<PlinkoTypes> {
  private readonly rounds: (PlinkoRound | undefined)[] = [];

  constructor(
    runtime: EngineRuntime,
    private readonly scene: PlinkoStage,
    host: EngineHostOf<PlinkoTypes>,
  ) {
    const roundOf = (lane: number): PlinkoRound => {
      const round = this.rounds[lane];
      if (!round) throw new Error(`plinko: no round on lane ${lane}`);
      return round;
    };
    super(runtime, host, {
      lanes: PLINKO_LANES,
      present: plinkoGame.present,
      // Each ball drops on its own round's board (auto-bet may change rows or risk between bets).
      prepare: (round, { lane }) => {
        this.rounds[lane] = round;
        scene.setBoard(round.rows, round.risk);
      },
      handlers: {
        drop: (_e, { lane, key }) => scene.drop(lane, roundOf(lane), key),
        bucket: (_e, { lane, key }) => scene.land(lane, key),
        win: (_e, { lane }) => scene.result(roundOf(lane)),
        lose: (_e, { lane }) => scene.result(roundOf(lane)),
      },
    });
  }

  /** Where each ball was drawn entering its bucket, with its round key (the e2e fixture checks these). */
  get landings(): readonly Landing[] {
    return this.scene.landings;
  }

  preview(params: PlinkoParams): void {
    if (this.runtime.isDestroyed) return;
    // Half-set panel values (rows being typed) must not rebuild the board.
    if (!isPlinkoRows(params.rows) || !PLINKO_RISKS.includes(params.risk)) return;
    this.scene.setBoard(params.rows, params.risk);
  }
}
