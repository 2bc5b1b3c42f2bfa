import type pg from 'pg';
import type { BetResponse, DiceCondition, InstantGame, LiveSettledBet, SettledBet } from '../../src/core/bets';
import { BETS_PAGE_SIZE, LIVE_BETS_SIZE } from '../../src/core/betSchemas';
import { coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { DICE_MULTIPLIER_DECIMALS, diceOutcome, diceTargetError, limboOutcome, limboTargetError, payoutOf } from '../../src/core/fairness';
import { gameCodeOf } from '../../src/core/games';
import { Decimal, parseAmount, toFixedDown, trimZeros } from '../../src/core/money';
import { withTx, type Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { applyMovements, type AppliedMovement, type Movement } from './ledger';
import { ensurePairs, lockActivePair } from './seeds';

/** A bet request once shape-checked by its zod schema. */
export interface BetInput {
  userId: number;
  game: InstantGame;
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  target: string;
  condition?: DiceCondition | undefined;
  idempotencyKey?: string | undefined;
}

/** Result of placeBet: the answer plus what to push once committed (nothing for a replayed key). */
export interface BetOutcome {
  response: BetResponse;
  applied: AppliedMovement[];
  live: LiveSettledBet | null;
}

/** Name shown to other players for a user whose privacy is 1. */
export const HIDDEN_NAME = 'Hidden';

interface BetRow {
  id: string;
  user_id: number;
  game: InstantGame;
  coin: Coin;
  balance_type: BalanceType;
  amount: string;
  multiplier: string;
  payout: string;
  win: boolean;
  result: string;
  target: string;
  condition: DiceCondition | null;
  nonce: string;
  idempotency_key: string | null;
  created_at: Date;
  client_seed: string;
  server_seed_hash: string;
  server_seed: string;
  pair_state: string;
  nick_name: string;
  privacy: number;
}

const BET_SELECT = `SELECT b.*, p.client_seed, p.server_seed_hash, p.server_seed, p.state AS pair_state, u.nick_name, u.privacy
  FROM bets b JOIN seed_pairs p ON p.id = b.seed_pair_id JOIN users u ON u.id = b.user_id`;

const multiplierDecimals = (game: InstantGame): number => (game === 'dice' ? DICE_MULTIPLIER_DECIMALS : 2);

/**
 * A bets row as the API shows it. The server seed appears only once its pair is revealed (never the active one);
 * viewers other than the owner see "Hidden" for a private player.
 */
export function toSettled(row: BetRow, viewerId: number | null): SettledBet {
  const d = coinDecimals(row.coin);
  const bet: SettledBet = {
    id: Number(row.id),
    game: row.game,
    userName: row.privacy === 1 && viewerId !== row.user_id ? HIDDEN_NAME : row.nick_name,
    coin: row.coin,
    balanceType: row.balance_type,
    amount: toFixedDown(row.amount, d),
    multiplier: row.win ? new Decimal(row.multiplier).toFixed(multiplierDecimals(row.game)) : '0',
    payout: toFixedDown(row.payout, d),
    win: row.win,
    result: row.result,
    target: row.target,
    nonce: Number(row.nonce),
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    createdAt: row.created_at.toISOString(),
  };
  if (row.condition) bet.condition = row.condition;
  if (row.pair_state === 'revealed') bet.serverSeed = row.server_seed;
  return bet;
}

/** A bets row for the public feed: no server seed ever, name hidden for private players. */
export function toLive(row: BetRow): LiveSettledBet {
  const { serverSeed: _secret, ...bet } = toSettled(row, null);
  return { ...bet, gameCode: gameCodeOf(row.game), gameName: row.game, time: row.created_at.getTime() };
}

/** Checks amount precision, the game's state and the USD-valued bet limits; returns the amount. */
async function checkBet(db: Queryable, input: BetInput): Promise<Decimal> {
  const decimals = coinDecimals(input.coin);
  const amount = parseAmount(input.amount, decimals);
  if (!amount) throw badRequest(`amount has more decimals than ${input.coin} allows (${decimals})`);
  const targetError = input.game === 'dice' ? diceTargetError(input.target, input.condition!) : limboTargetError(input.target);
  if (targetError) throw badRequest(targetError);
  // One round trip for everything a bet is checked against: the game's limits and state, the coin, its USD price.
  const { rows } = await db.query<{ min_bet_amount: string; max_bet_amount: string; maintain_state: number; enabled: boolean | null; usd_rate: string | null }>(
    `SELECT g.min_bet_amount, g.max_bet_amount, g.maintain_state, c.enabled, r.usd_rate
       FROM games g
       LEFT JOIN coins c ON c.code = $2
       LEFT JOIN rates r ON r.kind = 'COIN' AND r.code = $2
      WHERE g.code = $1`,
    [gameCodeOf(input.game), input.coin],
  );
  const game = rows[0];
  if (!game || game.maintain_state !== 0) throw badRequest(`${input.game} is under maintenance, please try again later`);
  if (!game.enabled) throw badRequest(`${input.coin} bets are not available`);
  if (amount.isZero()) return amount;
  if (!game.usd_rate) throw new Error(`rate COIN:${input.coin} is missing from the rates table`);
  // The games table states limits in USD; a coin bet is valued at the current rates table price.
  const price = new Decimal(game.usd_rate);
  const minCoin = new Decimal(game.min_bet_amount).div(price).toDecimalPlaces(decimals, Decimal.ROUND_UP);
  const maxCoin = new Decimal(game.max_bet_amount).div(price).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  const usd = (v: string): string => trimZeros(new Decimal(v).toFixed(2));
  if (amount.lt(minCoin)) {
    throw badRequest(`amount must be worth at least ${usd(game.min_bet_amount)} USD (${trimZeros(minCoin.toFixed(decimals))} ${input.coin})`);
  }
  if (amount.gt(maxCoin)) {
    throw badRequest(`amount must be worth at most ${usd(game.max_bet_amount)} USD (${trimZeros(maxCoin.toFixed(decimals))} ${input.coin})`);
  }
  return amount;
}

async function balanceOf(db: Queryable, userId: number, coin: Coin, kind: BalanceType): Promise<string> {
  const { rows } = await db.query<{ amount: string }>('SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = $3', [
    userId,
    coin,
    kind,
  ]);
  return rows[0]?.amount ?? '0';
}

async function betById(db: Queryable, id: number | string): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow>(`${BET_SELECT} WHERE b.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The answer of an earlier bet with the same key, or a 400 when the key was used for a different bet. */
async function replay(db: Queryable, input: BetInput): Promise<BetOutcome | null> {
  if (!input.idempotencyKey) return null;
  const { rows } = await db.query<BetRow>(`${BET_SELECT} WHERE b.user_id = $1 AND b.idempotency_key = $2`, [input.userId, input.idempotencyKey]);
  const row = rows[0];
  if (!row) return null;
  const same =
    row.game === input.game &&
    row.coin === input.coin &&
    row.balance_type === input.balanceType &&
    new Decimal(row.amount).eq(input.amount) &&
    row.target === input.target &&
    (row.condition ?? undefined) === input.condition;
  if (!same) throw badRequest('idempotencyKey was already used for a different bet');
  // The balance right after that bet: its last ledger row, or (free play) the balance now.
  const ledger = await db.query<{ balance_after: string }>(`SELECT balance_after FROM ledger WHERE ref = $1 ORDER BY id DESC LIMIT 1`, [
    `bet:${row.id}`,
  ]);
  const balance = ledger.rows[0]?.balance_after ?? (await balanceOf(db, row.user_id, row.coin, row.balance_type));
  return { response: { bet: toSettled(row, input.userId), balance: toFixedDown(balance, coinDecimals(row.coin)) }, applied: [], live: null };
}

/**
 * Settles one dice or limbo bet in one transaction: locks the user's active seed pair (all bets of a user and a
 * rotation queue on that row), takes its nonce, computes the outcome with src/core, debits the stake with a
 * conditional UPDATE, credits the payout, writes the ledger rows (reasons 'bet' and 'payout', ref 'bet:<id>') and
 * the bet row. A free-play bet (amount 0) consumes a nonce and writes a bet row but no ledger rows.
 * An idempotency key settles once: a replay (sequential or concurrent) answers the first bet. `admit` runs once the
 * request is known to be a new bet (the per-player rate limit): a retry of a settled bet is answered whatever the limit.
 */
export async function placeBet(pool: pg.Pool, input: BetInput, admit: () => void = () => {}): Promise<BetOutcome> {
  const early = await replay(pool, input);
  if (early) return early;
  admit();
  const amount = await checkBet(pool, input);
  await ensurePairs(pool, input.userId);
  const settled = await withTx(pool, async (client): Promise<BetOutcome | null> => {
    const pair = await lockActivePair(client, input.userId);
    // A concurrent request with the same key held the lock before us and has committed: answer its bet.
    if (input.idempotencyKey) {
      const { rows } = await client.query('SELECT 1 FROM bets WHERE user_id = $1 AND idempotency_key = $2', [input.userId, input.idempotencyKey]);
      if (rows.length) return null;
    }
    await client.query('UPDATE seed_pairs SET nonce = nonce + 1 WHERE id = $1', [pair.id]);
    const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
    const outcome = input.game === 'dice' ? diceOutcome(seeds, input.target, input.condition!) : limboOutcome(seeds, input.target);
    const payout = payoutOf(amount, outcome.multiplier, outcome.win, input.coin);
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, result, target, condition,
                         seed_pair_id, nonce, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        input.userId,
        input.game,
        input.coin,
        input.balanceType,
        amount.toFixed(),
        outcome.multiplier,
        payout,
        outcome.win,
        outcome.result,
        input.target,
        input.condition ?? null,
        pair.id,
        pair.nonce,
        input.idempotencyKey ?? null,
      ],
    );
    const id = inserted.rows[0]!.id;
    const common = { userId: input.userId, coin: input.coin, kind: input.balanceType, ref: `bet:${id}`, idempotencyKey: input.idempotencyKey };
    // Debit first: applyMovements keeps this order for one balance row, and a short balance aborts everything.
    const movements: Movement[] = [
      { ...common, delta: amount.neg(), reason: 'bet' },
      { ...common, delta: new Decimal(payout), reason: 'payout' },
    ];
    const applied = await applyMovements(client, movements);
    const balance = applied.at(-1)?.balanceAfter ?? (await balanceOf(client, input.userId, input.coin, input.balanceType));
    const row = (await betById(client, id))!;
    return {
      response: { bet: toSettled(row, input.userId), balance: toFixedDown(balance, coinDecimals(input.coin)) },
      applied,
      live: toLive(row),
    };
  });
  if (settled) return settled;
  const again = await replay(pool, input);
  if (!again) throw new ApiError(500, 'Bet could not be completed, please retry');
  return again;
}

/** GET /api/games/bets: the user's bets, newest first, 20 per page. */
export async function myBets(db: Queryable, userId: number, game: InstantGame | undefined, page: number): Promise<SettledBet[]> {
  const { rows } = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.user_id = $1 AND ($2::text IS NULL OR b.game = $2) ORDER BY b.id DESC LIMIT $3 OFFSET $4`,
    [userId, game ?? null, BETS_PAGE_SIZE, (page - 1) * BETS_PAGE_SIZE],
  );
  return rows.map((r) => toSettled(r, userId));
}

/** GET /api/games/bets/:id: anyone may look a bet up; only the owner sees a private player's name. */
export async function oneBet(db: Queryable, id: string, viewerId: number | null): Promise<SettledBet> {
  const row = await betById(db, id);
  if (!row) throw new ApiError(404, 'Bet not found');
  return toSettled(row, viewerId);
}

/** GET /api/games/bets/live: the latest 30 bets of everyone. */
export async function liveBets(db: Queryable, game: InstantGame | undefined): Promise<LiveSettledBet[]> {
  const { rows } = await db.query<BetRow>(`${BET_SELECT} WHERE ($1::text IS NULL OR b.game = $1) ORDER BY b.id DESC LIMIT $2`, [
    game ?? null,
    LIVE_BETS_SIZE,
  ]);
  return rows.map(toLive);
}
