import type pg from 'pg';
import { coinDecimals, COIN_CODES, type Coin } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import {
  periodByIndex,
  periodKey,
  DAY_MS,
  type CashbackMine,
  type CashbackPeriod,
  type CashbackRewardRule,
  type Period,
} from '../../src/core/promotions';
import { badRequest } from '../errors';
import { applyMovements, type AppliedMovement } from '../money/moves';
import type { ReferenceData } from '../reference/ReferenceCache';
import type { Db, PromotionRow } from './catalog';
import { currentPeriod, endedPeriod } from './race';

/*
 * Cashback: a cashback promotion runs in periods (periodDays long from its start). A joined player's net loss in a
 * period is what their deposit-money stakes on the promotion's games (all house games when none are named) cost minus
 * what those bets paid, in USD at each bet's rate, counted from when they joined. After the period ends, rate x net
 * loss (at most maxUsd, nothing under minLossUsd of loss) is theirs to claim for claimDays, paid to the deposit balance
 * in a coin of their choice at its USD price, rounded down; each period pays once.
 */

/** The advisory lock class of a player's reward claims, shared with the deposit matches (second key: the player). */
const CLAIM_LOCK = 7301;

/** Ended periods looked at for a claim (a claim window never spans more). */
const LOOKBACK = 8;

/** The cashback rule of a cashback promotion (claimDays defaults to 7). */
export function cashbackRule(p: PromotionRow): CashbackRewardRule & { claimDays: number } {
  const r = p.reward as unknown as CashbackRewardRule & { claimDays?: number };
  return { ...r, claimDays: r.claimDays ?? 7 };
}

/** The player's net loss in a period since `joinedAt`, USD (negative: a profit). */
export async function netLoss(db: Db, p: PromotionRow, userId: number, joinedAt: Date, period: Period): Promise<Decimal> {
  const { rows } = await db.query<{ loss: string }>(
    `SELECT COALESCE(sum(w.usd - w.payout_usd), 0) AS loss FROM wagers w
      WHERE w.user_id = $1 AND w.kind = 'DEPOSIT' AND w.created_at >= greatest($2::timestamptz, $3) AND w.created_at < $4
        AND ($5::text[] IS NULL OR w.game = ANY ($5))`,
    [userId, joinedAt, period.start, period.end, p.games],
  );
  return new Decimal(rows[0]?.loss ?? 0);
}

/** The cashback of a net loss: rate x loss, at most the cap, nothing under the minimum loss. */
export function cashbackOf(rule: CashbackRewardRule, loss: Decimal.Value): Decimal {
  const l = new Decimal(loss);
  if (l.lte(0) || l.lt(rule.minLossUsd)) return new Decimal(0);
  return Decimal.min(l.times(rule.rate), rule.maxUsd).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

const periodView = (period: Period, loss: Decimal, cashback: Decimal, claimBy: Date | null): CashbackPeriod => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  netLossUsd: loss.toFixed(2, Decimal.ROUND_DOWN),
  cashbackUsd: cashback.toFixed(2),
  claimBy: claimBy?.toISOString() ?? null,
});

/** The periods of the player that ended, can still be claimed and are not yet: oldest first, with their cashback. */
async function duePeriods(db: Db, p: PromotionRow, userId: number, joinedAt: Date, now: Date): Promise<CashbackPeriod[]> {
  const rule = cashbackRule(p);
  const last = endedPeriod(p, rule.periodDays, now);
  if (!last) return [];
  const { rows } = await db.query<{ period: string }>(
    `SELECT period FROM promotion_entries WHERE promotion_id = $1 AND user_id = $2 AND period <> ''`,
    [p.id, userId],
  );
  const taken = new Set(rows.map((r) => r.period));
  const due: CashbackPeriod[] = [];
  for (let i = last.index; i >= Math.max(0, last.index - LOOKBACK); i--) {
    const period = periodByIndex(p.starts_at, null, rule.periodDays, i)!;
    const end = i === last.index ? last.end : period.end;
    const claimBy = new Date(end.getTime() + rule.claimDays * DAY_MS);
    if (claimBy <= now || end <= joinedAt) break;
    if (taken.has(period.key)) continue;
    const loss = await netLoss(db, p, userId, joinedAt, { ...period, end });
    const cashback = cashbackOf(rule, loss);
    if (cashback.gt(0)) due.unshift(periodView({ ...period, end }, loss, cashback, claimBy));
  }
  return due;
}

/** The player in a cashback promotion: the running period so far, what is due, what was paid. */
export async function cashbackMine(db: Db, p: PromotionRow, userId: number, joinedAt: Date | null, now: Date): Promise<CashbackMine> {
  const rule = cashbackRule(p);
  const { rows: paid } = await db.query<{ period: string; coin: Coin; amount: string; usd: string }>(
    `SELECT period, reward_coin AS coin, reward_amount AS amount, reward_usd AS usd FROM promotion_entries
      WHERE promotion_id = $1 AND user_id = $2 AND period <> '' AND state = 'claimed' ORDER BY period DESC LIMIT 10`,
    [p.id, userId],
  );
  const paidViews = paid.map((r) => ({
    period: r.period,
    coin: r.coin,
    amount: trimZeros(new Decimal(r.amount).toFixed(coinDecimals(r.coin))),
    usd: new Decimal(r.usd).toFixed(2),
  }));
  if (!joinedAt) return { current: null, due: [], paid: paidViews };
  const period = currentPeriod(p, rule.periodDays, now);
  let current: CashbackPeriod | null = null;
  if (period) {
    const loss = await netLoss(db, p, userId, joinedAt, { ...period, end: now < period.end ? now : period.end });
    current = periodView(period, loss, cashbackOf(rule, loss), null);
  }
  return { current, due: await duePeriods(db, p, userId, joinedAt, now), paid: paidViews };
}

/**
 * Claims every cashback due to the player (each period once: its entry row is the guard), in `asked` or their selected
 * coin, under the player's claim lock. Answers the movements; refuses with the reason when nothing is due.
 */
export async function claimCashback(
  client: pg.PoolClient,
  refs: ReferenceData,
  p: PromotionRow,
  userId: number,
  joinedAt: Date | null,
  opts: { coin?: string; period?: string },
  now: Date,
): Promise<AppliedMovement[]> {
  const asked = opts.coin;
  if (asked !== undefined && !(COIN_CODES as readonly string[]).includes(asked))
    throw badRequest(`coin must be one of ${COIN_CODES.join(', ')}`);
  if (!joinedAt) throw badRequest('Join the promotion first: cashback counts from when you join');
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [CLAIM_LOCK, userId]);
  const due = (await duePeriods(client, p, userId, joinedAt, now)).filter(
    (d) => opts.period === undefined || periodKey(new Date(d.start)) === opts.period,
  );
  if (due.length === 0) {
    throw badRequest(
      opts.period === undefined
        ? 'No cashback to claim: it is paid for a period that has ended with a net loss'
        : `No cashback to claim for the period ${opts.period}`,
    );
  }
  const { rows } = await client.query<{ coin: Coin }>('SELECT selected_coin AS coin FROM users WHERE id = $1', [userId]);
  const coin = (asked as Coin | undefined) ?? rows[0]?.coin ?? 'USDT';
  const price = new Decimal(refs.usdPrice(coin));
  if (price.lte(0)) throw badRequest(`${coin} has no price now: claim in another coin`);
  const applied: AppliedMovement[] = [];
  for (const d of due) {
    const key = periodKey(new Date(d.start));
    const amount = new Decimal(d.cashbackUsd).div(price).toDecimalPlaces(coinDecimals(coin), Decimal.ROUND_DOWN);
    if (amount.isZero()) throw badRequest(`The cashback is worth less than the smallest ${coin} amount: claim it in another coin`);
    const moved = await applyMovements(client, [
      { userId, coin, kind: 'DEPOSIT', delta: amount, reason: 'cashback', product: 'promotions', ref: `cashback:${p.id}:${key}` },
    ]);
    await client.query(
      `INSERT INTO promotion_entries (promotion_id, user_id, period, state, reward_coin, reward_amount, reward_usd, score_usd, ledger_id)
       VALUES ($1, $2, $3, 'claimed', $4, $5, $6, $7, $8)`,
      [p.id, userId, key, coin, amount.toFixed(), d.cashbackUsd, d.netLossUsd, moved[0]!.ledgerId],
    );
    applied.push(...moved);
  }
  return applied;
}
