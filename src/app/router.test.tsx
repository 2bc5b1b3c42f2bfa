import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { createRoutes } from './router';
import { ROUTES } from './routes';
import { resetStore } from './store';

/** Every path of spec section 2 with the route id it must resolve to. */
const SPEC_PATHS: [string, string][] = [
  ['/', 'home'],
  ['/register', 'register'],
  ['/vip', 'vip'],
  ['/vip/index_old', 'vipOld'],
  ['/blog', 'blog'],
  ['/blog/detail/12-news', 'blogDetail'],
  ['/share/abc123', 'share'],
  ['/maintenance', 'maintenance'],
  ['/old_profile', 'oldProfile'],
  ['/profile', 'profile'],
  ['/profile/Account', 'profile'],
  ['/profile/Security', 'profile'],
  ['/profile/GameHistory', 'profile'],
  ['/profile/Transactions', 'profile'],
  ['/profile/HeadInfo', 'profile'],
  ['/policy', 'policy'],
  ['/promotions', 'promotions'],
  ['/promotions/details/42', 'promotionDetail'],
  ['/promotions/details/Faq', 'promotionFaq'],
  ['/promotions/details/bonus', 'promotionBonus'],
  ['/fairness', 'fairness'],
  ['/gameList', 'gameList'],
  ['/gameList/7', 'gameListId'],
  ['/gameList/favorites', 'gameListId'],
  ['/searchGame', 'searchGame'],
  ['/searchGame/h5', 'searchGameH5'],
  ['/searchGame/catgory', 'searchGameCategory'],
  ['/SeoCasinoGame', 'seoCasino'],
  ['/casino/gameInfo', 'casinoGameInfo'],
  ['/casino/eyJjb2RlIjoxfQ', 'casinoGame'],
  ['/casino/exit_iframe', 'casinoExit'],
  ['/game/dice', 'game'],
  ['/game/crash', 'game'],
  ['/game/limbo', 'game'],
  ['/game/mines', 'game'],
  ['/game/plinko', 'game'],
  ['/game/dice/', 'game'],
  ['/sportsbook', 'sportsbook'],
  ['/sportsbook/football/match/123', 'sportsbook'],
  ['/newLogin/indexPage', 'newLogin'],
  ['/Login/loginPage/indexPage', 'loginPage'],
  ['/Login/loginPage/indexPage-online', 'loginPageOnline'],
  ['/Login/loginPage/bindAccount', 'bindAccount'],
  ['/Login/mobilePage/indexPage', 'mobileIndex'],
  ['/Login/mobilePage/loginPage', 'mobileLogin'],
  ['/Login/mobilePage/registerPage', 'mobileRegister'],
  ['/Login/mobilePage/twoFa', 'mobileTwoFa'],
  ['/CustomerService/ServiceIndex', 'customerService'],
  ['/MainPage/WinTable', 'winTable'],
  ['/game/FavoriteDndLike/FavoriteIndex', 'favorites'],
  ['/example/buttons', 'example'],
  ['/no/such/place', 'notFound'],
  ['/vip/unknown', 'notFound'],
];

function leafId(path: string): string | undefined {
  const matches = matchRoutes(createRoutes(), path);
  return matches?.[matches.length - 1]?.route.id;
}

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const WAIT = { timeout: 5000 };

beforeEach(() => {
  resetStore();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => cleanup());

describe('route table', () => {
  it.each(SPEC_PATHS)('%s resolves to %s', (path, id) => {
    expect(leafId(path)).toBe(id);
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('router behaviour', () => {
  it('shows the lobby at /', async () => {
    renderAt('/');
    expect(await screen.findByTestId('home', undefined, WAIT)).toBeInTheDocument();
    expect(document.title).toBe('Crypto Casino & Originals | HighStakes');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/`);
  });

  it('shows the non-fatal 404 with the path for an unmatched route', async () => {
    renderAt('/no/such/place');
    const page = await screen.findByTestId('not-found', undefined, WAIT);
    expect(page).toHaveAttribute('data-fatal', 'false');
    expect(page).toHaveTextContent('Page not found');
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/no/such/place');
    // The shell stays around a non-fatal 404.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each(['/blog/detail/abc', '/blog/detail/12', '/blog/detail/x-12'])('makes the invalid blog slug %s a fatal 404', async (path) => {
    renderAt(`${path}?from=feed`);
    const page = await screen.findByTestId('not-found', undefined, WAIT);
    expect(page).toHaveAttribute('data-fatal', 'true');
    expect(page).toHaveTextContent('Page Not Found');
    expect(screen.getByTestId('not-found-path')).toHaveTextContent(`${path}?from=feed`);
    expect(document.title).toBe('Page Not Found | HighStakes');
  });

  it('accepts a valid blog slug', async () => {
    renderAt('/blog/detail/12-news');
    expect(await screen.findByTestId('coming-soon', undefined, WAIT)).toHaveAttribute('data-route', 'blogDetail');
  });

  it('makes an unknown game name a fatal 404', async () => {
    renderAt('/game/poker');
    expect(await screen.findByTestId('not-found', undefined, WAIT)).toHaveAttribute('data-fatal', 'true');
  });

  it('makes an unknown profile section a fatal 404', async () => {
    renderAt('/profile/Wallet');
    expect(await screen.findByTestId('not-found', undefined, WAIT)).toHaveAttribute('data-fatal', 'true');
  });

  it('shows the game page for an in-house game, also with a trailing slash and query id', async () => {
    renderAt('/game/dice/?id=10003');
    const page = await screen.findByTestId('game-page', undefined, WAIT);
    expect(page).toHaveAttribute('data-game', 'dice');
    expect(document.title).toBe('Dice | HighStakes');
  });

  it('shows a designed coming-soon page with the area title', async () => {
    renderAt('/vip');
    const page = await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(page).toHaveTextContent('VIP Club');
    expect(screen.getByRole('link', { name: /back to the lobby/i })).toHaveAttribute('href', '/');
  });

  it.each(['/casino/exit_iframe', '/sportsbook/exit_iframe', '/a/b/exit_iframe_x'])('redirects %s to /', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByTestId('home', undefined, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the sportsbook page mounted when the slug changes', async () => {
    const router = renderAt('/sportsbook/football');
    const first = await screen.findByTestId('coming-soon', undefined, WAIT);
    const instance = first.getAttribute('data-instance');
    await act(() => router.navigate('/sportsbook/tennis/live'));
    const second = await screen.findByTestId('sportsbook-slug');
    expect(second).toHaveTextContent('tennis/live');
    expect(screen.getByTestId('coming-soon')).toBe(first);
    expect(screen.getByTestId('coming-soon').getAttribute('data-instance')).toBe(instance);
  });
});
