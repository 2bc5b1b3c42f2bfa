import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODE } from '../../src/core/api';
import type { SettledBet } from '../../src/core/bets';
import type { ChatShare } from '../../src/core/chat';
import type { SettledCrashBet } from '../../src/core/games/crash';
import { chatDialogStore, closeChatDialog } from '../../src/app/actions/chatDialogs';
import { resetStore } from '../../src/app/store';
import { fakeDiceBet } from '../../src/app/api/fixtures.testing';

vi.mock('../../src/app/boot/services', () => ({ startServices: async () => undefined }));
vi.mock('../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/bets')>()),
  betDetail: vi.fn(),
}));
const bets = await import('../../src/app/api/bets');
const { SharedBetCard } = await import('./SharedBetCard');
const { ChatDialogsHost } = await import('./ChatDialogsHost');

const diceShare: ChatShare = {
  betId: '41',
  game: 'dice',
  coin: 'USDT',
  amount: '5.000000',
  multiplier: '1.98',
  payout: '9.900000',
  win: true,
};
const diceBet: SettledBet = fakeDiceBet({ userName: 'bob' });
const crashBet: SettledCrashBet = {
  id: 41,
  game: 'crash',
  multiplier: '0',
  win: false,
  roundId: 7,
  coin: 'BTC',
  balanceType: 'DEPOSIT',
  amount: '0.01000000',
  autoCashout: null,
  state: 'lost',
  cashoutAt: null,
  payout: '0.00000000',
  userName: 'bob',
  crashPoint: '1.20',
  createdAt: '2026-11-25T08:00:00.000Z',
  hash: 'ab'.repeat(32),
};

beforeEach(() => {
  resetStore();
  act(() => closeChatDialog());
  vi.mocked(bets.betDetail).mockReset();
});
afterEach(() => cleanup());

const renderWithHost = (share: ChatShare) =>
  render(
    <MemoryRouter>
      <SharedBetCard share={share} />
      <ChatDialogsHost />
    </MemoryRouter>,
  );

describe('SharedBetCard', () => {
  it('shows game, multiplier and payout with its coin, green for a win', () => {
    render(<SharedBetCard share={diceShare} />);
    const card = screen.getByTestId('shared-bet');
    expect(card).toHaveClass('is-win');
    expect(card).toHaveTextContent('Dice');
    expect(card).toHaveTextContent('#41');
    expect(card).toHaveTextContent('1.98×');
    expect(card).toHaveTextContent('+9.9');
    expect(card).toHaveTextContent('Bet 5 USDT');
    expect(card.querySelector('img.coin-icon')).toHaveAttribute('src', expect.stringContaining('coins/usdt.svg'));
  });

  it('is red for a loss, without a plus', () => {
    render(<SharedBetCard share={{ ...diceShare, game: 'limbo', multiplier: '0', payout: '0.000000', win: false }} />);
    const card = screen.getByTestId('shared-bet');
    expect(card).toHaveClass('is-loss');
    expect(card).toHaveTextContent('Limbo');
    expect(card).toHaveTextContent('0×');
    expect(card).not.toHaveTextContent('+');
  });

  it('opens the bet detail with its Replay for a guest, through the dialog host', async () => {
    vi.mocked(bets.betDetail).mockResolvedValue({ code: CODE.OK, msg: '', data: diceBet });
    renderWithHost(diceShare);
    fireEvent.click(screen.getByTestId('shared-bet'));
    expect(chatDialogStore.getState().dialog).toEqual({ kind: 'bet', bet: { game: 'dice', betId: '41' } });
    // The dialogs' chunk loads on this first opening (a cold transform in the test runner can take seconds).
    await screen.findByTestId('bet-detail', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('bet-detail-result')).toHaveTextContent('87.12'));
    expect(bets.betDetail).toHaveBeenCalledWith(41);
    expect(screen.getByTestId('bet-detail')).toHaveTextContent('Bet #41');
    expect(screen.getByTestId('bet-replay-open')).toBeInTheDocument();
    // A guest: no Share in chat.
    expect(screen.queryByTestId('bet-share')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('bet-detail')).toBeNull();
    expect(chatDialogStore.getState().dialog).toBeNull();
  });

  it('a crash share opens the crash bet dialog (a bet like any other, by its bets id)', async () => {
    vi.mocked(bets.betDetail).mockResolvedValue({ code: CODE.OK, msg: '', data: crashBet });
    renderWithHost({ ...diceShare, game: 'crash', coin: 'BTC', multiplier: '0', payout: '0.00000000', win: false });
    expect(screen.getByTestId('shared-bet')).toHaveTextContent('Crash');
    fireEvent.click(screen.getByTestId('shared-bet'));
    await screen.findByTestId('bet-detail', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('bet-detail-crash-point')).toHaveTextContent('1.20×'));
    expect(bets.betDetail).toHaveBeenCalledWith(41);
    expect(screen.getByTestId('bet-detail')).toHaveTextContent('Crash bet #41');
  });
});
