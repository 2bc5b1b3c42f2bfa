import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODE } from '../../src/core/api';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { getState } from '../../src/app/store';
import { loginAlice } from './testSetup.testing';

vi.mock('../../src/app/api/account', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/account')>()),
  sendTip: vi.fn(),
}));
vi.mock('../../src/app/actions/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/actions/wallet')>()),
  balanceHint: vi.fn(),
  loadRates: vi.fn(),
}));
const account = await import('../../src/app/api/account');
const wallet = await import('../../src/app/actions/wallet');
const { TipDialog } = await import('./TipDialog');

const sendTip = vi.mocked(account.sendTip);
const ok = (amount: string) => ({
  code: CODE.OK,
  msg: '',
  data: { id: 9, toUserName: 'bob', coin: 'USDT' as const, amount, balance: '8.5' },
});

beforeEach(() => {
  loginAlice();
  sendTip.mockReset();
  vi.mocked(wallet.balanceHint).mockReset();
});
afterEach(() => cleanup());

const type = (value: string) => fireEvent.change(screen.getByTestId('tip-amount'), { target: { value } });

describe('TipDialog', () => {
  it('shows the amount in fiat, confirms what is sent, then sends it once with a key and reads the balance', async () => {
    sendTip.mockResolvedValue(ok('1.500000'));
    render(<TipDialog toUserName="bob" toName="Bob" onClose={() => {}} />);
    expect(screen.getByTestId('tip-balance')).toHaveTextContent('10 USDT ≈ $10.00');
    type('1.5');
    expect(screen.getByText('≈ $1.50')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tip-continue'));
    expect(screen.getByTestId('tip-confirm-text')).toHaveTextContent('Tip 1.5 USDT (≈ $1.50) to Bob?');
    expect(sendTip).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('tip-send'));
    await screen.findByTestId('tip-done');
    expect(screen.getByTestId('tip-done')).toHaveTextContent('You tipped Bob 1.5 USDT (≈ $1.50).');
    expect(sendTip).toHaveBeenCalledTimes(1);
    const [body] = sendTip.mock.calls[0]!;
    expect(body).toMatchObject({ toUserName: 'bob', coin: 'USDT', amount: '1.5' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(wallet.balanceHint).toHaveBeenCalledWith({ coin: 'USDT', balanceType: 'DEPOSIT' });
  });

  it('asks for the authenticator code when the server wants it (428), then sends it with the same key', async () => {
    sendTip.mockResolvedValueOnce({ code: 428, msg: 'Enter the code from your authenticator app to send this tip', data: null });
    sendTip.mockResolvedValueOnce(ok('6.000000'));
    render(<TipDialog toUserName="bob" toName="Bob" onClose={() => {}} />);
    type('6');
    fireEvent.click(screen.getByTestId('tip-continue'));
    expect(screen.queryByTestId('tip-2fa-code')).toBeNull();
    fireEvent.click(screen.getByTestId('tip-send'));
    await screen.findByTestId('tip-2fa-code');
    expect(screen.getByTestId('tip-error')).toHaveTextContent('Enter the code from your authenticator app to send this tip');
    fireEvent.change(screen.getByTestId('tip-2fa-code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByTestId('tip-send'));
    await screen.findByTestId('tip-done');
    const [first] = sendTip.mock.calls[0]!;
    const [second] = sendTip.mock.calls[1]!;
    expect(first).not.toHaveProperty('googleCode');
    expect(second).toMatchObject({ googleCode: '123456', idempotencyKey: first.idempotencyKey });
  });

  it('shows the chosen fiat of the player', () => {
    getState().setFiat('EUR');
    render(<TipDialog toUserName="bob" toName="Bob" onClose={() => {}} />);
    type('1.5');
    expect(screen.getByText('≈ €1.35')).toBeInTheDocument();
  });

  it('converts with the chosen coin', () => {
    render(<TipDialog toUserName="bob" toName="Bob" onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('coin-choice-BTC'));
    type('0.001');
    expect(screen.getByText('≈ $60.00')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tip-continue'));
    expect(screen.getByTestId('tip-confirm-text')).toHaveTextContent('Tip 0.001 BTC (≈ $60.00) to Bob?');
  });

  it('validates with the shared schema, the coin precision and the balance before any confirm', () => {
    render(<TipDialog toUserName="bob" toName="Bob" onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('tip-continue'));
    expect(screen.getByTestId('tip-amount-error')).toHaveTextContent('Enter an amount');
    type('1.2.3');
    expect(screen.getByTestId('tip-amount-error')).toHaveTextContent('Amount must be a plain non-negative decimal such as "1.25"');
    type('0');
    expect(screen.getByTestId('tip-amount-error')).toHaveTextContent('Amount must be greater than 0');
    type('1.1234567');
    expect(screen.getByTestId('tip-amount-error')).toHaveTextContent('Amount has more decimals than USDT allows (6)');
    type('10.5');
    expect(screen.getByTestId('tip-amount-error')).toHaveTextContent('Insufficient balance: you have 10 USDT');
    fireEvent.click(screen.getByTestId('tip-continue'));
    expect(screen.queryByTestId('tip-confirm-text')).toBeNull();
    fireEvent.click(screen.getByTestId('tip-max'));
    expect(screen.getByTestId('tip-amount')).toHaveValue('10');
    fireEvent.click(screen.getByTestId('tip-half'));
    expect(screen.getByTestId('tip-amount')).toHaveValue('5');
    expect(screen.queryByTestId('tip-amount-error')).toBeNull();
  });

  it('shows the server refusal as it came; a retry of the same tip reuses its key, an edited tip gets a new one', async () => {
    sendTip
      .mockResolvedValueOnce({ code: NETWORK_FAILURE, msg: 'request failed', data: null })
      .mockResolvedValueOnce({ code: CODE.BAD_REQUEST, msg: 'amount must be at least 0.1 USDT', data: null })
      .mockResolvedValueOnce(ok('2.000000'));
    render(<TipDialog toUserName="bob" toName="Bob" onClose={() => {}} />);
    type('1');
    fireEvent.click(screen.getByTestId('tip-continue'));
    fireEvent.click(screen.getByTestId('tip-send'));
    expect(await screen.findByTestId('tip-error')).toHaveTextContent('No answer from the server: check your connection and retry');
    expect(screen.getByTestId('tip-send')).toHaveTextContent('Retry');
    fireEvent.click(screen.getByTestId('tip-send'));
    await waitFor(() => expect(screen.getByTestId('tip-error')).toHaveTextContent('amount must be at least 0.1 USDT'));
    expect(sendTip.mock.calls[1]![0].idempotencyKey).toBe(sendTip.mock.calls[0]![0].idempotencyKey);
    fireEvent.click(screen.getByTestId('tip-back'));
    type('2');
    fireEvent.click(screen.getByTestId('tip-continue'));
    fireEvent.click(screen.getByTestId('tip-send'));
    await screen.findByTestId('tip-done');
    expect(sendTip.mock.calls[2]![0]).toMatchObject({ amount: '2' });
    expect(sendTip.mock.calls[2]![0].idempotencyKey).not.toBe(sendTip.mock.calls[0]![0].idempotencyKey);
  });

  it('opened from a /tip command starts at the confirm step; nothing is sent without it', () => {
    render(<TipDialog toUserName="bob" toName="bob" coin="USDT" amount="2.5" onClose={() => {}} />);
    expect(screen.getByTestId('tip-confirm-text')).toHaveTextContent('Tip 2.5 USDT (≈ $2.50) to bob?');
    expect(sendTip).not.toHaveBeenCalled();
  });

  it('a prefilled amount over the balance opens the form with the reason', () => {
    render(<TipDialog toUserName="bob" toName="bob" coin="USDT" amount="50" onClose={() => {}} />);
    expect(screen.queryByTestId('tip-confirm-text')).toBeNull();
    expect(screen.getByTestId('tip-amount-error')).toHaveTextContent('Insufficient balance: you have 10 USDT');
  });

  it('refuses to tip yourself', () => {
    render(<TipDialog toUserName="Alice" toName="Alice" onClose={() => {}} />);
    expect(screen.getByTestId('tip-self')).toHaveTextContent('You cannot tip yourself');
    expect(screen.getByTestId('tip-continue')).toBeDisabled();
  });
});
