import { COIN_CODES, coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown } from '../../src/core/money';
import {
  CALENDAR_PERIODS,
  calendarRates,
  type CalendarPeriod,
  type PrivilegeBonusCode,
  type RakebackCoin,
  type VipRewardKind,
} from '../../src/core/vip';
import { flagsOf, unreadFromFlags, VIP_FLAG_BITS } from '../../src/core/vipFlags';
import type { Queryable } from '../db/pool';
import { levelById, type LadderLevel } from './ladder';
import { claimedPeriods, loadDays, owedPeriods, type WagerDay } from './periods';
import { birthOf, claimedBonuses, owedBonuses } from './privileges';
import { rechargePaid, rechargeState } from './recharge';
import { claimedLevels, loadAccount, waitingLevels, type VipAccount } from './standing';

/** Everything a player's rewards are computed from, read at one moment. */
export interface RewardFacts {
  now: Date;
  levels: LadderLevel[];
  account: VipAccount;
  claimedLevels: Map<number, Date>;
  days: WagerDay[];
  calendarClaimed: Record<CalendarPeriod, Set<string>>;
  rakeback: { coin: Coin; accrued: string }[];
  rechargePaid: Decimal;
  birth: string | null;
  bonusClaimed: Record<PrivilegeBonusCode, Set<string>>;
}

/** Rakeback accrued per coin. */
export async function loadRakeback(db: Queryable, userId: number): Promise<{ coin: Coin; accrued: string }[]> {
  const { rows } = await db.query<{ coin: Coin; accrued: string }>({
    name: 'vip-rakeback',
    text: 'SELECT coin, accrued::text FROM vip_rakeback WHERE user_id = $1 ORDER BY coin',
    values: [userId],
  });
  return rows;
}

/** Reads the facts of a player's rewards. */
export async function loadFacts(db: Queryable, levels: LadderLevel[], userId: number, now = new Date()): Promise<RewardFacts> {
  const account = await loadAccount(db, userId);
  const [claimed, days, calendarClaimed, rakeback, paid, birth, bonusClaimed] = await Promise.all([
    claimedLevels(db, userId),
    loadDays(db, userId),
    claimedPeriods(db, userId),
    loadRakeback(db, userId),
    rechargePaid(db, userId, account.rechargeFrom),
    birthOf(db, userId),
    claimedBonuses(db, userId),
  ]);
  return { now, levels, account, claimedLevels: claimed, days, calendarClaimed, rakeback, rechargePaid: paid, birth, bonusClaimed };
}

/** What a rakeback claim pays in a coin now: the accrued amount rounded down to the coin's decimals. */
export function rakebackClaimable(coin: Coin, accrued: Decimal.Value): string {
  return toFixedDown(Decimal.max(0, accrued), coinDecimals(coin));
}

/** Rakeback per coin, every coin listed, with its USD value at the given prices. */
export function rakebackCoins(facts: Pick<RewardFacts, 'rakeback'>, coinUsd: ReadonlyMap<string, string>): RakebackCoin[] {
  const accrued = new Map(facts.rakeback.map((r) => [r.coin, r.accrued]));
  return COIN_CODES.map((coin) => {
    const a = accrued.get(coin) ?? '0';
    const claimable = rakebackClaimable(coin, a);
    return {
      coin,
      accrued: new Decimal(a).toFixed(),
      claimable,
      usd: new Decimal(claimable).times(coinUsd.get(coin) ?? 0).toFixed(2, Decimal.ROUND_DOWN),
    };
  });
}

/** The USD each reward kind has to claim now (rakeback at the given prices). */
export function claimableUsd(facts: RewardFacts, coinUsd: ReadonlyMap<string, string>): Record<VipRewardKind, Decimal> {
  const level = levelById(facts.levels, facts.account.levelId);
  const sum = (xs: readonly { usd: Decimal }[]) => xs.reduce((s, x) => s.plus(x.usd), new Decimal(0));
  const out: Record<VipRewardKind, Decimal> = {
    rakeback: rakebackCoins(facts, coinUsd).reduce((s, c) => s.plus(c.usd), new Decimal(0)),
    recharge: new Decimal(0),
    level_up: waitingLevels(facts.levels, facts.account, facts.claimedLevels).reduce((s, l) => s.plus(l.upgradeReward), new Decimal(0)),
    daily: new Decimal(0),
    weekly: new Decimal(0),
    monthly: new Decimal(0),
    birthday: sum(owedBonuses(facts.levels, facts.account, 'birthday', facts.birth, facts.bonusClaimed.birthday, facts.now)),
    gift: sum(owedBonuses(facts.levels, facts.account, 'gift', facts.birth, facts.bonusClaimed.gift, facts.now)),
    grant: new Decimal(0),
  };
  for (const p of CALENDAR_PERIODS) out[p] = sum(owedPeriods(facts.days, p, calendarRates(level, p), facts.calendarClaimed[p], facts.now));
  const run = rechargeState(facts.levels, facts.account, facts.days, facts.rechargePaid, facts.now).run;
  if (run) out.recharge = new Decimal(run.claimableUsd);
  return out;
}

/** The reward kinds with something to claim now. Rakeback counts when any coin has at least one unit accrued. */
export function claimableKinds(facts: RewardFacts, coinUsd: ReadonlyMap<string, string>): VipRewardKind[] {
  const usd = claimableUsd(facts, coinUsd);
  const kinds = (Object.keys(VIP_FLAG_BITS) as (keyof typeof VIP_FLAG_BITS)[]).filter((k) => usd[k].gt(0));
  if (!kinds.includes('rakeback') && facts.rakeback.some((r) => new Decimal(rakebackClaimable(r.coin, r.accrued)).gt(0)))
    kinds.unshift('rakeback');
  return kinds;
}

/** The type-5 flag word and counts of the kinds with something to claim. */
export function rewardCount(kinds: readonly VipRewardKind[]): { flags: number; vip: number; bonus: number; kinds: VipRewardKind[] } {
  const flagged = kinds.filter((k): k is keyof typeof VIP_FLAG_BITS => k in VIP_FLAG_BITS);
  const flags = flagsOf(flagged);
  return { flags, ...unreadFromFlags(flags), kinds: [...kinds] };
}
