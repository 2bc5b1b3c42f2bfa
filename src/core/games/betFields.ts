import { z } from '../zod';
import { BALANCE_TYPES, type BalanceType, type Coin } from '../currency';
import { amountSchema, coinSchema, idempotencyKeySchema } from '../schemas';

// Apart from registry.ts, so a game's own request schemas (mines' start) can build on it without importing the
// registry that imports the game.

const balanceTypeSchema = z.enum(BALANCE_TYPES, { error: 'balanceType must be DEPOSIT or BONUS' });

/** The fields every bet request has, whatever its game. */
export interface CommonBetFields {
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  idempotencyKey?: string | undefined;
  /** An instant bet placed with one of the player's free bets (the house's stake): its id. */
  freeBetId?: number | undefined;
}

/** The zod shape of the common bet fields (games with their own request shapes build on it). */
export const COMMON_BET_SHAPE = {
  coin: coinSchema,
  amount: amountSchema,
  balanceType: balanceTypeSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
};

/** The free-bet field of an instant bet request (stateful games take no free bets). */
export const FREE_BET_SHAPE = {
  freeBetId: z
    .number({ error: 'freeBetId must be the id of one of your free bets' })
    .int({ error: 'freeBetId must be the id of one of your free bets' })
    .min(1, { error: 'freeBetId must be the id of one of your free bets' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'freeBetId must be the id of one of your free bets' })
    .optional(),
};
