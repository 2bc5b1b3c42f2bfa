import type { LockCapability } from '../../src/core/protection';
import type { Queryable } from '../db/pool';
import { ProtectionRefusal } from '../money/moves';

/** A capability the protection can refuse: the lockable ones, and promotions (closed during a break). */
export type Capability = LockCapability | 'promotions';

/**
 * What refuses the player a capability now (a time-out, self-exclusion or cooling-off; an operator's lock; for deposits
 * also a deposit limit reached), as the message to show; null when nothing does. The wording is the database's
 * protection_refusal, the same the money statement raises.
 */
export async function protectionRefusal(db: Queryable, userId: number, capability: Capability): Promise<string | null> {
  const { rows } = await db.query<{ refusal: string | null }>({
    name: 'protection-refusal',
    text: 'SELECT protection_refusal($1, $2) AS refusal',
    values: [userId, capability],
  });
  return rows[0]?.refusal ?? null;
}

/** Throws the refusal of a capability, if any (400 with its message). */
export async function assertMay(db: Queryable, userId: number, capability: Capability): Promise<void> {
  const refusal = await protectionRefusal(db, userId, capability);
  if (refusal !== null) throw new ProtectionRefusal('blocked', refusal);
}
