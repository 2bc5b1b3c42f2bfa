import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PlayerPromotion, RaceBoard } from '../../src/core/promotions/types';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { fakeLeader, fakeMine, fakeRaceBoard, fakeRaceMine } from '../../src/app/api/promotionFixtures.testing';
import { RaceBoardSection } from './RaceBoardSection';

const onPeriodEnd = vi.fn();
// 5h 12m 08s before the period's end (2026-12-05T00:00Z).
const NOW = Date.parse('2026-12-04T18:47:52.000Z');

function renderBoard(board: RaceBoard = fakeRaceBoard(), mine: PlayerPromotion | null = null, loggedIn = mine !== null) {
  return render(<RaceBoardSection board={board} mine={mine} loggedIn={loggedIn} checked onPeriodEnd={onPeriodEnd} />);
}
const joined = (race = fakeRaceMine()) => fakeMine({ promotionId: 3, kind: 'race', state: 'joined', canJoin: false, race });
// Every body row as its text (the gap row before the player's own place is hidden from screen readers, not from view).
const rows = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('tbody tr')].map((r) => r.textContent);

beforeEach(() => {
  resetStore();
  onPeriodEnd.mockReset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the race board', () => {
  it('shows the time left, the prizes, the leaders with the player’s own row marked, and the last winners paid', () => {
    getState().setUser(fakeUser());
    renderBoard(fakeRaceBoard(), joined());
    expect(screen.getByTestId('race-countdown')).toHaveTextContent('5h 12m 08s left');
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^5 hours, 12 minutes, and 8 seconds left until the race ends/);
    expect(screen.getByTestId('race-players')).toHaveTextContent('12 players');
    const prizes = screen.getByTestId('race-prizes');
    expect(prizes).toHaveTextContent('Prizes: 200 USD each race');
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1st60 USD',
      '2nd40 USD',
      '3rd30 USD',
      '4th20 USD',
      '5th15 USD',
      '6th10 USD',
      '7th10 USD',
      '8th5 USD',
      '9th5 USD',
      '10th5 USD',
    ]);

    const table = screen.getByTestId('race-leaders');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Wagered (USD)', 'Prize (USD)']);
    expect(rows('race-leaders')).toEqual(['1stRacer11,520.4060', '2ndHidden880.0040', '3rdtester (you)152.3030']);
    const me = screen.getByTestId('race-row-me');
    expect(me).toHaveClass('is-me');
    expect(within(me).getByRole('rowheader')).toHaveTextContent('tester (you)');

    expect(screen.getByTestId('race-mine')).toHaveTextContent('You are 3rd with 152.30 USD wagered: 30 USD if the race ended now.');
    const last = screen.getByTestId('race-last');
    expect(last).toHaveTextContent('Last race: Thu 3 Dec');
    expect(screen.getByTestId('race-last-state')).toHaveTextContent('Paid');
    expect(rows('race-last-table')).toEqual(['1stWinner12,400.0060', '2ndWinner2900.0040']);
  });

  it('shows the player’s own place below the top when they are not in it, and how far a prize is', () => {
    getState().setUser(fakeUser({ nickName: 'tester' }));
    const board = fakeRaceBoard({ leaders: [fakeLeader(), fakeLeader({ rank: 2, name: 'Other', wageredUsd: '300', prizeUsd: '40' })] });
    renderBoard(board, joined(fakeRaceMine({ rank: 14, wageredUsd: '52.30', prizeUsd: null, toPrizeUsd: '47.70' })));
    expect(rows('race-leaders')).toEqual(['1stRacer11,520.4060', '2ndOther300.0040', '⋯', '14thtester (you)52.30–No prize']);
    expect(screen.getByTestId('race-mine')).toHaveTextContent(
      'You are 14th with 52.30 USD wagered — wager 47.70 USD more to reach a prize.',
    );
  });

  it('says when no one has wagered yet (joined players with nothing staked are not listed), and a last race still being paid', () => {
    const board = fakeRaceBoard({
      leaders: [fakeLeader({ wageredUsd: '0.00', prizeUsd: null })],
      players: 1,
      last: { start: '2026-12-03T00:00:00.000Z', end: '2026-12-04T00:00:00.000Z', winners: [fakeLeader()], paid: false },
    });
    renderBoard(board);
    expect(screen.getByTestId('race-empty')).toHaveTextContent('No one has wagered yet in this race — join and be first.');
    expect(screen.queryByTestId('race-leaders')).toBeNull();
    expect(screen.getByTestId('race-players')).toHaveTextContent('1 player');
    expect(screen.getByTestId('race-last-state')).toHaveTextContent('Being paid');
  });

  it('offers a guest the board and a way in: Log in to join', () => {
    const board = fakeRaceBoard();
    renderBoard({ ...board, leaders: board.leaders.map((l) => ({ ...l, me: false })) }, null, false);
    expect(screen.getByTestId('race-leaders')).toBeInTheDocument();
    expect(screen.queryByTestId('race-row-me')).toBeNull();
    fireEvent.click(screen.getByTestId('race-login'));
    expect(getState().dialog).toBe('login');
  });

  it('tells a player out of the race to join, and a joined one with no stake yet what wins a prize', () => {
    getState().setUser(fakeUser());
    const { rerender } = renderBoard(fakeRaceBoard(), fakeMine({ promotionId: 3, kind: 'race' }));
    expect(screen.getByTestId('race-mine')).toHaveAttribute('data-state', 'out');
    rerender(
      <RaceBoardSection
        board={fakeRaceBoard()}
        mine={joined(fakeRaceMine({ rank: 4, wageredUsd: '0.00', prizeUsd: null, toPrizeUsd: '100.00' }))}
        loggedIn
        checked
        onPeriodEnd={onPeriodEnd}
      />,
    );
    expect(screen.getByTestId('race-mine')).toHaveTextContent(
      'You are in: your first stake puts you on the board. Wager 100.00 USD to reach a prize.',
    );
  });

  it('counts down every second and asks for the next race when it ends, and once more 5 s later', async () => {
    renderBoard();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('race-countdown')).toHaveTextContent('5h 12m 07s left');
    expect(onPeriodEnd).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5 * 3_600_000 + 12 * 60_000 + 7_000));
    expect(screen.getByTestId('race-countdown')).toHaveTextContent('Ending now');
    expect(onPeriodEnd).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onPeriodEnd).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(onPeriodEnd).toHaveBeenCalledTimes(2);
  });

  it('says when no race runs, with the last one’s winners', () => {
    renderBoard(fakeRaceBoard({ period: null, leaders: [], players: 0 }));
    expect(screen.getByTestId('race-idle')).toHaveTextContent('No race is running right now.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('race-last')).toBeInTheDocument();
  });
});
