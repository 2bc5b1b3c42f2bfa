import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CODE, type Envelope } from '../../src/core/api';
import type { DepositRecord, WithdrawRecord } from '../../src/core/wallet/api';
import type { ChuRuRecord, HistoryQuery, LedgerRecord } from '../../src/core/wallet/history';
import { getState, resetStore } from '../../src/app/store';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  transaction: vi.fn(),
  personTransaction: vi.fn(),
  myPay: vi.fn(),
  myWithdraw: vi.fn(),
  findChuRu: vi.fn(),
}));
vi.mock('../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/bets')>()),
  betDetail: vi.fn(() => new Promise(() => {})),
}));
const account = await import('../../src/app/api/wallet');
const { Transactions } = await import('./Transactions');

const transaction = vi.mocked(account.transaction);
const myPay = vi.mocked(account.myPay);
const myWithdraw = vi.mocked(account.myWithdraw);
const personTransaction = vi.mocked(account.personTransaction);
const findChuRu = vi.mocked(account.findChuRu);

const page = <T,>(list: T[], next: string | null = null): Envelope<{ list: T[]; next: string | null }> => ({
  code: CODE.OK,
  msg: '',
  data: { list, next },
});
const ledger = (id: number, over: Partial<LedgerRecord> = {}): LedgerRecord => ({
  id,
  time: Date.UTC(2026, 0, 2, 3, 4, 5),
  coin: 'USDT',
  kind: 'DEPOSIT',
  category: 'bets',
  reason: 'bet',
  delta: '-1.500000',
  balanceAfter: '98.500000',
  link: { kind: 'bet', id: String(1000 + id), game: 'dice' },
  ...over,
});
const calls = () =>
  transaction.mock.calls.length +
  myPay.mock.calls.length +
  myWithdraw.mock.calls.length +
  personTransaction.mock.calls.length +
  findChuRu.mock.calls.length;

beforeEach(() => {
  resetStore();
  for (const m of [transaction, myPay, myWithdraw, personTransaction, findChuRu]) m.mockReset();
});
afterEach(() => cleanup());

describe('Transactions', () => {
  it('opens with one request and shows each row with its sign, coin, balance and link', async () => {
    transaction.mockResolvedValue(
      page([
        ledger(3, { reason: 'payout', delta: '2.970000', balanceAfter: '101.470000' }),
        ledger(2, {
          reason: 'deposit',
          category: 'deposits',
          coin: 'BTC',
          delta: '0.01000000',
          balanceAfter: '0.03',
          link: { kind: 'deposit', id: '7', txHash: 'abc123' },
        }),
        ledger(1, { reason: 'deposit', category: 'deposits', delta: '50.000000', link: { kind: 'order', id: 'order-uuid' } }),
      ]),
    );
    render(<Transactions />);
    expect(screen.getByTestId('tx-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('tx-row');
    expect(calls()).toBe(1);
    expect(transaction).toHaveBeenCalledWith({ size: 20 });
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('tx-amount')).toHaveTextContent('+2.97');
    expect(rows[0]).toHaveTextContent('Win');
    expect(rows[0]).toHaveTextContent('101.47');
    expect(within(rows[1]!).getByTestId('tx-amount')).toHaveTextContent('+0.01');
    const explorer = within(rows[1]!).getByTestId('tx-explorer');
    expect(explorer).toHaveAttribute('href', 'https://mempool.space/tx/abc123');
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(within(rows[2]!).getByTestId('tx-open-order'));
    expect(getState().orderDialogId).toBe('order-uuid');
    fireEvent.click(within(rows[0]!).getByTestId('tx-open-bet'));
    expect(await screen.findByTestId('bet-detail')).toHaveTextContent('#1003');
    expect(calls()).toBe(1);
  });

  it('labels the VIP rewards by kind, bonus money marked, and lists them under Bonuses & VIP', async () => {
    const vip = (id: number, reason: string, kind: LedgerRecord['kind'] = 'DEPOSIT') =>
      ledger(id, { reason, kind, category: 'bonuses', delta: '1.000000', link: null });
    transaction.mockResolvedValue(
      page([
        vip(9, 'vip_rakeback'),
        vip(8, 'vip_level_up', 'BONUS'),
        vip(7, 'vip_daily'),
        vip(6, 'vip_gift'),
        vip(5, 'vip_grant'),
        vip(4, 'vip_recharge'),
      ]),
    );
    render(<Transactions />);
    const rows = await screen.findAllByTestId('tx-row');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('VIP rakeback');
    expect(rows[1]).toHaveTextContent('VIP level-up reward');
    expect(rows[1]).toHaveTextContent('Bonus balance');
    expect(rows[2]).toHaveTextContent('VIP daily reward');
    expect(rows[3]).toHaveTextContent('VIP monthly gift');
    expect(rows[4]).toHaveTextContent('VIP grant');
    expect(rows[5]).toHaveTextContent('VIP recharge');
    fireEvent.click(screen.getByRole('tab', { name: 'Bonuses & VIP' }));
    await waitFor(() => expect(transaction).toHaveBeenLastCalledWith({ type: 'bonuses', size: 20 }));
  });

  it('turns tabs, coin and dates into one request each, and refuses a backwards range without asking', async () => {
    transaction.mockResolvedValue(page([ledger(1)]));
    myPay.mockResolvedValue(page<DepositRecord>([]));
    myWithdraw.mockResolvedValue(
      page<WithdrawRecord>([
        {
          id: 4,
          coin: 'USDT',
          network: 'ERC20',
          address: '0x1111222233334444555566667777888899990000',
          tag: null,
          amount: '20.000000',
          fee: '5.000000',
          status: 'rejected',
          txid: null,
          reason: 'Address failed the checks',
          createdAt: 1,
          decidedAt: 2,
        },
      ]),
    );
    personTransaction.mockResolvedValue(page([]));
    render(<Transactions />);
    await screen.findAllByTestId('tx-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    await waitFor(() => expect(transaction).toHaveBeenLastCalledWith({ type: 'bets', size: 20 }));
    fireEvent.change(screen.getByTestId('tx-coin'), { target: { value: 'BTC' } });
    await waitFor(() => expect(transaction).toHaveBeenLastCalledWith({ type: 'bets', coin: 'BTC', size: 20 }));
    // One date alone runs a year back from it; the other date then narrows it.
    fireEvent.change(screen.getByTestId('tx-to'), { target: { value: '2026-01-31' } });
    fireEvent.change(screen.getByTestId('tx-from'), { target: { value: '2026-01-01' } });
    const from = new Date(2026, 0, 1).getTime();
    const to = new Date(2026, 1, 1).getTime() - 1;
    await waitFor(() => expect(transaction).toHaveBeenLastCalledWith({ type: 'bets', coin: 'BTC', from, to, size: 20 }));
    expect(transaction).toHaveBeenCalledTimes(5);
    fireEvent.change(screen.getByTestId('tx-to'), { target: { value: '2025-12-01' } });
    expect(screen.getByTestId('tx-to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('tx-filter-error')).toHaveTextContent('The end date is before the start date.');
    expect(transaction).toHaveBeenCalledTimes(5);
    // The list of the last good filter stays.
    expect(screen.getAllByTestId('tx-row')).toHaveLength(1);
    fireEvent.click(screen.getByText('Clear filters'));
    fireEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    await screen.findByTestId('tx-empty');
    expect(myPay).toHaveBeenCalledWith({ size: 20 });
    expect(screen.getByTestId('tx-empty')).toHaveTextContent('No deposits yet.');
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const row = await screen.findByTestId('tx-row');
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('Refunded: Address failed the checks');
    expect(within(row).getByTestId('tx-amount')).toHaveTextContent('−20');
    fireEvent.click(screen.getByRole('tab', { name: 'Tips & rain' }));
    await waitFor(() => expect(personTransaction).toHaveBeenCalledWith({ size: 20 }));
  });

  it('shows deposits and withdrawals together in the In & out tab (findChuRu), each with its own status', async () => {
    transaction.mockResolvedValue(page([ledger(1)]));
    findChuRu.mockResolvedValue(
      page<ChuRuRecord>([
        {
          direction: 'out',
          id: 9,
          coin: 'BTC',
          network: 'BTC',
          address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
          tag: null,
          amount: '0.00500000',
          fee: '0.00020000',
          status: 'pending',
          txid: null,
          reason: null,
          createdAt: 3,
          decidedAt: null,
        },
        {
          direction: 'in',
          id: 7,
          coin: 'BTC',
          network: 'BTC',
          amount: '0.01000000',
          status: 'confirming',
          confirmations: 1,
          confirmationsNeeded: 2,
          creditedAmount: '0',
          txHash: 'ab'.repeat(32),
          orderId: null,
          review: null,
          reviewReason: null,
          createdAt: 2,
          creditedAt: null,
        },
      ]),
    );
    render(<Transactions />);
    await screen.findAllByTestId('tx-row');
    fireEvent.click(screen.getByRole('tab', { name: 'In & out' }));
    await waitFor(() => expect(findChuRu).toHaveBeenCalledWith({ size: 20 }));
    const rows = await screen.findAllByTestId('tx-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Withdrawal to');
    expect(within(rows[0]!).getByTestId('tx-amount')).toHaveTextContent('−0.005');
    expect(rows[1]).toHaveTextContent('Confirming 1/2');
    expect(within(rows[1]!).getByTestId('tx-explorer')).toHaveAttribute('href', `https://mempool.space/tx/${'ab'.repeat(32)}`);
    expect(calls()).toBe(2);
  });

  it('shows a deposit held for review as under review, and a rejected one with its reason', async () => {
    const held = {
      id: 11,
      coin: 'USDT' as const,
      network: 'ERC20',
      amount: '100000000000000000.000000',
      status: 'finished' as const,
      confirmations: 12,
      confirmationsNeeded: 12,
      creditedAmount: '0.000000',
      txHash: null,
      orderId: null,
      review: 'held' as const,
      reviewReason: null,
      createdAt: 2,
      creditedAt: null,
    };
    transaction.mockResolvedValue(page([ledger(1)]));
    myPay.mockResolvedValue(page([held, { ...held, id: 12, review: 'rejected', reviewReason: 'Funds traced to a hack' }]));
    render(<Transactions />);
    await screen.findAllByTestId('tx-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    await waitFor(() => expect(myPay).toHaveBeenCalled());
    const rows = await screen.findAllByTestId('tx-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Under review');
    expect(rows[0]).toHaveTextContent('Credited once our team approves it');
    expect(rows[0]).not.toHaveTextContent('Finished');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(rows[1]).toHaveTextContent('Not credited: Funds traced to a hack');
  });

  it('loads more with the cursor, appending, and never fetches an earlier page again', async () => {
    transaction.mockResolvedValueOnce(page([ledger(4), ledger(3)], 'c1')).mockResolvedValueOnce(page([ledger(2), ledger(1)], null));
    render(<Transactions />);
    await screen.findAllByTestId('tx-row');
    fireEvent.click(screen.getByTestId('tx-more'));
    await waitFor(() => expect(screen.getAllByTestId('tx-row')).toHaveLength(4));
    expect(transaction).toHaveBeenCalledTimes(2);
    expect(transaction).toHaveBeenLastCalledWith({ size: 20, cursor: 'c1' });
    expect(screen.getAllByTestId('tx-row').map((r) => r.dataset.key)).toEqual(['l4', 'l3', 'l2', 'l1']);
    expect(screen.queryByTestId('tx-more')).toBeNull();
  });

  it('shows the empty state, and an error with one retry', async () => {
    transaction.mockResolvedValueOnce({ code: CODE.ERROR, msg: '', data: null }).mockResolvedValueOnce(page([]));
    render(<Transactions />);
    expect(await screen.findByTestId('tx-error')).toHaveTextContent('Your transactions could not be loaded.');
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('tx-empty')).toHaveTextContent('No transactions yet.');
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it('exports the current filter as CSV, page by page of 100, into transactions-YYYY-MM-DD.csv', async () => {
    transaction
      .mockResolvedValueOnce(page([ledger(4)], 'c0'))
      .mockResolvedValueOnce(page([ledger(3)], 'c1'))
      .mockResolvedValueOnce(
        page([ledger(3), ledger(2, { reason: 'tip_in', category: 'tips', delta: '5', link: { kind: 'tip', id: '9' } })], 'e1'),
      )
      .mockResolvedValueOnce(page([ledger(1, { reason: 'odd,"reason"', category: null, link: null })], null));
    const blobs: Blob[] = [];
    // jsdom has no object URLs: these stand in for the download.
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<Transactions />);
    fireEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    await screen.findAllByTestId('tx-row');
    await act(async () => fireEvent.click(screen.getByTestId('tx-export')));
    await waitFor(() => expect(screen.getByTestId('tx-export-note')).toHaveTextContent('Exported 3 rows.'), { timeout: 3000 });
    const asked = transaction.mock.calls.map((c) => c[0] as HistoryQuery);
    expect(asked.slice(-2)).toEqual([
      { type: 'bets', size: 100 },
      { type: 'bets', size: 100, cursor: 'e1' },
    ]);
    const d = new Date();
    expect(clicked).toEqual([
      `transactions-${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}.csv`,
    ]);
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Time (local),Type,Coin,Amount,Balance after,Status,Details,Reference');
    expect(lines[1]).toMatch(/^2026-01-02 \d\d:04:05,Bet,USDT,-1.500000,98.500000,,,bet 1003$/);
    expect(lines[2]).toContain(',Tip received,USDT,5,98.500000,,,tip 9');
    expect(lines[3]).toContain(',"odd,""reason""",USDT,-1.500000,');
    expect(lines).toHaveLength(5);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
