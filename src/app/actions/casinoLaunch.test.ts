import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../store';
import { fakeUser } from '../api/fixtures.testing';
import { failEnv, fakeGame, fakeLaunch, gamesApiMock, okEnv } from '../api/catalogueFixtures.testing';

vi.mock('../api/games', () => gamesApiMock());
const api = await import('../api/games');
const { launchGame, LAUNCH_FAILED, MAINTENANCE_TEXT, UNSAFE_FRAME } = await import('./casinoLaunch');

beforeEach(() => {
  resetStore();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
});

describe('launching a third-party game', () => {
  it('launches a demo without a login, for the device class', async () => {
    getState().setDevice('mobile');
    vi.mocked(api.demoUrl).mockResolvedValueOnce(okEnv(fakeLaunch()));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({ kind: 'ready', answer: fakeLaunch() });
    expect(api.demoUrl).toHaveBeenCalledWith('demostudio', { gameCode: 20001, device: 'mobile' }, { silent: true });
  });

  it('asks a guest to log in for real money, without a request', async () => {
    expect(await launchGame(fakeGame(), 'real')).toEqual({ kind: 'login' });
    expect(api.goToGame).not.toHaveBeenCalled();
  });

  it("plays real money from the player's selected coin", async () => {
    getState().setUser(fakeUser({ selectedCoinType: 'ETH' }));
    vi.mocked(api.goToGame).mockResolvedValueOnce(okEnv(fakeLaunch({ mode: 'real', coin: 'ETH' })));
    const outcome = await launchGame(fakeGame(), 'real');
    expect(outcome).toMatchObject({ kind: 'ready', answer: { mode: 'real', coin: 'ETH' } });
    expect(api.goToGame).toHaveBeenCalledWith(
      {
        gameCode: 20001,
        channel: 'demostudio',
        gameName: 'demostudio:neon-reels-20001',
        id: 20001,
        imgUrl: '/thumbs/20001/480.webp',
        currency: 'ETH',
        device: 'pc',
      },
      { silent: true },
    );
  });

  it('logs a phone in to the game through the game API lobby login, with its orientation', async () => {
    getState().setUser(fakeUser({ selectedCoinType: 'USDT' }));
    getState().setDevice('mobile');
    vi.mocked(api.webLobbyLogin).mockResolvedValueOnce(okEnv(fakeLaunch({ mode: 'real', coin: 'USDT' })));
    expect(await launchGame(fakeGame(), 'real')).toMatchObject({ kind: 'ready', answer: { mode: 'real' } });
    const landscape = window.innerWidth > window.innerHeight ? 1 : 0;
    expect(api.webLobbyLogin).toHaveBeenCalledWith({ gameId: 20001, currency: 'USDT', horizontal: landscape }, { silent: true });
    expect(api.goToGame).not.toHaveBeenCalled();
  });

  it('does not launch a game under maintenance, and reads the server saying so', async () => {
    expect(await launchGame(fakeGame({ maintainState: 1 }), 'demo')).toEqual({ kind: 'maintenance', message: MAINTENANCE_TEXT });
    expect(api.demoUrl).not.toHaveBeenCalled();
    vi.mocked(api.demoUrl).mockResolvedValueOnce(failEnv(500, 'This game is under maintenance, try again later'));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({
      kind: 'maintenance',
      message: 'This game is under maintenance, try again later',
    });
  });

  it("shows the provider's failure, and a plain message for a network failure", async () => {
    vi.mocked(api.demoUrl).mockResolvedValueOnce(failEnv(500, 'The game provider is not answering, try again in a moment'));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({
      kind: 'error',
      message: 'The game provider is not answering, try again in a moment',
    });
    vi.mocked(api.demoUrl).mockResolvedValueOnce(failEnv(0, 'request failed'));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({ kind: 'error', message: LAUNCH_FAILED });
  });

  it('refuses a frame on our own origin or off the origin the answer names', async () => {
    vi.mocked(api.demoUrl).mockResolvedValueOnce(okEnv(fakeLaunch({ url: `${window.location.origin}/x`, origin: window.location.origin })));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({ kind: 'error', message: UNSAFE_FRAME });
    vi.mocked(api.demoUrl).mockResolvedValueOnce(okEnv(fakeLaunch({ url: 'javascript:alert(1)' })));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({ kind: 'error', message: UNSAFE_FRAME });
    vi.mocked(api.demoUrl).mockResolvedValueOnce(okEnv(fakeLaunch({ url: 'http://other.example/play' })));
    expect(await launchGame(fakeGame(), 'demo')).toEqual({ kind: 'error', message: UNSAFE_FRAME });
  });

  it('refuses a demo of a game without one', async () => {
    expect(await launchGame(fakeGame({ hasDemo: false }), 'demo')).toMatchObject({ kind: 'error' });
    expect(api.demoUrl).not.toHaveBeenCalled();
  });
});
