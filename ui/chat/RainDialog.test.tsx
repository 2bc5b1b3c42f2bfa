import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODE } from '../../src/core/api';
import { RAIN } from '../../src/core/chat';
import { loginAlice } from './testSetup.testing';

vi.mock('../../src/app/api/social', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/social')>()),
  chatRain: vi.fn(),
}));
vi.mock('../../src/app/actions/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/actions/wallet')>()),
  balanceHint: vi.fn(),
  loadRates: vi.fn(),
}));
const social = await import('../../src/app/api/social');
const wallet = await import('../../src/app/actions/wallet');
const { RainDialog, RAIN_RULE } = await import('./RainDialog');

const chatRain = vi.mocked(social.chatRain);

beforeEach(() => {
  loginAlice();
  chatRain.mockReset();
  vi.mocked(wallet.balanceHint).mockReset();
});
afterEach(() => cleanup());

const type = (value: string) => fireEvent.change(screen.getByTestId('rain-amount'), { target: { value } });

describe('RainDialog', () => {
  it('states the rule from the shared limits', () => {
    render(<RainDialog onClose={() => {}} />);
    expect(screen.getByTestId('rain-rule')).toHaveTextContent(RAIN_RULE);
    expect(RAIN_RULE).toContain(`last ${RAIN.activeWindowMs / 60_000} minutes (you excluded)`);
    expect(RAIN_RULE).toContain(`the ${RAIN.maxRecipients} most recently active at most`);
    expect(RAIN_RULE).toContain(`at least ${RAIN.minShareUsd} USD`);
    expect(RAIN_RULE).toContain('the remainder comes back to you');
  });

  it('confirms, rains once and shows the share, the recipients and the refund', async () => {
    chatRain.mockResolvedValue({
      code: CODE.OK,
      msg: '',
      data: { id: 3, coin: 'USDT', amount: '0.999999', share: '0.333333', recipients: 3, refund: '0.000001', balance: '9.000001' },
    });
    render(<RainDialog onClose={() => {}} />);
    type('1');
    fireEvent.click(screen.getByTestId('rain-continue'));
    expect(screen.getByTestId('rain-confirm-text')).toHaveTextContent(
      'Rain 1 USDT (≈ $1.00) on up to 25 players who chatted in the last 10 minutes?',
    );
    expect(chatRain).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('rain-send'));
    const done = await screen.findByTestId('rain-done');
    expect(done).toHaveTextContent('0.333333 USDT each to 3 players: 0.999999 USDT (≈ $1.00) in all.');
    expect(screen.getByTestId('rain-refund')).toHaveTextContent('0.000001 USDT (the rounding remainder) came back to you.');
    expect(chatRain).toHaveBeenCalledTimes(1);
    expect(chatRain.mock.calls[0]![0]).toMatchObject({ coin: 'USDT', amount: '1' });
    expect(wallet.balanceHint).toHaveBeenCalledWith({ coin: 'USDT', balanceType: 'DEPOSIT' });
  });

  it('no refund line when the split was exact', async () => {
    chatRain.mockResolvedValue({
      code: CODE.OK,
      msg: '',
      data: { id: 4, coin: 'USDT', amount: '2.000000', share: '1.000000', recipients: 2, refund: '0.000000', balance: '8' },
    });
    render(<RainDialog onClose={() => {}} />);
    type('2');
    fireEvent.click(screen.getByTestId('rain-continue'));
    fireEvent.click(screen.getByTestId('rain-send'));
    await screen.findByTestId('rain-done');
    expect(screen.queryByTestId('rain-refund')).toBeNull();
  });

  it('shows the server refusal as it came and retries the same rain with the same key', async () => {
    const nobody = 'Nobody to rain on: no other player chatted in the last 10 minutes';
    chatRain.mockResolvedValue({ code: CODE.BAD_REQUEST, msg: nobody, data: null });
    render(<RainDialog onClose={() => {}} />);
    type('1');
    fireEvent.click(screen.getByTestId('rain-continue'));
    fireEvent.click(screen.getByTestId('rain-send'));
    expect(await screen.findByTestId('rain-error')).toHaveTextContent(nobody);
    fireEvent.click(screen.getByTestId('rain-send'));
    await waitFor(() => expect(chatRain).toHaveBeenCalledTimes(2));
    expect(chatRain.mock.calls[1]![0].idempotencyKey).toBe(chatRain.mock.calls[0]![0].idempotencyKey);
    expect(wallet.balanceHint).not.toHaveBeenCalled();
  });

  it('refuses amounts over the balance before confirming', () => {
    render(<RainDialog onClose={() => {}} />);
    type('11');
    fireEvent.click(screen.getByTestId('rain-continue'));
    expect(screen.getByTestId('rain-amount-error')).toHaveTextContent('Insufficient balance: you have 10 USDT');
    expect(screen.queryByTestId('rain-confirm-text')).toBeNull();
  });
});
