import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';

vi.mock('../../src/app/actions/wallet', () => ({
  selectCoin: vi.fn(),
  selectBalanceType: vi.fn(),
  selectCurrencyType: vi.fn(),
  selectFiat: vi.fn(),
}));
const wallet = await import('../../src/app/actions/wallet');
const { walletDialogStore } = await import('../../src/app/actions/walletDialog');
const { BalancePill, openDeposit } = await import('./BalancePill');
const { handleFrame } = await import('../../src/app/network/live');
const { MSG } = await import('../../src/core/socket');

beforeEach(() => {
  resetStore();
  vi.clearAllMocks();
  walletDialogStore.setState({ tab: null });
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN', fiatType: 'USD' }));
  getState().setBalanceData({
    amountType: 'DEPOSIT',
    selectedCoinType: 'USDT',
    list: [
      { coin: 'USDT', amount: '1000.000000', bonusAmount: '0' },
      { coin: 'BTC', amount: '0.02000000', bonusAmount: '0.001' },
    ],
  });
  getState().setRates({
    rates: { USDT: { USD: { price: '1', inversePrice: '1' } }, BTC: { USD: { price: '95000', inversePrice: '0' } } } as never,
    legalRate: {} as never,
  });
});
afterEach(() => cleanup());

describe('BalancePill', () => {
  it('shows the selected coin balance with spec formatting', () => {
    render(<BalancePill />);
    expect(screen.getByTestId('balance-amount')).toHaveTextContent(/^1,000$/);
  });

  it('shows no number, not 0.00, until the first balance read after login answers', () => {
    resetStore();
    getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN', fiatType: 'USD' }));
    render(<BalancePill />);
    expect(screen.queryByTestId('balance-amount')).toBeNull();
    expect(screen.getByTestId('balance-loading')).toBeInTheDocument();
    expect(screen.getByTestId('balance-pill')).toHaveAccessibleName('Balance loading. Choose coin');
    expect(screen.getByTestId('balance-pill')).not.toHaveTextContent('0.00');
    fireEvent.click(screen.getByTestId('balance-pill'));
    expect(screen.getByRole('listbox', { name: 'Coins' })).not.toHaveTextContent('0.00');
    act(() =>
      getState().setBalanceData({
        amountType: 'DEPOSIT',
        selectedCoinType: 'USDT',
        list: [{ coin: 'USDT', amount: '1000', bonusAmount: '0' }],
      }),
    );
    expect(screen.getByTestId('balance-amount')).toHaveTextContent(/^1,000$/);
    expect(screen.queryByTestId('balance-loading')).toBeNull();
  });

  it("shows a phone's header balance to its meaningful digits, the full amount in its label", () => {
    getState().setDevice('mobile');
    getState().writeBalance('USDT', 'DEPOSIT', '1000.398765', null);
    render(<BalancePill />);
    expect(screen.getByTestId('balance-amount')).toHaveTextContent(/^1,000\.39$/);
    expect(screen.getByTestId('balance-pill')).toHaveAccessibleName('Balance 1,000.398765 USDT. Choose coin');
    expect(screen.getByTestId('balance-pill')).toHaveAttribute('title', '1,000.398765');
    act(() => getState().setCurrencyType('FAIT'));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('$1,000.40');
    act(() => getState().setDevice('pc'));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('$1,000.40');
    act(() => getState().setCurrencyType('COIN'));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent(/^1,000\.398765$/);
  });

  it('shows the fiat conversion with its symbol in FAIT mode', () => {
    getState().setCurrencyType('FAIT');
    render(<BalancePill />);
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('$1,000.00');
  });

  it('shows the bonus balance, 0.00 when empty', () => {
    getState().setAmountType('BONUS');
    render(<BalancePill />);
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('0.00');
  });

  it('flips display mode and balance type with one tap each', () => {
    render(<BalancePill />);
    fireEvent.click(screen.getByTestId('currency-toggle'));
    expect(wallet.selectCurrencyType).toHaveBeenCalledWith('FAIT');
    fireEvent.click(screen.getByTestId('balance-type-toggle'));
    expect(wallet.selectBalanceType).toHaveBeenCalledWith('BONUS');
  });

  it('shows the bonus wallet only once the server turns it on (profile, socket 206), and keeps it while it is shown', () => {
    getState().patchUser({ showBonusWallet: 0 });
    render(<BalancePill />);
    expect(screen.queryByTestId('balance-type-toggle')).toBeNull();
    fireEvent.click(screen.getByTestId('balance-pill'));
    expect(screen.queryByTestId('bonus-amount-BTC')).toBeNull();
    act(() => handleFrame({ type: MSG.BONUS_WALLET, data: { status: 1 } }));
    expect(screen.getByTestId('balance-type-toggle')).toBeInTheDocument();
    // Each coin's bonus balance shows beside its deposit balance; a coin without bonus money shows none.
    expect(screen.getByTestId('bonus-amount-BTC')).toHaveTextContent('+ 0.001 bonus');
    expect(screen.queryByTestId('bonus-amount-USDT')).toBeNull();
    act(() => getState().setAmountType('BONUS'));
    act(() => handleFrame({ type: MSG.BONUS_WALLET, data: { status: 0 } }));
    // The bonus balance is on screen: its switch stays so the player can go back to the deposit balance.
    expect(screen.getByTestId('balance-type-toggle')).toHaveAttribute('aria-checked', 'true');
    act(() => getState().setAmountType('DEPOSIT'));
    expect(screen.queryByTestId('balance-type-toggle')).toBeNull();
  });

  it('lists the bonus balances, in bonus mode, selected coin first and then by bonus amount', () => {
    getState().setAmountType('BONUS');
    act(() =>
      getState().setBalanceData({
        amountType: 'BONUS',
        selectedCoinType: 'USDT',
        list: [
          { coin: 'USDT', amount: '1000', bonusAmount: '0' },
          { coin: 'BTC', amount: '0.02', bonusAmount: '0.001' },
          { coin: 'DOGE', amount: '0', bonusAmount: '50' },
        ],
      }),
    );
    render(<BalancePill />);
    fireEvent.click(screen.getByTestId('balance-pill'));
    const options = within(screen.getByRole('listbox', { name: 'Coins' })).getAllByRole('option');
    expect(options.slice(0, 3).map((o) => o.getAttribute('data-testid'))).toEqual([
      'coin-option-USDT',
      'coin-option-DOGE',
      'coin-option-BTC',
    ]);
  });

  it('lists all eight coins, selected first, and switches coin', () => {
    render(<BalancePill />);
    fireEvent.click(screen.getByTestId('balance-pill'));
    const options = within(screen.getByRole('listbox', { name: 'Coins' })).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveAttribute('data-testid', 'coin-option-USDT');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('coin-option-BTC'));
    expect(wallet.selectCoin).toHaveBeenCalledWith('BTC');
  });

  it('hides every balance in streamer mode: the pill, its name and title, and each coin of the list, coin or fiat', () => {
    getState().setDevice('mobile');
    getState().writeBalance('USDT', 'DEPOSIT', '1000.398765', null);
    getState().patchUser({ showBonusWallet: 1 });
    getState().setStreamerMode(true);
    render(<BalancePill />);
    const pill = screen.getByTestId('balance-pill');
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('•••••');
    expect(pill).toHaveAccessibleName('Balance ••••• USDT. Choose coin');
    expect(pill).not.toHaveAttribute('title');
    expect(pill.outerHTML).not.toMatch(/1,000|398765/);
    fireEvent.click(pill);
    const list = screen.getByRole('listbox', { name: 'Coins' });
    expect(list.outerHTML).not.toMatch(/1,000|0\.02|0\.001/);
    expect(screen.getByTestId('bonus-amount-BTC')).toHaveTextContent('amount hidden in streamer mode');
    act(() => getState().setCurrencyType('FAIT'));
    expect(pill.outerHTML).not.toMatch(/\$|1,000/);
    expect(list.outerHTML).not.toMatch(/\$|1,000|1,900|0\.02/);

    // Off again: the figures are back.
    act(() => getState().setStreamerMode(false));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('$1,000.40');
    expect(list).toHaveTextContent('$1,900.00');
    expect(screen.getByTestId('bonus-amount-BTC')).toHaveTextContent('+ 0.001 bonus');
  });

  it('openDeposit opens the wallet dialog on its Deposit tab instead of a toast', () => {
    openDeposit();
    expect(walletDialogStore.getState().tab).toBe('deposit');
    expect(getState().toasts).toEqual([]);
  });

  it("opens the wallet from the panel: Withdraw, and Deposit (the phone's)", () => {
    render(<BalancePill />);
    fireEvent.click(screen.getByTestId('balance-pill'));
    fireEvent.click(screen.getByTestId('wallet-panel-withdraw'));
    expect(walletDialogStore.getState().tab).toBe('withdraw');
    expect(screen.queryByRole('listbox', { name: 'Coins' })).toBeNull();
    fireEvent.click(screen.getByTestId('balance-pill'));
    fireEvent.click(screen.getByTestId('wallet-panel-deposit'));
    expect(walletDialogStore.getState().tab).toBe('deposit');
  });
});
