import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODE } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import type { DepositAddress } from '../../src/core/wallet/api';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { getState } from '../../src/app/store';
import { loginAlice } from '../chat/testSetup.testing';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  depositAddress: vi.fn(),
}));
vi.mock('qrcode', () => ({ default: { toCanvas: vi.fn(async () => {}) } }));
const account = await import('../../src/app/api/wallet');
const QRCode = (await import('qrcode')).default;
const { DepositTab } = await import('./DepositTab');
const { demoPayUrl } = await import('./demoPay');

const depositAddress = vi.mocked(account.depositAddress);

const BTC: DepositAddress = {
  coin: 'BTC',
  network: 'BTC',
  networkLabel: 'Bitcoin',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  tag: null,
  tagLabel: null,
  minDeposit: '0.0001',
  confirmations: 2,
  simulate: false,
};
const XRP: DepositAddress = {
  coin: 'XRP',
  network: 'XRP',
  networkLabel: 'XRP Ledger',
  address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  tag: '3912004',
  tagLabel: 'Destination tag',
  minDeposit: '1',
  confirmations: 1,
  simulate: true,
};
const answer = (data: DepositAddress) => ({ code: CODE.OK, msg: 'success', data });

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  loginAlice();
  depositAddress.mockReset();
  vi.mocked(QRCode.toCanvas).mockClear();
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => cleanup());

const renderTab = (coin: Coin, cache = new Map()) => render(<DepositTab coin={coin} cache={cache} />);

describe('DepositTab', () => {
  it('shows the network, the address with its QR code, the minimum and the confirmations, and copies the address', async () => {
    depositAddress.mockResolvedValue(answer(BTC));
    renderTab('BTC');
    expect(screen.getByRole('status', { name: 'Loading your BTC deposit address' })).toBeInTheDocument();
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(BTC.address);
    expect(screen.getByTestId('deposit-network')).toHaveTextContent('Bitcoin');
    expect(screen.getByTestId('deposit-qr').querySelector('canvas')).toHaveAccessibleName('QR code of your BTC deposit address');
    // The QR code is drawn in an effect, which React may run after the address is on screen.
    await waitFor(() => expect(QRCode.toCanvas).toHaveBeenCalledWith(expect.anything(), BTC.address, expect.anything()));
    expect(screen.getByTestId('deposit-minimum')).toHaveTextContent('Minimum deposit 0.0001 BTC — smaller deposits are not credited');
    expect(screen.getByTestId('deposit-confirmations')).toHaveTextContent('Credited after 2 network confirmations');
    // No tag, no warning, no simulator outside demo mode.
    expect(screen.queryByTestId('deposit-tag')).toBeNull();
    expect(screen.queryByTestId('deposit-tag-warning')).toBeNull();
    expect(screen.queryByTestId('deposit-simulate')).toBeNull();

    fireEvent.click(screen.getByTestId('deposit-copy'));
    await waitFor(() => expect(screen.getByTestId('deposit-copy')).toHaveTextContent('Copied'));
    expect(writeText).toHaveBeenCalledWith(BTC.address);
    expect(depositAddress).toHaveBeenCalledWith('BTC');
  });

  it('shows the tag with its own Copy and a warning, encodes only the address, and links the demo simulator', async () => {
    depositAddress.mockResolvedValue(answer(XRP));
    renderTab('XRP');
    expect(await screen.findByTestId('deposit-tag')).toHaveTextContent('3912004');
    expect(screen.getByTestId('deposit-tag-warning')).toHaveTextContent(
      "Include the destination tag 3912004. Deposits without the destination tag can't be matched to your account and are lost.",
    );
    // The QR code is drawn in an effect, which React may run after the address is on screen.
    await waitFor(() => expect(QRCode.toCanvas).toHaveBeenCalledWith(expect.anything(), XRP.address, expect.anything()));
    expect(screen.getByTestId('deposit-confirmations')).toHaveTextContent('Credited after 1 network confirmation');
    fireEvent.click(screen.getByTestId('deposit-tag-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('3912004'));
    const simulate = screen.getByTestId('deposit-simulate');
    expect(simulate).toHaveAttribute('href', `/demo-pay/deposit?coin=XRP&address=${XRP.address}&tag=3912004`);
    expect(simulate).toHaveAttribute('target', '_blank');
  });

  it('shows neither the address, its QR code nor the tag in streamer mode, and still copies the address', async () => {
    getState().setStreamerMode(true);
    depositAddress.mockResolvedValue(answer(XRP));
    const { container } = renderTab('XRP');
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent('address hidden in streamer mode');
    // No QR code drawn at all: a note where it would be.
    expect(screen.getByTestId('deposit-qr').querySelector('canvas')).toBeNull();
    expect(screen.getByTestId('deposit-qr-hidden')).toHaveTextContent('Address hidden in streamer mode');
    expect(QRCode.toCanvas).not.toHaveBeenCalled();
    // Nowhere in the markup, attributes included (the simulator opens on press instead of naming it in a link).
    expect(container.innerHTML).not.toContain(XRP.address);
    expect(container.innerHTML).not.toContain('3912004');
    expect(screen.getByTestId('deposit-simulate')).not.toHaveAttribute('href');
    fireEvent.click(screen.getByTestId('deposit-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(XRP.address));

    // Off again: the address, the tag and the QR code are back.
    act(() => getState().setStreamerMode(false));
    expect(screen.getByTestId('deposit-address')).toHaveTextContent(XRP.address);
    expect(screen.getByTestId('deposit-tag')).toHaveTextContent('3912004');
    expect(screen.queryByTestId('deposit-qr-hidden')).toBeNull();
    await waitFor(() => expect(QRCode.toCanvas).toHaveBeenCalledWith(expect.anything(), XRP.address, expect.anything()));
  });

  it('builds the simulator link without a tag for untagged coins, escaping the query', () => {
    expect(demoPayUrl('BTC', 'bc1q x', null)).toBe('/demo-pay/deposit?coin=BTC&address=bc1q+x');
  });

  it('reads each coin once while the dialog lives: showing a coin again costs no request', async () => {
    depositAddress.mockImplementation(async (coin) => answer(coin === 'XRP' ? XRP : BTC));
    const cache = new Map();
    const view = renderTab('BTC', cache);
    await screen.findByText(BTC.address);
    view.rerender(<DepositTab coin="XRP" cache={cache} />);
    await screen.findByText(XRP.address);
    view.rerender(<DepositTab coin="BTC" cache={cache} />);
    await screen.findByText(BTC.address);
    expect(depositAddress).toHaveBeenCalledTimes(2);
  });

  it('shows a failed read with Retry, which asks again', async () => {
    depositAddress.mockResolvedValueOnce({ code: NETWORK_FAILURE, msg: 'request failed', data: null });
    depositAddress.mockResolvedValueOnce(answer(BTC));
    renderTab('BTC');
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent("Couldn't load this, check your connection and try again");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(BTC.address);
    expect(depositAddress).toHaveBeenCalledTimes(2);
  });
});
