import type pg from 'pg';
import { coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import {
  calendarRates,
  rechargeReleased,
  usdToCoin,
  type CalendarPeriod,
  type PrivilegeBonusCode,
  type VipClaimResult,
  type VipPayment,
  type VipRewardKind,
} from '../../src/core/vip';
import { withTx } from '../db/pool';
import { badRequest, isUniqueViolation } from '../errors';
import { creditBonus, type BonusTerms } from '../promotions/bonusMoney';
import { applyMovements, type AppliedMovement } from '../money/moves';
import type { ReferenceData } from '../reference/ReferenceCache';
import { levelById, type LadderLevel } from './ladder';
import { claimedPeriods, loadDays, owedPeriods } from './periods';
import { birthOf, claimedBonuses, owedBonuses } from './privileges';
import { rechargePaid } from './recharge';
import { claimedLevels, loadAccount, waitingLevels } from './standing';
import { rakebackClaimable } from './rewards';

/** A claim done: its answer, and the balance changes to push once committed. */
export interface Claimed {
  result: VipClaimResult;
  applied: AppliedMovement[];
}

/** What a claim needs besides the database. */
export interface ClaimDeps {
  levels: LadderLevel[];
  refs: ReferenceData;
  now?: Date;
}

/** The message of a claim with nothing to pay. */
export const NOTHING_TO_CLAIM = 'Nothing to claim yet';
const ALREADY_CLAIMED = 'This reward has just been claimed';

interface Pay {
  kind: VipRewardKind;
  period: string | null;
  coin: Coin;
  amount: string;
  usd: string;
  balanceType: BalanceType;
  note?: string;
}

/** VIP rewards paid as bonus money are wagered once (1x), on any house game, with no max bet and no expiry. */
export const VIP_BONUS_MULTIPLIER = '1';

function vipBonusTerms(kind: VipRewardKind): BonusTerms {
  return {
    source: 'vip',
    promotionId: null,
    title: `VIP ${kind.replace('_', '-')} reward`,
    multiplier: new Decimal(VIP_BONUS_MULTIPLIER),
    referenceEdge: new Decimal('0.01'),
    maxBetUsd: null,
    product: null,
    games: null,
    counts: 'any',
    expiresAt: null,
  };
}

/**
 * Pays one reward through the money module and records the claim; the claim's unique (player, kind, period) makes a
 * period's reward pay once however many claims race (the later ones fail, rolled back whole).
 */
async function pay(client: pg.PoolClient, userId: number, p: Pay): Promise<{ payment: VipPayment; applied: AppliedMovement }> {
  const movement = {
    userId,
    coin: p.coin,
    kind: p.balanceType,
    delta: new Decimal(p.amount),
    reason: `vip_${p.kind}`,
    product: 'vip' as const,
    ref: `vip:${p.kind}${p.period === null ? '' : `:${p.period}`}`,
  };
  // Bonus money joins the coin's bonus (or opens one) with the VIP rewards' light wagering.
  const [applied] =
    p.balanceType === 'BONUS'
      ? (await creditBonus(client, userId, p.coin, movement.delta, vipBonusTerms(p.kind), movement, new Date())).applied.filter(
          (a) => a.reason === movement.reason,
        )
      : await applyMovements(client, [movement]);
  await client.query({
    name: 'vip-claim-insert',
    text: `INSERT INTO vip_claims (user_id, kind, period, coin, amount, usd, balance_kind, ledger_id, note)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    values: [userId, p.kind, p.period, p.coin, p.amount, p.usd, p.balanceType, applied!.ledgerId, p.note ?? null],
  });
  return { payment: { coin: p.coin, amount: p.amount, balanceType: p.balanceType, usd: p.usd }, applied: applied! };
}

/** Runs a claim's transaction: a race lost to a concurrent claim of the same period answers 400, nothing paid. */
async function claimTx(db: pg.Pool, kind: VipRewardKind, fn: (client: pg.PoolClient) => Promise<Pay[]>, userId: number): Promise<Claimed> {
  try {
    return await withTx(db, async (client) => {
      const list = await fn(client);
      if (list.length === 0) throw badRequest(NOTHING_TO_CLAIM);
      const paid: VipPayment[] = [];
      const applied: AppliedMovement[] = [];
      for (const p of list) {
        const r = await pay(client, userId, p);
        paid.push(r.payment);
        applied.push(r.applied);
      }
      const totalUsd = paid.reduce((s, p) => s.plus(p.usd), new Decimal(0)).toFixed(2, Decimal.ROUND_DOWN);
      return { result: { kind, paid, totalUsd }, applied };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'vip_claims_once')) throw badRequest(ALREADY_CLAIMED);
    throw error;
  }
}

/** The coin a USD-valued reward is paid in: the one asked for, else the player's selected coin of that balance. */
async function payCoin(client: pg.PoolClient, userId: number, asked: Coin | undefined, balanceType: BalanceType): Promise<Coin> {
  if (asked) return asked;
  const { rows } = await client.query<{ coin: Coin }>({
    name: 'vip-pay-coin',
    text: `SELECT CASE WHEN $2 = 'BONUS' THEN selected_bonus_coin ELSE selected_coin END AS coin FROM users WHERE id = $1`,
    values: [userId, balanceType],
  });
  return rows[0]?.coin ?? 'USDT';
}

/** A USD reward as a payment in a coin at its current price (refused while rates are stale; too small: 400). */
function inCoin(refs: ReferenceData, coin: Coin, usd: Decimal): { amount: string; usd: string } {
  const amount = usdToCoin(usd, refs.usdPrice(coin), coinDecimals(coin));
  if (new Decimal(amount).lte(0)) throw badRequest(`The reward is too small to pay in ${coin}`);
  return { amount, usd: usd.toFixed(2, Decimal.ROUND_DOWN) };
}

/**
 * Claims all rakeback: each coin's accrued amount rounded down to its decimals, paid in that coin to the deposit
 * balance; the remainder stays accrued. Locks the balance rows first, then the player's VIP row (the order a bet takes
 * them in), so a claim and a bet never wait on each other crosswise.
 */
export async function claimRakeback(db: pg.Pool, deps: ClaimDeps, userId: number): Promise<Claimed> {
  return claimTx(
    db,
    'rakeback',
    async (client) => {
      const { rows: coins } = await client.query<{ coin: Coin }>(
        `SELECT coin FROM vip_rakeback WHERE user_id = $1 AND accrued > 0 ORDER BY coin`,
        [userId],
      );
      if (coins.length === 0) return [];
      const list = coins.map((c) => c.coin);
      await client.query(
        `SELECT 1 FROM balances WHERE user_id = $1 AND kind = 'DEPOSIT' AND coin = ANY($2::text[]) ORDER BY coin FOR UPDATE`,
        [userId, list],
      );
      await client.query('SELECT 1 FROM vip_accounts WHERE user_id = $1 FOR UPDATE', [userId]);
      const { rows } = await client.query<{ coin: Coin; accrued: string }>(
        `SELECT coin, accrued::text FROM vip_rakeback WHERE user_id = $1 AND coin = ANY($2::text[]) ORDER BY coin`,
        [userId, list],
      );
      const pays: Pay[] = [];
      for (const r of rows) {
        const amount = rakebackClaimable(r.coin, r.accrued);
        if (new Decimal(amount).lte(0)) continue;
        await client.query(
          `UPDATE vip_accounts SET rakeback = jsonb_set(rakeback, ARRAY[$2], to_jsonb((rakeback ->> $2)::numeric - $3::numeric)) WHERE user_id = $1`,
          [userId, r.coin, amount],
        );
        const price = deps.refs.coinUsd.get(r.coin) ?? '0';
        pays.push({
          kind: 'rakeback',
          period: null,
          coin: r.coin,
          amount,
          usd: new Decimal(amount).times(price).toFixed(2, Decimal.ROUND_DOWN),
          balanceType: 'DEPOSIT',
        });
      }
      return pays;
    },
    userId,
  );
}

/** Claims what the running (or last) recharge's passed windows have released and is not paid yet, to the deposit balance. */
export async function claimRecharge(db: pg.Pool, deps: ClaimDeps, userId: number, asked?: Coin): Promise<Claimed> {
  const now = deps.now ?? new Date();
  return claimTx(
    db,
    'recharge',
    async (client) => {
      const coin = await payCoin(client, userId, asked, 'DEPOSIT');
      // The balance row, then the standing: a bet's order.
      await client.query(`SELECT 1 FROM balances WHERE user_id = $1 AND kind = 'DEPOSIT' AND coin = $2 FOR UPDATE`, [userId, coin]);
      await client.query('SELECT 1 FROM vip_accounts WHERE user_id = $1 FOR UPDATE', [userId]);
      const account = await loadAccount(client, userId);
      if (!account.rechargeFrom || account.rechargeUsd === null) return [];
      const released = rechargeReleased(account.rechargeUsd, account.rechargeFrom.getTime(), now.getTime(), account.rechargeRapid);
      const due = released.usd.minus(await rechargePaid(client, userId, account.rechargeFrom));
      if (due.lte(0)) return [];
      return [{ kind: 'recharge', period: null, coin, ...inCoin(deps.refs, coin, due), balanceType: 'DEPOSIT' }];
    },
    userId,
  );
}

/** Claims one waiting level-up reward, or all of them: each level once, to the balance its level names. */
export async function claimLevelUp(db: pg.Pool, deps: ClaimDeps, userId: number, levelId?: number, asked?: Coin): Promise<Claimed> {
  return claimTx(
    db,
    'level_up',
    async (client) => {
      const account = await loadAccount(client, userId);
      let waiting = waitingLevels(deps.levels, account, await claimedLevels(client, userId));
      if (levelId !== undefined) {
        const one = waiting.find((l) => l.levelId === levelId);
        if (!one) throw badRequest(`No level-up reward is waiting for level ${levelId}`);
        waiting = [one];
      }
      const pays: Pay[] = [];
      // One look-up of the pay-in coin per balance kind, not per level.
      const coins = new Map<BalanceType, Coin>();
      for (const l of waiting) {
        const coin = coins.get(l.rewardBalance) ?? (await payCoin(client, userId, asked, l.rewardBalance));
        coins.set(l.rewardBalance, coin);
        pays.push({
          kind: 'level_up',
          period: `level:${l.levelId}`,
          coin,
          ...inCoin(deps.refs, coin, new Decimal(l.upgradeReward)),
          balanceType: l.rewardBalance,
        });
      }
      return pays;
    },
    userId,
  );
}

/** Claims every completed, unclaimed period of a calendar reward, at the rates of the level held now. */
export async function claimCalendar(db: pg.Pool, deps: ClaimDeps, userId: number, period: CalendarPeriod, asked?: Coin): Promise<Claimed> {
  const now = deps.now ?? new Date();
  return claimTx(
    db,
    period,
    async (client) => {
      const account = await loadAccount(client, userId);
      const level = levelById(deps.levels, account.levelId);
      const owed = owedPeriods(
        await loadDays(client, userId),
        period,
        calendarRates(level, period),
        (await claimedPeriods(client, userId))[period],
        now,
      );
      if (owed.length === 0) return [];
      const coin = await payCoin(client, userId, asked, level.rewardBalance);
      return owed.map((o) => ({
        kind: period,
        period: o.start,
        coin,
        ...inCoin(deps.refs, coin, o.usd),
        balanceType: level.rewardBalance,
      }));
    },
    userId,
  );
}

/** Claims a privilege bonus: every owed period (birthdays, months) at the level held now. */
export async function claimPrivilege(
  db: pg.Pool,
  deps: ClaimDeps,
  userId: number,
  code: PrivilegeBonusCode,
  asked?: Coin,
): Promise<Claimed> {
  const now = deps.now ?? new Date();
  return claimTx(
    db,
    code,
    async (client) => {
      const account = await loadAccount(client, userId);
      const level = levelById(deps.levels, account.levelId);
      const birth = await birthOf(client, userId);
      if (code === 'birthday' && !birth && new Decimal(level.birthdayBonus).gt(0)) {
        throw badRequest('Add your date of birth in your profile (Account) to receive the birthday bonus');
      }
      const owed = owedBonuses(deps.levels, account, code, birth, (await claimedBonuses(client, userId))[code], now);
      if (owed.length === 0) return [];
      const coin = await payCoin(client, userId, asked, level.rewardBalance);
      return owed.map((o) => ({ kind: code, period: o.period, coin, ...inCoin(deps.refs, coin, o.usd), balanceType: level.rewardBalance }));
    },
    userId,
  );
}

/** Pays an operator's grant (admin command line): an amount of a coin to a balance, with the reason the player sees. */
export async function grant(
  db: pg.Pool,
  refs: ReferenceData,
  userId: number,
  coin: Coin,
  amount: Decimal,
  balanceType: BalanceType,
  note: string,
): Promise<Claimed> {
  const usd = amount.times(refs.coinUsd.get(coin) ?? 0).toFixed(2, Decimal.ROUND_DOWN);
  return claimTx(
    db,
    'grant',
    async () => [{ kind: 'grant', period: null, coin, amount: amount.toFixed(coinDecimals(coin)), usd, balanceType, note }],
    userId,
  );
}
