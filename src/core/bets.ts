import type { BalanceType, Coin } from './currency';

/** The games whose bets settle in one request (crash, mines and plinko add their own flows later). */
export type InstantGame = 'dice' | 'limbo';

/** Dice: win when the roll is over or under the target. */
export type DiceCondition = 'over' | 'under';

/** POST /api/games/dice/bet. Amounts and targets are decimal strings. */
export interface DiceBetRequest {
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  /** 0.00-100.00 with 2 decimals. */
  target: string;
  condition: DiceCondition;
  idempotencyKey?: string;
}

/** POST /api/games/limbo/bet. */
export interface LimboBetRequest {
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  /** Target multiplier 1.01-1000000 with 2 decimals. */
  target: string;
  idempotencyKey?: string;
}

/** A settled bet as the server returns it and the bet tables list it. */
export interface SettledBet {
  id: number;
  game: InstantGame;
  userName: string;
  coin: Coin;
  balanceType: BalanceType;
  amount: string;
  /** Payout multiplier of a win (the game's multiplier), "0" on a loss. */
  multiplier: string;
  payout: string;
  win: boolean;
  /** Dice roll ("83.21") or limbo result multiplier ("2.47"). */
  result: string;
  target: string;
  condition?: DiceCondition;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Only once the seed pair has been rotated. */
  serverSeed?: string;
  createdAt: string;
}

/** Answer of a bet call: the settled bet and the balance after it. */
export interface BetResponse {
  bet: SettledBet;
  balance: string;
}

/** GET /api/fairness. */
export interface FairnessState {
  clientSeed: string;
  serverSeedHash: string;
  nonce: number;
  nextServerSeedHash: string;
}

/** One revealed pair of POST /api/fairness/history. */
export interface SeedPairRecord {
  id: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  bets: number;
  createdAt: string;
  revealedAt: string | null;
}

/** A bet of the live feed (socket type 208 and GET /api/games/bets/live): a SettledBet plus the spec's LiveBet fields. */
export interface LiveSettledBet extends Omit<SettledBet, 'serverSeed'> {
  gameCode: number;
  gameName: string;
  /** Settlement time, epoch milliseconds. */
  time: number;
}

/** Answer of POST /api/fairness/change. */
export interface FairnessChange {
  /** The pair just retired, its server seed now shown. */
  revealed: SeedPairRecord;
  /** The new active pair. */
  state: FairnessState;
}
