import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import type { NewsNotify } from '../../src/core/feeds';
import { Decimal, parseAmount, toFixedDown, trimZeros } from '../../src/core/money';
import type { AmountChange } from '../../src/core/socket';
import type { WithdrawRecord, WithdrawResult, WithdrawStatus, WithdrawTerms } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { withTx, type Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { bonusMoneyRule } from '../promotions/bonusMoney';
import { applyMovements, type AppliedMovement } from '../money/moves';
import { createNotification } from '../feeds/notifications';

/** A withdrawals row as the services read it. */
export interface WithdrawalRow {
  id: string;
  user_id: number;
  coin: Coin;
  network: string;
  address: string;
  tag: string | null;
  amount: string;
  fee: string;
  usd_value: string;
  status: WithdrawStatus;
  txid: string | null;
  reason: string | null;
  idempotency_key: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/** The columns of WithdrawalRow, for SELECT and RETURNING lists. */
export const WITHDRAWAL_COLUMNS = `id, user_id, coin, network, address, tag, amount, fee, usd_value, status, txid, reason,
  idempotency_key, created_at, decided_at`;

// The daily limit counts the UTC calendar day on the database's clock (every process agrees): it resets at 00:00 UTC.
const TODAY = `date_trunc('day', now(), 'UTC')`;

/** A row as the wire shows it: amounts at the coin's decimals, times in epoch milliseconds. */
export function toRecord(row: WithdrawalRow): WithdrawRecord {
  const decimals = coinDecimals(row.coin);
  return {
    id: Number(row.id),
    coin: row.coin,
    network: row.network,
    address: row.address,
    tag: row.tag,
    amount: toFixedDown(row.amount, decimals),
    fee: toFixedDown(row.fee, decimals),
    status: row.status,
    txid: row.txid,
    reason: row.reason,
    createdAt: row.created_at.getTime(),
    decidedAt: row.decided_at?.getTime() ?? null,
  };
}

/** A coin amount for people: the coin's decimals, trailing zeros dropped ("25 USDT"). */
export function coinText(value: Decimal.Value, coin: Coin): string {
  return `${trimZeros(toFixedDown(value, coinDecimals(coin)))} ${coin}`;
}

/** "0x1234…cdef": enough of an address to recognise it in a notice. */
export function shortAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

/** USD for people: cents, rounded down. */
const usdText = (value: Decimal.Value) => toFixedDown(value, 2);

/**
 * Checks a withdrawal amount against the coin's decimals and minimum (the fee comes on top). Throws a 400 naming
 * `amount`; answers the amount as a Decimal.
 */
export function checkWithdrawAmount(coin: Coin, raw: string): Decimal {
  const decimals = coinDecimals(coin);
  const amount = parseAmount(raw, decimals);
  if (!amount) throw badRequest(`amount has more decimals than ${coin} allows (${decimals})`);
  const { minWithdraw, withdrawFee } = COIN_CHAINS[coin];
  if (amount.lt(minWithdraw)) {
    throw badRequest(
      `amount must be at least ${coinText(minWithdraw, coin)} (the smallest withdrawal; the ${coinText(withdrawFee, coin)} fee comes on top)`,
    );
  }
  return amount;
}

/** USD value of today's (UTC) pending and approved withdrawals of a coin: what the daily limit has used. */
export async function usedTodayUsd(db: Queryable, userId: number, coin: Coin): Promise<Decimal> {
  const { rows } = await db.query<{ used: string }>(
    `SELECT COALESCE(sum(usd_value), 0) AS used FROM withdrawals
      WHERE user_id = $1 AND coin = $2 AND status IN ('pending', 'approved') AND created_at >= ${TODAY}`,
    [userId, coin],
  );
  return new Decimal(rows[0]!.used);
}

/** Most of a coin the daily limit still allows at a USD price, rounded down to the coin; never below 0. */
function limitLeftInCoin(coin: Coin, limitUsd: Decimal.Value, used: Decimal, priceUsd: string): Decimal {
  const left = Decimal.max(0, new Decimal(limitUsd).minus(used));
  return left.dividedBy(priceUsd).toDecimalPlaces(coinDecimals(coin), Decimal.ROUND_DOWN);
}

/** What a withdrawal of the coin may be now, for this player (GET /api/wallet/withdraw). */
export async function withdrawTerms(
  db: Queryable,
  input: { userId: number; coin: Coin; priceUsd: string | undefined; dailyLimitUsd: string; twoFactor: boolean; emailReady: boolean },
): Promise<WithdrawTerms> {
  const { userId, coin } = input;
  const chain = COIN_CHAINS[coin];
  const decimals = coinDecimals(coin);
  const [balance, used] = await Promise.all([
    db.query<{ amount: string }>(`SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT'`, [userId, coin]),
    usedTodayUsd(db, userId, coin),
  ]);
  const available = new Decimal(balance.rows[0]?.amount ?? 0);
  let max = Decimal.max(0, available.minus(chain.withdrawFee));
  // Without a price the daily limit cannot be valued: nothing can be withdrawn (the request says why).
  max = input.priceUsd ? Decimal.min(max, limitLeftInCoin(coin, input.dailyLimitUsd, used, input.priceUsd)) : new Decimal(0);
  return {
    coin,
    network: chain.network,
    networkLabel: chain.networkLabel,
    tagLabel: chain.tagLabel,
    fee: toFixedDown(chain.withdrawFee, decimals),
    minWithdraw: toFixedDown(chain.minWithdraw, decimals),
    available: toFixedDown(available, decimals),
    maxAmount: toFixedDown(max, decimals),
    dailyLimitUsd: usdText(input.dailyLimitUsd),
    usedTodayUsd: usdText(used),
    twoFactor: input.twoFactor,
    emailReady: input.emailReady,
  };
}

/** A withdrawal to request: the route has checked the shape, the address, the amount and the codes. */
export interface WithdrawInput {
  userId: number;
  coin: Coin;
  address: string;
  tag: string | null;
  amount: Decimal;
  /** The coin's USD price (the rates table's, as cached) that values the amount for the daily limit. */
  priceUsd: string;
  dailyLimitUsd: string;
  /** Withdrawals worth more than this many USD in 30 days need a verified identity (absent: never). */
  identityAboveUsd?: string;
  idempotencyKey?: string | undefined;
  /**
   * Uses up the emailed code inside the withdrawal's transaction, once the limit and the balance are known to allow
   * it: a refused withdrawal leaves the code live, and a code unlocks one withdrawal only.
   */
  useCode?: (client: pg.PoolClient) => Promise<void>;
}

/** What a withdrawal request did: the answer, and what to push once committed (nothing for a replay). */
export interface WithdrawOutcome {
  result: WithdrawResult;
  applied: AppliedMovement[];
  news: NewsNotify | null;
}

/**
 * The answer of an earlier withdrawal under the same idempotency key: the withdrawal as it is now and the balance
 * after its debit. Null when the key was not used; 400 when it was used for a different withdrawal.
 */
export async function replayWithdrawal(
  db: Queryable,
  userId: number,
  key: string,
  request: { coin: Coin; address: string; tag: string | null; amount: Decimal },
): Promise<WithdrawOutcome | null> {
  const { rows } = await db.query<WithdrawalRow & { balance_after: string | null }>(
    `SELECT w.*, (SELECT l.balance_after FROM ledger l WHERE l.ref = 'withdraw:' || w.id AND l.reason = 'withdraw' LIMIT 1) AS balance_after
       FROM (SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2) w`,
    [userId, key],
  );
  const row = rows[0];
  if (!row) return null;
  const same = row.coin === request.coin && row.address === request.address && row.tag === request.tag && request.amount.eq(row.amount);
  if (!same) throw badRequest('idempotencyKey was already used for a different withdrawal');
  return {
    result: { withdrawal: toRecord(row), balance: toFixedDown(row.balance_after ?? 0, coinDecimals(row.coin)) },
    applied: [],
    news: null,
  };
}

/**
 * Refuses a withdrawal that would take the player's withdrawals of the last 30 days (every coin, all but rejected
 * ones) over `aboveUsd` while their identity is not verified.
 */
export async function checkIdentityNeed(db: Queryable, userId: number, usdValue: Decimal, aboveUsd: string): Promise<void> {
  const { rows } = await db.query<{ used: string; verified: boolean }>(
    `SELECT COALESCE((SELECT sum(usd_value) FROM withdrawals
                       WHERE user_id = $1 AND status <> 'rejected' AND created_at > now() - interval '30 days'), 0)::text AS used,
            EXISTS (SELECT 1 FROM identity_checks WHERE user_id = $1 AND status = 'verified') AS verified`,
    [userId],
  );
  const r = rows[0]!;
  if (!r.verified && new Decimal(r.used).plus(usdValue).gt(aboveUsd)) {
    throw badRequest(
      `Withdrawals worth more than ${usdText(aboveUsd)} USD in 30 days need a verified identity: send your documents in your profile (Account, Identity)`,
    );
  }
}

/**
 * Requests a withdrawal: in one transaction, the player's DEPOSIT balance row of the coin is locked first (so the
 * withdrawals of a player and coin run one after another, and the daily limit holds under concurrency), the limit is
 * checked with this one included, then the pending row is written, the emailed code used up, amount + fee debited
 * (one movement, reason 'withdraw', ref 'withdraw:<id>') and the notification written. A refusal writes nothing.
 */
export async function requestWithdrawal(pool: pg.Pool, input: WithdrawInput): Promise<WithdrawOutcome> {
  const { userId, coin, amount } = input;
  const chain = COIN_CHAINS[coin];
  const fee = new Decimal(chain.withdrawFee);
  const total = amount.plus(fee);
  const usdValue = amount.times(input.priceUsd).toDecimalPlaces(18, Decimal.ROUND_UP);
  const outcome = await withTx(pool, async (client): Promise<WithdrawOutcome | null> => {
    const locked = await client.query<{ amount: string }>(
      `SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT' FOR UPDATE`,
      [userId, coin],
    );
    if (input.idempotencyKey !== undefined) {
      const seen = await client.query('SELECT 1 FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2', [
        userId,
        input.idempotencyKey,
      ]);
      if (seen.rowCount) return null;
    }
    if (input.identityAboveUsd !== undefined) await checkIdentityNeed(client, userId, usdValue, input.identityAboveUsd);
    const used = await usedTodayUsd(client, userId, coin);
    if (used.plus(usdValue).gt(input.dailyLimitUsd)) {
      const left = Decimal.max(0, new Decimal(input.dailyLimitUsd).minus(used));
      throw badRequest(
        `amount is over the daily withdrawal limit of ${usdText(input.dailyLimitUsd)} USD per coin: ${usdText(left)} USD of ${coin} ` +
          `left today (at most ${coinText(limitLeftInCoin(coin, input.dailyLimitUsd, used, input.priceUsd), coin)}); it resets at 00:00 UTC`,
      );
    }
    const available = new Decimal(locked.rows[0]?.amount ?? 0);
    if (available.lt(total)) {
      throw badRequest(
        `Insufficient balance: ${coinText(amount, coin)} plus the ${coinText(fee, coin)} fee is more than your withdrawable ` +
          `${coinText(available, coin)}${await bonusMoneyRule(client, userId, coin, 'withdrawn')}`,
      );
    }
    const inserted = await client.query<WithdrawalRow>(
      `INSERT INTO withdrawals (user_id, coin, network, address, tag, amount, fee, usd_value, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ON CONSTRAINT withdrawals_idempotency_key DO NOTHING RETURNING ${WITHDRAWAL_COLUMNS}`,
      [
        userId,
        coin,
        chain.network,
        input.address,
        input.tag,
        amount.toFixed(),
        fee.toFixed(),
        usdValue.toFixed(),
        input.idempotencyKey ?? null,
      ],
    );
    const row = inserted.rows[0];
    // The same key under another coin's lock committed meanwhile: answered as a replay.
    if (!row) return null;
    await input.useCode?.(client);
    const applied = await applyMovements(client, [
      {
        userId,
        coin,
        kind: 'DEPOSIT',
        delta: total.neg(),
        reason: 'withdraw',
        product: 'wallet',
        ref: `withdraw:${row.id}`,
        idempotencyKey: input.idempotencyKey,
      },
    ]);
    const record = toRecord(row);
    const news = await createNotification(client, userId, {
      kind: 'withdrawal',
      title: 'Withdrawal requested',
      body: `Your withdrawal of ${coinText(amount, coin)} to ${shortAddress(input.address)} is waiting for approval. The ${coinText(fee, coin)} fee was taken with it.`,
      data: { withdrawalId: record.id, coin, amount: record.amount, status: record.status },
    });
    return { result: { withdrawal: record, balance: applied[0]!.amount }, applied, news };
  });
  if (outcome) return outcome;
  const replay = await replayWithdrawal(pool, userId, input.idempotencyKey!, { coin, address: input.address, tag: input.tag, amount });
  if (!replay) throw new ApiError(500, 'The withdrawal could not be completed, please retry');
  return replay;
}

/** A decision taken: the row after it, and what to push to its player once committed. */
export interface Decision {
  row: WithdrawalRow;
  /** Type 3 frames: the refund of a rejection, or the unchanged balance of an approval (a hint to refresh). */
  changes: (AmountChange & { userId: number })[];
  news: NewsNotify;
}

/** Refusal of a decision: no such withdrawal, or it was decided already (with how). */
async function refuseDecision(db: Queryable, id: string): Promise<never> {
  const { rows } = await db.query<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) throw new ApiError(404, `There is no withdrawal ${id}`);
  const when = row.decided_at ? ` at ${row.decided_at.toISOString()}` : '';
  throw badRequest(`Withdrawal ${id} was already ${row.status}${when}: a decision is final`);
}

/**
 * Approves a pending withdrawal: records the payout's transaction id and the time; no money moves (it left the
 * balance at the request). Refused (nothing changes) for an unknown or already decided withdrawal.
 */
export async function approveWithdrawal(pool: pg.Pool, id: string, txid: string): Promise<Decision> {
  return withTx(pool, async (client) => {
    const { rows } = await client.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = 'approved', txid = $2, decided_at = now() WHERE id = $1 AND status = 'pending'
       RETURNING ${WITHDRAWAL_COLUMNS}`,
      [id, txid],
    );
    const row = rows[0] ?? (await refuseDecision(client, id));
    const news = await createNotification(client, row.user_id, {
      kind: 'withdrawal',
      title: 'Withdrawal sent',
      body: `Your withdrawal of ${coinText(row.amount, row.coin)} to ${shortAddress(row.address)} was sent. Transaction: ${txid}`,
      data: { withdrawalId: Number(row.id), coin: row.coin, amount: toRecord(row).amount, status: row.status, txid },
    });
    // The balance did not move; the frame tells the player's open pages that their withdrawal changed.
    const { rows: balance } = await client.query<{ amount: string; ledger_id: string | null }>(
      `SELECT b.amount, (SELECT l.id FROM ledger l WHERE l.user_id = b.user_id AND l.coin = b.coin AND l.kind = b.kind
                          ORDER BY l.id DESC LIMIT 1) AS ledger_id
         FROM balances b WHERE b.user_id = $1 AND b.coin = $2 AND b.kind = 'DEPOSIT'`,
      [row.user_id, row.coin],
    );
    const decimals = coinDecimals(row.coin);
    const change: AmountChange & { userId: number } = {
      userId: row.user_id,
      coin: row.coin,
      balanceType: 'DEPOSIT',
      amount: toFixedDown(balance[0]?.amount ?? 0, decimals),
      delta: new Decimal(0).toFixed(decimals),
      reason: 'withdraw_approved',
      ledgerId: Number(balance[0]?.ledger_id ?? 0),
    };
    return { row, changes: [change], news };
  });
}

/**
 * Rejects a pending withdrawal: refunds amount + fee to the DEPOSIT balance through the ledger (reason
 * 'withdraw_refund', ref 'withdraw:<id>') and records the reason. Refused (nothing changes) for an unknown or
 * already decided withdrawal.
 */
export async function rejectWithdrawal(pool: pg.Pool, id: string, reason: string): Promise<Decision> {
  return withTx(pool, async (client) => {
    const { rows } = await client.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = 'rejected', reason = $2, decided_at = now() WHERE id = $1 AND status = 'pending'
       RETURNING ${WITHDRAWAL_COLUMNS}`,
      [id, reason],
    );
    const row = rows[0] ?? (await refuseDecision(client, id));
    const refund = new Decimal(row.amount).plus(row.fee);
    const applied = await applyMovements(client, [
      {
        userId: row.user_id,
        coin: row.coin,
        kind: 'DEPOSIT',
        delta: refund,
        reason: 'withdraw_refund',
        product: 'wallet',
        ref: `withdraw:${row.id}`,
      },
    ]);
    const news = await createNotification(client, row.user_id, {
      kind: 'withdrawal',
      title: 'Withdrawal rejected',
      body: `Your withdrawal of ${coinText(row.amount, row.coin)} was rejected: ${reason}. ${coinText(refund, row.coin)} (the fee included) is back in your balance.`,
      data: { withdrawalId: Number(row.id), coin: row.coin, amount: toRecord(row).amount, status: row.status, reason },
    });
    const changes = applied.map(({ balanceAfter: _after, ...change }) => change);
    return { row, changes, news };
  });
}
