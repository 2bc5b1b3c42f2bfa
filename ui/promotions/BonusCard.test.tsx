import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { activityApiMock, failEnv, fakeBonus, okEnv } from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetToasts } = await import('../../src/app/actions/toast');
const { BonusCard } = await import('./BonusCard');

const onCancelled = vi.fn();
const renderCard = (bonus = fakeBonus()) =>
  render(
    <MemoryRouter>
      <BonusCard bonus={bonus} onCancelled={onCancelled} />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStore();
  resetToasts();
  onCancelled.mockReset();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser());
  getState().setOpenBonuses([fakeBonus()]);
});
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('a bonus card', () => {
  it('shows the coin, the bonus balance, the rollover and the rules it plays under', () => {
    getState().setOpenBonuses([fakeBonus({ games: ['dice', 'limbo'] })]);
    renderCard();
    const card = screen.getByTestId('bonus-card-7');
    expect(within(card).getByTestId('bonus-balance')).toHaveTextContent('48.5 USDT');
    expect(within(card).getByTestId('bonus-wagered')).toHaveTextContent('120.25 USDT of 500 USDT');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
    expect(within(card).getByTestId('bonus-remaining')).toHaveTextContent('379.75 USDT left to wager');
    expect(within(card).getByTestId('bonus-max-bet')).toHaveTextContent('10 USD per stake in USDT');
    expect(within(card).getByTestId('bonus-games')).toHaveTextContent('Dice and Limbo');
    expect(within(card).getByTestId('bonus-expiry')).toHaveTextContent('2026-12-31');
  });

  it('asks before cancelling, saying exactly what is removed (the bonus balance now) and that the deposit stays', async () => {
    vi.mocked(api.cancelActivityReward).mockResolvedValue(okEnv(fakeBonus({ status: 'cancelled', balance: '0', forfeited: '45' })));
    renderCard();
    // The balance moved since the card was given: the dialog says what the store holds now.
    act(() => getState().setOpenBonuses([fakeBonus({ balance: '45' })]));
    fireEvent.click(screen.getByTestId('bonus-cancel'));
    const dialog = screen.getByTestId('bonus-cancel-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Cancel this bonus?');
    expect(within(dialog).getByTestId('bonus-cancel-removed')).toHaveTextContent('Your bonus balance of 45 USDT will be removed');
    expect(within(dialog).getByTestId('bonus-cancel-kept')).toHaveTextContent('Your USDT deposit balance stays exactly as it is');
    // The safe choice has the focus.
    expect(within(dialog).getByTestId('bonus-cancel-dialog-keep')).toHaveFocus();

    fireEvent.click(within(dialog).getByTestId('bonus-cancel-dialog-keep'));
    expect(screen.queryByTestId('bonus-cancel-dialog')).toBeNull();
    expect(api.cancelActivityReward).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('bonus-cancel'));
    await act(async () => fireEvent.click(screen.getByTestId('bonus-cancel-dialog-confirm')));
    expect(api.cancelActivityReward).toHaveBeenCalledTimes(1);
    expect(api.cancelActivityReward).toHaveBeenCalledWith(7);
    expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ id: 7, status: 'cancelled' }));
    expect(getState().openBonuses).toEqual([]);
    expect(screen.queryByTestId('bonus-cancel-dialog')).toBeNull();
  });

  it('keeps the bonus when the cancellation is refused, with the server’s words', async () => {
    vi.mocked(api.cancelActivityReward).mockResolvedValue(failEnv(400, 'A round staked from this bonus is still open'));
    renderCard();
    fireEvent.click(screen.getByTestId('bonus-cancel'));
    await act(async () => fireEvent.click(screen.getByTestId('bonus-cancel-dialog-confirm')));
    expect(getState().toasts.map((t) => t.message)).toEqual(['A round staked from this bonus is still open']);
    expect(onCancelled).not.toHaveBeenCalled();
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
  });

  it('cannot be cancelled while the server says why not', () => {
    getState().setOpenBonuses([fakeBonus({ cannotCancel: 'A crash round staked from this bonus is still running' })]);
    renderCard();
    expect(screen.getByTestId('bonus-cancel')).toBeDisabled();
    expect(screen.getByTestId('bonus-cannot-cancel')).toHaveTextContent('A crash round staked from this bonus is still running');
    expect(screen.getByTestId('bonus-cancel')).toHaveAccessibleDescription('A crash round staked from this bonus is still running');
  });

  it('has no Cancel once wagered through', () => {
    getState().setOpenBonuses([fakeBonus({ status: 'completed', progress: 1, remaining: '0', wagered: '500' })]);
    renderCard();
    expect(screen.getByTestId('bonus-completed')).toHaveTextContent('Wagering complete');
    expect(screen.queryByTestId('bonus-cancel')).toBeNull();
  });
});
