import type { BetResponse, InstantGame, LiveSettledBet } from '../../../src/core/bets';
import type { BalanceType, Coin } from '../../../src/core/currency';
import type { ParamsOf } from '../../../src/core/games';
import type { AppliedMovement } from '../../money/moves';

/** A bet request once shape-checked by its game's zod schema. */
export interface BetInput<G extends InstantGame = InstantGame> {
  userId: number;
  game: G;
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  params: ParamsOf<G>;
  idempotencyKey?: string | undefined;
  /** Placed with this free bet of the player (the house's stake). */
  freeBetId?: number | undefined;
}

/** Result of a bet: the answer plus what to push once committed (nothing for a replayed key). */
export interface BetOutcome {
  response: BetResponse;
  applied: AppliedMovement[];
  live: LiveSettledBet | null;
}

/** A settled bet's settlement as the bets row stores it (an instant bet, the end of a mines game, a crash cash-out). */
export interface SettlementColumns {
  multiplier: string;
  payout: string;
  win: boolean;
  /** The bet paid stake × multiplier (isPaid of its settlement: a win, or any plinko bucket); false pays nothing. */
  paid: boolean;
  params: object;
  outcome: object;
}
