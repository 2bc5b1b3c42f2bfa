import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODE } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import type { WithdrawResult, WithdrawTerms } from '../../src/core/wallet/api';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { loginAlice } from '../chat/testSetup.testing';

vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  withdrawTerms: vi.fn(),
  withdraw: vi.fn(),
  getWithdrawCode: vi.fn(),
}));
vi.mock('../../src/app/actions/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/actions/wallet')>()),
  balanceHint: vi.fn(),
}));
const account = await import('../../src/app/api/wallet');
const wallet = await import('../../src/app/actions/wallet');
const { WithdrawTab } = await import('./WithdrawTab');

const withdrawTerms = vi.mocked(account.withdrawTerms);
const withdraw = vi.mocked(account.withdraw);
const getWithdrawCode = vi.mocked(account.getWithdrawCode);

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

const terms = (over: Partial<WithdrawTerms> = {}): WithdrawTerms => ({
  coin: 'BTC',
  network: 'BTC',
  networkLabel: 'Bitcoin',
  tagLabel: null,
  fee: '0.0002',
  minWithdraw: '0.0005',
  available: '0.5',
  maxAmount: '0.4998',
  dailyLimitUsd: '10000',
  usedTodayUsd: '2500',
  twoFactor: false,
  emailReady: true,
  ...over,
});
const ok = <T,>(data: T) => ({ code: CODE.OK, msg: 'success', data });
const result = (over: Partial<WithdrawResult['withdrawal']> = {}): WithdrawResult => ({
  withdrawal: {
    id: 7,
    coin: 'BTC',
    network: 'BTC',
    address: BTC_ADDRESS,
    tag: null,
    amount: '0.1',
    fee: '0.0002',
    status: 'pending',
    txid: null,
    reason: null,
    createdAt: 1,
    decidedAt: null,
    ...over,
  },
  balance: '0.3998',
});

beforeEach(() => {
  loginAlice();
  withdrawTerms.mockReset();
  withdraw.mockReset();
  getWithdrawCode.mockReset();
  vi.mocked(wallet.balanceHint).mockReset();
});
afterEach(() => cleanup());

const onClose = vi.fn();
async function renderTab(coin: Coin = 'BTC', t: WithdrawTerms = terms()) {
  withdrawTerms.mockResolvedValue(ok(t));
  render(
    <MemoryRouter>
      <WithdrawTab coin={coin} cache={new Map()} onClose={onClose} />
    </MemoryRouter>,
  );
  await screen.findByTestId('withdraw-submit');
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const leave = (testId: string) => fireEvent.blur(screen.getByTestId(testId));
const errorUnder = (testId: string) =>
  screen.getByTestId(testId).closest('.field')?.querySelector('.field__error')?.textContent?.trim() ?? null;
function fillValid() {
  type('withdraw-address', BTC_ADDRESS);
  type('withdraw-amount', '0.1');
  type('withdraw-email-code', '123456');
}
const submit = () => fireEvent.click(screen.getByTestId('withdraw-submit'));

describe('WithdrawTab', () => {
  it('shows the network, the limit left today and the bonus rule, and MAX fills the most with the fee on top', async () => {
    await renderTab();
    expect(screen.getByTestId('withdraw-network')).toHaveTextContent('Bitcoin');
    expect(screen.getByTestId('withdraw-daily-left')).toHaveTextContent('Daily limit left: $7,500.00 of $10,000.00');
    expect(screen.getByText(/Bonus balance can't be withdrawn/)).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-address')).toHaveAttribute('placeholder', 'bc1q…');
    expect(screen.queryByTestId('withdraw-tag')).toBeNull();
    expect(screen.queryByTestId('withdraw-google-code')).toBeNull();
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('—');

    fireEvent.click(screen.getByTestId('withdraw-max'));
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('0.4998');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('0.0002 BTC');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('0.4998 BTC');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('0.5 BTC');

    // Decimal arithmetic: 0.1 + 0.0002 is exactly 0.1002 (floats would say 0.10020000000000001).
    type('withdraw-amount', '0,1');
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('0.1');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('0.1002 BTC');
  });

  it('says what is wrong with each field and sends nothing until all are right', async () => {
    await renderTab();
    submit();
    expect(errorUnder('withdraw-address')).toBe('Enter the address to withdraw to');
    expect(errorUnder('withdraw-amount')).toBe('Enter the amount to withdraw');
    expect(errorUnder('withdraw-email-code')).toBe('Enter the code we emailed you');
    expect(screen.getByTestId('withdraw-address')).toHaveFocus();

    type('withdraw-address', `${BTC_ADDRESS.slice(0, -1)}x`);
    expect(errorUnder('withdraw-address')).toBe('Checksum mismatch: check the address for a typo');
    type('withdraw-address', '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(errorUnder('withdraw-address')).toBe('This looks like an Ethereum address; BTC withdrawals go to a Bitcoin address');
    type('withdraw-address', BTC_ADDRESS);
    expect(errorUnder('withdraw-address')).toBeNull();

    type('withdraw-amount', '0.0001');
    expect(errorUnder('withdraw-amount')).toBe('The minimum withdrawal is 0.0005 BTC');
    type('withdraw-amount', '0.123456789');
    expect(errorUnder('withdraw-amount')).toBe('BTC amounts have at most 8 decimals');
    type('withdraw-amount', '0.4999');
    expect(errorUnder('withdraw-amount')).toBe('Not enough balance: with the 0.0002 BTC fee you can withdraw up to 0.4998 BTC');
    type('withdraw-amount', '0');
    expect(errorUnder('withdraw-amount')).toBe('The amount must be more than 0');

    type('withdraw-email-code', '12');
    expect(errorUnder('withdraw-email-code')).toBe('The code is 6 digits');
    submit();
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('shows an address problem once the field is left, not while it is first typed', async () => {
    await renderTab();
    type('withdraw-address', 'bc1q');
    expect(errorUnder('withdraw-address')).toBeNull();
    leave('withdraw-address');
    expect(errorUnder('withdraw-address')).not.toBeNull();
  });

  it('names the daily limit when the balance would allow more', async () => {
    await renderTab('BTC', terms({ maxAmount: '0.05', usedTodayUsd: '9000' }));
    type('withdraw-amount', '0.06');
    leave('withdraw-amount');
    expect(errorUnder('withdraw-amount')).toBe("Above today's withdrawal limit: you can withdraw up to 0.05 BTC today");
    expect(screen.getByTestId('withdraw-daily-left')).toHaveTextContent('$1,000.00');
  });

  it('asks for the destination tag of XRP and checks it', async () => {
    await renderTab(
      'XRP',
      terms({
        coin: 'XRP',
        network: 'XRP',
        networkLabel: 'XRP Ledger',
        tagLabel: 'Destination tag',
        fee: '0.25',
        minWithdraw: '20',
        available: '100',
        maxAmount: '99.75',
      }),
    );
    expect(screen.getByLabelText(/Destination tag/)).toBe(screen.getByTestId('withdraw-tag'));
    type('withdraw-address', XRP_ADDRESS);
    type('withdraw-tag', 'abc');
    leave('withdraw-tag');
    expect(errorUnder('withdraw-tag')).toBe('Destination tag must be a whole number from 0 to 4294967295');
    type('withdraw-tag', '3912004');
    type('withdraw-amount', '20');
    type('withdraw-email-code', '123456');
    withdraw.mockResolvedValue(ok(result({ coin: 'XRP', address: XRP_ADDRESS, tag: '3912004', amount: '20', fee: '0.25' })));
    submit();
    await screen.findByTestId('withdraw-success');
    expect(withdraw.mock.calls[0]![0]).toMatchObject({ coin: 'XRP', network: 'XRP', address: XRP_ADDRESS, tag: '3912004', amount: '20' });
  });

  it('mails the code and says where it went', async () => {
    getWithdrawCode.mockResolvedValue(ok({ email: 'al***@example.com', expiresInSec: 600, resendInSec: 60, devMailbox: false }));
    await renderTab();
    fireEvent.click(screen.getByTestId('withdraw-send-code'));
    await screen.findByText(/We emailed a 6-digit code to al\*\*\*@example.com/);
    expect(screen.getByTestId('withdraw-send-code')).toHaveTextContent('Resend in 60 s');
    expect(getWithdrawCode).toHaveBeenCalledTimes(1);
  });

  it('asks for the authenticator code on 428 and sends it again with the same idempotency key', async () => {
    withdraw.mockResolvedValueOnce({ code: 428, msg: 'Enter the code from your authenticator app', data: null });
    withdraw.mockResolvedValueOnce(ok(result()));
    await renderTab();
    fillValid();
    submit();
    await screen.findByTestId('withdraw-google-code');
    expect(screen.getByTestId('withdraw-error')).toHaveTextContent('Enter the code from your authenticator app');
    await waitFor(() => expect(screen.getByTestId('withdraw-google-code')).toHaveFocus());
    submit();
    expect(errorUnder('withdraw-google-code')).toBe('Enter the code of your authenticator app');
    type('withdraw-google-code', '654 321');
    submit();
    await screen.findByTestId('withdraw-success');
    const [first] = withdraw.mock.calls[0]!;
    const [second] = withdraw.mock.calls[1]!;
    expect(first).not.toHaveProperty('googleCode');
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toMatchObject({ googleCode: '654321', emailCode: '123456', idempotencyKey: first.idempotencyKey });
  });

  it('asks for the authenticator code from the start when two-factor login is on', async () => {
    await renderTab('BTC', terms({ twoFactor: true }));
    expect(screen.getByTestId('withdraw-google-code')).toBeInTheDocument();
  });

  it('shows a 400 under the field it names, and the corrected withdrawal goes with a new key', async () => {
    withdraw.mockResolvedValueOnce({ code: 400, msg: 'emailCode is incorrect or has expired', data: null });
    withdraw.mockResolvedValueOnce({ code: 400, msg: 'address: this address belongs to the site', data: null });
    await renderTab();
    fillValid();
    submit();
    await waitFor(() => expect(errorUnder('withdraw-email-code')).toBe('Email code is incorrect or has expired'));
    // The refusal holds until the field changes.
    submit();
    expect(withdraw).toHaveBeenCalledTimes(1);
    type('withdraw-email-code', '222333');
    expect(errorUnder('withdraw-email-code')).toBeNull();
    submit();
    await waitFor(() => expect(errorUnder('withdraw-address')).toBe('This address belongs to the site'));
    expect(withdraw.mock.calls[1]![0].idempotencyKey).not.toBe(withdraw.mock.calls[0]![0].idempotencyKey);
  });

  it('shows other refusals as the server words them', async () => {
    withdraw.mockResolvedValueOnce({ code: 500, msg: 'Withdrawals are paused for maintenance', data: null });
    await renderTab();
    fillValid();
    submit();
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('Withdrawals are paused for maintenance');
  });

  it('re-sends the same key after no answer, and is disabled while sending', async () => {
    let answer: (value: unknown) => void = () => {};
    withdraw.mockResolvedValueOnce({ code: NETWORK_FAILURE, msg: 'request failed', data: null });
    withdraw.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve as never)));
    await renderTab();
    fillValid();
    submit();
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('No answer from the server');
    submit();
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeDisabled());
    expect(screen.getByTestId('withdraw-submit')).toHaveTextContent('Sending…');
    submit();
    expect(withdraw).toHaveBeenCalledTimes(2);
    expect(withdraw.mock.calls[1]![0].idempotencyKey).toBe(withdraw.mock.calls[0]![0].idempotencyKey);
    answer(ok(result()));
    await screen.findByTestId('withdraw-success');
  });

  it('shows the request pending review with what was sent where, reads the balance and links the transactions', async () => {
    withdraw.mockResolvedValueOnce(ok(result()));
    await renderTab();
    fillValid();
    submit();
    const success = await screen.findByTestId('withdraw-success');
    expect(success).toHaveTextContent('Withdrawal requested — pending review');
    expect(success).toHaveTextContent('0.1 BTC');
    expect(success).toHaveTextContent(BTC_ADDRESS);
    expect(within(success).getByRole('link', { name: 'View transactions' })).toHaveAttribute('href', '/profile/Transactions');
    expect(wallet.balanceHint).toHaveBeenCalledWith({ coin: 'BTC', balanceType: 'DEPOSIT' });
    expect(withdraw.mock.calls[0]![0]).toMatchObject({
      coin: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.1',
      emailCode: '123456',
    });
    expect(withdraw.mock.calls[0]![0]).not.toHaveProperty('tag');
  });

  it('sends an account without a verified email to add one', async () => {
    withdrawTerms.mockResolvedValue(ok(terms({ emailReady: false })));
    render(
      <MemoryRouter>
        <WithdrawTab coin="BTC" cache={new Map()} onClose={onClose} />
      </MemoryRouter>,
    );
    const note = await screen.findByTestId('withdraw-email-needed');
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/profile/Account');
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
  });
});
