import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '../../src/core/socket';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  activityApiMock,
  fakeBonus,
  fakeCollectable,
  fakeFirstCharge,
  fakeMatch,
  fakeMyPromotions,
  okEnv,
} from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetPromotionReads } = await import('../../src/app/actions/promotions');
const { resetToasts } = await import('../../src/app/actions/toast');
const { handleFrame } = await import('../../src/app/network/live');
const { default: MyBonusesPage } = await import('./MyBonusesPage');

const renderPage = () =>
  render(
    <MemoryRouter>
      <MyBonusesPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStore();
  resetToasts();
  resetPromotionReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.selectPromotionByUserId).mockImplementation(async () => okEnv(fakeMyPromotions()));
  vi.mocked(api.queryFirstChargeInfo).mockResolvedValue(okEnv(fakeFirstCharge()));
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('MyBonusesPage', () => {
  it('asks a guest to sign in, with no request', () => {
    getState().setSessionChecked(true);
    renderPage();
    expect(screen.getByTestId('bonus-signin')).toBeInTheDocument();
    expect(api.selectPromotionByUserId).not.toHaveBeenCalled();
    expect(api.queryFirstChargeInfo).not.toHaveBeenCalled();
  });

  it('shows the offer, the open bonus live, a reward to collect, the code form, the entries and the history', async () => {
    getState().setUser(fakeUser());
    renderPage();
    expect(await screen.findByTestId('first-deposit')).toHaveAttribute('data-state', 'deposit');
    const open = screen.getByTestId('open-bonuses');
    expect(await within(open).findByTestId('bonus-card-7')).toBeInTheDocument();
    expect(screen.getByTestId('collect-5-2026-W48')).toHaveTextContent('25 USDT');
    expect(screen.getByTestId('redeem')).toBeInTheDocument();
    expect(screen.getByTestId('entry-2')).toHaveTextContent('Joined');
    expect(screen.getByTestId('referral-teaser')).toHaveAttribute('href', '/promotions/details/referral');
    const ended = screen.getByTestId('history-3');
    expect(within(ended).getByTestId('bonus-status')).toHaveTextContent('Converted');
    expect(within(ended).getByTestId('history-outcome')).toHaveTextContent('6.2 USDT became withdrawable');
    expect(within(ended).getByTestId('history-note')).toHaveTextContent('Wagering done');
    expect(api.selectPromotionByUserId).toHaveBeenCalledTimes(1);
    expect(api.queryFirstChargeInfo).toHaveBeenCalledTimes(1);

    // Stakes move the bonus: the card follows type 209 with no request.
    act(() => handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [fakeBonus({ wagered: '250', progress: 0.5 })], freeBets: [] } }));
    expect(within(open).getByTestId('bonus-wagered')).toHaveTextContent('250 USDT of 500 USDT');
    expect(api.selectPromotionByUserId).toHaveBeenCalledTimes(1);
  });

  it('reads again once when an open bonus ends, and when the bonus bits of the flag word change', async () => {
    getState().setUser(fakeUser());
    renderPage();
    await screen.findByTestId('bonus-card-7');
    vi.mocked(api.selectPromotionByUserId).mockResolvedValue(
      okEnv(fakeMyPromotions({ bonuses: [fakeBonus({ status: 'converted', converted: '48.5', endedAt: '2026-12-02T10:00:00.000Z' })] })),
    );
    act(() => handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [], freeBets: [] } }));
    expect(await screen.findByTestId('open-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('history-7')).toHaveTextContent('48.5 USDT became withdrawable');
    expect(api.selectPromotionByUserId).toHaveBeenCalledTimes(2);
    expect(api.queryFirstChargeInfo).toHaveBeenCalledTimes(2);
  });

  it('collects a reward and reads what is left to collect', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.receiveAward).mockResolvedValue(okEnv({ promotion: null as never, bonus: null }));
    vi.mocked(api.selectUserAvailableCollection).mockResolvedValue(okEnv({ list: [fakeCollectable({ period: '2026-W49' })] }));
    renderPage();
    const row = await screen.findByTestId('collect-5-2026-W48');
    await act(async () => fireEvent.click(within(row).getByTestId('collect-btn')));
    expect(api.receiveAward).toHaveBeenCalledWith({ id: 5, period: '2026-W48' });
    expect(await screen.findByTestId('collect-5-2026-W49')).toBeInTheDocument();
    expect(screen.queryByTestId('collect-5-2026-W48')).toBeNull();
  });

  it('lists a waiting first-deposit match once: in the offer’s card, not again among the rewards', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.queryFirstChargeInfo).mockResolvedValue(okEnv(fakeFirstCharge({ state: 'claim', offer: fakeMatch() })));
    vi.mocked(api.selectPromotionByUserId).mockResolvedValue(
      okEnv(fakeMyPromotions({ collectable: [fakeCollectable({ promotionId: 1, kind: 'first_deposit', period: '' }), fakeCollectable()] })),
    );
    renderPage();
    expect(await screen.findByTestId('first-claim')).toBeInTheDocument();
    expect(await screen.findByTestId('collect-5-2026-W48')).toHaveTextContent('Collect');
    expect(screen.queryByTestId('collect-1-')).toBeNull();
  });
});
