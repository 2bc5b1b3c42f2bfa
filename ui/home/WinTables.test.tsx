import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WinRow } from '../../src/core/feeds';
import { MSG, type LiveBet } from '../../src/core/socket';
import { resetStore } from '../../src/app/store';
import { handleFrame } from '../../src/app/network/live';
import { LiveWinsTicker, liveWins } from './LiveWinsTicker';
import { WinTabs } from './WinTables';

const win = (id: number, userName: string, multiplier: string, payout: string): WinRow => ({
  id: `b${id}`,
  userName,
  gameCode: 10003,
  gameName: 'dice',
  title: 'Dice',
  coin: 'USDT',
  amount: '1.000000',
  multiplier,
  payout,
  payoutUsd: payout,
  time: Date.UTC(2026, 10, 25, 9, 0, id),
});

const bet = (id: number, amount: string, payout: string, userName = 'alice'): LiveBet => ({
  id,
  userName,
  gameCode: 10004,
  gameName: 'limbo',
  coin: 'USDT',
  amount,
  multiplier: '2.00',
  payout,
  time: 1_000 + id,
});

beforeEach(() => resetStore());
afterEach(() => cleanup());

describe('WinTabs', () => {
  it('shows big wins first, lucky wins on their tab, Hidden names as given', () => {
    render(
      <WinTabs big={[win(1, 'alice', '2.00', '500.00'), win(2, 'Hidden', '1.50', '90.00')]} lucky={[win(3, 'bob', '990.00', '990.00')]} />,
    );
    const big = screen.getAllByTestId('big-wins-row');
    expect(big.map((r) => r.textContent)).toEqual([expect.stringContaining('alice'), expect.stringContaining('Hidden')]);
    expect(big[0]).toHaveTextContent('+500');
    expect(screen.getByTestId('lucky-wins').closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Lucky wins' }));
    expect(screen.getByTestId('lucky-wins').closest('[hidden]')).toBeNull();
    expect(screen.getByTestId('lucky-wins-row')).toHaveTextContent('990.00×');
  });

  it('says so when a table is empty', () => {
    render(<WinTabs big={[]} lucky={[]} />);
    expect(screen.getByText('No big wins yet. Be the first!')).toBeInTheDocument();
  });
});

describe('LiveWinsTicker', () => {
  it('keeps wins only (payout above stake), newest first, without duplicates', () => {
    const out = liveWins([bet(3, '1', '2'), bet(2, '1', '0')], [bet(1, '1', '1.5'), bet(3, '1', '2')]);
    expect(out.map((b) => b.id)).toEqual([3, 1]);
  });

  it('a 208 batch lands at once in the strip', () => {
    render(<LiveWinsTicker initial={[bet(1, '1', '3')]} />);
    expect(screen.getAllByTestId('live-win')).toHaveLength(1);
    act(() =>
      handleFrame({ type: MSG.LIVE_BETS, data: { list: [bet(2, '1', '2', 'Hidden'), bet(3, '5', '0'), bet(4, '1', '4', 'carol')] } }),
    );
    const rows = screen.getAllByTestId('live-win');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('carol'),
      expect.stringContaining('Hidden'),
      expect.stringContaining('alice'),
    ]);
  });
});
