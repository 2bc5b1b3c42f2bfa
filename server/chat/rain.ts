import type pg from 'pg';
import { CODE } from '../../src/core/api';
import { HIDDEN_NAME, RAIN, type RainResult } from '../../src/core/chat';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, parseAmount, toFixedDown, trimZeros } from '../../src/core/money';
import { withTx } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { bonusMoneyRule } from '../promotions/bonusMoney';
import { applyMovements, type AppliedMovement } from '../money/moves';
import { tallyNotification, type Tally } from '../feeds/notifications';
import { insertEntry, type RainPayload } from './entries';
import { checkFlood } from './flood';

/** Input of rain (shape-checked by rainSchema). */
export interface RainRequest {
  fromUserId: number;
  coin: Coin;
  amount: string;
  idempotencyKey?: string | undefined;
}

/** Result of a rain: the answer, the balance changes and the chat entry to push once committed (none on a replay). */
export interface RainOutcome {
  data: RainResult;
  applied: AppliedMovement[];
  entryId: number | null;
  /**
   * Each recipient's notification, written with the money, to push once committed (none on a replay): a toast only
   * for the first of their tally window, the notification at the tally's rate (tallyNotification).
   */
  notices: { userId: number; tally: Tally }[];
}

/** Prices that turn the minimum share (USD) into coins. */
export interface RainPricing {
  minShareUsd: string;
  /** USD price of one coin, or undefined when the rates table has none. */
  usd: (coin: Coin) => string | undefined;
}

/** Smallest share per recipient in the coin (rounded up to the coin's decimals); the coin's minimum tip without a price. */
export async function minShare(pool: pg.Pool, coin: Coin, pricing: RainPricing): Promise<Decimal> {
  const decimals = coinDecimals(coin);
  const price = pricing.usd(coin);
  if (price && new Decimal(price).gt(0)) return new Decimal(pricing.minShareUsd).div(price).toDecimalPlaces(decimals, Decimal.ROUND_UP);
  const { rows } = await pool.query<{ min_tip: string }>('SELECT min_tip FROM coins WHERE code = $1', [coin]);
  return new Decimal(rows[0]?.min_tip ?? 0);
}

/**
 * Rains `amount` on the players who wrote in the chat in the last RAIN.activeWindowMs (the sender excluded, the
 * RAIN.maxRecipients most recently active): equal shares rounded down to the coin's decimals; only share × n leaves
 * the sender, so the remainder stays. One transaction: the rain row, 'rain_out' and 'rain_in' ledger rows with ref
 * 'rain:<id>', and the chat entry. Any refusal rolls everything back. A rain is a public chat line, so it counts
 * against the sender's chat flood limit: over it, the rain is refused with the chat's own message and nothing moves.
 */
export async function rain(pool: pg.Pool, req: RainRequest, pricing: RainPricing): Promise<RainOutcome> {
  const decimals = coinDecimals(req.coin);
  const amount = parseAmount(req.amount, decimals);
  if (!amount) throw badRequest(`amount has more decimals than ${req.coin} allows (${decimals})`);
  if (amount.isZero()) throw badRequest('amount must be greater than 0');
  // A rain is a chat entry: a player who may not chat (muted, locked, on a break) cannot post one.
  const { rows: refused } = await pool.query<{ refusal: string | null }>("SELECT protection_refusal($1, 'chat') AS refusal", [
    req.fromUserId,
  ]);
  if (refused[0]?.refusal) throw new ApiError(CODE.FORBIDDEN, refused[0].refusal);
  const { rows: coins } = await pool.query<{ enabled: boolean }>('SELECT enabled FROM coins WHERE code = $1', [req.coin]);
  if (!coins[0]?.enabled) throw badRequest(`${req.coin} rain is not available`);
  const min = await minShare(pool, req.coin, pricing);
  const outcome = await withTx(pool, async (client): Promise<RainOutcome | null> => {
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO chat_rains (from_user, coin, requested, idempotency_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT chat_rains_idempotency_key DO NOTHING RETURNING id`,
      [req.fromUserId, req.coin, amount.toFixed(), req.idempotencyKey ?? null],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return null;
    await checkFlood(client, req.fromUserId, '');
    const { rows: eligible } = await client.query<{ user_id: number }>(
      // Players who chatted lately, but none on a time-out or self-exclusion (they take no rain).
      `SELECT m.user_id FROM chat_messages m
        WHERE m.kind = 'text' AND m.deleted_at IS NULL AND m.created_at > clock_timestamp() - make_interval(secs => $2) AND m.user_id <> $1
          AND NOT EXISTS (SELECT 1 FROM player_exclusions e WHERE e.user_id = m.user_id AND (e.play_from IS NULL OR e.play_from > now()))
        GROUP BY m.user_id ORDER BY max(m.id) DESC LIMIT $3`,
      [req.fromUserId, RAIN.activeWindowMs / 1000, RAIN.maxRecipients],
    );
    if (eligible.length === 0)
      throw badRequest(`Nobody to rain on: no other player chatted in the last ${RAIN.activeWindowMs / 60_000} minutes`);
    const n = eligible.length;
    const share = amount.div(n).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
    if (share.lt(min) || share.isZero()) {
      const each = trimZeros(toFixedDown(Decimal.max(min, new Decimal(1).div(new Decimal(10).pow(decimals))), decimals));
      throw badRequest(
        `Each of the ${n} players must get at least ${each} ${req.coin}: rain at least ${trimZeros(toFixedDown(new Decimal(each).mul(n), decimals))} ${req.coin}`,
      );
    }
    const total = share.mul(n);
    const ref = `rain:${id}`;
    const recipients = eligible.map((e) => e.user_id);
    const common = { coin: req.coin, kind: 'DEPOSIT' as const, product: 'social' as const, ref };
    const applied = await applyMovements(client, [
      { ...common, userId: req.fromUserId, delta: total.neg(), reason: 'rain_out', idempotencyKey: req.idempotencyKey },
      ...recipients.map((userId) => ({ ...common, userId, delta: share, reason: 'rain_in' })),
    ]);
    await client.query('UPDATE chat_rains SET share = $2, recipients = $3 WHERE id = $1', [id, share.toFixed(), recipients]);
    const payload: RainPayload = { rainId: Number(id), coin: req.coin, amount: total.toFixed(), share: share.toFixed(), recipients };
    const entryId = await insertEntry(client, { userId: req.fromUserId, kind: 'rain', payload });
    const out = applied.find((a) => a.reason === 'rain_out')!;
    // Every recipient is told, in the rain's transaction: a notice exists exactly when its share does.
    const { rows: from } = await client.query<{ nick_name: string; privacy: number }>(
      'SELECT nick_name, privacy FROM users WHERE id = $1',
      [req.fromUserId],
    );
    const fromName = from[0]?.privacy === 1 ? HIDDEN_NAME : (from[0]?.nick_name ?? 'A player');
    const shown = trimZeros(toFixedDown(share, decimals));
    const notices: RainOutcome['notices'] = [];
    // Shares caught close together are told in one row per recipient ("N rains totalling X").
    for (const userId of recipients) {
      const tally = await tallyNotification(client, userId, {
        kind: 'rain',
        coin: req.coin,
        amount: share.toFixed(),
        fromName,
        single: { title: `Rain from ${fromName}`, body: `You caught ${shown} ${req.coin} of ${fromName}'s rain` },
        several: (count, caught, one) => ({
          title: one ? `Rain from ${one}` : 'Rain from several players',
          body: `You caught ${count} rains totalling ${trimZeros(toFixedDown(caught, decimals))} ${req.coin}`,
        }),
        data: { rainId: Number(id), fromName, coin: req.coin, amount: shown },
      });
      notices.push({ userId, tally });
    }
    return { data: result(Number(id), req.coin, amount, share, n, out.balanceAfter), applied, entryId, notices };
  }).catch(async (error: unknown) => {
    // A deposit balance short of the amount: say why the coin's bonus money can't make it up.
    if (error instanceof ApiError && error.message === 'Insufficient balance')
      throw badRequest(`Insufficient balance${await bonusMoneyRule(pool, req.fromUserId, req.coin, 'rained')}`);
    throw error;
  });
  return outcome ?? replay(pool, req, amount);
}

function result(id: number, coin: Coin, requested: Decimal, share: Decimal, n: number, balance: string): RainResult {
  const d = coinDecimals(coin);
  const total = share.mul(n);
  return {
    id,
    coin,
    amount: toFixedDown(total, d),
    share: toFixedDown(share, d),
    recipients: n,
    refund: toFixedDown(requested.minus(total), d),
    balance: toFixedDown(balance, d),
  };
}

async function replay(pool: pg.Pool, req: RainRequest, amount: Decimal): Promise<RainOutcome> {
  const { rows } = await pool.query<{ id: string; coin: Coin; requested: string; share: string; n: number; balance_after: string }>(
    `SELECT r.id, r.coin, r.requested, r.share, cardinality(r.recipients) AS n, l.balance_after
       FROM chat_rains r JOIN ledger l ON l.ref = 'rain:' || r.id AND l.reason = 'rain_out'
      WHERE r.from_user = $1 AND r.idempotency_key = $2`,
    [req.fromUserId, req.idempotencyKey],
  );
  const row = rows[0];
  if (!row) throw new ApiError(500, 'Rain could not be completed, please retry');
  if (row.coin !== req.coin || !amount.eq(row.requested)) throw badRequest('idempotencyKey was already used for a different rain');
  return {
    notices: [],
    data: result(Number(row.id), row.coin, new Decimal(row.requested), new Decimal(row.share), row.n, row.balance_after),
    applied: [],
    entryId: null,
  };
}
