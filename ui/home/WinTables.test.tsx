import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WinRow } from '../../src/core/feeds';
import { MSG, type LiveBet } from '../../src/core/socket';
import { MASK } from '../../src/core/streamer';
import { getState, resetStore } from '../../src/app/store';
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
    // The payout column is the gross amount paid: no "+", which marks net profit only.
    expect(within(big[0]!).getByText('500', { exact: false }).closest('td')).toHaveClass('bet-table__payout');
    expect(big[0]).not.toHaveTextContent('+');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Payout');
    expect(screen.getByTestId('lucky-wins').closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Lucky wins' }));
    expect(screen.getByTestId('lucky-wins').closest('[hidden]')).toBeNull();
    expect(screen.getByTestId('lucky-wins-row')).toHaveTextContent('990.00×');
  });

  it('an empty table invites to play instead of saying nothing happened', () => {
    render(
      <MemoryRouter>
        <WinTabs big={[]} lucky={[]} />
      </MemoryRouter>,
    );
    const empty = screen.getByTestId('big-wins-empty');
    expect(empty).toHaveTextContent('The first big win takes this spot');
    expect(within(empty).getByRole('link', { name: 'Play Crash' })).toHaveAttribute('href', '/game/crash');
    expect(within(empty).getByRole('link', { name: 'Play Dice' })).toHaveAttribute('href', '/game/dice');
    expect(screen.getByTestId('lucky-wins-empty')).toHaveTextContent('No lucky streak on the board yet');
  });
});

describe('LiveWinsTicker', () => {
  it('keeps wins only (payout above stake), newest first, without duplicates', () => {
    const out = liveWins([bet(3, '1', '2'), bet(2, '1', '0')], [bet(1, '1', '1.5'), bet(3, '1', '2')]);
    expect(out.map((b) => b.id)).toEqual([3, 1]);
  });

  it('shows a win as its net profit with a "+", never the gross payout', () => {
    render(<LiveWinsTicker initial={[bet(1, '2.5', '10')]} />);
    const payout = screen.getByTestId('live-win').querySelector('.live-wins__payout')!;
    expect(payout.textContent!.trim()).toBe('+7.5');
    expect(payout).toHaveAttribute('title', 'Profit: the payout minus the stake');
  });

  it("with no win yet, shows the live game's rounds as they bust and an invitation to play (its module's, lazily)", async () => {
    render(
      <MemoryRouter>
        <LiveWinsTicker initial={[bet(1, '1', '0')]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('live-wins-empty')).toHaveTextContent('No wins yet: the next one lands here live.');
    // The invitation is the crash module's, imported on demand: a loaded machine takes seconds to compile it.
    expect(await screen.findByRole('link', { name: 'Play a round' }, { timeout: 15_000 })).toHaveAttribute('href', '/game/crash');
    expect(screen.queryByTestId('live-wins-busts')).toBeNull();
    act(() =>
      getState().setCrash({
        ...getState().crash,
        roundId: 9,
        phase: 'betting',
        history: [
          { roundId: 8, crashPoint: '1.5', hash: 'a'.repeat(64) },
          { roundId: 7, crashPoint: '23.00', hash: 'b'.repeat(64) },
        ],
      }),
    );
    expect((await screen.findByTestId('live-wins-busts')).textContent).toBe('crash #8busted 1.50×crash #7busted 23.00×');
  }, 20_000);

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

describe('streamer mode', () => {
  /** An element's HTML without the icons' drawings (their path data is digits). */
  const htmlOf = (el: HTMLElement) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('svg').forEach((svg) => svg.remove());
    return copy.innerHTML;
  };
  const tables = () =>
    render(
      <WinTabs big={[{ ...win(1, 'alice_w', '2.00', '500.00'), amount: '250.000000' }]} lucky={[win(3, 'bob_w', '990.00', '990.00')]} />,
    );

  it('on: the win tables and the strip show Hidden for every player and mask bets and payouts; game and multiplier stay', () => {
    getState().setStreamerMode(true);
    const { container } = tables();
    const row = screen.getByTestId('big-wins-row');
    expect(row.querySelector('.win-table__name')).toHaveTextContent('Hidden');
    expect(row.querySelector('.win-table__bet')).toHaveTextContent(MASK);
    expect(row.querySelector('.bet-table__payout')).toHaveTextContent(MASK);
    expect(row).toHaveTextContent('Dice');
    expect(row).toHaveTextContent('2.00×');
    expect(screen.getByTestId('lucky-wins-row')).toHaveTextContent('990.00×');
    expect(screen.getByTestId('lucky-wins-row').querySelector('.bet-table__payout')).toHaveTextContent(MASK);
    const html = htmlOf(container);
    for (const secret of ['alice_w', 'bob_w', '500', '250']) expect(html).not.toContain(secret);
    cleanup();

    const strip = render(<LiveWinsTicker initial={[bet(1, '2.5', '10', 'carol_w')]} />);
    const live = screen.getByTestId('live-win');
    expect(live.querySelector('.live-wins__user')).toHaveTextContent('Hidden');
    expect(live.querySelector('.live-wins__payout')).toHaveTextContent(`+${MASK}`);
    expect(live).toHaveTextContent('2.00×');
    for (const secret of ['carol_w', '7.5']) expect(htmlOf(strip.container)).not.toContain(secret);
  });

  it('off: the same tables and strip show the players and amounts', () => {
    getState().setStreamerMode(false);
    tables();
    const row = screen.getByTestId('big-wins-row');
    expect(row.querySelector('.win-table__name')).toHaveTextContent('alice_w');
    expect(row.querySelector('.win-table__bet')).toHaveTextContent('250');
    expect(row.querySelector('.bet-table__payout')).toHaveTextContent('500');
    cleanup();

    render(<LiveWinsTicker initial={[bet(1, '2.5', '10', 'carol_w')]} />);
    expect(screen.getByTestId('live-win').querySelector('.live-wins__user')).toHaveTextContent('carol_w');
    expect(screen.getByTestId('live-win').querySelector('.live-wins__payout')!.textContent!.trim()).toBe('+7.5');
  });
});
