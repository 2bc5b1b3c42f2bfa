import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  activityApiMock,
  failEnv,
  fakeCard,
  fakeDetail,
  fakeFirstCharge,
  fakeFreeBetDetail,
  fakeFreeBetsMine,
  fakeFreeBetStanding,
  fakeGames,
  fakeMatch,
  fakeLeader,
  fakeMine,
  fakeRaceBoard,
  fakeRaceDetail,
  fakeRaceMine,
  okEnv,
} from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { default: PromotionDetailPage, BOARD_READ_MS } = await import('./PromotionDetailPage');

const renderAt = (path = '/promotions/details/2') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/promotions/details/:id" element={<PromotionDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStore();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.selectActivityGames).mockResolvedValue(okEnv({ games: fakeGames() }));
  vi.mocked(api.selectPromotionBySourceId).mockImplementation(async () =>
    okEnv(fakeDetail({ mine: getState().loggedIn ? fakeMine() : null })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PromotionDetailPage', () => {
  it('shows the art, every rule as a table, the body, the games with their edge and share, the FAQ; a guest signs in', async () => {
    getState().setSessionChecked(true);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Friday reload: 50% up to 100 USD');
    const rules = screen.getByTestId('promo-rules');
    expect(within(rules).getAllByRole('row')).toHaveLength(4);
    expect(within(rules).getByRole('rowheader', { name: 'Max bet' })).toBeInTheDocument();
    expect(within(rules).getByRole('cell', { name: '10 USD while the bonus wagers' })).toBeInTheDocument();
    expect(screen.getByText('Wager 10 times the bonus in the same coin.')).toBeInTheDocument();
    const dice = await screen.findByTestId('promo-game-dice');
    expect(dice).toHaveTextContent('House edge 1%');
    expect(dice).toHaveTextContent('Counts 100%');
    expect(screen.getByTestId('promo-faq')).toHaveTextContent('Which deposit counts?');
    expect(screen.getByTestId('promo-action')).toHaveAttribute('data-state', 'guest');
    expect(api.selectPromotionBySourceId).toHaveBeenCalledWith(2);
    expect(api.selectActivityGames).toHaveBeenCalledWith(2);
    expect(api.selectByActivityAndUser).not.toHaveBeenCalled();
  });

  it('reads the standing again when the bonus bits of the flag word change (a deposit made a match claimable)', async () => {
    getState().setUser(fakeUser());
    getState().setSessionChecked(true);
    vi.mocked(api.selectByActivityAndUser).mockResolvedValue(okEnv(fakeMine({ state: 'claimable', offer: fakeMatch() })));
    renderAt();
    expect(await screen.findByTestId('promo-join')).toBeInTheDocument();
    // A VIP bit changes nothing here.
    act(() => getState().setUnreadFlags(1));
    expect(api.selectByActivityAndUser).not.toHaveBeenCalled();
    act(() => getState().setUnreadFlags(1 | 32));
    expect(await screen.findByTestId('promo-claim')).toBeInTheDocument();
    expect(api.selectByActivityAndUser).toHaveBeenCalledWith(2);
    expect(api.selectPromotionBySourceId).toHaveBeenCalledTimes(1);
  });

  it('says when a promotion does not exist', async () => {
    getState().setSessionChecked(true);
    vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(failEnv(404, ''));
    renderAt('/promotions/details/99');
    expect(await screen.findByTestId('promo-detail-error')).toHaveTextContent('This promotion doesn’t exist');
  });

  it('drives the welcome offer’s action area by its own calls: the deposit, the choice, the claim', async () => {
    getState().setUser(fakeUser());
    getState().setSessionChecked(true);
    vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(
      okEnv(
        fakeDetail({
          ...fakeCard(),
          mine: fakeMine({
            promotionId: 1,
            kind: 'first_deposit',
            canJoin: false,
            cannotJoin: 'No need to join: your first deposit qualifies by itself',
          }),
        }),
      ),
    );
    vi.mocked(api.queryFirstChargeInfo).mockResolvedValue(okEnv(fakeFirstCharge({ state: 'claim', offer: fakeMatch() })));
    renderAt('/promotions/details/1');
    const card = await screen.findByTestId('first-deposit');
    expect(card).toHaveAttribute('data-state', 'claim');
    expect(within(card).getByTestId('first-claim')).toBeInTheDocument();
    // The page shows the rules already: the card does not repeat them, and there is no Join for an offer that needs none.
    expect(within(card).queryByTestId('first-rules')).toBeNull();
    expect(screen.queryByTestId('promo-join')).toBeNull();
  });

  describe('a race’s live board', () => {
    let visibility: DocumentVisibilityState = 'visible';
    const setVisibility = (v: DocumentVisibilityState) => {
      visibility = v;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const reads = () => vi.mocked(api.selectPromotionBySourceId).mock.calls.length;

    beforeEach(() => {
      visibility = 'visible';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      // An hour before the race's end (2026-12-05T00:00Z).
      vi.setSystemTime(Date.parse('2026-12-04T23:00:00.000Z'));
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(okEnv(fakeRaceDetail()));
      getState().setSessionChecked(true);
    });

    it('reads the board again every 10 s while the page is visible, one read at a time, and stops when it closes', async () => {
      const { unmount } = renderAt('/promotions/details/3');
      await pass(0);
      expect(screen.getByTestId('race-board')).toBeInTheDocument();
      expect(reads()).toBe(1);
      await pass(BOARD_READ_MS - 1);
      expect(reads()).toBe(1);
      // The next answer has a new leader: the board shows it.
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValueOnce(
        okEnv(fakeRaceDetail({ race: fakeRaceBoard({ leaders: [fakeLeader({ name: 'NewLeader' })] }) })),
      );
      await pass(1);
      expect(reads()).toBe(2);
      expect(api.selectPromotionBySourceId).toHaveBeenLastCalledWith(3, { silent: true });
      expect(screen.getByTestId('race-leaders')).toHaveTextContent('NewLeader');

      // Hidden: nothing, however long; back in view, one read at once (one is due), then every 10 s again.
      setVisibility('hidden');
      await pass(60_000);
      expect(reads()).toBe(2);
      setVisibility('visible');
      await pass(0);
      expect(reads()).toBe(3);

      // A slow answer: no second read while it is on its way; the next one 10 s after it lands.
      let answer: (v: unknown) => void = () => {};
      vi.mocked(api.selectPromotionBySourceId).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
      await pass(BOARD_READ_MS);
      expect(reads()).toBe(4);
      await pass(45_000);
      expect(reads()).toBe(4);
      await act(async () => answer(okEnv(fakeRaceDetail())));
      await pass(BOARD_READ_MS - 1);
      expect(reads()).toBe(4);
      await pass(1);
      expect(reads()).toBe(5);

      unmount();
      await pass(60_000);
      expect(reads()).toBe(5);
    });

    it('reads the next race at once when the countdown ends', async () => {
      vi.setSystemTime(Date.parse('2026-12-04T23:59:57.000Z'));
      renderAt('/promotions/details/3');
      await pass(0);
      expect(reads()).toBe(1);
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(
        okEnv(
          fakeRaceDetail({
            race: fakeRaceBoard({
              period: { start: '2026-12-05T00:00:00.000Z', end: '2026-12-06T00:00:00.000Z' },
              leaders: [],
              players: 0,
            }),
          }),
        ),
      );
      await pass(3000);
      expect(reads()).toBe(2);
      expect(screen.getByTestId('race-empty')).toHaveTextContent('No one has wagered yet in this race');
      expect(screen.getByTestId('race-countdown')).toHaveTextContent('1d 00h 00m 00s left');
    });

    it('keeps the standing a join answered when a board read sent before it lands', async () => {
      getState().setUser(fakeUser());
      const out = fakeMine({ promotionId: 3, kind: 'race' });
      const joined = fakeMine({ promotionId: 3, kind: 'race', state: 'joined', canJoin: false, race: fakeRaceMine() });
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(okEnv(fakeRaceDetail({ mine: out })));
      vi.mocked(api.activityJoin).mockResolvedValue(okEnv(joined));
      renderAt('/promotions/details/3');
      await pass(0);
      expect(screen.getByTestId('promo-join')).toHaveTextContent('Join the race');
      let answer: (v: unknown) => void = () => {};
      vi.mocked(api.selectPromotionBySourceId).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
      await pass(BOARD_READ_MS);
      await act(async () => fireEvent.click(screen.getByTestId('promo-join')));
      expect(screen.getByTestId('promo-joined')).toBeInTheDocument();
      await act(async () => answer(okEnv(fakeRaceDetail({ mine: out }))));
      expect(screen.getByTestId('promo-joined')).toBeInTheDocument();
      expect(screen.getByTestId('promo-leave')).toHaveTextContent('Leave the race');
    });

    it('does not poll another kind', async () => {
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(okEnv(fakeDetail()));
      renderAt();
      await pass(0);
      expect(screen.getByTestId('promotion-detail')).toHaveAttribute('data-id', '2');
      vi.mocked(api.selectPromotionBySourceId).mockClear();
      await pass(60_000);
      expect(api.selectPromotionBySourceId).not.toHaveBeenCalled();
    });
  });

  describe('free bets', () => {
    let visibility: DocumentVisibilityState = 'visible';
    const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const standingReads = () => vi.mocked(api.selectByActivityAndUser).mock.calls.length;
    const detailReads = () => vi.mocked(api.selectPromotionBySourceId).mock.calls.length;
    const taken = fakeFreeBetStanding({
      state: 'claimed',
      canJoin: false,
      cannotJoin: 'You have already taken these free bets',
      freeBets: fakeFreeBetsMine(),
    });

    beforeEach(() => {
      visibility = 'visible';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      vi.setSystemTime(Date.parse('2026-12-01T13:00:00.000Z'));
      getState().setUser(fakeUser());
      getState().setSessionChecked(true);
    });

    it('takes them: Take with the offer’s count, then the panel, the entry chip and no Leave; the promotion is read again', async () => {
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(
        okEnv(fakeFreeBetDetail({ mine: fakeFreeBetStanding(), available: true })),
      );
      vi.mocked(api.activityJoin).mockResolvedValue(okEnv(taken));
      renderAt('/promotions/details/5');
      await pass(0);
      expect(screen.getByTestId('promo-take-free-bets')).toHaveTextContent('Take 10 free bets');
      expect(screen.queryByTestId('free-bets-panel')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Where to use them' })).toBeInTheDocument();
      expect(screen.queryByText(/Counts 100%/)).toBeNull();

      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(okEnv(fakeFreeBetDetail({ mine: taken, entry: 'claimed' })));
      await act(async () => fireEvent.click(screen.getByTestId('promo-take-free-bets')));
      await pass(0);
      expect(api.activityJoin).toHaveBeenCalledTimes(1);
      expect(detailReads()).toBe(2);
      expect(api.selectPromotionBySourceId).toHaveBeenLastCalledWith(5, { silent: true });
      expect(screen.getByTestId('free-bets-panel')).toHaveAttribute('data-left', '7');
      expect(screen.getByTestId('free-bets-summary')).toHaveTextContent('Used 3 · Won 0.45 USDT · Expired 0');
      expect(screen.getByTestId('promo-free-bets-taken')).toHaveTextContent('7 of 10 free bets left');
      expect(screen.getByTestId('promotion-detail').querySelector('.promo-chip--claimed')).toHaveTextContent('Taken');
      expect(screen.queryByTestId('promo-take-free-bets')).toBeNull();
      expect(screen.queryByTestId('promo-leave')).toBeNull();
    });

    it('reads the standing again when the page regains focus, once per return, and never on a timer', async () => {
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(okEnv(fakeFreeBetDetail({ mine: taken, entry: 'claimed' })));
      vi.mocked(api.selectByActivityAndUser).mockResolvedValue(
        okEnv({ ...taken, freeBets: fakeFreeBetsMine({ available: [], used: 10 }) }),
      );
      renderAt('/promotions/details/5');
      await pass(0);
      expect(screen.getByTestId('free-bets-panel')).toHaveAttribute('data-left', '7');
      await pass(10 * 60_000);
      expect(standingReads()).toBe(0);
      expect(detailReads()).toBe(1);

      // Back to the tab: its visibility change and the window's focus are one return.
      visibility = 'hidden';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await pass(5_000);
      expect(standingReads()).toBe(0);
      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });
      await pass(0);
      expect(standingReads()).toBe(1);
      expect(api.selectByActivityAndUser).toHaveBeenCalledWith(5);
      expect(screen.getByTestId('free-bets-panel')).toHaveAttribute('data-left', '0');
      await pass(60_000);
      expect(standingReads()).toBe(1);
      act(() => void window.dispatchEvent(new Event('focus')));
      await pass(0);
      expect(standingReads()).toBe(2);
    });

    it('reads nothing on focus for a guest, who is asked to log in', async () => {
      resetStore();
      getState().setSessionChecked(true);
      vi.mocked(api.selectPromotionBySourceId).mockResolvedValue(okEnv(fakeFreeBetDetail()));
      renderAt('/promotions/details/5');
      await pass(0);
      expect(screen.getByTestId('promo-signin')).toHaveTextContent('Log in to take your free bets');
      act(() => void window.dispatchEvent(new Event('focus')));
      await pass(2_000);
      expect(standingReads()).toBe(0);
    });
  });
});
