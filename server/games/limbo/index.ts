import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboWinChance } from '../../../src/core/games';
import { entry } from '../types';

/** Limbo on the server: its config limits and its fairness CLI view. */
export const limboServer = entry(
  'limbo',
  { minTarget: LIMBO_MIN_TARGET, maxTarget: LIMBO_MAX_TARGET },
  { defaults: {}, probe: { target: '2' }, result: (o) => o.result, winChance: (p) => limboWinChance(p.target).toFixed(2) },
);
