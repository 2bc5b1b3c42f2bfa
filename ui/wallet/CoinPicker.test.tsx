import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { CoinPicker } from './CoinPicker';

beforeEach(() => {
  resetStore();
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN', fiatType: 'USD' }));
  getState().setBalanceData({
    amountType: 'DEPOSIT',
    selectedCoinType: 'USDT',
    list: [
      { coin: 'USDT', amount: '1000', bonusAmount: '0' },
      { coin: 'BTC', amount: '0.02', bonusAmount: '0' },
    ],
  });
  getState().setRates({
    rates: { USDT: { USD: { price: '1', inversePrice: '1' } }, BTC: { USD: { price: '95000', inversePrice: '0' } } } as never,
    legalRate: {} as never,
  });
});
afterEach(() => cleanup());

describe('CoinPicker', () => {
  it('shows each coin’s deposit balance and its fiat value, and hides them in streamer mode', () => {
    render(<CoinPicker coin="USDT" onChange={vi.fn()} />);
    const trigger = screen.getByTestId('coin-picker');
    expect(trigger).toHaveTextContent('1,000');
    expect(trigger).toHaveTextContent('≈ $1,000.00');
    fireEvent.click(trigger);
    expect(screen.getByTestId('coin-option-BTC')).toHaveTextContent('0.02');
    expect(screen.getByTestId('coin-option-BTC')).toHaveTextContent('≈ $1,900.00');

    act(() => getState().setStreamerMode(true));
    expect(trigger.outerHTML).not.toMatch(/1,000|\$/);
    // The trigger is named by what it shows: the coin, and that its balance is hidden.
    expect(trigger).toHaveAccessibleName(/USDT.*amount hidden in streamer mode/);
    expect(screen.getByRole('listbox').outerHTML).not.toMatch(/1,000|1,900|0\.02|\$/);
    expect(screen.getByTestId('coin-option-BTC')).toHaveTextContent('•••••');
  });
});
