import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODE } from '../../src/core/api';
import type { PayOrder } from '../../src/core/wallet/api';
import { getState } from '../../src/app/store';
import { loginAlice } from '../chat/testSetup.testing';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  pay: vi.fn(),
}));
vi.mock('../../src/app/actions/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/actions/wallet')>()),
  loadRates: vi.fn(),
}));
const account = await import('../../src/app/api/wallet');
const { BuyTab } = await import('./BuyTab');
const { buyAmountError, coinEstimate, quickAmounts } = await import('./buyMath');

const pay = vi.mocked(account.pay);

const order = (payUrl: string): PayOrder => ({
  orderId: '5f1c1b3e-0000-4000-8000-000000000001',
  coin: 'BTC',
  network: 'BTC',
  fiat: 'USD',
  fiatAmount: '100',
  amount: '0.00166666',
  status: 'waiting',
  payUrl,
  paidAmount: '0',
  creditedAmount: '0',
  confirmations: 0,
  confirmationsNeeded: 2,
  review: null,
  createdAt: 1,
  updatedAt: 1,
});

beforeEach(() => {
  loginAlice();
  // EUR at 0.92 per USD (legalRate), BTC at 60000 USD and 55200 EUR.
  getState().setRates({
    rates: {
      USDT: { USD: { price: '1', inversePrice: '1' } },
      BTC: { USD: { price: '60000', inversePrice: '0' }, EUR: { price: '55200', inversePrice: '0' } },
    } as never,
    legalRate: { USD: '1', EUR: '0.92', JPY: '150' } as never,
  });
  pay.mockReset();
});
afterEach(() => cleanup());

const type = (value: string) => fireEvent.change(screen.getByTestId('buy-amount'), { target: { value } });
const error = () => screen.queryByTestId('buy-amount-error')?.textContent?.trim() ?? null;

describe('BuyTab', () => {
  it('estimates the coin from the store rates, then makes the order and sends the tab to its payment page', async () => {
    const goTo = vi.fn();
    pay.mockResolvedValue({ code: CODE.OK, msg: 'success', data: order('https://pay.example/checkout/abc') });
    render(<BuyTab coin="BTC" goTo={goTo} />);
    expect(screen.getByTestId('buy-fiat')).toHaveValue('USD');
    fireEvent.click(screen.getByTestId('buy-chip-100'));
    expect(screen.getByTestId('buy-amount')).toHaveValue('100');
    expect(screen.getByTestId('buy-estimate')).toHaveTextContent('You get about0.00166666 BTC');
    expect(screen.getByTestId('buy-estimate')).toHaveTextContent('An estimate');
    fireEvent.click(screen.getByTestId('buy-continue'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example/checkout/abc'));
    expect(pay).toHaveBeenCalledWith({ coin: 'BTC', fiat: 'USD', fiatAmount: '100' }, { silent: true });
    // Still busy while the page leaves: no second order.
    expect(screen.getByTestId('buy-continue')).toBeDisabled();
  });

  it('uses the player fiat by default, and checks 10..10000 USD worth with at most 2 decimals', async () => {
    pay.mockResolvedValue({ code: 400, msg: 'Not now', data: null });
    getState().setFiat('EUR');
    render(<BuyTab coin="BTC" goTo={vi.fn()} />);
    expect(screen.getByTestId('buy-fiat')).toHaveValue('EUR');
    fireEvent.click(screen.getByTestId('buy-continue'));
    expect(error()).toBe('Enter the amount to pay');
    type('9.19');
    expect(error()).toBe('The minimum is €9.20 (10 USD)');
    type('9200.01');
    expect(error()).toBe('The maximum is €9,200.00 (10000 USD)');
    type('50.123');
    expect(error()).toBe('Use at most 2 decimals');
    type('9.20');
    expect(error()).toBeNull();
    fireEvent.click(screen.getByTestId('buy-continue'));
    expect(pay).toHaveBeenCalledWith({ coin: 'BTC', fiat: 'EUR', fiatAmount: '9.20' }, { silent: true });
    await screen.findByTestId('buy-error');
  });

  it('shows a refused order and never follows a payUrl that is not a web page', async () => {
    const goTo = vi.fn();
    pay.mockResolvedValueOnce({ code: 400, msg: 'Buying BTC is paused', data: null });
    pay.mockResolvedValueOnce({ code: CODE.OK, msg: 'success', data: order('javascript:alert(1)') });
    render(<BuyTab coin="BTC" goTo={goTo} />);
    type('100');
    fireEvent.click(screen.getByTestId('buy-continue'));
    expect(await screen.findByTestId('buy-error')).toHaveTextContent('Buying BTC is paused');
    fireEvent.click(screen.getByTestId('buy-continue'));
    await waitFor(() => expect(screen.getByTestId('buy-error')).toHaveTextContent('The payment page is not available right now'));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('scales the quick amounts for fiats worth far less than a dollar, and estimates nothing without a rate', () => {
    const rates = getState().rates;
    expect(quickAmounts('USD', rates)).toEqual(['50', '100', '250', '500']);
    expect(quickAmounts('JPY', rates)).toEqual(['5000', '10000', '25000', '50000']);
    expect(buyAmountError('1500', 'JPY', rates)).toBeNull();
    expect(buyAmountError('100', 'GBP', rates)).toBe('Prices are still loading, try again in a moment');
    expect(coinEstimate('100', 'ETH', 'USD', rates)).toBeNull();
  });
});
