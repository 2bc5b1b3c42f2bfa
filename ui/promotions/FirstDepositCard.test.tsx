import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { FirstChargeInfo } from '../../src/core/promotions/types';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { activityApiMock, fakeBonus, fakeFirstCharge, fakeMatch, okEnv } from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetToasts } = await import('../../src/app/actions/toast');
const { walletDialogStore } = await import('../../src/app/actions/walletDialog');
const { FirstDepositCard } = await import('./FirstDepositCard');

const onInfo = vi.fn();
const onStale = vi.fn();
const renderCard = (info: FirstChargeInfo) =>
  render(
    <MemoryRouter>
      <FirstDepositCard info={info} onInfo={onInfo} onStale={onStale} />
    </MemoryRouter>,
  );
const TWO_CHOICES = [
  { code: 'originals', title: 'HighStakes Originals' },
  { code: 'slots', title: 'Slots' },
];

beforeEach(() => {
  resetStore();
  resetToasts();
  onInfo.mockReset();
  onStale.mockReset();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser());
  walletDialogStore.setState({ tab: null, coin: null, seq: 0 });
});
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('the first-deposit card', () => {
  it('before a deposit: its rules and a button opening the deposit dialog', () => {
    renderCard(fakeFirstCharge());
    expect(screen.getByTestId('first-rules')).toHaveTextContent('Match100% up to 500 USD');
    fireEvent.click(screen.getByTestId('first-deposit-open'));
    expect(walletDialogStore.getState().tab).toBe('deposit');
    expect(screen.queryByTestId('first-claim')).toBeNull();
  });

  it('with one choice: no radio, just Claim, and the answer becomes the offer', async () => {
    const active = fakeFirstCharge({ state: 'active', bonus: fakeBonus() });
    vi.mocked(api.receiveFirstChargeBonus).mockResolvedValue(okEnv(active));
    renderCard(fakeFirstCharge({ state: 'claim', offer: fakeMatch() }));
    expect(screen.queryByTestId('first-choices')).toBeNull();
    expect(screen.getByTestId('first-offer')).toHaveTextContent('40 USDT');
    expect(screen.getByTestId('first-offer')).toHaveTextContent('+20 USDT');
    await act(async () => fireEvent.click(screen.getByTestId('first-claim')));
    expect(onInfo).toHaveBeenCalledWith(active);
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
  });

  it('with several choices: a radio that calls chooseGame on change', async () => {
    vi.mocked(api.chooseBonusGame).mockResolvedValue(okEnv(fakeFirstCharge({ state: 'claim', choices: TWO_CHOICES, chosen: 'slots' })));
    renderCard(fakeFirstCharge({ state: 'claim', offer: fakeMatch(), choices: TWO_CHOICES }));
    const choices = screen.getByTestId('first-choices');
    expect(within(choices).getByTestId('first-choice-originals')).toBeChecked();
    await act(async () => fireEvent.click(within(choices).getByTestId('first-choice-slots')));
    expect(api.chooseBonusGame).toHaveBeenCalledWith('slots');
    expect(onInfo).toHaveBeenCalledWith(expect.objectContaining({ chosen: 'slots' }));
  });

  it('declines only after a confirm', async () => {
    vi.mocked(api.cancelFirstChargeBonus).mockResolvedValue(okEnv(fakeFirstCharge({ state: 'declined' })));
    renderCard(fakeFirstCharge({ state: 'claim', offer: fakeMatch() }));
    fireEvent.click(screen.getByTestId('first-decline'));
    expect(screen.getByTestId('first-decline-dialog')).toHaveTextContent('The 20 USDT bonus will not be credited');
    await act(async () => fireEvent.click(screen.getByTestId('first-decline-dialog-confirm')));
    expect(api.cancelFirstChargeBonus).toHaveBeenCalledTimes(1);
    expect(onInfo).toHaveBeenCalledWith(expect.objectContaining({ state: 'declined' }));
  });

  it('once claimed, shows its bonus, cancelled through the offer’s own call', async () => {
    getState().setOpenBonuses([fakeBonus()]);
    vi.mocked(api.cancelFirstChargeBonus).mockResolvedValue(
      okEnv(fakeFirstCharge({ state: 'declined', bonus: fakeBonus({ status: 'cancelled', balance: '0', forfeited: '48.5' }) })),
    );
    renderCard(fakeFirstCharge({ state: 'active', bonus: fakeBonus() }));
    fireEvent.click(screen.getByTestId('bonus-cancel'));
    await act(async () => fireEvent.click(screen.getByTestId('bonus-cancel-dialog-confirm')));
    expect(api.cancelFirstChargeBonus).toHaveBeenCalledTimes(1);
    expect(api.cancelActivityReward).not.toHaveBeenCalled();
    expect(getState().openBonuses).toEqual([]);
    expect(onInfo).toHaveBeenCalledWith(expect.objectContaining({ state: 'declined' }));
  });
});
