import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../core/socket';
import { fakeUser } from '../api/fixtures.testing';
import { fakeClaim, fakeLadder, failEnv, okEnv, vipApiMock } from '../api/vipFixtures.testing';
import { getState, resetStore } from '../store';

vi.mock('../api/vip', () => vipApiMock());
const api = await import('../api/vip');
const vip = await import('./vip');
const { resetToasts } = await import('./toast');
const { handleFrame, setLiveHandlers } = await import('../network/live');

const lastToast = () => getState().toasts.at(-1);

beforeEach(() => {
  resetStore();
  resetToasts();
  localStorage.clear();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
});
afterEach(() => resetToasts());

describe('claims', () => {
  it('names what was paid, in which coins, what it is worth and where it went', () => {
    expect(vip.paidMessage(fakeClaim())).toBe('Rakeback paid: 2.5 USDT and 0.00001 BTC ($3.50)');
    expect(
      vip.paidMessage(
        fakeClaim({ kind: 'level_up', totalUsd: '0.25', paid: [{ coin: 'ETH', amount: '0.0001', balanceType: 'BONUS', usd: '0.25' }] }),
      ),
    ).toBe('Level-up reward paid: 0.0001 ETH ($0.25) to your bonus balance');
    // Several levels paid in one coin read as one sum.
    const levels = ['0.25', '1', '3'].map((amount) => ({ coin: 'USDT' as const, amount, balanceType: 'BONUS' as const, usd: amount }));
    expect(vip.paidMessage(fakeClaim({ kind: 'level_up', totalUsd: '4.25', paid: levels }))).toBe(
      'Level-up reward paid: 4.25 USDT ($4.25) to your bonus balance',
    );
  });

  it('toasts a paid claim as a success', async () => {
    vi.mocked(api.vipReceiveReward).mockResolvedValue(
      okEnv(fakeClaim({ kind: 'weekly', totalUsd: '7.00', paid: [{ coin: 'SOL', amount: '0.05', balanceType: 'DEPOSIT', usd: '7.00' }] })),
    );
    const outcome = await vip.claimCalendar('weekly', 'SOL');
    expect(outcome.ok).toBe(true);
    expect(api.vipReceiveReward).toHaveBeenCalledExactlyOnceWith({ period: 'weekly', coin: 'SOL' });
    expect(lastToast()).toMatchObject({ kind: 'success', title: 'Reward claimed', message: 'Weekly reward paid: 0.05 SOL ($7.00)' });
  });

  it.each([
    [400, 'Nothing to claim yet', 'warning', 'Nothing to claim yet'],
    [429, '', 'warning', vip.CLAIM_TOO_MANY],
    [0, 'request failed', 'error', vip.CLAIM_NO_ANSWER],
    [500, 'Rates are stale, try again shortly', 'error', 'Rates are stale, try again shortly'],
  ])('words a refusal %i as a %s toast', async (code, msg, kind, shown) => {
    vi.mocked(api.receivePrivilegeBonus).mockResolvedValue(failEnv(code, msg));
    const outcome = await vip.claimPrivilege('gift');
    expect(outcome).toEqual({ ok: false, code, message: shown });
    expect(api.receivePrivilegeBonus).toHaveBeenCalledExactlyOnceWith({ code: 'gift' });
    expect(lastToast()).toMatchObject({ kind, message: shown });
  });

  it('adds no toast to a 401 (the session has ended, and says so itself)', async () => {
    vi.mocked(api.vipRebateReceive).mockResolvedValue(failEnv(401, 'Please log in'));
    expect((await vip.claimRakeback()).ok).toBe(false);
    expect(getState().toasts).toEqual([]);
  });

  it('sends the level and coin of a level-up claim only when given', async () => {
    vi.mocked(api.receiveUpgradeReward).mockResolvedValue(okEnv(fakeClaim({ kind: 'level_up' })));
    await vip.claimLevelUp();
    await vip.claimLevelUp(3, 'BTC');
    expect(vi.mocked(api.receiveUpgradeReward).mock.calls).toEqual([[{}], [{ levelId: 3, coin: 'BTC' }]]);
  });
});

describe('the unread badge’s first read', () => {
  it('takes the flag word after a sign-in, once per sign-in', async () => {
    vi.mocked(api.queryVipRewardCount).mockResolvedValue(okEnv({ flags: 0b101, vip: 2, bonus: 0, kinds: ['rakeback', 'daily'] }));
    const stop = vip.watchVipSession();
    expect(api.queryVipRewardCount).not.toHaveBeenCalled();
    getState().setUser(fakeUser());
    await vi.waitFor(() => expect(getState().vipUnread).toBe(2));
    getState().patchUser({ progress: '10' });
    getState().setUser(fakeUser());
    expect(api.queryVipRewardCount).toHaveBeenCalledTimes(1);
    getState().clearSession();
    getState().setUser(fakeUser());
    expect(api.queryVipRewardCount).toHaveBeenCalledTimes(2);
    stop();
  });

  it('drops its answer when the socket pushed a newer word meanwhile', async () => {
    getState().setUser(fakeUser());
    let answer!: (v: unknown) => void;
    vi.mocked(api.queryVipRewardCount).mockImplementation(() => new Promise((resolve) => (answer = resolve as (v: unknown) => void)));
    const seeded = vip.seedVipUnread();
    handleFrame({ type: MSG.VIP_UNREAD, data: 1 << 2 });
    answer(okEnv({ flags: 0b11, vip: 2, bonus: 0, kinds: [] }));
    await seeded;
    expect(getState().vipFlags).toBe(1 << 2);
    expect(getState().vipUnread).toBe(1);
  });
});

describe('the level-up toast (socket type 204)', () => {
  const handlers = {
    refreshBalance: vi.fn(),
    refreshProfile: vi.fn(),
    refreshRates: vi.fn(),
    refreshGameConfig: vi.fn(),
    forcedLogout: vi.fn(),
    toastSuccess: vi.fn(),
    toastError: vi.fn(),
    levelUp: vip.announceLevelUp,
  };
  const update = (levelId: number, progress: string) => ({
    type: MSG.LEVEL_UPDATE,
    data: { currentLevelValue: '10000', progress, nextProgress: '100000', levelId },
  });

  it('names the level reached from the stored ladder, with its waiting reward; a same-level update says nothing', () => {
    localStorage.setItem('hs_levelConfig', JSON.stringify({ lang: 'en_US', list: fakeLadder() }));
    setLiveHandlers(handlers);
    getState().setUser(fakeUser({ levelId: 2 }));
    handleFrame(update(2, '9000'));
    expect(getState().toasts).toEqual([]);
    handleFrame(update(3, '10050'));
    expect(lastToast()).toMatchObject({
      kind: 'success',
      title: 'Level up!',
      message: 'You reached Bronze! Your $10.00 level-up reward is waiting in the VIP Club.',
    });
    handleFrame(update(3, '10100'));
    expect(getState().toasts).toHaveLength(1);
  });

  it('says the level number when no ladder is stored', () => {
    setLiveHandlers(handlers);
    getState().setUser(fakeUser({ levelId: 2 }));
    handleFrame(update(3, '10050'));
    expect(lastToast()?.message).toBe('You reached level 3!');
  });
});
