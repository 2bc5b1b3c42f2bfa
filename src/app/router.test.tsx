import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { AppRouter, createRoutes } from './router';
import { createTestHistory } from './routing/history';
import { ROUTES } from './routing/routes';
import { getState, resetStore } from './store';
import { encodeCasinoToken } from '../core/casinoToken';
import { resetStartupFailure, runStartup } from './boot/startup';

// Routing is under test here, not the Pixi engines: jsdom has no WebGL, and loading Pixi for every game route slows
// the suite on a busy machine (the game pages have their own tests).
// The game pages get no engine (their stage then shows the result chip only).
vi.mock('../../game-engine/dice', () => ({ createEngine: null }));
vi.mock('../../game-engine/limbo', () => ({ createEngine: null }));
// The catalogue pages read the catalogue: answered here (empty lists; a game's page stays loading), so no test of the
// routes waits on a network this DOM does not have.
vi.mock('./api/games', async (importOriginal) => {
  const real = await importOriginal<typeof import('./api/games')>();
  const answer = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'success', data });
  const page = { list: [], total: 0, page: 1, size: 24 };
  return {
    ...real,
    listGame: vi.fn(() => answer(page)),
    collectList: vi.fn(() => answer(page)),
    listProviderGameCount: vi.fn(() => answer([])),
    gameTypeAll: vi.fn(() => answer([])),
    queryAllOperation: vi.fn(() => answer([])),
    getGameByCode: vi.fn(() => new Promise(() => {})),
    // The sportsbook's frame address comes with its token.
    genToken: vi.fn(() => answer({ token: 't', expiresAt: Date.now() + 300_000, guest: true, url: 'https://book.example/' })),
    selectH5GameInfo: vi.fn(() => new Promise(() => {})),
  };
});

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
  ['/profile/Responsible', 'profile'],
  ['/policy', 'policy'],
  ['/promotions', 'promotions'],
  ['/promotions/details/42', 'promotionDetail'],
  ['/promotions/details/Faq', 'promotionFaq'],
  ['/promotions/details/bonus', 'promotionBonus'],
  ['/promotions/details/referral', 'promotionReferral'],
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
  const history = createTestHistory(path);
  render(<AppRouter history={history} />);
  return history;
}

const WAIT = { timeout: 10_000 };
/** A test that loads a page module with a large graph (the lobby, a game page): its first import is transformed here. */
const PAGE_LOAD_TEST = 20_000;
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

describe('router behaviour', { timeout: PAGE_LOAD_TEST }, () => {
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

  it('leaves the fatal 404 on the next navigation (the back button), with the shell back', async () => {
    const history = renderAt('/blog');
    await screen.findByTestId('coming-soon', undefined, WAIT);
    act(() => history.push('/blog/detail/abc'));
    expect(await screen.findByTestId('not-found', undefined, WAIT)).toHaveAttribute('data-fatal', 'true');
    expect(screen.queryByTestId('shell')).toBeNull();
    act(() => history.go(-1));
    expect(await screen.findByTestId('coming-soon', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.getByTestId('shell')).toBeInTheDocument();
  });

  it('accepts a valid blog slug', async () => {
    renderAt('/blog/detail/12-news');
    expect(await screen.findByTestId('coming-soon', undefined, WAIT)).toHaveAttribute('data-route', 'blogDetail');
  });

  it('makes an unknown game name a fatal 404', async () => {
    renderAt('/game/poker');
    expect(await screen.findByTestId('not-found', undefined, WAIT)).toHaveAttribute('data-fatal', 'true');
  });

  it.each(['/promotions/details/abc', '/promotions/details/0', '/promotions/details/welcome-match'])(
    'makes the promotion id %s a fatal 404',
    async (path) => {
      renderAt(path);
      expect(await screen.findByTestId('not-found', undefined, WAIT)).toHaveAttribute('data-fatal', 'true');
    },
  );

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
    renderAt('/vip/index_old');
    const page = await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(page).toHaveTextContent('VIP Club');
    expect(screen.getByRole('link', { name: /back to the lobby/i })).toHaveAttribute('href', '/');
  });

  it.each(['/casino/exit_iframe', '/sportsbook/exit_iframe', '/a/b/exit_iframe_x'])('redirects %s to /', async (path) => {
    const history = renderAt(path);
    expect(await screen.findByTestId('home', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/'), WAIT);
  });

  it('keeps the sportsbook page and its frame when the slug changes: the frame opens at the first route only', async () => {
    const history = renderAt('/sportsbook/soccer?live=1');
    const frame = await screen.findByTestId('sportsbook-frame', undefined, WAIT);
    expect(frame).toHaveAttribute('src', 'https://book.example/soccer?live=1');
    const page = screen.getByTestId('sportsbook');
    act(() => history.push('/sportsbook/ice-hockey'));
    await waitFor(() => expect(history.location.pathname).toBe('/sportsbook/ice-hockey'));
    expect(screen.getByTestId('sportsbook')).toBe(page);
    expect(screen.getByTestId('sportsbook-frame')).toBe(frame);
    expect(frame).toHaveAttribute('src', 'https://book.example/soccer?live=1');
  });
});

describe('casino token route', { timeout: PAGE_LOAD_TEST }, () => {
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

  it('keeps /casino/gameInfo (query id) as its own page: the phone game page', async () => {
    renderAt('/casino/gameInfo?id=7');
    expect(await screen.findByTestId('casino-game-info', undefined, WAIT)).toHaveAttribute('data-game-code', '7');
  });
});

describe('casino catalogue routes', { timeout: PAGE_LOAD_TEST }, () => {
  it.each([
    ['/gameList', 'all', 'All games | HighStakes'],
    ['/gameList/slots', 'category', 'Slots | HighStakes'],
    ['/gameList/nova', 'provider', 'Games | HighStakes'],
    ['/gameList/favorites', 'favorites', 'Favourites | HighStakes'],
  ])('shows the game list at %s (scope %s)', async (path, scope, title) => {
    renderAt(path);
    expect(await screen.findByTestId('game-list', undefined, WAIT)).toHaveAttribute('data-scope', scope);
    await waitFor(() => expect(document.title).toBe(title), WAIT);
  });

  it('makes an id that is no category, provider or favourites key a fatal 404', async () => {
    renderAt('/gameList/Not%20A%20Provider');
    expect(await screen.findByTestId('not-found', undefined, WAIT)).toHaveAttribute('data-fatal', 'true');
  });

  it.each([
    ['/searchGame', 'page'],
    ['/searchGame/h5', 'h5'],
  ])('shows the search at %s', async (path, variant) => {
    renderAt(path);
    expect(await screen.findByTestId('search-page', undefined, WAIT)).toHaveAttribute('data-variant', variant);
  });

  it('shows the categories and providers to browse, the SEO page with its canonical link, and the favourites', async () => {
    const history = renderAt('/searchGame/catgory');
    expect(await screen.findByTestId('search-category', undefined, WAIT)).toBeInTheDocument();
    act(() => history.push('/SeoCasinoGame'));
    expect(await screen.findByTestId('seo-casino', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(
      () => expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/SeoCasinoGame`),
      WAIT,
    );
    act(() => history.push('/game/FavoriteDndLike/FavoriteIndex'));
    expect(await screen.findByTestId('favorites-page', undefined, WAIT)).toBeInTheDocument();
  });
});

describe('shell rules on every page change', { timeout: PAGE_LOAD_TEST }, () => {
  it('scrolls smoothly to the top on every page change', async () => {
    const history = renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    vi.mocked(window.scrollTo).mockClear();
    act(() => history.push('/blog'));
    await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls smoothly to the anchor when a hash is given', async () => {
    const history = renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    // The first page's own scroll may land late on a busy machine; let it happen before counting.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalled(), WAIT);
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    vi.mocked(window.scrollTo).mockClear();
    act(() => history.push('/blog#main'));
    await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('main'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('sets the canonical link to the site URL plus the path on each page', async () => {
    const history = renderAt('/blog?tab=1');
    await screen.findByTestId('coming-soon', undefined, WAIT);
    const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/blog`), WAIT);
    act(() => history.push('/game/dice'));
    await screen.findByTestId('game-page', undefined, WAIT);
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/game/dice`), WAIT);
  });

  it('reads the left-is-close cookie into the store on every navigation (global route middleware)', async () => {
    const history = renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    expect(getState().leftIsClose).toBe(false);
    document.cookie = 'left-is-close=true; Path=/';
    act(() => history.push('/policy'));
    await waitFor(() => expect(getState().leftIsClose).toBe(true), WAIT);
    document.cookie = 'left-is-close=; Max-Age=0; Path=/';
    act(() => history.push('/blog'));
    await waitFor(() => expect(getState().leftIsClose).toBe(false), WAIT);
  });

  it('keeps the locale cookie in step with the language', async () => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
    renderAt('/');
    await screen.findByTestId('home', undefined, WAIT);
    await waitFor(() => expect(document.cookie).toContain('locale=en_US'), WAIT);
  });
});

describe('startup error page', () => {
  afterEach(() => resetStartupFailure());

  it('shows only the marketing title and description, with no interaction', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runStartup(() => {
      throw new Error('boot failed');
    });
    renderAt('/blog');
    const page = await screen.findByTestId('fatal-error', undefined, WAIT);
    expect(page.querySelector('h1')).toHaveTextContent(/crypto casino games/i);
    expect(page.querySelectorAll('p')).toHaveLength(1);
    expect(document.querySelectorAll(INTERACTIVE)).toHaveLength(0);
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Startup error:', expect.any(Error));
    vi.mocked(console.error).mockRestore();
  });
});

describe('services (http, socket, session) and the first paint', { timeout: PAGE_LOAD_TEST }, () => {
  it('store-only pages render without waiting for the services; pages that talk to the server wait for them', async () => {
    const services = vi.fn(() => new Promise<void>(() => {}));
    render(<AppRouter history={createTestHistory('/blog')} services={services} />);
    await screen.findByTestId('coming-soon', undefined, WAIT);
    expect(services).not.toHaveBeenCalled();
    cleanup();

    let started!: () => void;
    const pending = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    render(<AppRouter history={createTestHistory('/newLogin/indexPage')} services={pending} />);
    await waitFor(() => expect(pending).toHaveBeenCalled(), WAIT);
    // Once the page module is in, the route still waits for the services: the splash stays.
    await import('../../ui/pages/LoginPage');
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Loading HighStakes' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-page')).toBeNull();
    started();
    expect(await screen.findByTestId('login-page', undefined, WAIT)).toBeInTheDocument();
  });

  it('shows the first page whole once it is loaded: the splash, then the page, no fallback step between', async () => {
    // A fallback step would put a second splash on screen and hold the page back for React's fallback throttle (a
    // timer: a page whose clock stands still never showed).
    const splashes: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.matches('.splash')) splashes.push(node);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // A start function of its own: this page kind has not been loaded for it yet.
    const services = () => Promise.resolve();
    render(<AppRouter history={createTestHistory('/newLogin/indexPage')} services={services} />);
    expect(await screen.findByTestId('login-page', undefined, WAIT)).toBeInTheDocument();
    await act(async () => {});
    observer.disconnect();
    expect(splashes).toHaveLength(1);
  });

  it('keeps the page before on screen while the next one waits for the services, with the progress bar on', async () => {
    let started!: () => void;
    const pending = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    const history = createTestHistory('/blog');
    render(<AppRouter history={history} services={pending} />);
    const before = await screen.findByTestId('coming-soon', undefined, WAIT);
    const bar = () => document.querySelector('.route-progress');
    expect(bar()).not.toHaveClass('is-active');
    act(() => history.push('/newLogin/indexPage'));
    await waitFor(() => expect(pending).toHaveBeenCalled(), WAIT);
    expect(bar()).toHaveClass('is-active');
    expect(screen.getByTestId('coming-soon')).toBe(before);
    started();
    expect(await screen.findByTestId('login-page', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(bar()).not.toHaveClass('is-active'), WAIT);
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });
});
