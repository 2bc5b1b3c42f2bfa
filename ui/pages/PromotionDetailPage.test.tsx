import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  activityApiMock,
  failEnv,
  fakeCard,
  fakeDetail,
  fakeFirstCharge,
  fakeGames,
  fakeMatch,
  fakeMine,
  okEnv,
} from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { default: PromotionDetailPage } = await import('./PromotionDetailPage');

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
});
