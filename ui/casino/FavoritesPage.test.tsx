import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { failEnv, fakeGames, fakePage, gamesApiMock, okEnv } from '../../src/app/api/catalogueFixtures.testing';

vi.mock('../../src/app/api/games', () => gamesApiMock());
const api = await import('../../src/app/api/games');
const { default: FavoritesPage } = await import('../pages/FavoritesPage');

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/game/FavoriteDndLike/FavoriteIndex']}>
      <FavoritesPage />
    </MemoryRouter>,
  );
const order = () => screen.getAllByTestId('favorite-row').map((r) => Number(r.dataset.code));
const stored = () => JSON.parse(localStorage.getItem('hs_favorites') ?? 'null') as number[] | null;
const settle = () => act(async () => {});

beforeEach(() => {
  resetStore();
  localStorage.clear();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.collectList).mockResolvedValue(okEnv(fakePage(fakeGames(4))));
  // requestAnimationFrame moves the focus after a move: run it at once.
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => {
    fn(0);
    return 0;
  });
});
afterEach(() => cleanup());

describe('FavoritesPage', () => {
  it('asks a guest to log in', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /log in/i }));
    expect(getState().dialog).toBe('login');
    expect(api.collectList).not.toHaveBeenCalled();
  });

  describe('for a player', () => {
    beforeEach(() => getState().setUser(fakeUser({ id: 9 })));

    it('lists the favourites: games the stored order lacks first, then the stored order', async () => {
      localStorage.setItem('hs_favorites', JSON.stringify([20003, 20001]));
      renderPage();
      await settle();
      expect(order()).toEqual([20002, 20004, 20003, 20001]);
    });

    it('moves a game with its Up and Down buttons, announces it and keeps the order in local storage', async () => {
      renderPage();
      await settle();
      expect(order()).toEqual([20001, 20002, 20003, 20004]);
      expect(screen.getByRole('button', { name: 'Move Game 1 up' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Move Game 1 down' }));
      expect(order()).toEqual([20002, 20001, 20003, 20004]);
      expect(stored()).toEqual([20002, 20001, 20003, 20004]);
      expect(screen.getByTestId('favorite-announce')).toHaveTextContent('Game 1 moved to position 2 of 4');
      // The focus stays on the moved game's button: pressing again keeps moving it.
      expect(screen.getByRole('button', { name: 'Move Game 1 down' })).toHaveFocus();
      fireEvent.click(screen.getByRole('button', { name: 'Move Game 4 up' }));
      expect(order()).toEqual([20002, 20001, 20004, 20003]);
      expect(stored()).toEqual([20002, 20001, 20004, 20003]);
    });

    it('moves a game by drag and drop, and keeps the order in local storage', async () => {
      renderPage();
      await settle();
      const rows = screen.getAllByTestId('favorite-row');
      fireEvent.dragStart(rows[3]!);
      fireEvent.dragOver(rows[0]!);
      expect(rows[0]).toHaveClass('is-over');
      fireEvent.drop(rows[0]!);
      expect(order()).toEqual([20004, 20001, 20002, 20003]);
      expect(stored()).toEqual([20004, 20001, 20002, 20003]);
      expect(screen.getAllByTestId('favorite-row')[0]).not.toHaveClass('is-over');
    });

    it('shows the order kept after a reload', async () => {
      renderPage();
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Move Game 3 up' }));
      cleanup();
      renderPage();
      await settle();
      expect(order()).toEqual([20001, 20003, 20002, 20004]);
    });

    it('says when there are none, and when they did not load', async () => {
      vi.mocked(api.collectList).mockResolvedValueOnce(okEnv(fakePage([])));
      renderPage();
      await settle();
      expect(screen.getByTestId('favorites-empty')).toHaveTextContent('No favourites yet');
      cleanup();
      getState().clearFavorites();
      vi.mocked(api.collectList).mockResolvedValueOnce(failEnv(0, 'request failed'));
      renderPage();
      await settle();
      fireEvent.click(screen.getByRole('button', { name: /try again/i }));
      await settle();
      expect(order()).toHaveLength(4);
    });
  });
});
