import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeFreeBet, fakeFreeBetDetail, fakeFreeBetsMine } from '../../src/app/api/promotionFixtures.testing';
import type { FreeBetsMine } from '../../src/core/promotions/types';
import { FreeBetsPanel } from './FreeBetsPanel';

// Taken on 2026-12-01 at 12:00 UTC: the fixtures' free bets expire 7 days later; the clock reads an hour after taking.
const NOW = Date.parse('2026-12-01T13:00:00.000Z');

const renderPanel = (freeBets: FreeBetsMine) =>
  render(
    <MemoryRouter>
      <FreeBetsPanel promotion={fakeFreeBetDetail()} freeBets={freeBets} />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the free bets panel', () => {
  it('shows how many are left of how many, their expiry, their games and what the used ones did', () => {
    renderPanel(fakeFreeBetsMine());
    expect(screen.getByTestId('free-bets-left')).toHaveTextContent('7 of 10 free bets left');
    const pips = screen.getByTestId('free-bet-pips');
    expect(pips.querySelectorAll('.fb-pip--left')).toHaveLength(7);
    expect(pips.querySelectorAll('.fb-pip--used')).toHaveLength(3);

    // Taken together, they expire together: one row.
    const rows = screen.getAllByTestId('free-bet-group');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('7 × 0.1 USDT');
    expect(within(rows[0]!).getByTestId('free-bet-expiry')).toHaveTextContent('Expires in 6d 23h');

    const games = screen.getByTestId('free-bet-games');
    expect(games).toHaveTextContent('Use them from the bet panel');
    expect(screen.getByTestId('free-bet-game-dice')).toHaveAttribute('href', '/game/dice');
    expect(screen.getByTestId('free-bet-game-limbo')).toHaveAttribute('href', '/game/limbo');
    expect(screen.queryByTestId('free-bet-game-plinko')).toBeNull();

    expect(screen.getByTestId('free-bets-summary')).toHaveTextContent('Used 3 · Won 0.45 USDT · Expired 0');
  });

  it('gives each expiry its own row, soonest first, and the games of the free bets held', () => {
    renderPanel(
      fakeFreeBetsMine({
        available: [
          fakeFreeBet({ id: 1, expiresAt: '2026-12-01T18:30:00.000Z', games: ['plinko'] }),
          fakeFreeBet({ id: 2 }),
          fakeFreeBet({ id: 3 }),
        ],
        used: 5,
        expired: 2,
        won: '0',
      }),
    );
    expect(screen.getByTestId('free-bets-left')).toHaveTextContent('3 of 10 free bets left');
    const rows = screen.getAllByTestId('free-bet-group');
    expect(rows.map((r) => r.getAttribute('data-count'))).toEqual(['1', '2']);
    expect(rows[0]).toHaveTextContent('Expires in 5h 30m');
    expect(screen.getByTestId('free-bet-game-plinko')).toHaveAttribute('href', '/game/plinko');
    expect(screen.getByTestId('free-bet-pips').querySelectorAll('.fb-pip--expired')).toHaveLength(2);
    expect(screen.getByTestId('free-bets-summary')).toHaveTextContent('Used 5 · Won 0 USDT · Expired 2');
  });

  it('says when none are left, with no games to play them on', () => {
    renderPanel(fakeFreeBetsMine({ available: [], used: 9, expired: 1, won: '1.25' }));
    expect(screen.getByTestId('free-bets-left')).toHaveTextContent('0 of 10 free bets left');
    expect(screen.getByTestId('free-bets-none')).toHaveTextContent('All your free bets are used or expired.');
    expect(screen.queryByTestId('free-bet-games')).toBeNull();
    // The coin of "won" comes from the offer when no free bet is left to name it.
    expect(screen.getByTestId('free-bets-summary')).toHaveTextContent('Used 9 · Won 1.25 USDT · Expired 1');
  });
});
