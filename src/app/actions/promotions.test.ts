import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE } from '../network/http';
import { activityApiMock, failEnv, fakeBonus, fakeFirstCharge, fakeMine, fakeMyPromotions, okEnv } from '../api/promotionFixtures.testing';
import { fakeUser } from '../api/fixtures.testing';
import { getState, resetStore } from '../store';

vi.mock('../api/activity', () => activityApiMock());
const api = await import('../api/activity');
const actions = await import('./promotions');
const { resetToasts } = await import('./toast');

const toasts = () => getState().toasts.map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => {
  resetStore();
  resetToasts();
  actions.resetPromotionReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser());
});
afterEach(() => resetToasts());

describe('promotion actions', () => {
  it('claims a deposit match: the bonus joins the open ones and the toast says what came in and what to wager', async () => {
    vi.mocked(api.receiveAward).mockResolvedValue(
      okEnv({ promotion: fakeMine({ state: 'claimed', bonus: fakeBonus() }), bonus: fakeBonus() }),
    );
    const outcome = await actions.claimAward(2);
    expect(outcome.ok).toBe(true);
    expect(api.receiveAward).toHaveBeenCalledWith({ id: 2 });
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
    expect(toasts()).toEqual(['success: 50 USDT added to your bonus balance; wager 500 USDT to make it withdrawable']);
  });

  it('toasts a refusal as the server words it, and a lost answer as such', async () => {
    vi.mocked(api.activityJoin).mockResolvedValueOnce(failEnv(400, 'You already have an open bonus in USDT'));
    expect(await actions.joinPromotion(2)).toEqual({ ok: false, code: 400, message: 'You already have an open bonus in USDT' });
    expect(toasts()).toEqual(['error: You already have an open bonus in USDT']);
    resetToasts();
    resetStore();
    getState().setUser(fakeUser());
    vi.mocked(api.activityJoin).mockResolvedValueOnce({ code: NETWORK_FAILURE, msg: 'request failed', data: null });
    expect(await actions.joinPromotion(2)).toMatchObject({ ok: false, message: actions.ACTION_NO_ANSWER });
  });

  it('cancels a bonus: it leaves the open ones and the toast says what was removed', async () => {
    getState().setOpenBonuses([fakeBonus()]);
    vi.mocked(api.cancelActivityReward).mockResolvedValue(okEnv(fakeBonus({ status: 'cancelled', balance: '0', forfeited: '48.5' })));
    await actions.cancelBonus(7);
    expect(api.cancelActivityReward).toHaveBeenCalledWith(7);
    expect(getState().openBonuses).toEqual([]);
    expect(toasts()).toEqual(['success: 48.5 USDT of bonus balance removed']);
  });

  it('takes the first-deposit bonus into the open ones when claimed', async () => {
    vi.mocked(api.receiveFirstChargeBonus).mockResolvedValue(okEnv(fakeFirstCharge({ state: 'active', bonus: fakeBonus() })));
    await actions.claimFirstCharge();
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
  });

  it('refuses a malformed code without a request, and never toasts a redemption refusal', async () => {
    expect(await actions.redeemCode('  ')).toMatchObject({ ok: false, message: 'Enter a code' });
    expect(await actions.redeemCode('a b')).toMatchObject({ ok: false, message: 'A code is 4 to 32 letters, digits or dashes' });
    expect(api.redeemBonusCode).not.toHaveBeenCalled();
    vi.mocked(api.redeemBonusCode).mockResolvedValue(failEnv(400, 'This code has expired'));
    expect(await actions.redeemCode(' welcome-5 ')).toMatchObject({ ok: false, message: 'This code has expired' });
    expect(api.redeemBonusCode).toHaveBeenCalledWith('WELCOME-5');
    expect(toasts()).toEqual([]);
  });
});

describe('the open bonuses at sign-in', () => {
  it('reads them once per sign-in, shared with a page asking at the same moment', async () => {
    let answer: (v: unknown) => void = () => {};
    vi.mocked(api.selectPromotionByUserId).mockImplementation(() => new Promise((r) => (answer = r)) as never);
    const a = actions.readMyPromotions();
    const b = actions.readMyPromotions();
    expect(api.selectPromotionByUserId).toHaveBeenCalledTimes(1);
    answer(okEnv(fakeMyPromotions()));
    await Promise.all([a, b]);
    expect(getState().openBonuses?.map((x) => x.id)).toEqual([7]);
  });

  it('drops an answer older than a 209 push that arrived while it was on its way', async () => {
    let answer: (v: unknown) => void = () => {};
    vi.mocked(api.selectPromotionByUserId).mockImplementation(() => new Promise((r) => (answer = r)) as never);
    const read = actions.readMyPromotions();
    getState().setOpenBonuses([fakeBonus({ wagered: '400' })]);
    answer(okEnv(fakeMyPromotions()));
    await read;
    expect(getState().openBonuses?.[0]?.wagered).toBe('400');
  });

  it('seeds on every sign-in', async () => {
    resetStore();
    vi.mocked(api.selectPromotionByUserId).mockResolvedValue(okEnv(fakeMyPromotions()));
    const stop = actions.watchPromotionsSession();
    expect(api.selectPromotionByUserId).not.toHaveBeenCalled();
    getState().setUser(fakeUser());
    await vi.waitFor(() => expect(getState().openBonuses?.length).toBe(1));
    stop();
  });
});
