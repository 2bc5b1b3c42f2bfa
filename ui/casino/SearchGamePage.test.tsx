import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../layout/routerHarness.testing';
import type { Envelope } from '../../src/core/api';
import type { GamePage } from '../../src/core/catalogue';
import { resetStore } from '../../src/app/store';
import { fakeGame, fakeGames, fakePage, gamesApiMock, okEnv } from '../../src/app/api/catalogueFixtures.testing';

vi.mock('../../src/app/api/games', () => gamesApiMock());
const api = await import('../../src/app/api/games');
const { default: SearchGamePage } = await import('../pages/SearchGamePage');

const renderAt = (path: string) => renderRoutes({ '/searchGame': <SearchGamePage />, '/searchGame/h5': <SearchGamePage /> }, path);
/** The search requests (listGame with a text), not the popular suggestions. */
const searches = () =>
  vi
    .mocked(api.listGame)
    .mock.calls.filter((c) => c[0].name !== undefined)
    .map((c) => c[0].name);
const type = (text: string) => fireEvent.change(screen.getByTestId('search-input'), { target: { value: text } });
const wait = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};
/** Lets answered promises land. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
  sessionStorage.clear();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.listGame).mockImplementation(async (body) =>
    body.name ? okEnv(fakePage([fakeGame({ title: `Result for ${body.name}` })], 1)) : okEnv(fakePage(fakeGames(12))),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchGamePage', () => {
  it('suggests popular games before anything is typed', async () => {
    renderAt('/searchGame');
    await settle();
    expect(screen.getAllByTestId('game-tile')).toHaveLength(12);
    expect(vi.mocked(api.listGame).mock.calls[0]![0]).toEqual({ sort: 'popular', size: 12, page: 1 });
    expect(screen.getByRole('link', { name: /browse categories and providers/i })).toHaveAttribute('href', '/searchGame/catgory');
  });

  it('waits for 300 ms of quiet typing: fast typing sends one request, for the last text', async () => {
    renderAt('/searchGame');
    await settle();
    for (const text of ['n', 'ne', 'neo', 'neon', 'neon r']) {
      type(text);
      await wait(100);
    }
    expect(searches()).toEqual([]);
    await wait(300);
    expect(searches()).toEqual(['neon r']);
    await settle();
    expect(screen.getByRole('heading', { name: '1 result for “neon r”' })).toBeInTheDocument();
    expect(screen.getByTestId('game-tile')).toHaveTextContent('Result for neon r');
    expect(screen.getByTestId('where')).toHaveTextContent('/searchGame?q=neon+r');
  });

  it('keeps one request in flight: texts typed meanwhile wait, and only the latest is sent after it', async () => {
    const answers: ((env: Envelope<GamePage>) => void)[] = [];
    renderAt('/searchGame');
    await settle();
    vi.mocked(api.listGame).mockImplementation(() => new Promise((resolve) => answers.push(resolve)) as never);
    type('ke');
    await wait(300);
    for (const text of ['ken', 'keno', 'keno c', 'keno co']) {
      type(text);
      await wait(300);
    }
    expect(searches()).toEqual(['ke']);
    answers[0]!(okEnv(fakePage([fakeGame({ title: 'stale' })])));
    await settle();
    expect(searches()).toEqual(['ke', 'keno co']);
    // The overtaken answer is never shown.
    expect(screen.queryByText('stale')).toBeNull();
    answers[1]!(okEnv(fakePage([fakeGame({ title: 'Cosmic Keno' })])));
    await settle();
    expect(screen.getByTestId('game-tile')).toHaveTextContent('Cosmic Keno');
    expect(searches()).toHaveLength(2);
  });

  it('asks for two characters, and shows no results plainly', async () => {
    vi.mocked(api.listGame).mockImplementation(async (body) => okEnv(fakePage(body.name ? [] : fakeGames(2))));
    renderAt('/searchGame');
    type('x');
    await wait(400);
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(searches()).toEqual([]);
    type('xyzzy');
    await wait(300);
    await settle();
    expect(screen.getByTestId('search-empty')).toHaveTextContent('No games found for “xyzzy”');
  });

  it('remembers a search the player submitted, for the tab, and offers it again', async () => {
    renderAt('/searchGame?q=neon');
    await wait(300);
    await settle();
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await settle();
    const recent = screen.getByTestId('recent-searches');
    expect(recent).toHaveTextContent('neon');
    expect(JSON.parse(sessionStorage.getItem('hs_recentSearches')!)).toEqual(['neon']);
    fireEvent.click(screen.getByRole('button', { name: 'neon' }));
    expect(screen.getByTestId('search-input')).toHaveValue('neon');
  });

  it('is the full-screen search on the phone page', async () => {
    renderAt('/searchGame/h5');
    await settle();
    expect(screen.getByTestId('search-page')).toHaveAttribute('data-variant', 'h5');
    expect(screen.getByTestId('search-input')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
