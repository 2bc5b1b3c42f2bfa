import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettledCrashBet } from '../../../src/core/games/crash';

const HASH = 'd4'.repeat(32);
const detail = (patch: Partial<SettledCrashBet> = {}): SettledCrashBet => ({
  id: 41,
  game: 'crash',
  multiplier: '1.87',
  win: true,
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
vi.mock('../../../src/app/api/bets', () => ({
  betDetail: vi.fn(async () => answer.value),
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
    expect(screen.getByTestId('bet-verify')).toHaveAttribute('href', '/fairness?bet=41');
    expect(screen.getByTestId('bet-replay-open')).toBeInTheDocument();
  });

  it('keeps the hash secret while the round runs (a bet cashed out before the bust): no Replay, no verify link', async () => {
    open({ code: 200, msg: '', data: detail({ crashPoint: null, hash: null }) });
    await waitFor(() => expect(screen.getByTestId('bet-detail-result')).toHaveTextContent('Out at 1.87×'));
    expect(screen.getByTestId('bet-detail-crash-point')).toHaveTextContent('Not yet: the round is running');
    expect(screen.getByText('Published when the round ends')).toBeInTheDocument();
    expect(screen.queryByTestId('bet-verify')).toBeNull();
    expect(screen.queryByTestId('bet-replay-open')).toBeNull();
  });

  it('shows a lost bet at its bust, and a refusal', async () => {
    open({ code: 200, msg: '', data: detail({ state: 'lost', cashoutAt: null, multiplier: '0', win: false, payout: '0.000000' }) });
    await waitFor(() => expect(screen.getByTestId('bet-detail-result')).toHaveTextContent('Bust 2.47×'));
    cleanup();
    open({ code: 404, msg: 'Bet not found' });
    await waitFor(() => expect(screen.getByText('Bet not found')).toBeInTheDocument());
  });

  it("refuses another game's bet under this id", async () => {
    open({ code: 200, msg: '', data: { id: 41, game: 'dice' } });
    await waitFor(() => expect(screen.getByText('This bet could not be loaded')).toBeInTheDocument());
  });
});
