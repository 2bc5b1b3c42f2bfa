import type { BonusHunt } from '../../src/core/overlay';
import type { Queryable } from '../db/pool';

/** The bonus hunt since `since` (slot bonuses arrive with the slot-bonus migration). */
export async function bonusHunt(_db: Queryable, _userId: number, _since: Date): Promise<BonusHunt> {
  return { bonuses: [], cost: '0', won: '0', breakEven: null };
}
