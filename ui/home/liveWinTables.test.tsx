import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RatesData } from '../../src/core/api';
import type { WinRow } from '../../src/core/feeds';
import { MSG, type LiveBet } from '../../src/core/socket';
import { getState, resetStore } from '../../src/app/store';
import { handleFrame } from '../../src/app/network/live';
import { mergeWins, WIN_TABLE_REFRESH_MS, winRowOf } from './liveWinTables';

const api = vi.hoisted(() => ({
  bigWins: vi.fn(),
  luckyWins: vi.fn(),
  hotGames: vi.fn(),
  playedGames: vi.fn(),
  betInfo: vi.fn(),
  siteUserInfo: vi.fn(),
  banners: vi.fn(),
  latestBets: vi.fn(),
}));
vi.mock('../../src/app/api/feeds', () => api);
vi.mock('../../src/app/boot/services', () => ({ startServices: () => Promise.resolve() }));
const accountApi = vi.hoisted(() => ({ rateAll: vi.fn() }));
vi.mock('../../src/app/api/account', () => accountApi);
vi.mock('../../src/app/games/crash/crashApi', () => ({ crashState: vi.fn(() => new Promise(() => {})) }));

const { default: HomeFeeds } = await import('./HomeFeeds');
const { default: WinTablePage } = await import('./WinTablePage');

const RATES = {
  rates: { USDT: { USD: { price: '1', inversePrice: '1' } }, BTC: { USD: { price: '50000', inversePrice: '0.00002' } } },
  legalRate: {},
};

const row = (id: string, payoutUsd: string, multiplier: string, time = 1_000): WinRow => ({
  id,
  userName: `p${id}`,
  gameCode: 10003,
  gameName: 'dice',
  title: 'Dice',
  coin: 'USDT',
  amount: '1.000000',
  multiplier,
  payout: payoutUsd,
  payoutUsd,
  time,
});

const live = (id: number, amount: string, payout: string, multiplier: string, extra: Partial<LiveBet> = {}): LiveBet => ({
  id,
  userName: `u${id}`,
  gameCode: 10004,
  gameName: 'limbo',
  coin: 'USDT',
  amount,
  multiplier,
  payout,
  time: 5_000 + id,
  ...extra,
});

const ids = (rows: readonly WinRow[]) => rows.map((r) => r.id);

describe('mergeWins', () => {
  const table = [row('b1', '500.00', '5.00'), row('b2', '90.00', '90.00'), row('b3', '20.00', '2.00')];

  it('puts a big win in its place by USD payout and keeps the table length', () => {
    const out = mergeWins(table, [row('b9', '100.00', '1.50', 2_000)], 'payout', 3);
    expect(ids(out)).toEqual(['b1', 'b9', 'b2']);
  });

  it('orders lucky wins by multiplier, then USD', () => {
    const lucky = mergeWins([], table, 'multiplier', 10);
    expect(ids(lucky)).toEqual(['b2', 'b1', 'b3']);
    expect(ids(mergeWins(lucky, [row('b9', '600.00', '5.00', 2_000)], 'multiplier', 10))).toEqual(['b2', 'b9', 'b1', 'b3']);
  });

  it('drops a win that ranks below a full table, and a win it already lists', () => {
    expect(mergeWins(table, [row('b9', '10.00', '1.10', 2_000)], 'payout', 3)).toEqual(table);
    expect(mergeWins(table, [row('b2', '90.00', '90.00')], 'payout', 3)).toEqual(table);
  });

  it('grows a table shorter than its size (the window had fewer wins)', () => {
    expect(ids(mergeWins(table, [row('b9', '10.00', '1.10', 2_000)], 'payout', 5))).toEqual(['b1', 'b2', 'b3', 'b9']);
  });

  it('places a batch in order: a tie goes to the newer win, each later win ranks against the earlier ones', () => {
    const batch = [row('b7', '90.00', '90.00', 2_000), row('b8', '700.00', '7.00', 2_001), row('b9', '700.00', '7.00', 2_002)];
    expect(ids(mergeWins(table, batch, 'payout', 4))).toEqual(['b9', 'b8', 'b1', 'b7']);
  });
});

describe('winRowOf', () => {
  it('makes a row of a win priced at the loaded rates, keyed by bets id as the server keys it (crash included)', () => {
    const rates = RATES as unknown as RatesData;
    expect(winRowOf(live(5, '0.01000000', '0.02000000', '2.0000', { coin: 'BTC', gameName: 'dice' }), rates)).toMatchObject({
      id: 'b5',
      title: 'Dice',
      multiplier: '2.00',
      payoutUsd: '1000.00',
    });
    expect(winRowOf(live(6, '1', '1.01', '1.01', { gameName: 'crash', gameCode: 10001 }), rates)).toMatchObject({
      id: 'b6',
      title: 'Crash',
    });
    // A third-party round names its title (the browser knows only the house games').
    const round = live(7, '1', '3', '3', { gameName: 'demostudio:neon-reels', gameCode: 200001, title: 'Neon Reels' });
    expect(winRowOf(round, rates)).toMatchObject({ id: 'b7', title: 'Neon Reels', gameName: 'demostudio:neon-reels' });
  });

  it('is null for a loss, a push, a malformed entry or a coin without a rate', () => {
    const rates = RATES as unknown as RatesData;
    expect(winRowOf(live(1, '1', '0', '0'), rates)).toBeNull();
    expect(winRowOf(live(2, '1', '1', '1'), rates)).toBeNull();
    expect(winRowOf(live(3, 'x', '2', '2'), rates)).toBeNull();
    expect(winRowOf(live(4, '1', '2', '2', { coin: 'ETH' }), rates)).toBeNull();
    expect(winRowOf(live(5, '1', '2', '2'), null)).toBeNull();
  });
});

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'ok', data });

describe('live win tables', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    getState().setRates(RATES as unknown as RatesData);
    for (const f of Object.values(api)) f.mockReset();
    api.bigWins.mockImplementation(() => ok([row('b1', '500.00', '5.00'), row('b2', '90.00', '90.00')]));
    api.luckyWins.mockImplementation(() => ok([row('b2', '90.00', '90.00'), row('b1', '500.00', '5.00')]));
    api.hotGames.mockImplementation(() => ok([]));
    api.betInfo.mockImplementation(() => ok(null));
    api.siteUserInfo.mockImplementation(() => ok(null));
    api.banners.mockImplementation(() => ok([]));
    api.latestBets.mockImplementation(() => ok([]));
    api.playedGames.mockImplementation(() => ok({ list: [], total: 0, page: 1, size: 6 }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // The player of each row, top to bottom.
  const tableIds = (testId: string) =>
    screen.queryAllByTestId(`${testId}-row`).map((r) => r.querySelector('.win-table__name')!.textContent);

  it('a guest (no prices loaded yet) has the prices read once, so a live win enters the tables', async () => {
    resetStore();
    accountApi.rateAll.mockImplementation(() => ok(RATES));
    api.bigWins.mockImplementation(() => ok([]));
    api.luckyWins.mockImplementation(() => ok([]));
    render(
      <MemoryRouter>
        <HomeFeeds />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(accountApi.rateAll).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('big-wins-empty')).toBeInTheDocument();
    act(() => handleFrame({ type: MSG.LIVE_BETS, data: { list: [live(11, '100', '200', '2.00')] } }));
    expect(tableIds('big-wins')).toEqual(['u11']);
  });

  it('the lobby tables take the wins of a 208 batch in order, keep 10 rows and read again only once a period', async () => {
    render(
      <MemoryRouter>
        <HomeFeeds />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(tableIds('big-wins')).toHaveLength(2);
    expect(api.bigWins).toHaveBeenCalledTimes(1);

    // A batch: a loss, a 200 USD win (second by USD), a 1000x win (first by multiplier), nine small wins.
    const small = Array.from({ length: 9 }, (_, i) => live(20 + i, '1', '1.50', '1.50'));
    act(() =>
      handleFrame({
        type: MSG.LIVE_BETS,
        data: { list: [live(10, '5', '0', '0'), live(11, '100', '200', '2.00'), live(12, '0.1', '100', '1000.00'), ...small] },
      }),
    );
    const big = tableIds('big-wins');
    expect(big).toHaveLength(10);
    expect(big.slice(0, 4)).toEqual(['pb1', 'u11', 'u12', 'pb2']);
    expect(big).not.toContain('u10');
    const lucky = tableIds('lucky-wins');
    expect(lucky).toHaveLength(10);
    expect(lucky.slice(0, 4)).toEqual(['u12', 'pb2', 'pb1', 'u11']);
    expect(screen.getAllByTestId('lucky-wins-row')[0]).toHaveTextContent('1000.00×');

    // No read per win: the tables are read again once per period.
    act(() => handleFrame({ type: MSG.LIVE_BETS, data: { list: [live(40, '1', '3', '3.00')] } }));
    await act(() => vi.advanceTimersByTimeAsync(WIN_TABLE_REFRESH_MS - 1));
    expect(api.bigWins).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.bigWins).toHaveBeenCalledTimes(2);
    expect(api.luckyWins).toHaveBeenCalledTimes(2);
    // The read's rows with the feed's wins merged in: nothing that arrived live is lost.
    expect(tableIds('big-wins')[1]).toBe('u11');
  });

  it('/MainPage/WinTable inserts a live win into the loaded page and keeps its 30 rows', async () => {
    const page = Array.from({ length: 30 }, (_, i) => row(`b${i + 1}`, String(1000 - i * 10), '2.00'));
    api.bigWins.mockImplementation(() => ok(page));
    api.luckyWins.mockImplementation(() => ok(page));
    render(
      <MemoryRouter>
        <WinTablePage />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(tableIds('big-wins')).toHaveLength(30);
    act(() => handleFrame({ type: MSG.LIVE_BETS, data: { list: [live(99, '100', '995', '9.95'), live(98, '1', '2', '2.00')] } }));
    const big = tableIds('big-wins');
    expect(big).toHaveLength(30);
    expect(big.slice(0, 3)).toEqual(['pb1', 'u99', 'pb2']);
    expect(big[29]).toBe('pb29');
    expect(big).not.toContain('u98');
    expect(tableIds('lucky-wins')[0]).toBe('u99');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(api.bigWins).toHaveBeenCalledTimes(1);
  });
});
