import type pg from 'pg';
import type { TipData } from '../../src/core/api';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, parseAmount, toFixedDown, trimZeros } from '../../src/core/money';
import type { TipNotice } from '../../src/core/socket';
import { withTx } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { insertEntry } from './entries';
import { checkFlood } from './flood';
import { bonusMoneyRule } from '../promotions/bonusMoney';
import { applyMovements, type AppliedMovement } from '../money/moves';
import { tallyNotification, type Tally } from '../feeds/notifications';
import { findUserByName, getUser } from '../auth/users';

/** Input of sendTip (already shape-checked by the zod schema). */
export interface TipRequest {
  fromUserId: number;
  toUserName: string;
  coin: Coin;
  amount: string;
  idempotencyKey?: string | undefined;
}

/** Result of sendTip: the answer plus what to push once committed. */
export interface TipOutcome {
  data: TipData;
  /** Empty for a replayed idempotency key: nothing moved. */
  applied: AppliedMovement[];
  /**
   * What to push to the receiver once committed: the toast (`tip`) only for the first tip of their tally window, the
   * notification when the tally says so (see tallyNotification).
   */
  notice: { toUserId: number; tip: TipNotice; tally: Tally } | null;
  /** The tip's chat entry (frame 13 to everyone once committed); null for a replay. */
  entryId: number | null;
}

/** Checks an amount against the coin's precision and minimum tip. */
async function checkAmount(pool: pg.Pool, coin: Coin, raw: string): Promise<Decimal> {
  const decimals = coinDecimals(coin);
  const amount = parseAmount(raw, decimals);
  if (!amount) throw badRequest(`amount has more decimals than ${coin} allows (${decimals})`);
  if (amount.isZero()) throw badRequest('amount must be greater than 0');
  const { rows } = await pool.query<{ min_tip: string; enabled: boolean }>('SELECT min_tip, enabled FROM coins WHERE code = $1', [coin]);
  const row = rows[0];
  if (!row?.enabled) throw badRequest(`${coin} tips are not available`);
  if (amount.lt(row.min_tip)) throw badRequest(`amount must be at least ${trimZeros(toFixedDown(row.min_tip, decimals))} ${coin}`);
  return amount;
}

/** Answer of an earlier tip with the same key, or a 400 when the key was used for a different tip. */
async function replay(pool: pg.Pool, req: TipRequest, toUserId: number, amount: Decimal): Promise<TipOutcome> {
  const { rows } = await pool.query<{ id: string; to_user: number; coin: Coin; amount: string; balance_after: string }>(
    `SELECT t.id, t.to_user, t.coin, t.amount, l.balance_after
       FROM tips t JOIN ledger l ON l.ref = 'tip:' || t.id AND l.reason = 'tip_out'
      WHERE t.from_user = $1 AND t.idempotency_key = $2`,
    [req.fromUserId, req.idempotencyKey],
  );
  const tip = rows[0];
  if (!tip) throw new ApiError(500, 'Tip could not be completed, please retry');
  if (tip.to_user !== toUserId || tip.coin !== req.coin || !amount.eq(tip.amount)) {
    throw badRequest('idempotencyKey was already used for a different tip');
  }
  return {
    data: tipData(Number(tip.id), req.toUserName, tip.coin, tip.amount, tip.balance_after),
    applied: [],
    notice: null,
    entryId: null,
  };
}

function tipData(id: number, toUserName: string, coin: Coin, amount: string, balance: string): TipData {
  const decimals = coinDecimals(coin);
  return { id, toUserName, coin, amount: toFixedDown(amount, decimals), balance: toFixedDown(balance, decimals) };
}

/**
 * Moves a tip from the sender's deposit balance to the receiver's, exactly once per idempotency key: the tip row
 * is inserted first, so a concurrent request with the same key waits on the unique index and then replays. A tip is a
 * public chat line, so it counts against the sender's chat flood limit: over it, the tip is refused with the chat's
 * own message and nothing moves (a replay of a tip already made is answered all the same).
 */
export async function sendTip(pool: pg.Pool, req: TipRequest): Promise<TipOutcome> {
  const amount = await checkAmount(pool, req.coin, req.amount);
  const [sender, receiver] = await Promise.all([getUser(pool, req.fromUserId), findUserByName(pool, req.toUserName)]);
  if (!sender) throw new ApiError(401, 'Please log in first');
  if (!receiver) throw badRequest('User not found');
  if (receiver.id === sender.id) throw badRequest('You cannot tip yourself');
  const outcome = await withTx(pool, async (client): Promise<TipOutcome | null> => {
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO tips (from_user, to_user, coin, amount, idempotency_key) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT tips_idempotency_key DO NOTHING RETURNING id`,
      [sender.id, receiver.id, req.coin, amount.toFixed(), req.idempotencyKey ?? null],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return null;
    await checkFlood(client, sender.id, '');
    const ref = `tip:${id}`;
    const common = { coin: req.coin, kind: 'DEPOSIT' as const, product: 'social' as const, ref, idempotencyKey: req.idempotencyKey };
    const applied = await applyMovements(client, [
      { ...common, userId: sender.id, delta: amount.neg(), reason: 'tip_out' },
      { ...common, userId: receiver.id, delta: amount, reason: 'tip_in' },
    ]);
    const out = applied.find((a) => a.reason === 'tip_out')!;
    // The chat line of the tip is written with the money: a tip always shows in chat, and only a committed one.
    const entryId = await insertEntry(client, {
      userId: sender.id,
      kind: 'tip',
      payload: { tipId: Number(id), to: receiver.id, coin: req.coin, amount: amount.toFixed() },
    });
    const shown = toFixedDown(amount, coinDecimals(req.coin));
    // In the tip's transaction: the notice exists exactly when the tip does (pushed after commit by the route). Tips
    // arriving close together are told in one row ("N tips totalling X"), so a flood of tips is not a flood of notices.
    const decimals = coinDecimals(req.coin);
    const tally = await tallyNotification(client, receiver.id, {
      kind: 'tip',
      coin: req.coin,
      amount: amount.toFixed(),
      fromName: sender.nickName,
      single: { title: `Tip from ${sender.nickName}`, body: `You received ${trimZeros(shown)} ${req.coin} from ${sender.nickName}` },
      several: (count, total, fromName) => ({
        title: fromName ? `Tips from ${fromName}` : `Tips from several players`,
        body: `You received ${count} tips totalling ${trimZeros(toFixedDown(total, decimals))} ${req.coin}`,
      }),
      data: { tipId: Number(id), fromName: sender.nickName, coin: req.coin, amount: shown },
    });
    return {
      entryId,
      data: tipData(Number(id), receiver.userName, req.coin, amount.toFixed(), out.balanceAfter),
      applied,
      notice: {
        toUserId: receiver.id,
        tip: { fromName: sender.nickName, coin: req.coin, amount: shown },
        tally,
      },
    };
  }).catch(async (error: unknown) => {
    // A deposit balance short of the amount: say why the coin's bonus money can't make it up.
    if (error instanceof ApiError && error.message === 'Insufficient balance')
      throw badRequest(`Insufficient balance${await bonusMoneyRule(pool, sender.id, req.coin, 'tipped')}`);
    throw error;
  });
  return outcome ?? replay(pool, req, receiver.id, amount);
}
