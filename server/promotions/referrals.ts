import type pg from 'pg';
import { COIN_CODES, coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import { REFERRAL_MIN_CLAIM_USD, REFERRAL_RATE, type InviteInfo, type InvitedPage, type ReferralPayment } from '../../src/core/promotions';
import { HIDDEN_NAME } from '../../src/core/chat';
import { withTx } from '../db/pool';
import { badRequest, isUniqueViolation } from '../errors';
import { applyMovements, type AppliedMovement } from '../money/moves';
import type { ReferenceData } from '../reference/ReferenceCache';

/*
 * Referrals (migration 031): an invitee registered with the inviter's share code; the wager trigger sums the
 * invitee's deposit-funded stakes and their commission (rate x house edge, exact). The inviter claims what has accrued
 * and not been claimed, paid in a coin at its price, rounded down (the rest stays claimable).
 */

/** Where a new account came from, as its registration request tells. */
export interface Origin {
  ip: string;
  /** The browser's device cookie, when it had one before this registration. */
  device: string | null;
  stag: string | null;
  partner: string | null;
}

/**
 * Records the referral of a new account in its creating transaction: blocked as a self-referral when it registers
 * from an address or browser the inviter used (their registration or any of their sessions).
 */
export async function recordReferral(client: pg.PoolClient, inviteeId: number, inviterId: number, origin: Origin): Promise<void> {
  const { rows } = await client.query<{ same_ip: boolean; same_device: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = $1 AND s.ip = $2)
              OR EXISTS (SELECT 1 FROM users u WHERE u.id = $1 AND u.register_ip = $2) AS same_ip,
            $3::text IS NOT NULL AND (EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = $1 AND s.device = $3)
              OR EXISTS (SELECT 1 FROM users u WHERE u.id = $1 AND u.register_device = $3)) AS same_device`,
    [inviterId, origin.ip, origin.device],
  );
  const why = rows[0]?.same_device
    ? 'Registered in a browser the inviter uses'
    : rows[0]?.same_ip
      ? 'Registered from a network address the inviter uses'
      : null;
  await client.query(`INSERT INTO referrals (invitee_id, inviter_id, rate, status, blocked_reason) VALUES ($1, $2, $3, $4, $5)`, [
    inviteeId,
    inviterId,
    REFERRAL_RATE,
    why ? 'blocked' : 'active',
    why,
  ]);
}

const usd2 = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_DOWN);

/** The invite page's summary. */
export async function inviteInfo(db: pg.Pool, userId: number): Promise<InviteInfo> {
  const { rows } = await db.query<{
    share_code: string;
    share_code_custom: boolean;
    share_img: string | null;
    invited: string;
    active: string;
    wagered: string | null;
    commission: string | null;
    claimed: string | null;
  }>(
    `SELECT u.share_code, u.share_code_custom, u.share_img,
            (SELECT count(*) FROM referrals r WHERE r.inviter_id = u.id) AS invited,
            (SELECT count(*) FROM referrals r WHERE r.inviter_id = u.id AND r.status = 'active') AS active,
            (SELECT sum(r.wagered_usd) FROM referrals r WHERE r.inviter_id = u.id AND r.status = 'active') AS wagered,
            (SELECT sum(r.commission_usd) FROM referrals r WHERE r.inviter_id = u.id) AS commission,
            (SELECT sum(c.usd) FROM referral_claims c WHERE c.inviter_id = u.id) AS claimed
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0]!;
  const commission = new Decimal(r.commission ?? 0);
  const claimed = new Decimal(r.claimed ?? 0);
  return {
    shareCode: r.share_code,
    custom: r.share_code_custom,
    link: `/?sharCode=${r.share_code}`,
    rate: REFERRAL_RATE,
    invited: Number(r.invited),
    active: Number(r.active),
    blocked: Number(r.invited) - Number(r.active),
    wageredUsd: usd2(r.wagered ?? 0),
    commissionUsd: usd2(commission),
    claimedUsd: usd2(claimed),
    claimableUsd: usd2(Decimal.max(0, commission.minus(claimed))),
    minClaimUsd: REFERRAL_MIN_CLAIM_USD,
    shareImg: r.share_img,
    card: `/media/share-cards/${r.share_code}.png`,
  };
}

/** A page of the player's invitees, newest first. */
export async function invitedPage(db: pg.Pool, userId: number, page: number, size: number): Promise<InvitedPage> {
  const { rows } = await db.query<{
    nick_name: string;
    privacy: number;
    created_at: Date;
    bets: number;
    wagered_usd: string;
    commission_usd: string;
    status: 'active' | 'blocked';
    blocked_reason: string | null;
    total: string;
  }>(
    `SELECT u.nick_name, u.privacy, r.created_at, r.bets, r.wagered_usd, r.commission_usd, r.status, r.blocked_reason,
            count(*) OVER () AS total
       FROM referrals r JOIN users u ON u.id = r.invitee_id
      WHERE r.inviter_id = $1 ORDER BY r.created_at DESC, r.invitee_id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (page - 1) * size],
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await db.query('SELECT count(*) FROM referrals WHERE inviter_id = $1', [userId])).rows[0].count);
  return {
    list: rows.map((r) => ({
      name: r.privacy === 1 ? HIDDEN_NAME : r.nick_name,
      joinedAt: r.created_at.toISOString(),
      bets: r.bets,
      wageredUsd: usd2(r.wagered_usd),
      commissionUsd: trimZeros(new Decimal(r.commission_usd).toFixed(4, Decimal.ROUND_DOWN)),
      status: r.status,
      blockedReason: r.blocked_reason,
    })),
    total,
    page,
    size,
  };
}

/** The advisory lock class of an inviter's commission claims (second key: the inviter's id). */
const CLAIM_LOCK = 7302;

/**
 * Pays the inviter's claimable commission in a coin (default: the selected coin): the USD owed at the coin's price,
 * rounded down to the coin; what rounding leaves stays claimable. Claims of one inviter run one at a time.
 */
export async function claimCommission(
  db: pg.Pool,
  refs: ReferenceData,
  userId: number,
  asked: string | undefined,
): Promise<{ payment: ReferralPayment; applied: AppliedMovement[] }> {
  if (asked !== undefined && !(COIN_CODES as readonly string[]).includes(asked))
    throw badRequest(`coin must be one of ${COIN_CODES.join(', ')}`);
  return withTx(db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [CLAIM_LOCK, userId]);
    const { rows } = await client.query<{ owed: string | null; coin: Coin }>(
      `SELECT (SELECT sum(commission_usd) FROM referrals WHERE inviter_id = $1)
              - COALESCE((SELECT sum(usd) FROM referral_claims WHERE inviter_id = $1), 0) AS owed,
              selected_coin AS coin
         FROM users WHERE id = $1`,
      [userId],
    );
    const owed = new Decimal(rows[0]?.owed ?? 0);
    if (owed.lt(REFERRAL_MIN_CLAIM_USD)) throw badRequest(`Nothing to claim yet: commission is paid from ${REFERRAL_MIN_CLAIM_USD} USD`);
    const coin = (asked ?? rows[0]!.coin) as Coin;
    const price = new Decimal(refs.usdPrice(coin));
    const amount = owed.div(price).toDecimalPlaces(coinDecimals(coin), Decimal.ROUND_DOWN);
    if (amount.isZero()) throw badRequest(`The commission is worth less than the smallest ${coin} amount: claim it in another coin`);
    const usd = amount.times(price);
    const applied = await applyMovements(client, [
      { userId, coin, kind: 'DEPOSIT', delta: amount, reason: 'referral_commission', product: 'promotions', ref: 'referral' },
    ]);
    await client.query('INSERT INTO referral_claims (inviter_id, usd, coin, amount, ledger_id) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      usd.toFixed(),
      coin,
      amount.toFixed(),
      applied[0]!.ledgerId,
    ]);
    return {
      payment: { usd: usd.toFixed(2, Decimal.ROUND_DOWN), coin, amount: trimZeros(amount.toFixed(coinDecimals(coin))) },
      applied,
    };
  });
}

/** Sets the player's own share code, once; unique among players. */
export async function setShareCode(db: pg.Pool, userId: number, code: string): Promise<void> {
  try {
    const { rowCount } = await db.query(
      `UPDATE users SET share_code = $2, share_code_custom = true WHERE id = $1 AND NOT share_code_custom`,
      [userId, code],
    );
    if (!rowCount) throw badRequest('You have already chosen your share code; it cannot change');
  } catch (error) {
    if (isUniqueViolation(error, 'users_share_code_key')) throw badRequest('This share code is taken: choose another');
    throw error;
  }
}
