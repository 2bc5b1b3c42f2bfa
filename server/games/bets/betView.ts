import type { InstantGame, LiveBetFields } from '../../../src/core/bets';
import { coinDecimals, type BalanceType, type Coin } from '../../../src/core/currency';
import type { SettledBetBase } from '../../../src/core/games';
import { Decimal, toFixedDown } from '../../../src/core/money';
import type { SettlementColumns } from './types';

/** Name shown to other players for a user whose privacy is 1. */
export const HIDDEN_NAME = 'Hidden';

/** What a settled bet is shown from: a bets row with its pair's seeds and its player's name and privacy. */
export interface BetRowOf<G extends string> extends SettlementColumns {
  id: string;
  user_id: number;
  game: G;
  coin: Coin;
  balance_type: BalanceType;
  amount: string;
  nonce: string | number;
  idempotency_key: string | null;
  created_at: Date;
  client_seed: string;
  server_seed_hash: string;
  server_seed: string;
  pair_state: string;
  nick_name: string;
  privacy: number;
  /** The free bet it was placed with (the house's stake), when it was. */
  free_bet_id?: string | null;
}

/** A bet just settled, before any read: its stake and settlement, its (active) pair and what its write returned. */
export interface FreshBet<G extends string> {
  userId: number;
  game: G;
  coin: Coin;
  balanceType: BalanceType;
  amount: string;
  settled: { multiplier: string; win: boolean; outcome: object };
  payout: string;
  paid: boolean;
  params: object;
  nonce: string | number;
  idempotencyKey: string | null;
  pair: { clientSeed: string; serverSeedHash: string; serverSeed: string };
  written: { id: string; created_at: Date; nick_name: string; privacy: number };
  /** Placed with this free bet. */
  freeBetId?: number | undefined;
}

/** The row a read of a bet just settled would return (its pair is the active one), shown without reading it. */
export function freshRow<G extends string>(b: FreshBet<G>): BetRowOf<G> {
  return {
    id: b.written.id,
    user_id: b.userId,
    game: b.game,
    coin: b.coin,
    balance_type: b.balanceType,
    amount: b.amount,
    multiplier: b.settled.multiplier,
    payout: b.payout,
    win: b.settled.win,
    paid: b.paid,
    params: b.params,
    outcome: b.settled.outcome,
    nonce: b.nonce,
    idempotency_key: b.idempotencyKey,
    created_at: b.written.created_at,
    client_seed: b.pair.clientSeed,
    server_seed_hash: b.pair.serverSeedHash,
    server_seed: b.pair.serverSeed,
    pair_state: 'active',
    nick_name: b.written.nick_name,
    privacy: b.written.privacy,
    free_bet_id: b.freeBetId === undefined ? null : String(b.freeBetId),
  };
}

/** A bets row of an instant game of the registry. */
export type BetRow = BetRowOf<InstantGame>;

/** A settled bet of any game name, before its game's types are known (the registry narrows it to SettledBet). */
export type SettledView<G extends string> = SettledBetBase & { game: G; params: object; outcome: object };

/** What showing a bet needs of its game: its code, its multiplier decimals and, when it has one, its public outcome. */
export interface GameView {
  code: number;
  multiplierDecimals: number;
  publicOutcome?: ((outcome: object) => object) | undefined;
}

/**
 * A bet as the API shows it. The server seed appears only once its pair is revealed (never the active one);
 * viewers other than the owner see "Hidden" for a private player and the game's public outcome (plinko: no path).
 * The multiplier is the one paid, with the game's decimals ("0" when the bet paid nothing).
 */
export function settledView<G extends string>(row: BetRowOf<G>, viewerId: number | null, game: GameView): SettledView<G> {
  const d = coinDecimals(row.coin);
  const owner = viewerId === row.user_id;
  const bet: SettledView<G> = {
    id: Number(row.id),
    game: row.game,
    userName: nameFor(row, viewerId),
    coin: row.coin,
    balanceType: row.balance_type,
    amount: toFixedDown(row.amount, d),
    multiplier: row.paid ? new Decimal(row.multiplier).toFixed(game.multiplierDecimals) : '0',
    payout: toFixedDown(row.payout, d),
    win: row.win,
    params: row.params,
    outcome: owner || !game.publicOutcome ? row.outcome : game.publicOutcome(row.outcome),
    nonce: Number(row.nonce),
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    createdAt: row.created_at.toISOString(),
  };
  if (row.pair_state === 'revealed') bet.serverSeed = row.server_seed;
  // The stake was the house's: the lists and the panel say so (its profit is what it paid beyond the stake).
  if (row.free_bet_id) bet.freeBet = true;
  return bet;
}

/** A bet for the public feed: no server seed ever, name hidden for private players. */
export function liveView<G extends string>(row: BetRowOf<G>, game: GameView): Omit<SettledView<G>, 'serverSeed'> & LiveBetFields {
  const { serverSeed: _secret, ...bet } = settledView(row, null, game);
  return { ...bet, gameCode: game.code, gameName: row.game, time: row.created_at.getTime() };
}

/**
 * A bets row of a live game as the lists read it: no seed pair (its round proves it), the round's id, and the columns
 * its game's reader joins in (named by that game).
 */
export type RoundBetRow<G extends string> = Omit<
  BetRowOf<G>,
  'client_seed' | 'server_seed_hash' | 'server_seed' | 'pair_state' | 'nonce'
> & {
  round_id: string;
} & Readonly<Record<string, unknown>>;

/** The name a viewer sees for a bet's player: "Hidden" for a private player, unless the viewer is that player. */
export function nameFor(row: { user_id: number; privacy: number; nick_name: string }, viewerId: number | null): string {
  return row.privacy === 1 && row.user_id !== viewerId ? HIDDEN_NAME : row.nick_name;
}
