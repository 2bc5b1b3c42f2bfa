import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrashBetDetail } from '../../../src/core/games/crash';

const HASH = 'd4'.repeat(32);
const detail = (patch: Partial<CrashBetDetail> = {}): CrashBetDetail => ({
  id: 41,
  roundId: 7,
  coin: 'USDT',
  balanceType: 'DEPOSIT',
  amount: '2.000000',
  autoCashout: '3.00',
  state: 'cashed',
  cashoutAt: '1.87',
  payout: '3.740000',
  userName: 'alice',
  crashPoint: '2.47',
  createdAt: '2026-11-25T08:00:00.000Z',
  hash: HASH,
  ...patch,
});
const answer = vi.hoisted(() => ({ value: null as unknown }));
vi.mock('../../../src/app/games/crash/crashHistory', () => ({
  crashBetDetail: vi.fn(async () => answer.value),
}));
const { CrashBetDialog } = await import('./CrashBetDialog');

afterEach(cleanup);

const open = (bet: unknown) => {
  answer.value = bet;
  render(
    <MemoryRouter>
      <CrashBetDialog id={41} onClose={() => undefined} />
    </MemoryRouter>,
  );
};

describe('crash bet detail', () => {
  it('shows the bet, its round and a link to verify the round by its hash, with Replay', async () => {
    open({ code: 200, msg: '', data: detail() });
    await waitFor(() => expect(screen.getByTestId('bet-detail-result')).toHaveTextContent('Out at 1.87×'));
    expect(screen.getByTestId('bet-detail-crash-point')).toHaveTextContent('2.47×');
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(screen.getByTestId('bet-verify')).toHaveAttribute('href', `/fairness?crash=${HASH}`);
    expect(screen.getByTestId('bet-replay-open')).toBeInTheDocument();
  });

  it('keeps the hash secret while the round runs: no Replay, no verify link', async () => {
    open({ code: 200, msg: '', data: detail({ state: 'active', cashoutAt: null, payout: '0.000000', crashPoint: null, hash: null }) });
    await waitFor(() => expect(screen.getByTestId('bet-detail-result')).toHaveTextContent('In play'));
    expect(screen.getByText('Published when the round ends')).toBeInTheDocument();
    expect(screen.queryByTestId('bet-verify')).toBeNull();
    expect(screen.queryByTestId('bet-replay-open')).toBeNull();
  });

  it('says a voided round refunded the stake, and shows a refusal', async () => {
    open({ code: 200, msg: '', data: detail({ state: 'refunded', cashoutAt: null, payout: '2.000000', crashPoint: null }) });
    await waitFor(() => expect(screen.getByTestId('bet-detail-crash-point')).toHaveTextContent('Voided (stake refunded)'));
    cleanup();
    open({ code: 404, msg: 'Bet not found' });
    await waitFor(() => expect(screen.getByText('Bet not found')).toBeInTheDocument());
  });
});
