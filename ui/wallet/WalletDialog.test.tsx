import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODE } from '../../src/core/api';
import type { DepositAddress } from '../../src/core/wallet/api';
import { getState } from '../../src/app/store';
import { closeWallet, openWallet, walletDialogStore } from '../../src/app/actions/walletDialog';
import { loginAlice } from '../chat/testSetup.testing';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  depositAddress: vi.fn(),
  withdrawTerms: vi.fn(),
}));
vi.mock('qrcode', () => ({ default: { toCanvas: vi.fn(async () => {}) } }));
const account = await import('../../src/app/api/wallet');
const { WalletDialogHost } = await import('./WalletDialogHost');

const depositAddress = vi.mocked(account.depositAddress);
const address = (coin: DepositAddress['coin']): DepositAddress => ({
  coin,
  network: coin,
  networkLabel: coin === 'BTC' ? 'Bitcoin' : 'Ethereum (ERC-20)',
  address: `${coin}-address-of-alice`,
  tag: null,
  tagLabel: null,
  minDeposit: '1',
  confirmations: 2,
  simulate: false,
});

beforeEach(() => {
  loginAlice();
  closeWallet();
  walletDialogStore.setState({ coin: null });
  depositAddress.mockReset();
  depositAddress.mockImplementation(async (coin) => ({ code: CODE.OK, msg: 'success', data: address(coin) }));
  vi.mocked(account.withdrawTerms).mockReturnValue(new Promise(() => {}));
});
afterEach(() => cleanup());

async function openOn(tab: 'deposit' | 'withdraw' | 'buy') {
  render(
    <MemoryRouter>
      <WalletDialogHost />
    </MemoryRouter>,
  );
  act(() => openWallet(tab));
  // The dialog is a lazy chunk: the first test of the file pays its cold import, which can take seconds on a busy machine.
  return screen.findByTestId('wallet-dialog', {}, { timeout: 15_000 });
}

describe('WalletDialog', () => {
  it('opens on the tab asked for, with tabs a screen reader can follow, on the selected coin', async () => {
    const dialog = await openOn('deposit');
    expect(dialog).toHaveAccessibleName('Wallet');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Deposit', 'Withdraw', 'Buy crypto']);
    expect(screen.getByTestId('wallet-tab-deposit')).toHaveAttribute('aria-selected', 'true');
    // The dialog moves focus in an effect after its first commit, which a lazily loaded dialog may flush a tick later.
    await waitFor(() => expect(screen.getByTestId('wallet-tab-deposit')).toHaveFocus());
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Deposit');
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent('USDT-address-of-alice');
    // Named by its label and what it shows, so the name holds the visible text.
    expect(screen.getByTestId('coin-picker')).toHaveAccessibleName(/^Coin USDT Tether Ethereum \(ERC-20\) 10 ≈ \$10\.00$/);
  });

  it('switches tabs by click and with the arrow keys, and openWallet moves an open dialog to its tab', async () => {
    await openOn('withdraw');
    expect(screen.getByTestId('wallet-tab-withdraw')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('wallet-tab-buy'));
    expect(screen.getByTestId('buy-amount')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('wallet-tab-buy'), { key: 'ArrowRight' });
    expect(screen.getByTestId('wallet-tab-deposit')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('wallet-tab-deposit')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('wallet-tab-deposit'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('wallet-tab-buy')).toHaveAttribute('aria-selected', 'true');
    act(() => openWallet('withdraw'));
    expect(screen.getByTestId('wallet-tab-withdraw')).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the eight coins with icons, deposit balances, fiat values and networks, and remembers the pick', async () => {
    await openOn('deposit');
    fireEvent.click(screen.getByTestId('coin-picker'));
    const list = screen.getByRole('listbox', { name: 'Coin' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const btc = screen.getByTestId('coin-option-BTC');
    expect(btc).toHaveTextContent('BTC Bitcoin');
    expect(btc).toHaveTextContent('0.5');
    expect(btc).toHaveTextContent('≈ $30,000.00');
    expect(screen.getByTestId('coin-option-XRP')).toHaveTextContent('XRP Ledger');
    expect(btc.querySelector('img')).toHaveAttribute('src', expect.stringContaining('coins/btc.svg'));
    // Arrow keys move from the search box into the list and through it.
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' });
    expect(options[0]).toHaveFocus();
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    expect(btc).toHaveFocus();
    fireEvent.click(btc);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('coin-picker')).toHaveFocus();
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent('BTC-address-of-alice');
    expect(walletDialogStore.getState().coin).toBe('BTC');

    // Closed and opened again, it starts on the coin picked last.
    act(() => closeWallet());
    await waitFor(() => expect(screen.queryByTestId('wallet-dialog')).toBeNull());
    act(() => openWallet('deposit'));
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent('BTC-address-of-alice');
  });

  it('filters the coins by search on wide screens; Escape or a press elsewhere closes the list, not the dialog', async () => {
    await openOn('deposit');
    fireEvent.click(screen.getByTestId('coin-picker'));
    const search = screen.getByRole('searchbox', { name: 'Search coins' });
    expect(search).toHaveFocus();
    fireEvent.change(search, { target: { value: 'sol' } });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.dataset.testid),
    ).toEqual(['coin-option-SOL']);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('wallet-dialog')).toBeInTheDocument();
    // A press elsewhere in the dialog closes it as well.
    fireEvent.click(screen.getByTestId('coin-picker'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByTestId('wallet-tab-buy'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks an account without a date of birth for it before showing any address', async () => {
    getState().patchUser({ birth: '' });
    await openOn('deposit');
    expect(screen.getByTestId('deposit-birth')).toHaveTextContent('Confirm your age before your first deposit');
    expect(depositAddress).not.toHaveBeenCalled();
    act(() => getState().patchUser({ birth: '1990-05-17' }));
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent('USDT-address-of-alice');
    expect(screen.queryByTestId('deposit-birth')).toBeNull();
  });

  it('sends a guest to the Login dialog and closes when the session ends', async () => {
    await openOn('deposit');
    act(() => getState().clearSession());
    await waitFor(() => expect(screen.queryByTestId('wallet-dialog')).toBeNull());
    act(() => openWallet('deposit'));
    expect(walletDialogStore.getState().tab).toBeNull();
    expect(getState().dialog).toBe('login');
  });
});
