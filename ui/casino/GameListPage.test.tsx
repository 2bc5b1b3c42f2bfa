import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, where } from '../layout/routerHarness.testing';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  failEnv,
  fakeGame,
  fakeGames,
  fakeHouseGame,
  fakePage,
  fakeProviders,
  gamesApiMock,
  okEnv,
} from '../../src/app/api/catalogueFixtures.testing';

vi.mock('../../src/app/api/games', () => gamesApiMock());
const api = await import('../../src/app/api/games');
const { default: GameListPage } = await import('../pages/GameListPage');
const { forgetCatalogueMeta } = await import('./useCatalogueMeta');

const renderAt = (path: string) => renderRoutes({ '/gameList': <GameListPage />, '/gameList/:id': <GameListPage /> }, path);
const lastBody = () => vi.mocked(api.listGame).mock.calls.at(-1)![0];

beforeEach(() => {
  resetStore();
  forgetCatalogueMeta();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.listProviderGameCount).mockResolvedValue(okEnv(fakeProviders()));
  // 30 games in all, 24 a page.
  vi.mocked(api.listGame).mockImplementation(async (body) => {
    const page = body.page as number;
    const first = (page - 1) * 24 + 1;
    return okEnv(fakePage(fakeGames(Math.min(24, 31 - first), first), 30, page));
  });
});
afterEach(() => cleanup());

describe('GameListPage', () => {
  it('renders a page of games from listGame, with "n of total" and Load more', async () => {
    renderAt('/gameList');
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    const grid = await screen.findByTestId('game-grid');
    const tiles = within(grid).getAllByTestId('game-tile');
    expect(tiles).toHaveLength(24);
    expect(tiles[10]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All games');
    expect(screen.getByTestId('grid-count')).toHaveTextContent('Showing 24 of 30 games');
    expect(lastBody()).toEqual({ page: 1, size: 24, sort: 'popular' });
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getByTestId('grid-count')).toHaveTextContent('Showing 30 of 30 games'));
    expect(lastBody()).toMatchObject({ page: 2 });
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('shows a tile with its title, provider, RTP chip and a link to the desktop game page', async () => {
    vi.mocked(api.listGame).mockResolvedValue(okEnv(fakePage([fakeGame(), fakeHouseGame()])));
    renderAt('/gameList');
    const [slot, dice] = await screen.findAllByTestId('game-tile');
    expect(slot).toHaveTextContent('Neon Reels');
    expect(slot).toHaveTextContent('Nova Studio');
    expect(slot).toHaveTextContent('RTP 96.5%');
    expect(within(slot!).getByTestId('game-tile-link').getAttribute('href')).toMatch(/^\/casino\/[A-Za-z0-9_-]+$/);
    expect(within(slot!).getByRole('link', { name: 'Play Neon Reels in demo mode' })).toBeInTheDocument();
    const img = slot!.querySelector('img')!;
    // The first row is on screen at once: its pictures are not deferred.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
    expect(img.getAttribute('srcset')).toBe('/thumbs/20001/240.webp 240w, /thumbs/20001/480.webp 480w');
    expect(within(dice!).getByTestId('game-tile-link')).toHaveAttribute('href', '/game/dice');
  });

  it('links a tile to the phone page on a mobile, without hover buttons', async () => {
    getState().setDevice('mobile');
    vi.mocked(api.listGame).mockResolvedValue(okEnv(fakePage([fakeGame()])));
    renderAt('/gameList');
    const tile = await screen.findByTestId('game-tile');
    expect(within(tile).getByTestId('game-tile-link')).toHaveAttribute('href', '/casino/gameInfo?id=20001');
    expect(within(tile).queryByRole('link', { name: /demo mode/ })).toBeNull();
  });

  it('keeps the filters in the URL query and lists by them', async () => {
    renderAt('/gameList?sort=new');
    await screen.findByTestId('game-grid');
    expect(lastBody()).toEqual({ page: 1, size: 24, sort: 'new' });
    fireEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    expect(where()).toBe('/gameList?sort=new&category=live');
    await screen.findByTestId('game-grid');
    expect(lastBody()).toEqual({ page: 1, size: 24, sort: 'new', category: 'live' });
    await screen.findByRole('option', { name: 'Nova Studio (2)' });
    fireEvent.change(screen.getByTestId('provider-select'), { target: { value: 'nova' } });
    expect(where()).toBe('/gameList?sort=new&category=live&provider=nova');
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'popular' } });
    expect(where()).toBe('/gameList?category=live&provider=nova');
    await screen.findByTestId('game-grid');
    expect(lastBody()).toEqual({ page: 1, size: 24, sort: 'popular', category: 'live', provider: 'nova' });
  });

  it("fixes a category page's category and a provider page's provider", async () => {
    renderAt('/gameList/slots?category=live');
    await screen.findByTestId('game-grid');
    expect(lastBody()).toMatchObject({ category: 'slots' });
    expect(screen.queryByRole('tab', { name: 'Live casino' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Slots');
    cleanup();
    renderAt('/gameList/nova');
    await screen.findByTestId('game-grid');
    expect(lastBody()).toMatchObject({ provider: 'nova' });
    expect(screen.queryByTestId('provider-select')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Studio' })).toBeInTheDocument();
  });

  it('shows the empty state with a way out of the filters', async () => {
    vi.mocked(api.listGame).mockResolvedValue(okEnv(fakePage([])));
    renderAt('/gameList?provider=velvet');
    expect(await screen.findByTestId('grid-empty')).toHaveTextContent('No games match');
    fireEvent.click(screen.getByRole('button', { name: /clear the filters/i }));
    expect(where()).toBe('/gameList');
  });

  it('shows the error state and retries', async () => {
    vi.mocked(api.listGame).mockResolvedValueOnce(failEnv(0, 'request failed'));
    renderAt('/gameList');
    expect(await screen.findByTestId('grid-error')).toHaveTextContent("Couldn't load the games");
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('game-grid')).toBeInTheDocument();
    expect(api.listGame).toHaveBeenCalledTimes(2);
  });
});

describe('/gameList/favorites', () => {
  it('asks a guest to log in', async () => {
    renderAt('/gameList/favorites');
    fireEvent.click(within(screen.getByTestId('favorites-signin')).getByRole('button', { name: /log in/i }));
    expect(getState().dialog).toBe('login');
    expect(api.collectList).not.toHaveBeenCalled();
  });

  it("lists a player's favourites in their stored order, and drops one un-hearted on the page", async () => {
    getState().setUser(fakeUser({ id: 5 }));
    localStorage.setItem('hs_favorites', JSON.stringify([20002, 20001]));
    vi.mocked(api.collectList).mockResolvedValue(okEnv(fakePage(fakeGames(3))));
    vi.mocked(api.likeCollect).mockResolvedValue(okEnv({ gameCode: 20001, likes: 0, favorites: 0, liked: false, favorited: false }));
    renderAt('/gameList/favorites');
    const tiles = await screen.findAllByTestId('game-tile');
    expect(tiles.map((t) => t.dataset.code)).toEqual(['20003', '20002', '20001']);
    expect(api.collectList).toHaveBeenCalledTimes(1);
    const heart = within(tiles[2]!).getByRole('button', { name: 'Favourite Game 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(heart));
    expect(api.likeCollect).toHaveBeenCalledWith({ gameCode: 20001, type: 'collect', on: false }, { toastError: true });
    expect(screen.getAllByTestId('game-tile').map((t) => t.dataset.code)).toEqual(['20003', '20002']);
  });
});
