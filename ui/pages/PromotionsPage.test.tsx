import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, where } from '../layout/routerHarness.testing';
import { getState, resetStore, useStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { activityApiMock, fakeCard, fakeFreeBet, fakeReloadCard, okEnv } from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { default: PromotionsPage } = await import('./PromotionsPage');

/** Shows where the router is, so a test can read the query string the page wrote. */
const renderAt = (path: string) => renderRoutes({ '*': <PromotionsPage /> }, path);
const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  resetStore();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.selectPromotion).mockImplementation(async (body = {}) => {
    if (body.tab === 'joined') return okEnv({ list: [fakeReloadCard({ entry: 'joined' })] });
    if (body.tab === 'available') return okEnv({ list: [] });
    return okEnv({
      list: [fakeCard(), fakeReloadCard({ status: 'upcoming', startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString() })],
    });
  });
});
afterEach(() => cleanup());

describe('PromotionsPage for a guest', () => {
  it('lists every promotion with its status and time left, once the session check has answered', async () => {
    renderAt('/promotions');
    // Nothing is read before the session check: a player's first read carries their entries.
    expect(api.selectPromotion).not.toHaveBeenCalled();
    act(() => getState().setSessionChecked(true));
    const card = await screen.findByTestId('promo-card-1');
    expect(card).toHaveAttribute('href', '/promotions/details/1');
    expect(card).toHaveTextContent('100% welcome match up to 500 USD');
    expect(screen.getByTestId('promo-status-1')).toHaveTextContent('Live');
    expect(screen.getByTestId('promo-status-1')).toHaveTextContent('Always on');
    expect(screen.getByTestId('promo-status-2')).toHaveTextContent(/Upcoming.*Starts in 1d 23h|Upcoming.*Starts in 2d 0h/);
    expect(screen.queryByTestId('promo-entry-1')).toBeNull();
    expect(api.selectPromotion).toHaveBeenCalledTimes(1);
    expect(api.selectPromotion).toHaveBeenCalledWith({ tab: 'all' });
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('promo-link-referral')).toHaveAttribute('href', '/promotions/details/referral');
  });

  it.each([
    ['Joined', 'joined'],
    ['Available', 'available'],
  ])('asks a guest to sign in on %s, in the query string, without a request', async (label, key) => {
    getState().setSessionChecked(true);
    renderAt('/promotions');
    await screen.findByTestId('promo-card-1');
    fireEvent.click(tab(label));
    expect(where()).toBe(`/promotions?tab=${key}`);
    expect(tab(label)).toHaveAttribute('aria-selected', 'true');
    const prompt = screen.getByTestId('promo-tab-signin');
    fireEvent.click(within(prompt).getByTestId('promo-tab-signin-login'));
    expect(getState().dialog).toBe('login');
    expect(api.selectPromotion).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('promo-grid')).toBeNull();
  });
});

describe('PromotionsPage for a player', () => {
  beforeEach(() => {
    getState().setUser(fakeUser());
    getState().setSessionChecked(true);
  });

  it('starts on the tab the query string names (a reload keeps it) and reads that tab', async () => {
    renderAt('/promotions?tab=joined');
    expect(tab('Joined')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('promo-entry-2')).toHaveTextContent('Joined');
    expect(api.selectPromotion).toHaveBeenCalledWith({ tab: 'joined' });
    expect(screen.queryByTestId('promo-card-1')).toBeNull();
  });

  it('reads each tab it switches to, writes it to the query string and says when a tab is empty', async () => {
    renderAt('/promotions');
    await screen.findByTestId('promo-card-1');
    fireEvent.click(tab('Available'));
    expect(where()).toBe('/promotions?tab=available');
    expect(await screen.findByTestId('promo-empty')).toHaveTextContent('Nothing to join or claim right now');
    fireEvent.click(tab('Joined'));
    expect(await screen.findByTestId('promo-card-2')).toBeInTheDocument();
    fireEvent.click(tab('All'));
    // All is the default: the query string goes.
    expect(where()).toBe('/promotions');
    expect(await screen.findByTestId('promo-card-1')).toBeInTheDocument();
    expect(vi.mocked(api.selectPromotion).mock.calls.map(([body]) => body?.tab)).toEqual(['all', 'available', 'joined', 'all']);
  });

  it('shows an unknown tab in the query string as All', async () => {
    renderAt('/promotions?tab=mine');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    await screen.findByTestId('promo-card-1');
    expect(api.selectPromotion).toHaveBeenCalledWith({ tab: 'all' });
  });

  it('marks a claimable entry and sends the card to the claim', async () => {
    vi.mocked(api.selectPromotion).mockResolvedValue(okEnv({ list: [fakeReloadCard({ entry: 'claimable', available: true })] }));
    renderAt('/promotions');
    const card = await screen.findByTestId('promo-card-2');
    expect(screen.getByTestId('promo-entry-2')).toHaveTextContent('Bonus to claim');
    expect(card).toHaveTextContent('Claim your bonus');
  });

  it('shows taken free bets as Taken, with how many are left once the socket has listed the ones held', async () => {
    const freeBetCard = fakeCard({
      id: 5,
      kind: 'free_bet',
      title: '10 free bets on dice and limbo',
      image: '/promotions/free-bets.svg',
      entry: 'claimed',
      available: false,
    });
    vi.mocked(api.selectPromotion).mockResolvedValue(okEnv({ list: [freeBetCard] }));
    renderAt('/promotions');
    const card = await screen.findByTestId('promo-card-5');
    expect(screen.getByTestId('promo-entry-5')).toHaveTextContent(/^Taken$/);
    expect(card).toHaveTextContent('Free bets');
    expect(card).toHaveTextContent('See your free bets');

    // A type 209 frame listed the free bets held: three of this promotion's, one of another.
    act(() =>
      useStore.setState({
        freeBets: [fakeFreeBet({ id: 1 }), fakeFreeBet({ id: 2 }), fakeFreeBet({ id: 3 }), fakeFreeBet({ id: 4, promotionId: 9 })],
      }),
    );
    expect(screen.getByTestId('promo-entry-5')).toHaveTextContent('Taken · 3 free bets left');
    act(() => useStore.setState({ freeBets: [] }));
    expect(screen.getByTestId('promo-entry-5')).toHaveTextContent('Taken · none left');
  });

  it('offers free bets not taken yet to take', async () => {
    vi.mocked(api.selectPromotion).mockResolvedValue(okEnv({ list: [fakeCard({ id: 5, kind: 'free_bet', available: true })] }));
    renderAt('/promotions?tab=available');
    const card = await screen.findByTestId('promo-card-5');
    expect(screen.queryByTestId('promo-entry-5')).toBeNull();
    expect(card).toHaveTextContent('Take the free bets');
  });
});
