import { Decimal } from '../../src/core/money';
import { RECHARGE_DAYS, RECHARGE_MIN_WAGER_USD, rechargeOffer, rechargeReleased, type RechargeState } from '../../src/core/vip';
import type { Queryable } from '../db/pool';
import { levelById, type LadderLevel } from './ladder';
import { badRequest } from '../errors';
import { last7From, loadDays, sumDays, type WagerDay } from './periods';
import { loadAccount, type VipAccount } from './standing';

const DAY_MS = 86_400_000;
const cents = (v: Decimal) => v.toFixed(2, Decimal.ROUND_DOWN);

/** USD paid so far of the recharge that started at `from`. */
export async function rechargePaid(db: Queryable, userId: number, from: Date | null): Promise<Decimal> {
  if (!from) return new Decimal(0);
  const { rows } = await db.query<{ usd: string | null }>({
    name: 'vip-recharge-paid',
    text: `SELECT sum(usd)::text AS usd FROM vip_claims WHERE user_id = $1 AND kind = 'recharge' AND created_at >= $2`,
    values: [userId, from],
  });
  return new Decimal(rows[0]?.usd ?? 0);
}

/**
 * The recharge as the player can use it: unlocked from the first level with a rate; it starts (clickActivate) once
 * RECHARGE_MIN_WAGER_USD has been wagered over the last 7 UTC days, no recharge is running and the last one is paid
 * out; it is worth the level's rate times those days' weighted house edge, released over 7 days.
 */
export function rechargeState(
  levels: readonly LadderLevel[],
  account: VipAccount,
  days: readonly WagerDay[],
  paidUsd: Decimal,
  now: Date,
): RechargeState {
  const level = levelById(levels, account.levelId);
  const unlock = levels.find((l) => new Decimal(l.rechargeRate).gt(0)) ?? null;
  const rapid = levels.find((l) => l.rapidRecharge) ?? null;
  const last7 = sumDays(days, last7From(now), null);
  const unlocked = new Decimal(level.rechargeRate).gt(0);
  const offer = unlocked ? rechargeOffer(level.rechargeRate, last7.edge) : new Decimal(0);
  let run: RechargeState['run'] = null;
  if (account.rechargeFrom && account.rechargeUsd !== null) {
    const from = account.rechargeFrom.getTime();
    const released = rechargeReleased(account.rechargeUsd, from, now.getTime(), account.rechargeRapid);
    run = {
      from,
      to: from + RECHARGE_DAYS * DAY_MS,
      totalUsd: cents(new Decimal(account.rechargeUsd)),
      rapid: account.rechargeRapid,
      windows: released.count,
      windowsDone: released.done,
      paidUsd: cents(paidUsd),
      claimableUsd: cents(Decimal.max(0, released.usd.minus(paidUsd))),
      nextWindowAt: released.nextAt,
    };
  }
  const running = run !== null && now.getTime() < run.to;
  const unpaid = run !== null && new Decimal(run.totalUsd).gt(paidUsd);
  const blocked = !unlocked
    ? `Recharge opens at ${unlock?.name ?? 'a higher level'}`
    : running
      ? 'A recharge is running'
      : unpaid
        ? 'Claim what is left of your last recharge first'
        : last7.usd.lt(RECHARGE_MIN_WAGER_USD)
          ? `Wager ${RECHARGE_MIN_WAGER_USD} USD over 7 days to start a recharge (${cents(last7.usd)} so far)`
          : offer.lte(0)
            ? 'Nothing to recharge yet'
            : '';
  return {
    unlockLevelId: unlock?.levelId ?? null,
    rapidLevelId: rapid?.levelId ?? null,
    unlocked,
    rapidUnlocked: level.rapidRecharge,
    rate: level.rechargeRate,
    minWagerUsd: RECHARGE_MIN_WAGER_USD,
    last7DaysUsd: cents(last7.usd),
    last7DaysEdgeUsd: cents(last7.edge),
    offerUsd: cents(offer),
    canActivate: blocked === '',
    blocked,
    run,
  };
}

/** Starts a recharge (GET /v1/userVip/clickActivate): refused with the reason when it cannot start now. */
export async function activateRecharge(client: Queryable, levels: readonly LadderLevel[], userId: number, now: Date): Promise<void> {
  await client.query('INSERT INTO vip_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  await client.query('SELECT 1 FROM vip_accounts WHERE user_id = $1 FOR UPDATE', [userId]);
  const account = await loadAccount(client, userId);
  const state = rechargeState(
    levels,
    account,
    await loadDays(client, userId, last7From(now)),
    await rechargePaid(client, userId, account.rechargeFrom),
    now,
  );
  if (!state.canActivate) throw badRequest(state.blocked);
  await client.query('UPDATE vip_accounts SET recharge_from = $2, recharge_usd = $3, recharge_rapid = false WHERE user_id = $1', [
    userId,
    now,
    state.offerUsd,
  ]);
}

/** Switches the running recharge to hourly windows (GET /v1/userVip/clickRapid), a privilege of the higher levels. */
export async function rapidRecharge(client: Queryable, levels: readonly LadderLevel[], userId: number, now: Date): Promise<void> {
  await client.query('SELECT 1 FROM vip_accounts WHERE user_id = $1 FOR UPDATE', [userId]);
  const account = await loadAccount(client, userId);
  const level = levelById(levels, account.levelId);
  if (!level.rapidRecharge) throw badRequest(`Rapid recharge opens at ${levels.find((l) => l.rapidRecharge)?.name ?? 'a higher level'}`);
  if (!account.rechargeFrom || now.getTime() >= account.rechargeFrom.getTime() + RECHARGE_DAYS * DAY_MS)
    throw badRequest('Start a recharge first');
  if (account.rechargeRapid) throw badRequest('Your recharge is already rapid');
  await client.query('UPDATE vip_accounts SET recharge_rapid = true WHERE user_id = $1', [userId]);
}
