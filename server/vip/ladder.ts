import type { BalanceType } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import type { LevelI18n, LevelPrivilegeList, VipLevel, VipPrivilege } from '../../src/core/vip';
import type { Queryable } from '../db/pool';

/** The language level names fall back to. */
export const DEFAULT_LANG = 'en_US';

/** A level as the server keeps it: the page's view plus its names per language. */
export type LadderLevel = VipLevel & { names: Record<string, string> };

interface LevelRow {
  id: number;
  name: string;
  names: Record<string, string>;
  threshold: string;
  upgrade_reward: string;
  rakeback_rate: string;
  daily_rate: string;
  weekly_rate: string;
  monthly_rate: string;
  weekly_cashback: string;
  monthly_cashback: string;
  recharge_rate: string;
  rapid_recharge: boolean;
  birthday_bonus: string;
  monthly_gift: string;
  reward_balance: BalanceType;
  perks: string[];
}

const plain = (v: string) => trimZeros(new Decimal(v).toFixed());

/** Reads the ladder, lowest level first. */
export async function loadLadder(db: Queryable): Promise<LadderLevel[]> {
  const { rows } = await db.query<LevelRow>(
    `SELECT id, name, names, threshold::text, upgrade_reward::text, rakeback_rate::text, daily_rate::text, weekly_rate::text,
            monthly_rate::text, weekly_cashback::text, monthly_cashback::text, recharge_rate::text, rapid_recharge,
            birthday_bonus::text, monthly_gift::text, reward_balance, perks
       FROM vip_levels ORDER BY vip_levels.threshold`,
  );
  return rows.map((r) => ({
    levelId: r.id,
    name: r.name,
    names: r.names,
    threshold: plain(r.threshold),
    upgradeReward: plain(r.upgrade_reward),
    rakebackRate: plain(r.rakeback_rate),
    dailyRate: plain(r.daily_rate),
    weeklyRate: plain(r.weekly_rate),
    monthlyRate: plain(r.monthly_rate),
    weeklyCashback: plain(r.weekly_cashback),
    monthlyCashback: plain(r.monthly_cashback),
    rechargeRate: plain(r.recharge_rate),
    rapidRecharge: r.rapid_recharge,
    birthdayBonus: plain(r.birthday_bonus),
    monthlyGift: plain(r.monthly_gift),
    rewardBalance: r.reward_balance,
    perks: r.perks,
  }));
}

/**
 * The ladder held in memory for reads (the page, the profile, the pushes); an operator's change (admin CLI, SQL)
 * shows within ttlMs. The wager trigger always reads the table itself, so progress and rakeback never use a stale copy.
 */
export class VipLadder {
  private levels: LadderLevel[] | null = null;
  private loadedAt = 0;
  private loading: Promise<LadderLevel[]> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
  ) {}

  /** The ladder, lowest first. */
  async get(): Promise<LadderLevel[]> {
    if (this.levels && Date.now() - this.loadedAt < this.ttlMs) return this.levels;
    this.loading ??= loadLadder(this.db)
      .then((levels) => {
        this.levels = levels;
        this.loadedAt = Date.now();
        return levels;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Drops the copy (after a write in this process). */
  invalidate(): void {
    this.levels = null;
  }
}

/** A level of the ladder by id (the first level when unknown). */
export function levelById(levels: readonly LadderLevel[], id: number): LadderLevel {
  return levels.find((l) => l.levelId === id) ?? levels[0]!;
}

/** The level after one (null at the top). */
export function nextLevel(levels: readonly LadderLevel[], id: number): LadderLevel | null {
  const i = levels.findIndex((l) => l.levelId === id);
  return i >= 0 ? (levels[i + 1] ?? null) : null;
}

/** The page's view of a level (without the names of other languages). */
export function levelView({ names: _names, ...level }: LadderLevel): VipLevel {
  return level;
}

const pct = (rate: string) => `${trimZeros(new Decimal(rate).times(100).toFixed(2))}%`;
const usd = (v: string) => `${new Decimal(v).toNumber().toLocaleString('en-US', { maximumFractionDigits: 2 })} USD`;

/** What a level gives, as the privilege list shows it: every reward with a non-zero figure, then the perks. */
export function privilegesOf(level: VipLevel): VipPrivilege[] {
  const out: VipPrivilege[] = [
    {
      code: 'rakeback',
      title: 'Rakeback',
      value: pct(level.rakebackRate),
      detail: 'of the house edge of every bet, claimable at any time',
    },
  ];
  const add = (cond: boolean, p: VipPrivilege) => cond && out.push(p);
  add(new Decimal(level.upgradeReward).gt(0), {
    code: 'level_up',
    title: 'Level-up reward',
    value: usd(level.upgradeReward),
    detail: level.rewardBalance === 'BONUS' ? 'paid once as bonus money when you reach this level' : 'paid once when you reach this level',
  });
  add(new Decimal(level.dailyRate).gt(0), {
    code: 'daily',
    title: 'Daily bonus',
    value: pct(level.dailyRate),
    detail: 'of the day’s house edge on your wagering',
  });
  const weekly = new Decimal(level.weeklyRate).gt(0) || new Decimal(level.weeklyCashback).gt(0);
  add(weekly, {
    code: 'weekly',
    title: 'Weekly bonus',
    value: pct(level.weeklyRate),
    detail: `of the week’s house edge, plus ${pct(level.weeklyCashback)} of the week’s net loss`,
  });
  const monthly = new Decimal(level.monthlyRate).gt(0) || new Decimal(level.monthlyCashback).gt(0);
  add(monthly, {
    code: 'monthly',
    title: 'Monthly bonus',
    value: pct(level.monthlyRate),
    detail: `of the month’s house edge, plus ${pct(level.monthlyCashback)} of the month’s net loss`,
  });
  add(new Decimal(level.rechargeRate).gt(0), {
    code: 'recharge',
    title: level.rapidRecharge ? 'Rapid recharge' : 'Recharge',
    value: pct(level.rechargeRate),
    detail: `of your last 7 days’ house edge, released over 7 days ${level.rapidRecharge ? 'hour by hour' : 'day by day'}`,
  });
  add(new Decimal(level.birthdayBonus).gt(0), {
    code: 'birthday',
    title: 'Birthday bonus',
    value: usd(level.birthdayBonus),
    detail: 'once a year, from your birthday',
  });
  add(new Decimal(level.monthlyGift).gt(0), {
    code: 'gift',
    title: 'Monthly gift',
    value: usd(level.monthlyGift),
    detail: 'once every calendar month',
  });
  for (const [i, perk] of level.perks.entries()) out.push({ code: `perk${i + 1}`, title: perk, value: '', detail: '' });
  return out;
}

/** GET /v1/home/levelPrivilegeList. */
export function privilegeList(levels: readonly LadderLevel[]): LevelPrivilegeList {
  return { levels: levels.map((l) => ({ levelId: l.levelId, name: l.name, privileges: privilegesOf(l) })) };
}

/** GET /v1/user/levelI18n: names in a language, each falling back to the level's own (en_US) name. */
export function levelNames(levels: readonly LadderLevel[], lang: string): LevelI18n {
  return {
    lang,
    names: Object.fromEntries(levels.map((l) => [String(l.levelId), lang === DEFAULT_LANG ? l.name : (l.names[lang] ?? l.name)])),
  };
}
