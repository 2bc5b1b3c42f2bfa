import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../store';
import { fakeUser } from '../api/fixtures.testing';
import { failEnv, fakeGames, fakeMarks, fakePage, gamesApiMock, okEnv } from '../api/catalogueFixtures.testing';

vi.mock('../api/games', () => gamesApiMock());
const api = await import('../api/games');
const { ensureFavorites, loadFavoriteGames, setLike, toggleFavorite } = await import('./favorites');

beforeEach(() => {
  resetStore();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
});

describe('favourites for a guest', () => {
  it('opens the Login dialog and sends nothing', async () => {
    const result = await toggleFavorite(20001);
    expect(result).toMatchObject({ ok: false, reason: 'login' });
    expect(getState().dialog).toBe('login');
    expect(api.likeCollect).not.toHaveBeenCalled();
    await ensureFavorites();
    expect(api.collectList).not.toHaveBeenCalled();
  });
});

describe('favourites for a player', () => {
  beforeEach(() => getState().setUser(fakeUser({ id: 7 })));

  it('loads the set once per login, through every page', async () => {
    vi.mocked(api.collectList)
      .mockResolvedValueOnce(okEnv(fakePage(fakeGames(60), 61)))
      .mockResolvedValueOnce(okEnv(fakePage(fakeGames(1, 61), 61, 2, 60)));
    await Promise.all([ensureFavorites(), ensureFavorites()]);
    await ensureFavorites();
    expect(api.collectList).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.collectList).mock.calls.map((c) => c[0])).toEqual([
      { page: 1, size: 60 },
      { page: 2, size: 60 },
    ]);
    expect(Object.keys(getState().favoriteCodes)).toHaveLength(61);
    expect(getState().favoritesReady).toBe(true);
  });

  it('lets a failed load be tried again', async () => {
    vi.mocked(api.collectList).mockResolvedValueOnce(failEnv(0, 'request failed'));
    expect(await loadFavoriteGames()).toBeNull();
    expect(getState().favoritesOwner).toBeNull();
    vi.mocked(api.collectList).mockResolvedValueOnce(okEnv(fakePage(fakeGames(2))));
    await ensureFavorites();
    expect(getState().favoriteCodes).toEqual({ 20001: true, 20002: true });
  });

  it('toggles a favourite from what the store knows and keeps the answer', async () => {
    vi.mocked(api.likeCollect).mockResolvedValueOnce(okEnv(fakeMarks({ favorited: true, favorites: 4 })));
    const result = await toggleFavorite(20001);
    expect(api.likeCollect).toHaveBeenCalledWith({ gameCode: 20001, type: 'collect', on: true }, { toastError: true });
    expect(result).toMatchObject({ ok: true, marks: { favorited: true } });
    expect(getState().favoriteCodes[20001]).toBe(true);
    vi.mocked(api.likeCollect).mockResolvedValueOnce(okEnv(fakeMarks({ favorited: false })));
    await toggleFavorite(20001);
    expect(vi.mocked(api.likeCollect).mock.calls[1]![0]).toEqual({ gameCode: 20001, type: 'collect', on: false });
    expect(getState().favoriteCodes[20001]).toBeUndefined();
  });

  it('sends one toggle at a time per game', async () => {
    let answer!: (v: unknown) => void;
    vi.mocked(api.likeCollect).mockReturnValueOnce(new Promise((r) => (answer = r)) as never);
    const first = toggleFavorite(20001);
    expect(await toggleFavorite(20001)).toMatchObject({ ok: false, reason: 'busy' });
    answer(okEnv(fakeMarks({ favorited: true })));
    await first;
    expect(api.likeCollect).toHaveBeenCalledTimes(1);
  });

  it('opens the Login dialog when the server says the session ended (401)', async () => {
    vi.mocked(api.likeCollect).mockResolvedValueOnce(failEnv(401, 'Please log in'));
    expect(await setLike(20001, true)).toMatchObject({ ok: false, reason: 'login' });
    expect(getState().dialog).toBe('login');
  });
});
