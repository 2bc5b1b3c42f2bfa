import { vi } from 'vitest';
import type { Envelope } from '../../core/api';
import type {
  CalendarEntry,
  GameStatistics,
  LevelPrivilegeList,
  LockLevelList,
  PrivilegeBonusList,
  TypeRewardList,
  UnlockedLevelList,
  UserStateBetAmount,
  VipCalendar,
  VipClaimResult,
  VipLevel,
  VipLevelList,
  VipRebateInfo,
  VipSummary,
} from '../../core/vip/types';

// Answers of the VIP calls for tests: a small ladder (Rookie, Steel, Bronze, Gold) and a player at Steel on their way
// to Bronze, with something of every reward kind to show.

/** A successful envelope. */
export const okEnv = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });
/** A refusal envelope (400 nothing to claim, 429 too many...). */
export const failEnv = <T>(code: number, msg: string): Envelope<T> => ({ code, msg, data: null });

/** One level of the test ladder. */
export function fakeLevel(levelId: number, name: string, threshold: string, patch: Partial<VipLevel> = {}): VipLevel {
  return {
    levelId,
    name,
    threshold,
    upgradeReward: '0',
    rakebackRate: '0.05',
    dailyRate: '0',
    weeklyRate: '0',
    monthlyRate: '0',
    weeklyCashback: '0',
    monthlyCashback: '0',
    rechargeRate: '0',
    rapidRecharge: false,
    birthdayBonus: '0',
    monthlyGift: '0',
    rewardBalance: 'DEPOSIT',
    perks: [],
    ...patch,
  };
}

/** The test ladder. */
export function fakeLadder(): VipLevelList {
  return {
    rechargeMinUsd: '1000',
    levels: [
      fakeLevel(1, 'Rookie', '0'),
      fakeLevel(2, 'Steel', '50', { upgradeReward: '0.25', rewardBalance: 'BONUS' }),
      fakeLevel(3, 'Bronze', '10000', {
        upgradeReward: '10',
        rakebackRate: '0.1',
        dailyRate: '0.02',
        weeklyRate: '0.03',
        weeklyCashback: '0.01',
        birthdayBonus: '10',
      }),
      fakeLevel(4, 'Gold', '100000', {
        upgradeReward: '100',
        rakebackRate: '0.12',
        rechargeRate: '0.05',
        monthlyGift: '50',
        perks: ['A personal VIP host'],
      }),
    ],
  };
}

/** The privileges of the test ladder. */
export function fakePrivileges(): LevelPrivilegeList {
  return {
    levels: fakeLadder().levels.map((l) => ({
      levelId: l.levelId,
      name: l.name,
      privileges: [{ code: 'rakeback', title: 'Rakeback', value: `rate ${l.rakebackRate}`, detail: 'of the house edge' }],
    })),
  };
}

/** The player's standing: Steel, 1,250 XP of Bronze's 10,000. */
export function fakeSummary(patch: Partial<VipSummary> = {}): VipSummary {
  return {
    levelId: 2,
    levelName: 'Steel',
    xp: '1250.00',
    wageredUsd: '1250.00',
    currentLevelValue: '50',
    nextProgress: '10000',
    percent: '12.06',
    next: { levelId: 3, name: 'Bronze', xpNeeded: '8750.00' },
    floor: null,
    rakebackRate: '0.05',
    flags: 0,
    rewardCount: 0,
    ...patch,
  };
}

/** Rakeback in two coins and no recharge (locked until Gold). */
export function fakeRebate(patch: Partial<VipRebateInfo> = {}): VipRebateInfo {
  return {
    rakeback: {
      rate: '0.05',
      claimableUsd: '3.50',
      coins: [
        { coin: 'USDT', accrued: '2.5000001', claimable: '2.5', usd: '2.50' },
        { coin: 'BTC', accrued: '0.0000105', claimable: '0.00001', usd: '1.00' },
      ],
    },
    recharge: {
      unlockLevelId: 4,
      rapidLevelId: null,
      unlocked: false,
      rapidUnlocked: false,
      rate: '0',
      minWagerUsd: '1000',
      last7DaysUsd: '1250',
      last7DaysEdgeUsd: '12.5',
      offerUsd: '0',
      canActivate: false,
      blocked: 'Recharge opens at Gold',
      run: null,
    },
    ...patch,
  };
}

/** One calendar entry of a period [from, to), with what it would pay so far and what is claimable. */
export function fakeEntry(period: CalendarEntry['period'], from: number, to: number, claimableUsd = '0'): CalendarEntry {
  return {
    period,
    rate: period === 'daily' ? '0.02' : '0.03',
    cashback: period === 'weekly' ? '0.01' : '0',
    current: { start: new Date(from).toISOString().slice(0, 10), from, to, edgeUsd: '10', netLossUsd: '5', estimateUsd: '0.20' },
    claimable: claimableUsd === '0' ? [] : [{ start: '2026-11-30', amountUsd: claimableUsd }],
    claimableUsd,
  };
}

/** A calendar whose day ends `dayLeftMs` after the server's `now`; the week and month end later. */
export function fakeCalendar(now: number, dayLeftMs: number, dailyClaimable = '1.25'): VipCalendar {
  return {
    now,
    entries: [
      fakeEntry('daily', now + dayLeftMs - 86_400_000, now + dayLeftMs, dailyClaimable),
      fakeEntry('weekly', now - 86_400_000, now + 5 * 86_400_000),
      fakeEntry('monthly', now - 86_400_000, now + 20 * 86_400_000),
    ],
  };
}

/** Levels reached: Rookie and Steel, Steel's reward waiting. */
export function fakeUnlocked(): UnlockedLevelList {
  return {
    waitingUsd: '0.25',
    levels: [
      { levelId: 1, name: 'Rookie', threshold: '0', upgradeReward: '0', rewardBalance: 'DEPOSIT', status: 'none', claimedAt: null },
      { levelId: 2, name: 'Steel', threshold: '50', upgradeReward: '0.25', rewardBalance: 'BONUS', status: 'waiting', claimedAt: null },
    ],
  };
}

/** Levels ahead: Bronze and Gold. */
export function fakeLocked(patch: Partial<LockLevelList> = {}): LockLevelList {
  return {
    floor: null,
    levels: [
      { levelId: 3, name: 'Bronze', threshold: '10000', xpNeeded: '8750.00', upgradeReward: '10' },
      { levelId: 4, name: 'Gold', threshold: '100000', xpNeeded: '98750.00', upgradeReward: '100' },
    ],
    ...patch,
  };
}

/** Birthday needing a date of birth, the gift locked. */
export function fakeBonuses(): PrivilegeBonusList {
  return {
    bonuses: [
      { code: 'birthday', amountUsd: '0', unlockLevelId: 3, status: 'locked', period: '2026', nextAt: Date.UTC(2027, 0, 1) },
      { code: 'gift', amountUsd: '0', unlockLevelId: 4, status: 'locked', period: '2026-12', nextAt: Date.UTC(2027, 0, 1) },
    ],
  };
}

/** Totals per kind and one recent claim. */
export function fakeHistory(): TypeRewardList {
  return {
    types: [
      { kind: 'rakeback', claimableUsd: '3.50', claimedUsd: '12.00', claims: 3, lastClaimedAt: Date.UTC(2026, 10, 30) },
      { kind: 'daily', claimableUsd: '1.25', claimedUsd: '0', claims: 0, lastClaimedAt: null },
    ],
    recent: [
      { kind: 'rakeback', period: null, coin: 'USDT', amount: '4', usd: '4.00', balanceType: 'DEPOSIT', at: Date.UTC(2026, 10, 30, 12) },
    ],
  };
}

const totals = (bets: number, usd: string) => ({ bets, usd, xp: usd });

/** The player's wagering. */
export function fakeWager(): UserStateBetAmount {
  return {
    today: totals(10, '50'),
    week: totals(40, '400'),
    month: totals(100, '1250'),
    last7Days: totals(40, '400'),
    total: totals(100, '1250'),
  };
}

/** Per-game statistics. */
export function fakeStats(): GameStatistics {
  return {
    games: [{ product: 'originals', game: 'dice', bets: 100, wageredUsd: '1250', wonUsd: '1200', profitUsd: '-50' }],
    total: { bets: 100, wageredUsd: '1250', wonUsd: '1200', profitUsd: '-50' },
  };
}

/** A paid claim. */
export function fakeClaim(patch: Partial<VipClaimResult> = {}): VipClaimResult {
  return {
    kind: 'rakeback',
    paid: [
      { coin: 'USDT', amount: '2.5', balanceType: 'DEPOSIT', usd: '2.50' },
      { coin: 'BTC', amount: '0.00001', balanceType: 'DEPOSIT', usd: '1.00' },
    ],
    totalUsd: '3.50',
    ...patch,
  };
}

/** Every VIP call as a mock, for `vi.mock('…/api/vip', () => vipApiMock())`. */
export function vipApiMock() {
  return {
    getVipRebateInfo: vi.fn(),
    vipRebateReceive: vi.fn(),
    getUserStateBetAmount: vi.fn(),
    clickActivate: vi.fn(),
    clickRapid: vi.fn(),
    vipLevelInfoList: vi.fn(),
    queryGameStatistics: vi.fn(),
    queryVipReferInfo: vi.fn(),
    vipReceiveReward: vi.fn(),
    queryVipCalendar: vi.fn(),
    queryTypeReward: vi.fn(),
    queryUnlockedLevelList: vi.fn(),
    queryLockLevel: vi.fn(),
    receiveUpgradeReward: vi.fn(),
    queryVipRewardCount: vi.fn(),
    receivePrivilegeBonus: vi.fn(),
    levelPrivilegeList: vi.fn(),
    getPrivilegeBonusList: vi.fn(),
    levelI18n: vi.fn(),
  };
}

type VipApi = typeof import('./vip');

/**
 * Answers every read of a mocked VIP api with the fixtures (the calendar's day ending `dayLeftMs` after `now`, the
 * server's clock); claims answer nothing until a test says so.
 */
export function answerVipReads(api: VipApi, now = Date.now(), dayLeftMs = 3_600_000): void {
  vi.mocked(api.vipLevelInfoList).mockImplementation(async () => okEnv(fakeLadder()));
  vi.mocked(api.levelPrivilegeList).mockImplementation(async () => okEnv(fakePrivileges()));
  vi.mocked(api.levelI18n).mockImplementation(async () => okEnv({ lang: 'de_DE', names: { '3': 'Bronze (de)' } }));
  vi.mocked(api.queryVipReferInfo).mockImplementation(async () => okEnv(fakeSummary()));
  vi.mocked(api.getVipRebateInfo).mockImplementation(async () => okEnv(fakeRebate()));
  vi.mocked(api.queryVipCalendar).mockImplementation(async () => okEnv(fakeCalendar(now, dayLeftMs)));
  vi.mocked(api.queryUnlockedLevelList).mockImplementation(async () => okEnv(fakeUnlocked()));
  vi.mocked(api.queryLockLevel).mockImplementation(async () => okEnv(fakeLocked()));
  vi.mocked(api.getPrivilegeBonusList).mockImplementation(async () => okEnv(fakeBonuses()));
  vi.mocked(api.queryTypeReward).mockImplementation(async () => okEnv(fakeHistory()));
  vi.mocked(api.getUserStateBetAmount).mockImplementation(async () => okEnv(fakeWager()));
  vi.mocked(api.queryGameStatistics).mockImplementation(async () => okEnv(fakeStats()));
  vi.mocked(api.queryVipRewardCount).mockImplementation(async () => okEnv({ flags: 0, vip: 0, bonus: 0, kinds: [] }));
}

/** How many times each VIP call was made, by name (only those made). */
export function vipCallCounts(api: VipApi): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, fn] of Object.entries(api)) {
    const n = vi.isMockFunction(fn) ? fn.mock.calls.length : 0;
    if (n > 0) counts[name] = n;
  }
  return counts;
}

/** The number of VIP calls made in all. */
export const vipCallTotal = (api: VipApi): number => Object.values(vipCallCounts(api)).reduce((a, b) => a + b, 0);
