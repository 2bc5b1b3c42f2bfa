import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '../layout/routerHarness.testing';
import { getState, resetStore } from '../../src/app/store';
import {
  fakeDetail,
  fakeGame,
  fakeGameTypes,
  fakeHouseGame,
  fakeLaunch,
  fakeMarks,
  fakePage,
  fakeProviders,
  gamesApiMock,
  okEnv,
} from '../../src/app/api/catalogueFixtures.testing';

vi.mock('../../src/app/api/games', () => gamesApiMock());
const api = await import('../../src/app/api/games');
const { default: SearchCategoryPage } = await import('../pages/SearchCategoryPage');
const { default: SeoCasinoPage } = await import('../pages/SeoCasinoPage');
const { default: CasinoGameInfoPage } = await import('../pages/CasinoGameInfoPage');
const { CategoryRows } = await import('../lobby/CategoryRows');
const { forgetCatalogueMeta } = await import('./useCatalogueMeta');

const renderAt = (path: string, element: ReactNode, route = path.split('?')[0]!) => renderRoutes({ [route]: element }, path);
const settle = () => act(async () => {});

beforeEach(() => {
  resetStore();
  forgetCatalogueMeta();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.gameTypeAll).mockResolvedValue(okEnv(fakeGameTypes()));
  vi.mocked(api.listProviderGameCount).mockResolvedValue(okEnv(fakeProviders()));
  vi.mocked(api.queryAllOperation).mockResolvedValue(
    okEnv([{ code: 'demostudio', name: 'Demo Studio', providers: ['nova', 'velvet'], games: 3 }]),
  );
});
afterEach(() => cleanup());

describe('SearchCategoryPage', () => {
  it('lists the categories, the providers and the aggregators, each linking to its list', async () => {
    renderAt('/searchGame/catgory', <SearchCategoryPage />);
    await settle();
    const cats = screen.getByTestId('category-links');
    expect(within(cats).getByRole('link', { name: /Slots/ })).toHaveAttribute('href', '/gameList/slots');
    expect(within(cats).getByRole('link', { name: /Originals/ })).toHaveAttribute('href', '/gameList/HS-GAME');
    const providers = screen.getByTestId('provider-links');
    expect(within(providers).getByRole('link', { name: /Nova Studio/ })).toHaveAttribute('href', '/gameList/nova');
    expect(within(providers).getByRole('link', { name: /Velvet Tables/ })).toHaveTextContent(/1 game$/);
    expect(screen.getByTestId('aggregators')).toHaveTextContent('Demo Studio');
    expect(screen.getByTestId('aggregators')).toHaveTextContent('3 games from 2 studios');
  });
});

describe('SeoCasinoPage', () => {
  it('is a crawlable page: one h1, an intro, a section per category linking to its list and its games', async () => {
    renderAt('/SeoCasinoGame', <SeoCasinoPage />);
    await settle();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Online crypto casino games');
    const sections = screen.getAllByTestId('seo-section');
    expect(sections).toHaveLength(3);
    expect(within(sections[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('Slots');
    expect(within(sections[1]!).getByRole('link', { name: /The one game in Slots/ })).toHaveAttribute('href', '/gameList/slots');
    expect(
      within(sections[1]!)
        .getByRole('link', { name: /Neon Reels/ })
        .getAttribute('href'),
    ).toMatch(/^\/casino\//);
    expect(within(sections[0]!).getByRole('link', { name: 'Dice' })).toHaveAttribute('href', '/game/dice');
  });
});

describe('lobby category rows', () => {
  it('shows the popular row, a row per third-party category with "See all", then the new releases', async () => {
    vi.mocked(api.listGame).mockImplementation(async (body) =>
      okEnv(
        fakePage(
          body.sort === 'new' ? [fakeGame({ gameCode: 20009, title: 'Fresh Fruits' }), fakeHouseGame({ releasedAt: null })] : [fakeGame()],
          2,
        ),
      ),
    );
    renderAt('/', <CategoryRows />);
    await settle();
    const rows = screen.getAllByTestId('category-row');
    expect(rows.map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual(['Slots', 'Live casino']);
    expect(within(rows[0]!).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/gameList/slots');
    expect(within(rows[1]!).getByTestId('game-tile')).toHaveTextContent('Velvet Blackjack');
    // Two pages across every category, read once for the page's life.
    const picks = screen.getAllByTestId('pick-row');
    expect(picks.map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual(['Popular this week', 'New releases']);
    expect(within(picks[0]!).getByTestId('game-tile')).toHaveTextContent('Neon Reels');
    expect(within(picks[1]!).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/gameList?sort=new');
    // The house's originals have no release date: not in the new releases.
    expect(within(picks[1]!).getByTestId('game-tile')).toHaveTextContent('Fresh Fruits');
    expect(vi.mocked(api.listGame).mock.calls.map((c) => c[0].sort)).toEqual(['popular', 'new']);
    cleanup();
    renderAt('/', <CategoryRows />);
    await settle();
    expect(api.listGame).toHaveBeenCalledTimes(2);
  });
});

describe('CasinoGameInfoPage (phone)', () => {
  beforeEach(() => {
    getState().setDevice('mobile');
    vi.mocked(api.selectH5GameInfo).mockResolvedValue(okEnv(fakeDetail()));
    vi.mocked(api.gameLikeCollectCount).mockResolvedValue(okEnv(fakeMarks()));
    vi.mocked(api.demoUrl).mockResolvedValue(okEnv(fakeLaunch()));
  });

  it('shows the game first and opens the frame over the viewport on Play, the mode in the query', async () => {
    renderAt('/casino/gameInfo?id=20001', <CasinoGameInfoPage />, '/casino/gameInfo');
    await settle();
    expect(api.selectH5GameInfo).toHaveBeenCalledWith({ id: 20001 }, { silent: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Neon Reels');
    expect(screen.queryByTestId('game-stage')).toBeNull();
    expect(api.demoUrl).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('mode-demo'));
    await settle();
    expect(screen.getByTestId('where')).toHaveTextContent('/casino/gameInfo?id=20001&demo=1');
    expect(screen.getByTestId('game-stage')).toHaveClass('is-phone');
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
    expect(api.demoUrl).toHaveBeenCalledWith('demostudio', { gameCode: 20001, device: 'mobile' }, { silent: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(screen.queryByTestId('game-stage')).toBeNull();
  });

  it('says when the link names no game', () => {
    renderAt('/casino/gameInfo?id=abc', <CasinoGameInfoPage />, '/casino/gameInfo');
    expect(screen.getByTestId('game-missing')).toBeInTheDocument();
    expect(api.selectH5GameInfo).not.toHaveBeenCalled();
  });
});
