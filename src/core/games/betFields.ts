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
}

/** The zod shape of the common bet fields (games with their own request shapes build on it). */
export const COMMON_BET_SHAPE = {
  coin: coinSchema,
  amount: amountSchema,
  balanceType: balanceTypeSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
};
