import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { CODE, type Envelope } from '../../src/core/api';
import type { DepositRecord, WithdrawRecord } from '../../src/core/wallet/api';
import type { LedgerRecord, PersonRecord } from '../../src/core/wallet/history';
import { getState, resetStore } from '../../src/app/store';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  transaction: vi.fn(),
  personTransaction: vi.fn(),
  myPay: vi.fn(),
  myWithdraw: vi.fn(),
}));
const account = await import('../../src/app/api/wallet');
const { TX_VIEWS } = await import('./transactionViews');
const { TransactionList } = await import('./TransactionList');

const page = <T,>(list: T[]): Envelope<{ list: T[]; next: string | null }> => ({ code: CODE.OK, msg: '', data: { list, next: null } });
const TIME = Date.UTC(2026, 0, 2, 3, 4, 5);

const win: LedgerRecord = {
  id: 3,
  time: TIME,
  coin: 'USDT',
  kind: 'DEPOSIT',
  category: 'bets',
  reason: 'payout',
  delta: '2.970000',
  balanceAfter: '101.470000',
  link: { kind: 'bet', id: '1003', game: 'dice' },
};
const deposit: LedgerRecord = {
  ...win,
  id: 2,
  coin: 'BTC',
  category: 'deposits',
  reason: 'deposit',
  delta: '0.01230000',
  balanceAfter: '0.04560000',
  link: { kind: 'deposit', id: '7', txHash: 'abc123def456' },
};
const tip: PersonRecord = {
  id: 5,
  time: TIME,
  coin: 'USDT',
  category: 'tips',
  direction: 'in',
  amount: '5.500000',
  counterparty: { name: 'GenerousGus', hidden: false },
  recipients: null,
  link: { kind: 'tip', id: '4242' },
};
const withdrawal: WithdrawRecord = {
  id: 4,
  coin: 'USDT',
  network: 'ERC20',
  address: '0x1111222233334444555566667777888899990000',
  tag: null,
  amount: '37.250000',
  fee: '1.750000',
  status: 'approved',
  txid: 'ff'.repeat(32),
  reason: null,
  createdAt: TIME,
  decidedAt: TIME,
};
const credited: DepositRecord = {
  id: 11,
  coin: 'USDT',
  network: 'TRC20',
  amount: '12.000000',
  status: 'finished',
  confirmations: 12,
  confirmationsNeeded: 12,
  creditedAmount: '9.750000',
  txHash: null,
  orderId: null,
  review: null,
  reviewReason: null,
  createdAt: TIME,
  creditedAt: TIME,
};

/** The display rows of every kind: a win with its bet, a deposit with its hash, a tip, a withdrawal, a partly credited deposit. */
async function rows() {
  vi.mocked(account.transaction).mockResolvedValue(page([win, deposit]));
  vi.mocked(account.personTransaction).mockResolvedValue(page([tip]));
  vi.mocked(account.myWithdraw).mockResolvedValue(page([withdrawal]));
  vi.mocked(account.myPay).mockResolvedValue(page([credited]));
  const loaded = await Promise.all((['all', 'people', 'withdrawals', 'deposits'] as const).map((tab) => TX_VIEWS[tab].load({})));
  return loaded.flatMap((env) => env.data!.rows);
}

// What streamer mode keeps off the page: amounts, balances, ids, hashes, the address and the other player's name.
const PRIVATE = [
  '2.97',
  '101.47',
  '0.0123',
  '0.0456',
  '5.5',
  '37.25',
  '1.75',
  '9.75',
  '1003',
  '4242',
  'abc123def456',
  'ffffffff',
  '0x1111',
  'GenerousGus',
];

beforeEach(() => resetStore());
afterEach(cleanup);

describe('TransactionList in streamer mode', () => {
  it('shows amounts, balances, references, addresses and names with it off', async () => {
    render(<TransactionList rows={await rows()} onOpen={vi.fn()} />);
    const [winRow, depositRow, tipRow, withdrawRow, creditedRow] = screen.getAllByTestId('tx-row');
    expect(within(winRow!).getByTestId('tx-amount')).toHaveTextContent('+2.97');
    expect(winRow).toHaveTextContent('101.47');
    expect(within(winRow!).getByTestId('tx-open-bet')).toHaveTextContent('Bet #1003');
    expect(within(depositRow!).getByTestId('tx-explorer')).toHaveAttribute('href', 'https://mempool.space/tx/abc123def456');
    expect(tipRow).toHaveTextContent('Tip from GenerousGus');
    expect(tipRow).toHaveTextContent('Tip #4242');
    expect(withdrawRow).toHaveTextContent('Withdrawal to 0x111122…990000');
    expect(withdrawRow).toHaveTextContent('Fee 1.750000');
    expect(creditedRow).toHaveTextContent('Credited 9.750000');
    for (const text of PRIVATE) expect(document.body.innerHTML).toContain(text);
  });

  it('masks them in the text and the attributes with it on, and the explorer still opens', async () => {
    getState().setStreamerMode(true);
    render(<TransactionList rows={await rows()} onOpen={vi.fn()} />);
    for (const text of PRIVATE) expect(document.body.innerHTML).not.toContain(text);
    const [winRow, depositRow, tipRow, withdrawRow, creditedRow] = screen.getAllByTestId('tx-row');
    expect(within(winRow!).getByTestId('tx-amount')).toHaveTextContent('amount hidden in streamer mode');
    expect(within(winRow!).getByTestId('tx-open-bet')).toHaveTextContent('Bet #•••••');
    expect(tipRow).toHaveTextContent('Tip from Hidden');
    expect(tipRow).toHaveTextContent('Tip #•••••');
    expect(withdrawRow).toHaveTextContent('Withdrawal to •••••');
    expect(withdrawRow).toHaveTextContent('Fee •••••');
    expect(creditedRow).toHaveTextContent('Credited •••••');
    // The labels and statuses that are no one's secret stay.
    expect(winRow).toHaveTextContent('Win');
    expect(withdrawRow).toHaveTextContent('Approved');
    // The hash is in no link to hover: the button opens the explorer.
    expect(document.querySelector('a[href]')).toBeNull();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(depositRow!).getByTestId('tx-explorer'));
    expect(open).toHaveBeenCalledWith('https://mempool.space/tx/abc123def456', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
