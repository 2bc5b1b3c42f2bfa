import type { BalanceType, Coin } from '../currency';

/** What a VIP reward is: how it is computed and where it is paid (docs/vip.md). */
export const VIP_REWARD_KINDS = ['rakeback', 'recharge', 'level_up', 'daily', 'weekly', 'monthly', 'birthday', 'gift', 'grant'] as const;
export type VipRewardKind = (typeof VIP_REWARD_KINDS)[number];

/** The calendar rewards, each claimable once per UTC day, ISO week (from Monday) or month. */
export const CALENDAR_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

/** The privilege bonuses: fixed USD amounts a level grants, once a year (birthday) or once a month (gift). */
export const PRIVILEGE_BONUSES = ['birthday', 'gift'] as const;
export type PrivilegeBonusCode = (typeof PRIVILEGE_BONUSES)[number];

/** One level of the ladder (GET /v1/userVip/vipLevelInfoList). Decimal strings; rates are shares (0.05 is 5%). */
export interface VipLevel {
  levelId: number;
  name: string;
  /** XP at which the level is reached (USD wagered times the product's weight). */
  threshold: string;
  /** USD paid once when the level is reached. */
  upgradeReward: string;
  /** Share of each stake's house edge paid back as rakeback. */
  rakebackRate: string;
  /** Shares of the period's weighted house edge. */
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
  /** Shares of the period's net loss. */
  weeklyCashback: string;
  monthlyCashback: string;
  /** Share of the last 7 days' weighted house edge that a recharge pays over 7 days; "0" when this level has none. */
  rechargeRate: string;
  /** Whether a recharge can pay hourly instead of daily. */
  rapidRecharge: boolean;
  /** USD, once a year from the birthday on; "0" when this level has none. */
  birthdayBonus: string;
  /** USD, once a calendar month; "0" when this level has none. */
  monthlyGift: string;
  /** Where the level's rewards other than rakeback and recharge are paid. */
  rewardBalance: BalanceType;
  /** Further privileges, as the operator words them. */
  perks: string[];
}

/** What a USD staked on a product counts for XP, rakeback and bonus wagering (1 = in full). */
export interface ProductWeight {
  product: string;
  title: string;
  weight: string;
}

/** GET /v1/userVip/vipLevelInfoList. */
export interface VipLevelList {
  levels: VipLevel[];
  /** USD that must be wagered over the last 7 days to start a recharge. */
  rechargeMinUsd: string;
  /** The weight of each wagering product (house games, slots, live casino, sportsbook); absent in an older stored copy. */
  weights?: ProductWeight[];
}

/** One privilege of a level, as the page lists it. */
export interface VipPrivilege {
  code: string;
  title: string;
  /** The figure ("12%", "100 USD"); empty for a perk in words. */
  value: string;
  detail: string;
}

/** GET /v1/home/levelPrivilegeList: the privileges of every level. */
export interface LevelPrivilegeList {
  levels: { levelId: number; name: string; privileges: VipPrivilege[] }[];
}

/** GET /v1/user/levelI18n: the level names in a language (en_US when the language has none). */
export interface LevelI18n {
  lang: string;
  names: Record<string, string>;
}

/** A level an operator holds for a player: their level never falls below it. */
export interface LevelFloor {
  levelId: number;
  name: string;
  reason: string;
}

/** GET /v1/user/queryVipReferInfo: the player's standing at a glance (the VIP card of the page and menu). */
export interface VipSummary {
  levelId: number;
  levelName: string;
  /** Total XP and USD wagered. */
  xp: string;
  wageredUsd: string;
  /** The level's threshold and the next level's (the spec's progress formula). */
  currentLevelValue: string;
  nextProgress: string;
  /** Percent of the way from this level to the next, 2 places ("100.00" at the top). */
  percent: string;
  next: { levelId: number; name: string; xpNeeded: string } | null;
  floor: LevelFloor | null;
  rakebackRate: string;
  /** The unread flag word of socket type 5 and its count. */
  flags: number;
  rewardCount: number;
}

/** Rakeback of one coin. */
export interface RakebackCoin {
  coin: Coin;
  /** Accrued, exact (may have more places than the coin). */
  accrued: string;
  /** What a claim pays now: accrued rounded down to the coin's decimals (0 when below one unit). */
  claimable: string;
  /** claimable in USD at the current price, 2 places. */
  usd: string;
}

/** A recharge: started with clickActivate, paid over 7 days in daily (or, rapid, hourly) windows. */
export interface RechargeRun {
  from: number;
  to: number;
  totalUsd: string;
  rapid: boolean;
  windows: number;
  windowsDone: number;
  /** USD paid so far, and what the windows passed and not yet paid are worth. */
  paidUsd: string;
  claimableUsd: string;
  /** When the next window ends (null once all have). */
  nextWindowAt: number | null;
}

/** The recharge as the player can use it. */
export interface RechargeState {
  /** The first level with a recharge, and with a rapid one. */
  unlockLevelId: number | null;
  rapidLevelId: number | null;
  unlocked: boolean;
  rapidUnlocked: boolean;
  /** The player's level's rate. */
  rate: string;
  minWagerUsd: string;
  /** USD wagered over the last 7 UTC days (today included) and their weighted house edge. */
  last7DaysUsd: string;
  last7DaysEdgeUsd: string;
  /** What a recharge started now would be worth. */
  offerUsd: string;
  canActivate: boolean;
  /** Why a recharge cannot start now (empty when it can). */
  blocked: string;
  run: RechargeRun | null;
}

/** GET /v1/userVip/getVipRebateInfo. */
export interface VipRebateInfo {
  rakeback: { rate: string; coins: RakebackCoin[]; claimableUsd: string };
  recharge: RechargeState;
}

/** One payment of a claim. */
export interface VipPayment {
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  usd: string;
}

/** The answer of every claim call: what was paid (nothing claimable answers an error instead). */
export interface VipClaimResult {
  kind: VipRewardKind;
  paid: VipPayment[];
  totalUsd: string;
}

/** Wager totals over a span. */
export interface WagerTotals {
  bets: number;
  usd: string;
  xp: string;
}

/** GET /v1/userVip/getUserStateBetAmount: the player's wagering now (UTC periods). */
export interface UserStateBetAmount {
  today: WagerTotals;
  week: WagerTotals;
  month: WagerTotals;
  last7Days: WagerTotals;
  total: WagerTotals;
}

/** One game's lines of GET /v1/user/queryGameStatistics (USD at the stakes' rates). */
export interface GameStatistic {
  product: string;
  game: string;
  bets: number;
  wageredUsd: string;
  wonUsd: string;
  /** won - wagered, the player's view. */
  profitUsd: string;
}

/** GET /v1/user/queryGameStatistics. */
export interface GameStatistics {
  games: GameStatistic[];
  total: Omit<GameStatistic, 'product' | 'game'>;
}

/** A completed calendar period not yet claimed. */
export interface CalendarClaimable {
  /** The period's first day, YYYY-MM-DD (UTC). */
  start: string;
  amountUsd: string;
}

/** One calendar reward of GET /v1/user/queryVipCalendar. */
export interface CalendarEntry {
  period: CalendarPeriod;
  /** The player's level's rates for it (cashback "0" for daily). */
  rate: string;
  cashback: string;
  /** The running period: its bounds (epoch ms), figures so far and what it would pay if it ended now. */
  current: { start: string; from: number; to: number; edgeUsd: string; netLossUsd: string; estimateUsd: string };
  claimable: CalendarClaimable[];
  claimableUsd: string;
}

/** GET /v1/user/queryVipCalendar. */
export interface VipCalendar {
  entries: CalendarEntry[];
  /** Server time (epoch ms): countdowns run from it. */
  now: number;
}

/** One reward kind of GET /v1/user/queryTypeReward. */
export interface TypeReward {
  kind: VipRewardKind;
  claimableUsd: string;
  claimedUsd: string;
  claims: number;
  lastClaimedAt: number | null;
}

/** GET /v1/user/queryTypeReward. */
export interface TypeRewardList {
  types: TypeReward[];
  /** The latest claims, newest first. */
  recent: { kind: VipRewardKind; period: string | null; coin: Coin; amount: string; usd: string; balanceType: BalanceType; at: number }[];
}

/** A level the player has reached (GET /v1/user/queryUnlockedLevelList). */
export interface UnlockedLevel {
  levelId: number;
  name: string;
  threshold: string;
  upgradeReward: string;
  rewardBalance: BalanceType;
  /** The level-up reward: none (0), waiting, or claimed at. */
  status: 'none' | 'waiting' | 'claimed';
  claimedAt: number | null;
}

/** GET /v1/user/queryUnlockedLevelList. */
export interface UnlockedLevelList {
  levels: UnlockedLevel[];
  waitingUsd: string;
}

/** GET /v1/user/queryLockLevel: the levels still ahead, and the level an operator holds for the player. */
export interface LockLevelList {
  floor: LevelFloor | null;
  levels: { levelId: number; name: string; threshold: string; xpNeeded: string; upgradeReward: string }[];
}

/** GET /v1/user/queryVipRewardCount. */
export interface VipRewardCount {
  flags: number;
  vip: number;
  bonus: number;
  /** The reward kinds with something to claim now. */
  kinds: VipRewardKind[];
}

/** One privilege bonus of GET /v1/user/getPrivilegeBonusList. */
export interface PrivilegeBonus {
  code: PrivilegeBonusCode;
  /** USD at the player's level ("0" when the level has none). */
  amountUsd: string;
  /** The first level that grants it. */
  unlockLevelId: number | null;
  /**
   * locked: the level has none; needs_birth: no date of birth in the payment details; waiting: this year's birthday
   * is still ahead; available; claimed (for this period).
   */
  status: 'locked' | 'needs_birth' | 'waiting' | 'available' | 'claimed';
  /** The period a claim now is for (year, or YYYY-MM), and when the next one opens (epoch ms). */
  period: string;
  nextAt: number;
}

/** GET /v1/user/getPrivilegeBonusList. */
export interface PrivilegeBonusList {
  bonuses: PrivilegeBonus[];
}
