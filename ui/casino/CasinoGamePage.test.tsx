import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, where } from '../layout/routerHarness.testing';
import { decodeCasinoToken, encodeCasinoToken } from '../../src/core/casinoToken';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { walletDialogStore } from '../../src/app/actions/walletDialog';
import { failEnv, fakeDetail, fakeLaunch, fakeMarks, fakePage, gamesApiMock, okEnv } from '../../src/app/api/catalogueFixtures.testing';

vi.mock('../../src/app/api/games', () => gamesApiMock());
vi.mock('../../src/app/actions/wallet', () => ({ balanceHint: vi.fn() }));
const api = await import('../../src/app/api/games');
const wallet = await import('../../src/app/actions/wallet');
const { default: CasinoGamePage } = await import('../pages/CasinoGamePage');
const { FRAME_SANDBOX } = await import('./GameStage');

const STUDIO = 'http://127.0.0.1:4100';
const tokenPath = (demo: boolean) => `/casino/${encodeCasinoToken({ gameCode: '20001', arg: 'demostudio', demo })}`;
const renderAt = (path: string) =>
  renderRoutes({ '/casino/:gameName': <CasinoGamePage />, '/': <p>lobby</p>, '/gameList': <p>list</p> }, '/gameList', path);
const settle = () => act(async () => {});
const post = (origin: string, data: unknown) => act(() => window.dispatchEvent(new MessageEvent('message', { origin, data })));

beforeEach(() => {
  resetStore();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(wallet.balanceHint).mockReset();
  walletDialogStore.setState({ tab: null });
  vi.mocked(api.getGameByCode).mockResolvedValue(okEnv(fakeDetail()));
  vi.mocked(api.gameLikeCollectCount).mockResolvedValue(okEnv(fakeMarks()));
  vi.mocked(api.collectList).mockResolvedValue(okEnv(fakePage([])));
  vi.mocked(api.demoUrl).mockResolvedValue(okEnv(fakeLaunch()));
  vi.mocked(api.goToGame).mockResolvedValue(okEnv(fakeLaunch({ mode: 'real', coin: 'USDT', url: `${STUDIO}/play/real` })));
});
afterEach(() => cleanup());

describe('CasinoGamePage (desktop)', () => {
  it('shows the game page and its demo in a sandboxed frame', async () => {
    renderAt(tokenPath(true));
    expect(screen.getByTestId('casino-game')).toHaveAttribute('data-demo', 'true');
    expect(screen.getByTestId('mode-badge')).toHaveTextContent('Demo mode');
    expect(screen.getByTestId('game-skeleton')).toBeInTheDocument();
    await settle();
    expect(api.getGameByCode).toHaveBeenCalledWith('demostudio', { gameCode: 20001 }, { silent: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Neon Reels');
    expect(screen.getByText('RTP 96.5%')).toBeInTheDocument();
    expect(screen.getByText('High volatility')).toBeInTheDocument();
    expect(screen.getByText('A synthwave slot with cascading reels.')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('12');
    const frame = screen.getByTestId('game-frame');
    expect(frame).toHaveAttribute('src', fakeLaunch().url);
    expect(frame).toHaveAttribute('sandbox', FRAME_SANDBOX);
    expect(FRAME_SANDBOX).toBe('allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation');
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('title', 'Neon Reels (demo)');
    expect(screen.getByTestId('stage-loading')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByTestId('stage-loading')).toBeNull();
  });

  it('asks a guest to log in for real money, and opens the Login dialog on "Play for real"', async () => {
    renderAt(tokenPath(false));
    await settle();
    expect(screen.getByTestId('stage-login')).toHaveTextContent('Log in to play for real');
    expect(api.goToGame).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('mode-real'));
    expect(getState().dialog).toBe('login');
    // The login lands: the game launches for real.
    await act(async () => getState().setUser(fakeUser({ selectedCoinType: 'USDT' })));
    await settle();
    expect(api.goToGame).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('game-frame')).toHaveAttribute('src', `${STUDIO}/play/real`);
    expect(screen.getByTestId('play-coin')).toHaveTextContent('USDT');
  });

  it('switches mode by rewriting the token in place, and relaunches', async () => {
    getState().setUser(fakeUser({ selectedCoinType: 'BTC' }));
    renderAt(tokenPath(false));
    await settle();
    expect(api.goToGame).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.goToGame).mock.calls[0]![0]).toMatchObject({ gameCode: 20001, currency: 'BTC' });
    fireEvent.click(screen.getByTestId('mode-demo'));
    await settle();
    expect(decodeCasinoToken(where().slice('/casino/'.length))).toEqual({ gameCode: '20001', arg: 'demostudio', demo: true });
    expect(screen.getByTestId('mode-badge')).toHaveTextContent('Demo mode');
    expect(api.demoUrl).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('game-frame')).toHaveAttribute('src', fakeLaunch().url);
    // Replaced, not pushed: Back leaves the game page.
    expect(screen.getByTestId('mode-demo')).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers Deposit when the deposit balance of the coin played is empty', async () => {
    getState().setUser(fakeUser({ selectedCoinType: 'USDT' }));
    getState().setBalanceData({
      amountType: 'DEPOSIT',
      selectedCoinType: 'USDT',
      list: [{ coin: 'USDT', amount: '0', bonusAmount: '5' }],
    } as never);
    renderAt(tokenPath(false));
    await settle();
    fireEvent.click(screen.getByTestId('deposit'));
    expect(walletDialogStore.getState().tab).toBe('deposit');
  });

  it('shows the maintenance panel without launching', async () => {
    vi.mocked(api.getGameByCode).mockResolvedValue(okEnv(fakeDetail({ maintainState: 1 })));
    renderAt(tokenPath(true));
    await settle();
    expect(screen.getByTestId('stage-maintenance')).toHaveTextContent('This game is under maintenance');
    expect(api.demoUrl).not.toHaveBeenCalled();
  });

  it("shows the provider's failure with a retry", async () => {
    vi.mocked(api.demoUrl).mockResolvedValueOnce(failEnv(500, 'The game provider is not answering, try again in a moment'));
    renderAt(tokenPath(true));
    await settle();
    expect(screen.getByTestId('stage-error')).toHaveTextContent('The game provider is not answering');
    fireEvent.click(screen.getByTestId('stage-retry'));
    await settle();
    expect(api.demoUrl).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
  });

  it("acts on the frame's messages from the launch origin only, and never takes a balance from them", async () => {
    renderAt(tokenPath(true));
    await settle();
    post('http://evil.example', { type: 'exit' });
    post(window.location.origin, { type: 'exit' });
    post(STUDIO, { type: 'unknown' });
    expect(where()).toMatch(/^\/casino\//);
    post(STUDIO, { type: 'balance', amount: '1000000' });
    expect(wallet.balanceHint).toHaveBeenCalledWith();
    expect(getState().balances).toEqual([]);
    post(STUDIO, { type: 'ready' });
    expect(screen.queryByTestId('stage-loading')).toBeNull();
    post(STUDIO, { type: 'exit' });
    expect(where()).toBe('/');
  });

  it('likes and favourites the game (Login dialog for a guest)', async () => {
    renderAt(tokenPath(true));
    await settle();
    fireEvent.click(screen.getByTestId('favorite-button'));
    await settle();
    expect(getState().dialog).toBe('login');
    expect(api.likeCollect).not.toHaveBeenCalled();
    act(() => getState().closeDialog());
    await act(async () => getState().setUser(fakeUser()));
    await settle();
    expect(api.gameLikeCollectCount).toHaveBeenCalledWith({ gameCode: 20001 }, { silent: true });
    vi.mocked(api.likeCollect).mockResolvedValueOnce(okEnv(fakeMarks({ likes: 13, liked: true })));
    fireEvent.click(screen.getByTestId('like-button'));
    await settle();
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('13');
    vi.mocked(api.likeCollect).mockResolvedValueOnce(okEnv(fakeMarks({ favorited: true, favorites: 4 })));
    fireEvent.click(screen.getByTestId('favorite-button'));
    await settle();
    expect(screen.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
    expect(getState().favoriteCodes[20001]).toBe(true);
  });

  it('says when the token names no game of the catalogue', async () => {
    renderAt(`/casino/${encodeCasinoToken({ gameCode: 'pg-1543462', arg: 'PG', demo: true })}`);
    await settle();
    expect(screen.getByTestId('game-load-error')).toHaveTextContent('Game not found');
    expect(api.getGameByCode).not.toHaveBeenCalled();
    expect(within(screen.getByTestId('casino-game')).getByTestId('mode-badge')).toHaveTextContent('Demo mode');
  });
});
