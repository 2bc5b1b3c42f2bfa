import { z } from '../../zod';
import type { BalanceType, Coin } from '../../currency';
import { COMMON_BET_SHAPE } from '../betFields';
import type { MinesSettledBet } from './definition';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './rules';

const MINES_RULE = `mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}`;
const TILE_RULE = `tile must be a whole number from 0 to ${MINES_TILES - 1}`;
const GAME_ID_RULE = 'gameId must be the number of a mines game';

const gameIdSchema = z
  .number({ error: GAME_ID_RULE })
  .int({ error: GAME_ID_RULE })
  .min(1, { error: GAME_ID_RULE })
  .max(Number.MAX_SAFE_INTEGER, { error: GAME_ID_RULE });

/** POST /api/games/mines/start: the common bet fields and the mine count. */
export const minesStartSchema = z.strictObject({
  ...COMMON_BET_SHAPE,
  mines: z
    .number({ error: MINES_RULE })
    .int({ error: MINES_RULE })
    .min(MINES_MIN, { error: MINES_RULE })
    .max(MINES_MAX, { error: MINES_RULE }),
});

/** POST /api/games/mines/reveal: one tile of the player's game. */
export const minesRevealSchema = z.strictObject({
  gameId: gameIdSchema,
  tile: z
    .number({ error: TILE_RULE })
    .int({ error: TILE_RULE })
    .min(0, { error: TILE_RULE })
    .max(MINES_TILES - 1, { error: TILE_RULE }),
});

/** POST /api/games/mines/cashout. */
export const minesCashoutSchema = z.strictObject({ gameId: gameIdSchema });

/** GET /api/games/mines/active query (a cache buster at most). */
export const minesActiveQuerySchema = z.strictObject({
  t: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,32}$/, { error: 't must be a short token' })
    .optional(),
});

/** POST /api/games/mines/start body. */
export type MinesStartRequest = z.infer<typeof minesStartSchema>;

/** A mines game in play as its player sees it: never the layout. */
export interface MinesRoundState {
  gameId: number;
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  mines: number;
  /** Safe tiles revealed so far, in order. */
  revealed: number[];
  /** Where the game stands ("1.00" before the first reveal), rounded down to 2 decimals. */
  multiplier: string;
  /** What the next safe tile reaches; null when no safe tile is left. */
  nextMultiplier: string | null;
}

/** Answer of a start: the new game, the balance after the stake and the ledger id that wrote it (null for free play). */
export interface MinesStartResponse extends MinesRoundState {
  balance: string;
  ledgerId: number | null;
}

/** A game that goes on after a safe reveal. */
export interface MinesActiveAnswer extends MinesRoundState {
  state: 'active';
}

/** A game that ended (a mine, the last safe tile, or a cash-out): the settled bet with its layout. */
export interface MinesSettledAnswer {
  state: 'settled';
  bet: MinesSettledBet;
  /** The balance after the game. */
  balance: string;
  /** The ledger row that wrote that balance (the payout; for a loss, the stake's debit). */
  ledgerId: number | null;
}

/** Answer of a reveal. */
export type MinesRevealResponse = MinesActiveAnswer | MinesSettledAnswer;
