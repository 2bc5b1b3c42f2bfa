import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { VIP_FORMULAS } from '../../src/core/vip/formulas';
import { VIP_REWARD_KINDS } from '../../src/core/vip/types';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  answerVipReads,
  fakeCalendar,
  fakeClaim,
  fakeLevel,
  fakeRebate,
  failEnv,
  okEnv,
  vipApiMock,
  vipCallCounts,
  vipCallTotal,
} from '../../src/app/api/vipFixtures.testing';

vi.mock('../../src/app/api/vip', () => vipApiMock());
const api = await import('../../src/app/api/vip');
const { resetToasts } = await import('../../src/app/actions/toast');
const { resetLadderReads } = await import('../../src/app/vip/ladder');
const { default: VipPage } = await import('./VipPage');

const T0 = Date.UTC(2026, 11, 1, 10, 0, 0);
const PLAYER_CALLS = [
  'queryVipReferInfo',
  'getVipRebateInfo',
  'queryVipCalendar',
  'queryUnlockedLevelList',
  'queryLockLevel',
  'getPrivilegeBonusList',
  'queryTypeReward',
  'getUserStateBetAmount',
  'queryGameStatistics',
] as const;

const player = () =>
  getState().setUser(fakeUser({ levelId: 2, currentLevelValue: '50', progress: '1250', nextProgress: '10000', selectedCoinType: 'USDT' }));
const renderPage = () =>
  render(
    <MemoryRouter>
      <VipPage />
    </MemoryRouter>,
  );
const toasts = () => getState().toasts.map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => {
  resetStore();
  resetToasts();
  localStorage.clear();
  resetLadderReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  answerVipReads(api, Date.now(), 3_600_000);
});

const FAKE_TIMERS: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};
/** Moves the fake clock on, running what comes due and letting answers land in React. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A player's page on fake timers (the server's clock `serverOffset` ms from this browser's), every first read landed. */
async function playerPage(serverOffset = 0): Promise<void> {
  vi.useFakeTimers(FAKE_TIMERS);
  vi.setSystemTime(T0);
  answerVipReads(api, T0 + serverOffset, 3_600_000);
  player();
  renderPage();
  await pass(0);
}
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('VipPage for a guest', () => {
  it('shows the ladder, the privileges and every formula, and the way in, with public calls only', async () => {
    getState().setSessionChecked(true);
    renderPage();
    expect(await screen.findByTestId('ladder-4')).toHaveTextContent('Gold');
    const guest = screen.getByTestId('vip-guest');
    for (const kind of VIP_REWARD_KINDS) expect(within(guest).getByTestId(`guide-${kind}`)).toHaveTextContent(VIP_FORMULAS[kind]);
    // Each level says its threshold and what it gives; the privileges come from the privilege list.
    expect(screen.getByTestId('ladder-3')).toHaveTextContent('10,000 XP');
    expect(screen.getByTestId('ladder-3')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('ladder-3')).toHaveTextContent('rate 0.1');
    // A guest has no level: nothing is marked reached or locked.
    expect(screen.getByTestId('ladder-1')).toHaveAttribute('data-state', 'none');
    fireEvent.click(screen.getByTestId('vip-register'));
    expect(getState().dialog).toBe('register');
    fireEvent.click(screen.getByTestId('vip-login'));
    expect(getState().dialog).toBe('login');
    expect(vipCallCounts(api)).toEqual({ vipLevelInfoList: 1, levelPrivilegeList: 1 });
    for (const name of PLAYER_CALLS) expect(api[name]).not.toHaveBeenCalled();
    expect(screen.queryByTestId('vip-hero')).toBeNull();
  });

  it('waits for the session check before offering the way in', async () => {
    renderPage();
    await screen.findByTestId('ladder-1');
    expect(screen.getByTestId('vip-guest')).toHaveTextContent('Loading…');
    expect(screen.queryByTestId('vip-login')).toBeNull();
  });

  it('shows the stored ladder before the server answers', () => {
    localStorage.setItem(
      'hs_levelConfig',
      JSON.stringify({ lang: 'en_US', list: { rechargeMinUsd: '1000', levels: [fakeLevel(1, 'Stored Rookie', '0')] } }),
    );
    vi.mocked(api.vipLevelInfoList).mockImplementation(() => new Promise(() => {}));
    renderPage();
    expect(screen.getByTestId('ladder-1')).toHaveTextContent('Stored Rookie');
  });
});

describe('VipPage for a player', () => {
  it('shows the level, its ring and what is still needed, every reward, and the ladder marked, in 11 requests', async () => {
    player();
    renderPage();
    expect(await screen.findByTestId('rakeback-usd')).toHaveTextContent('$3.50');
    await screen.findByTestId('game-stats');
    await screen.findByTestId('ladder-4');
    expect(screen.getByTestId('vip-level-name')).toHaveTextContent('Steel');
    // (1250 − 50) ÷ (10000 − 50) = 12.06%
    expect(screen.getByTestId('vip-percent')).toHaveTextContent('12.06%');
    expect(screen.getByTestId('vip-ring')).toHaveAttribute('aria-valuenow', '12.06');
    expect(screen.getByTestId('vip-xp')).toHaveTextContent('1,250');
    expect(screen.getByTestId('vip-next')).toHaveTextContent('8,750 XP to Bronze');
    expect(screen.getByTestId('rakeback-coins')).toHaveTextContent('2.5');
    expect(screen.getByTestId('rakeback-coins')).toHaveTextContent('0.00001');
    expect(screen.getByTestId('levelup-usd')).toHaveTextContent('$0.25');
    expect(screen.getByTestId('claimable-daily')).toHaveTextContent('$1.25');
    expect(screen.getByTestId('countdown-daily')).toHaveTextContent(/^(01:00:00|00:59:\d\d)$/);
    expect(screen.getByTestId('recharge-locked')).toHaveTextContent('Unlocks at Gold');
    expect(screen.getByTestId('bonus-birthday')).toHaveTextContent('From Bronze');
    expect(screen.getByTestId('wager-today')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('recent-claims')).toHaveTextContent('4 USDT');
    expect(screen.getByTestId('ladder-1')).toHaveAttribute('data-state', 'reached');
    expect(screen.getByTestId('ladder-2')).toHaveAttribute('data-state', 'current');
    expect(screen.getByTestId('ladder-3')).toHaveAttribute('data-state', 'locked');
    // The formulas sit beside their numbers.
    expect(screen.getByTestId('formula-rakeback')).toHaveTextContent(VIP_FORMULAS.rakeback);
    expect(screen.getByTestId('formula-daily-weekly-monthly')).toHaveTextContent(VIP_FORMULAS.weekly);
    expect(vipCallTotal(api)).toBe(11);
    for (const name of PLAYER_CALLS) expect(api[name]).toHaveBeenCalledTimes(1);
  });

  it('follows the level updates of socket type 204 without a request', async () => {
    await playerPage();
    const total = vipCallTotal(api);
    // An auto-bet's level updates, four a second for five seconds.
    for (let i = 1; i <= 20; i++) {
      act(() => getState().patchUser({ progress: String(1250 + i * 100) }));
      await pass(250);
    }
    await pass(2000);
    // (3250 − 50) ÷ 9950 = 32.16%
    expect(screen.getByTestId('vip-percent')).toHaveTextContent('32.16%');
    expect(screen.getByTestId('vip-next')).toHaveTextContent('6,750 XP to Bronze');
    expect(vipCallTotal(api)).toBe(total);
  });

  it('claims the rakeback: inactive while on its way, the payment toasted, a burst, then its part read again', async () => {
    await playerPage();
    const button = screen.getByTestId('claim-rakeback');
    let answer!: (v: unknown) => void;
    vi.mocked(api.vipRebateReceive).mockImplementation(() => new Promise((resolve) => (answer = resolve as (v: unknown) => void)));
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(api.vipRebateReceive).toHaveBeenCalledExactlyOnceWith({ type: 'rakeback' });
    vi.mocked(api.getVipRebateInfo).mockResolvedValue(okEnv({ ...fakeRebate(), rakeback: { rate: '0.05', claimableUsd: '0', coins: [] } }));
    await act(async () => answer(okEnv(fakeClaim())));
    expect(toasts()).toContain('success: Rakeback paid: 2.5 USDT and 0.00001 BTC ($3.50)');
    expect(screen.getByTestId('claim-burst')).toHaveTextContent('+$3.50');
    // The re-read waits for the second since the page's first burst (never more than one burst a second).
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(1);
    await pass(1000);
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
    expect(api.queryTypeReward).toHaveBeenCalledTimes(2);
    expect(vipCallTotal(api)).toBe(11 + 1 + 2);
    expect(screen.getByTestId('rakeback-usd')).toHaveTextContent('$0.00');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Nothing to claim yet');
    // The burst plays once and goes.
    await pass(2000);
    expect(screen.queryByTestId('claim-burst')).toBeNull();
  });

  it('plays no burst for a player who asks for reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    player();
    renderPage();
    const button = await screen.findByTestId('claim-rakeback');
    vi.mocked(api.vipRebateReceive).mockResolvedValue(okEnv(fakeClaim()));
    await act(async () => fireEvent.click(button));
    expect(toasts()).toContain('success: Rakeback paid: 2.5 USDT and 0.00001 BTC ($3.50)');
    expect(screen.queryByTestId('claim-burst')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says when there is nothing to claim, and reads the calendar again', async () => {
    await playerPage();
    vi.mocked(api.vipReceiveReward).mockResolvedValue(failEnv(400, 'Nothing to claim yet'));
    await act(async () => fireEvent.click(screen.getByTestId('claim-daily')));
    expect(api.vipReceiveReward).toHaveBeenCalledExactlyOnceWith({ period: 'daily', coin: 'USDT' });
    expect(toasts()).toContain('warning: Nothing to claim yet');
    expect(screen.queryByTestId('claim-burst')).toBeNull();
    await pass(1000);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(2);
    expect(api.queryTypeReward).toHaveBeenCalledTimes(2);
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(1);
  });

  it('pays USD rewards in the coin the player picks (the selected coin until then)', async () => {
    player();
    renderPage();
    const button = await screen.findByTestId('claim-levelup');
    expect(button).toHaveTextContent('Claim $0.25 in USDT');
    fireEvent.change(screen.getByTestId('vip-pay-in'), { target: { value: 'ETH' } });
    expect(button).toHaveTextContent('Claim $0.25 in ETH');
    vi.mocked(api.receiveUpgradeReward).mockResolvedValue(okEnv(fakeClaim({ kind: 'level_up', totalUsd: '0.25' })));
    await act(async () => fireEvent.click(button));
    expect(api.receiveUpgradeReward).toHaveBeenCalledExactlyOnceWith({ coin: 'ETH' });
  });

  it('claims a running recharge, switches it to hourly windows, and claims the monthly gift', async () => {
    const run = {
      from: T0 - 86_400_000,
      to: T0 + 6 * 86_400_000,
      totalUsd: '70',
      rapid: false,
      windows: 7,
      windowsDone: 1,
      paidUsd: '0',
      claimableUsd: '10',
      nextWindowAt: T0 + 3_600_000,
    };
    const recharge = {
      ...fakeRebate().recharge,
      unlockLevelId: 4,
      rapidLevelId: 4,
      unlocked: true,
      rapidUnlocked: true,
      rate: '0.05',
      canActivate: false,
      blocked: 'A recharge is running',
      run,
    };
    vi.useFakeTimers(FAKE_TIMERS);
    vi.setSystemTime(T0);
    answerVipReads(api, T0, 3_600_000);
    vi.mocked(api.getVipRebateInfo).mockResolvedValue(okEnv({ ...fakeRebate(), recharge }));
    vi.mocked(api.getPrivilegeBonusList).mockResolvedValue(
      okEnv({
        bonuses: [
          { code: 'gift', amountUsd: '50', unlockLevelId: 2, status: 'available', period: '2026-12', nextAt: Date.UTC(2027, 0, 1) },
        ],
      }),
    );
    player();
    renderPage();
    await pass(0);
    expect(screen.getByTestId('recharge-claimable')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('recharge-windows')).toHaveTextContent('1 of 7 daily windows passed · next in 01:00:00');

    vi.mocked(api.vipRebateReceive).mockResolvedValue(
      okEnv(
        fakeClaim({ kind: 'recharge', totalUsd: '10.00', paid: [{ coin: 'BTC', amount: '0.0001', balanceType: 'DEPOSIT', usd: '10.00' }] }),
      ),
    );
    fireEvent.change(screen.getByTestId('vip-pay-in'), { target: { value: 'BTC' } });
    await act(async () => fireEvent.click(screen.getByTestId('claim-recharge')));
    expect(api.vipRebateReceive).toHaveBeenCalledExactlyOnceWith({ type: 'recharge', coin: 'BTC' });
    expect(toasts()).toContain('success: Recharge paid: 0.0001 BTC ($10.00)');

    vi.mocked(api.clickRapid).mockResolvedValue(
      okEnv({ ...recharge, run: { ...run, rapid: true, windows: 168, windowsDone: 24, nextWindowAt: T0 + 600_000 } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('recharge-rapid')));
    expect(api.clickRapid).toHaveBeenCalledTimes(1);
    // The switch's answer shows at once.
    expect(screen.getByTestId('recharge-windows')).toHaveTextContent('24 of 168 hourly windows passed · next in 00:10:00');
    expect(screen.queryByTestId('recharge-rapid')).toBeNull();

    vi.mocked(api.receivePrivilegeBonus).mockResolvedValue(failEnv(429, 'Too many claims, try again in 20 s'));
    await act(async () => fireEvent.click(screen.getByTestId('claim-gift')));
    expect(api.receivePrivilegeBonus).toHaveBeenCalledExactlyOnceWith({ code: 'gift', coin: 'BTC' });
    // Toasts are released one at a time, 250 ms apart: the switch's, then this one.
    await pass(500);
    expect(toasts()).toContain('success: Your recharge now pays out every hour');
    expect(toasts()).toContain('warning: Too many claims, try again in 20 s');
  });

  it('counts down to the end of the day by the server clock and reads the calendar again at zero', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    vi.setSystemTime(T0);
    // The server's clock is 10 minutes behind this browser's; its day ends 5 s after its now.
    const serverNow = () => Date.now() - 600_000;
    vi.mocked(api.queryVipCalendar).mockImplementation(async () => okEnv(fakeCalendar(serverNow(), 5_000)));
    player();
    renderPage();
    await pass(0);
    expect(screen.getByTestId('countdown-daily')).toHaveTextContent('00:00:05');
    await pass(3_000);
    expect(screen.getByTestId('countdown-daily')).toHaveTextContent('00:00:02');
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(1);
    // The next day: the server now answers a period ending a day later.
    vi.mocked(api.queryVipCalendar).mockImplementation(async () => okEnv(fakeCalendar(serverNow(), 86_400_000)));
    await pass(2_600);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('countdown-daily')).toHaveTextContent('1d 00:00:00');
    // Only the calendar was read again, and an idle hour after costs nothing.
    expect(vipCallTotal(api)).toBe(12);
    await pass(3_600_000);
    expect(vipCallTotal(api)).toBe(12);
  });
});
