import type { PlinkoEvent, PlinkoOutcomeRecord, PlinkoParams, PlinkoRound } from '../../src/core/games/plinko/round';

/**
 * Plinko's type set as the engine sees it. Until plinko is registered in src/core/games/registry.ts the engine cannot
 * be an `EngineFactory<'plinko'>`; this is the same shape, so after registration it becomes
 * `export type { PlinkoTypes } from '../../src/core/games/plinko';` (or `InstantGameTypes['plinko']`).
 */
export interface PlinkoTypes {
  params: PlinkoParams;
  outcome: PlinkoOutcomeRecord;
  round: PlinkoRound;
  event: PlinkoEvent;
  input: never;
}
