import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import type { DepositMatch, PlayerPromotion } from '../../src/core/promotions';
import { badRequest, isUniqueViolation } from '../errors';
import type { AppliedMovement, Product } from '../money/moves';
import type { ReferenceData } from '../reference/ReferenceCache';
import { creditBonus, type BonusTerms } from './bonusMoney';
import { statusOf, textIn, type Db, type PromotionRow } from './catalog';

/*
 * Deposit matches: the first-deposit offer (the player's first credited deposit, if made while the offer ran) and the
 * weekday reload (the first deposit credited on the weekday, after joining, once per such day). A deposit takes one
 * offer (promotion_entries_one_per_deposit). Claiming credits the match as bonus money with the offer's wagering.
 */

/** A credited deposit. */
export interface DepositRow {
  id: string;
  coin: Coin;
  credited_amount: string;
  credited_at: Date;
}

const DAY_MS = 86_400_000;

/** The advisory lock class of a player's deposit-match claims (the second key is the player's id). */
const CLAIM_LOCK = 7301;

/** The player's first credited deposit. */
export async function firstDeposit(db: Db, userId: number): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow>(
    `SELECT id, coin, credited_amount, credited_at FROM deposits WHERE user_id = $1 AND credited_at IS NOT NULL
      ORDER BY credited_at, id LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * The reload's qualifying deposit: the first deposit credited on the promotion's weekday (UTC) after the player joined,
 * within the claim window, whose day has no entry yet and which took no other offer.
 */
export async function reloadDeposit(db: Db, userId: number, p: PromotionRow, joinedAt: Date, now: Date): Promise<DepositRow | null> {
  const claimDays = p.wagering?.claimDays ?? 7;
  const { rows } = await db.query<DepositRow>(
    `SELECT DISTINCT ON ((d.credited_at AT TIME ZONE 'UTC')::date) d.id, d.coin, d.credited_amount, d.credited_at
       FROM deposits d
      WHERE d.user_id = $1 AND d.credited_at IS NOT NULL AND d.credited_at >= $2 AND d.credited_at > $3
        AND d.credited_at >= $6 AND ($7::timestamptz IS NULL OR d.credited_at < $7)
        AND extract(dow FROM d.credited_at AT TIME ZONE 'UTC') = $4
        AND NOT EXISTS (SELECT 1 FROM promotion_entries e WHERE e.deposit_id = d.id)
        AND NOT EXISTS (SELECT 1 FROM promotion_entries e WHERE e.promotion_id = $5 AND e.user_id = $1
                          AND e.period = to_char(d.credited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
      ORDER BY (d.credited_at AT TIME ZONE 'UTC')::date DESC, d.credited_at, d.id
      LIMIT 1`,
    [userId, joinedAt, new Date(now.getTime() - claimDays * DAY_MS), p.eligibility.weekday ?? 5, p.id, p.starts_at, p.ends_at],
  );
  return rows[0] ?? null;
}

/**
 * The title of the running first-deposit offer when this deposit is the player's first credited one (for the deposit's
 * notice) at its first credit, else null. Whether it is worth the offer's minimum is for the claim to say.
 */
export async function welcomeOfferFor(db: Db, userId: number, depositId: number, due: Decimal): Promise<string | null> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT p.titles ->> 'en_US' AS title FROM promotions p
      WHERE p.kind = 'first_deposit' AND p.ended_at IS NULL AND p.starts_at <= now() AND (p.ends_at IS NULL OR p.ends_at > now())
        AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = $1 AND d.credited_at IS NOT NULL AND d.id <> $2)
        -- Its first credit (a top-up of a partly paid deposit says nothing again).
        AND (SELECT d.credited_amount FROM deposits d WHERE d.id = $2) = $3`,
    [userId, depositId, due.toFixed()],
  );
  return rows[0]?.title ?? null;
}

/** The match a deposit gives: rate x deposit, at most maxBonusUsd at the coin's price, rounded down to the coin. */
export function matchOf(p: PromotionRow, deposit: DepositRow, refs: ReferenceData, claimBy: Date): DepositMatch {
  const coin = deposit.coin;
  const price = new Decimal(refs.usdPrice(coin));
  const decimals = coinDecimals(coin);
  const amount = new Decimal(deposit.credited_amount);
  const cap = price.isZero() ? new Decimal(0) : new Decimal(p.reward.maxBonusUsd).div(price);
  const bonus = Decimal.min(amount.times(p.reward.matchRate), cap).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return {
    depositId: Number(deposit.id),
    coin,
    deposit: trimZeros(toFixedDown(amount, decimals)),
    depositUsd: amount.times(price).toFixed(2, Decimal.ROUND_DOWN),
    bonus: trimZeros(bonus.toFixed(decimals)),
    bonusUsd: bonus.times(price).toFixed(2, Decimal.ROUND_DOWN),
    claimBy: claimBy.toISOString(),
  };
}

/** Whether the deposit is worth the offer's minimum. */
export function bigEnough(p: PromotionRow, m: DepositMatch): boolean {
  return new Decimal(m.depositUsd).gte(p.eligibility.minDepositUsd ?? 0) && new Decimal(m.bonus).gt(0);
}

/** An entry row of the player in a promotion. */
export interface EntryRow {
  period: string;
  state: 'joined' | 'claimed' | 'declined' | 'cancelled';
  chosen: string | null;
  deposit_id: string | null;
  bonus_id: string | null;
  joined_at: Date;
}

/** The player's entries in one promotion, the once-only or joined one (period '') first. */
export async function entryRows(db: Db, promotionId: number, userId: number): Promise<EntryRow[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT period, state, chosen, deposit_id, bonus_id, joined_at FROM promotion_entries
      WHERE promotion_id = $1 AND user_id = $2 ORDER BY (period = '') DESC, joined_at DESC`,
    [promotionId, userId],
  );
  return rows;
}

/** Where a deposit match stands for the player: the state, the claimable match, and why not when there is none. */
export interface MatchStanding {
  state: PlayerPromotion['state'];
  /** The first-deposit offer's own states. */
  firstState: 'unavailable' | 'deposit' | 'claim' | 'active' | 'done' | 'declined' | 'expired' | 'too_small' | null;
  offer: DepositMatch | null;
  deposit: DepositRow | null;
  entries: EntryRow[];
  canJoin: boolean;
  cannotJoin: string | null;
  /** Why there is nothing to claim, for a claim that finds none. */
  nothing: string;
}

/** Reads where a deposit match promotion stands for the player now. */
export async function matchStanding(db: Db, refs: ReferenceData, p: PromotionRow, userId: number, now: Date): Promise<MatchStanding> {
  const entries = await entryRows(db, p.id, userId);
  const main = entries.find((e) => e.period === '');
  const live = statusOf(p, now) === 'live';
  const claimDays = p.wagering?.claimDays ?? 7;
  if (p.kind === 'first_deposit') {
    const base = { entries, canJoin: false, cannotJoin: 'No need to join: your first deposit qualifies by itself', offer: null };
    if (main?.state === 'claimed')
      return { ...base, state: 'claimed', firstState: 'active', deposit: null, nothing: 'You have already claimed this bonus' };
    if (main?.state === 'declined')
      return { ...base, state: 'declined', firstState: 'declined', deposit: null, nothing: 'You declined this offer' };
    const deposit = await firstDeposit(db, userId);
    if (!deposit) {
      return {
        ...base,
        state: main ? 'joined' : 'none',
        firstState: live ? 'deposit' : 'unavailable',
        deposit: null,
        nothing: live ? 'Make your first deposit to claim this bonus' : 'This offer is not running',
      };
    }
    if (
      deposit.credited_at < p.starts_at ||
      (p.ends_at && deposit.credited_at >= p.ends_at) ||
      (p.ended_at && deposit.credited_at >= p.ended_at)
    )
      return { ...base, state: 'none', firstState: 'unavailable', deposit, nothing: 'Your first deposit was made outside this offer' };
    const taken = await db.query<{ promotion_id: number }>('SELECT promotion_id FROM promotion_entries WHERE deposit_id = $1', [
      deposit.id,
    ]);
    if (taken.rows[0]?.promotion_id === p.id)
      return { ...base, state: 'claimed', firstState: 'active', deposit, nothing: 'You have already claimed this bonus' };
    if (taken.rows[0])
      return { ...base, state: 'none', firstState: 'unavailable', deposit, nothing: 'Your first deposit already took another offer' };
    const claimBy = new Date(deposit.credited_at.getTime() + claimDays * DAY_MS);
    const offer = matchOf(p, deposit, refs, claimBy);
    if (!bigEnough(p, offer))
      return {
        ...base,
        state: 'none',
        firstState: 'too_small',
        deposit,
        nothing: `Your first deposit was worth ${offer.depositUsd} USD, below the ${p.eligibility.minDepositUsd} USD minimum`,
      };
    if (claimBy <= now)
      return {
        ...base,
        state: 'none',
        firstState: 'expired',
        deposit,
        nothing: `The claim window closed on ${claimBy.toISOString().slice(0, 10)}`,
      };
    return { ...base, state: 'claimable', firstState: 'claim', offer, deposit, nothing: '' };
  }
  // Reload.
  const joined = main?.state === 'joined';
  const cannotJoin = !live ? 'This promotion is not running' : joined ? 'You have already joined' : null;
  const standing = { entries, canJoin: cannotJoin === null, cannotJoin, firstState: null };
  if (!joined) {
    return {
      ...standing,
      state: main ? (main.state as 'cancelled') : 'none',
      offer: null,
      deposit: null,
      nothing: 'Join the promotion first',
    };
  }
  const deposit = live ? await reloadDeposit(db, userId, p, main.joined_at, now) : null;
  if (deposit) {
    const offer = matchOf(p, deposit, refs, new Date(deposit.credited_at.getTime() + claimDays * DAY_MS));
    if (bigEnough(p, offer)) return { ...standing, state: 'claimable', offer, deposit, nothing: '' };
  }
  return {
    ...standing,
    state: 'joined',
    offer: null,
    deposit: null,
    nothing: `No qualifying deposit yet: deposit at least ${p.eligibility.minDepositUsd ?? '0'} USD on the promotion's day`,
  };
}

/** The bonus terms of a promotion's match, from claiming now. */
export function termsOf(p: PromotionRow, product: Product, now: Date): BonusTerms {
  const w = p.wagering!;
  return {
    source: p.kind === 'first_deposit' ? 'first_deposit' : 'reload',
    promotionId: p.id,
    title: textIn(p.titles, 'en_US'),
    multiplier: new Decimal(w.multiplier),
    referenceEdge: new Decimal(w.referenceEdge),
    maxBetUsd: w.maxBetUsd ? new Decimal(w.maxBetUsd) : null,
    product,
    games: p.games,
    counts: w.counts,
    expiresAt: new Date(now.getTime() + w.expiryDays * DAY_MS),
  };
}

/**
 * Claims the match due now (in the caller's transaction): the entry (period '' for the first deposit, the deposit's
 * UTC date for a reload) is written claimed first, so racing claims pay once (the loser's insert conflicts and it
 * rolls back whole), then the bonus money with its wagering.
 */
export async function claimMatch(
  client: pg.PoolClient,
  refs: ReferenceData,
  p: PromotionRow,
  userId: number,
  now: Date,
): Promise<{ applied: AppliedMovement[]; bonusId: number; offer: DepositMatch }> {
  // A player's claims run one at a time, so a racing claim reads the first one's entry and is told so.
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [CLAIM_LOCK, userId]);
  const standing = await matchStanding(client, refs, p, userId, now);
  if (standing.state !== 'claimable' || !standing.offer || !standing.deposit) throw badRequest(standing.nothing || 'Nothing to claim');
  const offer = standing.offer;
  const period = p.kind === 'first_deposit' ? '' : standing.deposit.credited_at.toISOString().slice(0, 10);
  const chosen = (standing.entries.find((e) => e.period === '')?.chosen ?? 'originals') as Product;
  let written: number;
  try {
    const res = await client.query(
      `INSERT INTO promotion_entries (promotion_id, user_id, period, state, chosen, deposit_id, reward_coin, reward_amount)
       VALUES ($1, $2, $3, 'claimed', $4, $5, $6, $7)
       ON CONFLICT (promotion_id, user_id, period) DO UPDATE
         SET state = 'claimed', deposit_id = EXCLUDED.deposit_id, reward_coin = EXCLUDED.reward_coin,
             reward_amount = EXCLUDED.reward_amount, updated_at = now()
       WHERE promotion_entries.state = 'joined' AND $3 = ''`,
      [p.id, userId, period, p.kind === 'first_deposit' ? chosen : null, offer.depositId, offer.coin, offer.bonus],
    );
    written = res.rowCount ?? 0;
  } catch (error) {
    if (isUniqueViolation(error, 'promotion_entries_one_per_deposit')) throw badRequest('This deposit has already taken another offer');
    throw error;
  }
  if (written === 0) throw badRequest('You have already claimed this bonus');
  const credited = await creditBonus(
    client,
    userId,
    offer.coin,
    new Decimal(offer.bonus),
    termsOf(p, chosen, now),
    { reason: 'bonus_credit', product: 'promotions', ref: `promo:${p.id}${period ? `:${period}` : ''}` },
    now,
  );
  await client.query(`UPDATE promotion_entries SET bonus_id = $4 WHERE promotion_id = $1 AND user_id = $2 AND period = $3`, [
    p.id,
    userId,
    period,
    credited.bonusId,
  ]);
  return { ...credited, offer };
}
