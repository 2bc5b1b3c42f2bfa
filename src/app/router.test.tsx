import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { createRoutes } from './router';
import { ROUTES } from './routing/routes';
import { getState, resetStore } from './store';
import { encodeCasinoToken } from '../core/casinoToken';
import { resetStartupFailure, runStartup } from './boot/startup';

// Routing is under test here, not the Pixi engines: jsdom has no WebGL, and loading Pixi for every game route slows
// the suite on a busy machine (the game pages have their own tests).
// The game pages get no engine (their stage then shows the result chip only).
vi.mock('../../game-engine/dice', () => ({ createEngine: null }));
vi.mock('../../game-engine/limbo', () => ({ createEngine: null }));

/** Every route path of the site with the route id it must resolve to. */
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
/** Everything a player could click, type into or tab to. */
const INTERACTIVE = 'a, button, input, select, textarea, [tabindex], [role="button"], [role="link"]';

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
    // The title is set by an effect that may run after the element appears: wait for it.
    await waitFor(() => expect(document.title).toBe('Crypto Casino & Originals | HighStakes'), WAIT);
    await waitFor(
      () => expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/`),
      WAIT,
    );
  });

  it('shows the non-fatal 404 with the path for an unmatched route', async () => {
    renderAt('/no/such/place');
    const page = await screen.findByTestId('not-found', undefined, WAIT);
    expect(page).toHaveAttribute('data-fatal', 'false');
    expect(page).toHaveTextContent('Page not found');
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/no/such/place');
    // The shell stays around a non-fatal 404 and is the way on; the page itself has no interaction.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(page.querySelectorAll(INTERACTIVE)).toHaveLength(0);
  });

  it.each(['/blog/detail/abc', '/blog/detail/12', '/blog/detail/x-12'])('makes the invalid blog slug %s a fatal 404', async (path) => {
    renderAt(`${path}?from=feed`);
    const page = await screen.findByTestId('not-found', undefined, WAIT);
    expect(page).toHaveAttribute('data-fatal', 'true');
    expect(page).toHaveTextContent('Page Not Found');
    expect(screen.getByTestId('not-found-path')).toHaveTextContent(`${path}?from=feed`);
    // The title is set by an effect that may run after the element appears: wait for it.
    await waitFor(() => expect(document.title).toBe('Page Not Found | HighStakes'), WAIT);
    // The fatal page is the error page: no interaction anywhere.
    expect(document.querySelectorAll(INTERACTIVE)).toHaveLength(0);
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
    // The title is set by an effect that may run after the element appears: wait for it.
    await waitFor(() => expect(document.title).toBe('Dice | HighStakes'), WAIT);
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

describe('casino token route', () => {
  it('decodes a valid token into game code, second argument and demo flag', async () => {
    const token = encodeCasinoToken({ gameCode: 'pg-1543462', arg: 'PG', demo: true });
    renderAt(`/casino/${token}`);
    const page = await screen.findByTestId('casino-game', undefined, WAIT);
    expect(page).toHaveAttribute('data-game-code', 'pg-1543462');
    expect(page).toHaveAttribute('data-arg', 'PG');
    expect(page).toHaveAttribute('data-demo', 'true');
    expect(page).toHaveTextContent('Demo mode');
  });

  it('a real-money token', async () => {
    renderAt(`/casino/${encodeCasinoToken({ gameCode: '10003', arg: '', demo: false })}`);
    const page = await screen.findByTestId('casino-game', undefined, WAIT);
    expect(page).toHaveAttribute('data-demo', 'false');
    expect(page).toHaveTextContent('Real money');
  });

  it.each(['/casino/not-a-token', '/casino/eyJjb2RlIjoxfQ'])('makes the invalid token %s a fatal 404 with the full path', async (path) => {
    renderAt(`${path}?x=1#top`);
    const page = await screen.findByTestId('not-found', undefined, WAIT);
    expect(page).toHaveAttribute('data-fatal', 'true');
    expect(page).toHaveTextContent('Page Not Found');
    expect(screen.getByTestId('not-found-path')).toHaveTextContent(`${path}?x=1#top`);
  });

  it('keeps /casino/gameInfo (query id) as its own page', async () => {
    renderAt('/casino/gameInfo?id=7');
    expect(await screen.findByTestId('coming-soon', undefined, WAIT)).toHaveAttribute('data-route', 'casinoGameInfo');
  });
});

describe('shell rules on every page change', () => {
  it('scrolls smoothly to the top on every page change', async () => {
    const router = renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/vip'));
    await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls smoothly to the anchor when a hash is given', async () => {
    const router = renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    // The first page's own scroll may land late on a busy machine; let it happen before counting.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalled(), WAIT);
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/vip#main'));
    await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('main'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('sets the canonical link to the site URL plus the path on each page', async () => {
    const router = renderAt('/vip?tab=1');
    await screen.findByTestId('coming-soon', undefined, WAIT);
    const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/vip`), WAIT);
    await act(() => router.navigate('/game/dice'));
    await screen.findByTestId('game-page', undefined, WAIT);
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/game/dice`), WAIT);
  });

  it('reads the left-is-close cookie into the store on every navigation (global route middleware)', async () => {
    const router = renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    expect(getState().leftIsClose).toBe(false);
    document.cookie = 'left-is-close=true; Path=/';
    await act(() => router.navigate('/vip'));
    await waitFor(() => expect(getState().leftIsClose).toBe(true), WAIT);
    document.cookie = 'left-is-close=; Max-Age=0; Path=/';
    await act(() => router.navigate('/blog'));
    await waitFor(() => expect(getState().leftIsClose).toBe(false), WAIT);
  });

  it('keeps the locale cookie in step with the language', async () => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
    renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    await waitFor(() => expect(document.cookie).toContain('locale=en_US'), WAIT);
  });
});

describe('startup error page (spec sections 2 and 8)', () => {
  afterEach(() => resetStartupFailure());

  it('shows only the marketing title and description, with no interaction', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runStartup(() => {
      throw new Error('boot failed');
    });
    renderAt('/vip');
    const page = await screen.findByTestId('fatal-error', undefined, WAIT);
    expect(page.querySelector('h1')).toHaveTextContent(/crypto casino games/i);
    expect(page.querySelectorAll('p')).toHaveLength(1);
    expect(document.querySelectorAll(INTERACTIVE)).toHaveLength(0);
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Startup error:', expect.any(Error));
    vi.mocked(console.error).mockRestore();
  });
});

describe('services (http, socket, session) and the first paint', () => {
  it('store-only pages render without waiting for the services; pages that talk to the server wait for them', async () => {
    const services = vi.fn(() => new Promise<void>(() => {}));
    const lobby = createMemoryRouter(createRoutes(services), { initialEntries: ['/vip'] });
    render(<RouterProvider router={lobby} />);
    await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(services).not.toHaveBeenCalled();
    cleanup();

    let started!: () => void;
    const pending = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    const game = createMemoryRouter(createRoutes(pending), { initialEntries: ['/newLogin/indexPage'] });
    render(<RouterProvider router={game} />);
    await waitFor(() => expect(pending).toHaveBeenCalled(), WAIT);
    // Once the page module is in, the route still waits for the services.
    await import('../../ui/pages/LoginPage');
    await act(async () => {});
    expect(game.state.initialized).toBe(false);
    started();
    await waitFor(() => expect(game.state.initialized).toBe(true), WAIT);
  });
});
