import type { InstantGame } from './games/registry';
import type { AnySettledBet, SettledBetOf } from './games/types';
import type { LiveGameBet, LiveGameFeedBet } from './games/live';
import type { HouseGame } from './games/catalog';

export type { InstantGame } from './games/registry';

/** A settled bet as the server returns it and the bet tables list it (discriminated by `game`). */
export type SettledBet = AnySettledBet;

/** A settled bet of any house game, instant or live: what the player's history and a bet's detail list. */
export type HouseBet = SettledBet | LiveGameBet;

/** The settled bet of house game G. */
export type HouseBetOf<G extends HouseGame> = Extract<HouseBet, { game: G }>;

/** Answer of a bet call: the settled bet, the balance after it and the ledger id that balance was written at. */
export interface BetResponse<G extends InstantGame = InstantGame> {
  bet: { [K in G]: SettledBetOf<K> }[G];
  balance: string;
  /**
   * The id of the bet's last ledger row (null for a bet that moved no money: a zero stake, a lost free bet). Ledger ids only grow, so the
   * browser keeps the balance written at the highest id and drops an older write that arrives late.
   */
  ledgerId: number | null;
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

/** The spec's LiveBet fields a feed entry adds to its settled bet. */
export interface LiveBetFields {
  gameCode: number;
  gameName: string;
  /** Settlement time, epoch milliseconds. */
  time: number;
}

/** A bet of the live feed (socket type 208 and GET /api/games/bets/live): a settled bet without any seed, plus LiveBet fields. */
export type LiveSettledBet = { [G in InstantGame]: Omit<SettledBetOf<G>, 'serverSeed'> & LiveBetFields }[InstantGame];

/** A bet of any house game in the live feed. */
export type LiveHouseBet = LiveSettledBet | LiveGameFeedBet;

/** A live-feed bet of house game G. */
export type LiveHouseBetOf<G extends HouseGame> = Extract<LiveHouseBet, { game: G }>;

/** Answer of POST /api/fairness/change. */
export interface FairnessChange {
  /** The pair just retired, its server seed now shown. */
  revealed: SeedPairRecord;
  /** The new active pair. */
  state: FairnessState;
}
