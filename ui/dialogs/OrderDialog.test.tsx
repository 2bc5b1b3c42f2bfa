import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODE, type Envelope } from '../../src/core/api';
import type { PayOrder } from '../../src/core/wallet/api';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { getState, resetStore } from '../../src/app/store';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  payOrder: vi.fn(),
}));
const account = await import('../../src/app/api/wallet');
const { OrderDialogHost, orderStatusText } = await import('./OrderDialog');
const { ORDER_POLL_MS } = await import('./useOrderStatus');

const payOrder = vi.mocked(account.payOrder);
const ID = '5f1c1b3e-0000-4000-8000-000000000001';

const order = (over: Partial<PayOrder> = {}): PayOrder => ({
  orderId: ID,
  coin: 'BTC',
  network: 'BTC',
  fiat: 'USD',
  fiatAmount: '100',
  amount: '0.00166666',
  status: 'waiting',
  payUrl: 'https://pay.example/x',
  paidAmount: '0',
  creditedAmount: '0',
  confirmations: 0,
  confirmationsNeeded: 2,
  review: null,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});
const ok = (data: PayOrder): Envelope<PayOrder> => ({ code: CODE.OK, msg: 'success', data });
/** A balance push applied by the wallet: the coin's confirmed balance moves to a new amount at ledger id `ledgerId`. */
const credit = (coin: 'BTC' | 'ETH', ledgerId: number) => getState().writeBalance(coin, 'DEPOSIT', `${ledgerId}.5`, ledgerId);

beforeEach(() => {
  resetStore();
  payOrder.mockReset();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets answered reads land (microtasks) without moving the clock. */
const settle = () => act(async () => {});
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const status = () => screen.getByTestId('order-dialog-status').textContent;

function open() {
  render(
    <MemoryRouter>
      <OrderDialogHost />
    </MemoryRouter>,
  );
  act(() => getState().openOrderDialog(ID));
}

describe('OrderDialog', () => {
  it('shows the order with its amounts and a stepper, and closes', async () => {
    payOrder.mockResolvedValue(ok(order()));
    render(
      <MemoryRouter>
        <OrderDialogHost />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('order-dialog')).toBeNull();
    act(() => getState().openOrderDialog(ID));
    const dialog = screen.getByTestId('order-dialog');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAccessibleName('Your order');
    expect(screen.getByTestId('order-dialog-id')).toHaveTextContent(ID);
    expect(status()).toBe("Loading the order's status…");
    await settle();
    expect(status()).toBe('Waiting for your payment. Finish it on the payment page; this updates by itself.');
    expect(screen.getByTestId('order-dialog-facts')).toHaveTextContent('Paying$100.00');
    expect(screen.getByTestId('order-dialog-facts')).toHaveTextContent('For0.00166666 BTC');
    expect(screen.getByTestId('order-dialog-credited')).toHaveTextContent('0 BTC');
    const steps = screen.getByTestId('order-steps').querySelectorAll('li');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('Confirming 0/2');
    // The corner X and the Close button both close it.
    const closers = screen.getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    fireEvent.click(closers[1]!);
    expect(screen.queryByTestId('order-dialog')).toBeNull();
    expect(getState().orderDialogId).toBeNull();
  });

  it('reads again every 4 s until the order is final, then stops', async () => {
    payOrder
      .mockResolvedValueOnce(ok(order()))
      .mockResolvedValueOnce(ok(order({ status: 'confirming', paidAmount: '0.00166666', confirmations: 1 })))
      .mockResolvedValueOnce(ok(order({ status: 'finished', paidAmount: '0.00166666', creditedAmount: '0.00166666', confirmations: 2 })));
    open();
    await settle();
    expect(payOrder).toHaveBeenCalledTimes(1);
    await tick(ORDER_POLL_MS - 1);
    expect(payOrder).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(payOrder).toHaveBeenCalledTimes(2);
    expect(status()).toBe('Payment received, confirming on the network (1 of 2 confirmations).');
    expect(screen.getByTestId('order-steps')).toHaveTextContent('Confirming 1/2');
    await tick(ORDER_POLL_MS);
    expect(status()).toBe('Credited: 0.00166666 BTC added to your balance.');
    expect(screen.getByTestId('order-dialog-credited')).toHaveTextContent('0.00166666 BTC');
    expect(screen.getByTestId('order-steps').querySelectorAll('li')[2]).toHaveTextContent('(done)');
    await tick(ORDER_POLL_MS * 5);
    act(() => credit('BTC', 9));
    await settle();
    expect(payOrder).toHaveBeenCalledTimes(3);
  });

  it("refreshes at once on a balance push for the order's coin, not for another coin", async () => {
    payOrder.mockResolvedValue(ok(order()));
    open();
    await settle();
    expect(payOrder).toHaveBeenCalledTimes(1);
    act(() => credit('ETH', 4));
    await settle();
    expect(payOrder).toHaveBeenCalledTimes(1);
    payOrder.mockResolvedValue(ok(order({ status: 'finished', paidAmount: '0.00166666', creditedAmount: '0.00166666' })));
    act(() => credit('BTC', 5));
    await settle();
    expect(payOrder).toHaveBeenCalledTimes(2);
    expect(status()).toContain('Credited');
  });

  it('never has two reads in flight: pushes and ticks during a read ask for one read after it', async () => {
    let answer: (env: Envelope<PayOrder>) => void = () => {};
    payOrder.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    payOrder.mockResolvedValue(ok(order({ status: 'confirming', paidAmount: '0.00166666' })));
    open();
    await settle();
    act(() => credit('BTC', 5));
    act(() => credit('BTC', 6));
    await tick(ORDER_POLL_MS * 3);
    expect(payOrder).toHaveBeenCalledTimes(1);
    await act(async () => answer(ok(order())));
    // The pushes that came meanwhile: one more read, at once.
    expect(payOrder).toHaveBeenCalledTimes(2);
    expect(status()).toContain('Payment received');
    await tick(ORDER_POLL_MS);
    expect(payOrder).toHaveBeenCalledTimes(3);
  });

  it('stops reading when closed', async () => {
    payOrder.mockResolvedValue(ok(order()));
    open();
    await settle();
    act(() => getState().closeOrderDialog());
    await tick(ORDER_POLL_MS * 3);
    act(() => credit('BTC', 5));
    await settle();
    expect(payOrder).toHaveBeenCalledTimes(1);
  });

  it("says it couldn't find an unknown or foreign order, with the support link, and stops", async () => {
    payOrder.mockResolvedValue({ code: CODE.NOT_FOUND, msg: 'Order not found', data: null });
    open();
    await settle();
    expect(status()).toContain("We couldn't find this order.");
    expect(screen.getByTestId('order-dialog-support')).toHaveAttribute('href', '/CustomerService/ServiceIndex');
    await tick(ORDER_POLL_MS * 3);
    expect(payOrder).toHaveBeenCalledTimes(1);
  });

  it('keeps the order shown when a refresh fails, and tries again on the next tick', async () => {
    payOrder
      .mockResolvedValueOnce(ok(order()))
      .mockResolvedValueOnce({ code: NETWORK_FAILURE, msg: 'request failed', data: null })
      .mockResolvedValueOnce(ok(order({ status: 'expired' })));
    open();
    await settle();
    await tick(ORDER_POLL_MS);
    expect(status()).toContain('Waiting for your payment');
    expect(screen.getByText("Couldn't refresh the status, trying again…")).toBeInTheDocument();
    await tick(ORDER_POLL_MS);
    expect(status()).toBe(
      'The payment expired before it arrived, so nothing was credited. Start a new purchase from the wallet to try again.',
    );
    expect(screen.getByTestId('order-steps').querySelectorAll('li')[0]).toHaveTextContent('(stopped)');
    await tick(ORDER_POLL_MS * 3);
    expect(payOrder).toHaveBeenCalledTimes(3);
  });

  it('shows a payment held for review as under review and keeps reading until an operator decides', async () => {
    const paid = { status: 'finished' as const, paidAmount: '0.00166666', confirmations: 2 };
    payOrder
      .mockResolvedValueOnce(ok(order({ ...paid, review: 'held' })))
      .mockResolvedValueOnce(ok(order({ ...paid, review: 'held' })))
      .mockResolvedValueOnce(ok(order({ ...paid, review: null, creditedAmount: '0.00166666' })));
    open();
    await settle();
    expect(status()).toMatch(/^Payment received and under review: our team checks deposits this large before crediting them\./);
    expect(screen.getByTestId('order-dialog-status')).toHaveClass('is-review');
    const steps = screen.getByTestId('order-steps').querySelectorAll('li');
    expect(steps[1]).toHaveTextContent('Confirmed (done)');
    expect(steps[2]).toHaveTextContent('Under review (now)');
    // A finished payment under review is not final: the dialog keeps reading it.
    await tick(ORDER_POLL_MS);
    expect(payOrder).toHaveBeenCalledTimes(2);
    expect(status()).toMatch(/under review/);
    await tick(ORDER_POLL_MS);
    expect(status()).toBe('Credited: 0.00166666 BTC added to your balance.');
    await tick(ORDER_POLL_MS * 3);
    expect(payOrder).toHaveBeenCalledTimes(3);
    expect(orderStatusText(order({ ...paid, review: 'rejected' }))).toBe(
      'The payment was rejected after review and was not credited. Contact support with this order id.',
    );
  });

  it('words failed and partially paid orders', () => {
    expect(orderStatusText(order({ status: 'failed' }))).toBe(
      'The payment failed and nothing was credited. If you were charged, contact support with this order id.',
    );
    expect(orderStatusText(order({ status: 'partially_paid', paidAmount: '0.001', creditedAmount: '0.001' }))).toBe(
      'Partially paid: 0.001 BTC of 0.00166666 BTC arrived, and 0.001 BTC was credited.',
    );
    expect(orderStatusText(order({ status: 'partially_paid', paidAmount: '0.001' }))).toBe(
      'Partially paid: 0.001 BTC of 0.00166666 BTC arrived. What arrived is credited once confirmed.',
    );
  });
});
