import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODE } from '../../src/core/api';
import type { HouseBet, SettledBet } from '../../src/core/bets';
import type { SettledCrashBet } from '../../src/core/games/crash';
import { resetStore } from '../../src/app/store';
import { fakeDiceBet } from '../../src/app/api/fixtures.testing';

vi.mock('../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/bets')>()),
  myBets: vi.fn(),
  betDetail: vi.fn(),
}));
const bets = await import('../../src/app/api/bets');
const { HistoryBets } = await import('./HistoryBets');

const dice: SettledBet = fakeDiceBet({ id: 70, userName: 'me', amount: '1.000000', payout: '1.980000', nonce: 3 });
const crash: SettledCrashBet = {
  id: 71,
  game: 'crash',
  userName: 'me',
  coin: 'USDT',
  balanceType: 'DEPOSIT',
  amount: '2.000000',
  multiplier: '0',
  payout: '0.000000',
  win: false,
  state: 'lost',
  roundId: 9,
  autoCashout: '3.00',
  cashoutAt: null,
  crashPoint: '1.42',
  hash: 'e'.repeat(64),
  createdAt: '2026-11-25T08:01:00.000Z',
};
const ok = (data: unknown) => ({ code: CODE.OK, msg: '', data }) as never;

beforeEach(() => {
  resetStore();
  vi.mocked(bets.myBets).mockImplementation(async (game) => ok(game === 'crash' ? [crash] : game === 'dice' ? [dice] : []));
  vi.mocked(bets.betDetail).mockImplementation(async (id) => ok(([dice, crash] as HouseBet[]).find((b) => b.id === Number(id))));
});
afterEach(cleanup);

const renderHistory = () =>
  render(
    <MemoryRouter>
      <HistoryBets />
    </MemoryRouter>,
  );

describe('game history', () => {
  it('lists every house game, crash included, from the one bet list, and opens each bet in its game dialog', async () => {
    renderHistory();
    const card = screen.getByTestId('history-bets');
    await waitFor(() => expect(within(card).getByTestId('history-bet-row')).toHaveAttribute('data-bet-id', '70'));
    expect(bets.myBets).toHaveBeenLastCalledWith('dice', 1);

    fireEvent.click(within(card).getByRole('tab', { name: 'Crash' }));
    await waitFor(() => expect(within(card).getByTestId('history-bet-row')).toHaveAttribute('data-bet-id', '71'));
    expect(bets.myBets).toHaveBeenLastCalledWith('crash', 1);
    expect(within(card).getByTestId('history-bet-row')).toHaveTextContent('Bust 1.42×');

    // The crash bet opens crash's own dialog (lazily loaded) by its bets id: its round and the bust.
    fireEvent.click(within(card).getByTestId('history-bet-row'));
    await waitFor(() => expect(screen.getByTestId('bet-detail-crash-point')).toHaveTextContent('1.42×'), { timeout: 15_000 });
    expect(screen.getByTestId('bet-detail')).toHaveTextContent('Crash bet #71');
    expect(bets.betDetail).toHaveBeenCalledWith(71);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('bet-detail')).toBeNull());

    // A dice bet opens the kit's dialog.
    fireEvent.click(within(card).getByRole('tab', { name: 'Dice' }));
    await waitFor(() => expect(within(card).getByTestId('history-bet-row')).toHaveAttribute('data-bet-id', '70'));
    fireEvent.click(within(card).getByTestId('history-bet-row'));
    // The dialog's frame shows at once; its body (the game's own rows) arrives with the lazily loaded module.
    await waitFor(() => expect(screen.getByTestId('bet-detail-result')).toHaveTextContent('87.12'), { timeout: 15_000 });
    expect(screen.getByTestId('bet-detail')).toHaveTextContent('Bet #70');
  });
});
