import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  minesMultiplier,
  minesNextMultiplier,
  type MinesRoundState,
  type MinesSettledAnswer,
  type MinesStageState,
} from '../../../src/core/games';
import { getState, resetStore } from '../../../src/app/store';
import { fakeUser } from '../../../src/app/api/fixtures.testing';

vi.mock('../../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../../src/app/api/bets')>()),
  placeBet: vi.fn(),
  myBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  liveBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  betDetail: vi.fn(),
}));
vi.mock('../../../src/app/games/mines/minesApi', () => ({
  minesStart: vi.fn(),
  minesReveal: vi.fn(),
  minesCashout: vi.fn(),
  minesActive: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
}));
// No Pixi in jsdom: a fake engine that records what the page shows it and lets the test tap tiles.
const fake = vi.hoisted(() => ({
  states: [] as unknown[],
  played: [] as unknown[],
  host: null as null | { onInput?(i: unknown): void; onEvent(e: { type: string }, key: number): void },
}));
vi.mock('../../../game-engine/mines', () => ({
  createEngine: async (_el: HTMLElement, host: (typeof fake)['host']) => {
    fake.host = host;
    return {
      preview: () => {},
      setSpeed: () => {},
      destroy: () => {},
      show: (s: unknown) => fake.states.push(s),
      play: async (round: { win: boolean; multiplier: string }, key: number) => {
        fake.played.push(round);
        host!.onEvent(round.win ? { type: 'win' } : { type: 'lose' }, key);
      },
    };
  },
}));
vi.mock('../../../src/app/actions/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastWarning: vi.fn() }));

const mines = await import('../../../src/app/games/mines/minesApi');
const { default: MinesPage } = await import('./MinesPage');
const { WithModules } = await import('../kit/gameModules.testing');
const { minesUi } = await import('.');
const { resetReloadState } = await import('../kit/useBetRunner');

const game = (revealed: number[], m = 3): MinesRoundState => ({
  gameId: 7,
  coin: 'USDT',
  amount: '10',
  balanceType: 'DEPOSIT',
  mines: m,
  revealed,
  multiplier: minesMultiplier(m, revealed.length),
  nextMultiplier: minesNextMultiplier(m, revealed.length),
});
const ok = <T,>(data: T) => ({ code: 200, msg: '', data });
const settled = (tiles: number[], win: boolean, balance: string, ledgerId: number, m = 3): MinesSettledAnswer => ({
  state: 'settled',
  balance,
  ledgerId,
  bet: {
    id: 41,
    game: 'mines',
    userName: 'alice',
    coin: 'USDT',
    balanceType: 'DEPOSIT',
    amount: '10',
    multiplier: win ? minesMultiplier(m, tiles.length) : '0',
    payout: win ? '12.375000' : '0.000000',
    win,
    params: { mines: m, tiles },
    outcome: { mines: [0, 1, 2] },
    nonce: 3,
    clientSeed: 'c',
    serverSeedHash: 'h',
    createdAt: '2026-11-21T08:00:00Z',
  },
});
const el = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const lastState = () => fake.states.at(-1) as MinesStageState;
const tap = (tile: number) => act(() => fake.host!.onInput!({ type: 'tile', tile }));
const renderPage = async () => {
  render(
    <MemoryRouter>
      <WithModules modules={[minesUi]}>
        <MinesPage module={minesUi} />
      </WithModules>
    </MemoryRouter>,
  );
  await waitFor(() => expect(fake.host).not.toBeNull());
};

beforeEach(() => {
  resetStore();
  resetReloadState();
  sessionStorage.clear();
  vi.clearAllMocks();
  vi.mocked(mines.minesActive).mockResolvedValue(ok([]));
  Object.assign(fake, { states: [], played: [], host: null });
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN' }));
  getState().setBalanceData({
    amountType: 'DEPOSIT',
    selectedCoinType: 'USDT',
    list: [{ coin: 'USDT', amount: '100', bonusAmount: '0' }],
    ledgerId: 1,
  } as never);
});
afterEach(cleanup);

describe('mines page', () => {
  it('starts, reveals, ignores a tap while a reveal is in flight, cashes out and shows the balances', async () => {
    vi.mocked(mines.minesStart).mockResolvedValue(ok({ ...game([]), balance: '90.000000', ledgerId: 5 }));
    let answer: (v: unknown) => void = () => {};
    vi.mocked(mines.minesReveal).mockImplementation(() => new Promise((r) => (answer = r)) as never);
    vi.mocked(mines.minesCashout).mockResolvedValue(ok(settled([4], true, '101.250000', 9)));
    await renderPage();
    expect(mines.minesActive).toHaveBeenCalledTimes(1);
    fireEvent.change(el('bet-amount'), { target: { value: '10' } });
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play', busy: false }));
    expect(vi.mocked(mines.minesStart).mock.calls[0]![0]).toMatchObject({ coin: 'USDT', amount: '10', balanceType: 'DEPOSIT', mines: 3 });
    expect(getState().balances[0]!.amount).toBe('90.000000');
    expect(el('mines-cashout')).toHaveAttribute('aria-disabled', 'true');
    expect(el('mines-next')).toHaveTextContent(`${minesMultiplier(3, 1)}×`);

    tap(4);
    tap(4);
    tap(9);
    expect(mines.minesReveal).toHaveBeenCalledTimes(1);
    expect(lastState()).toMatchObject({ busy: true });
    await act(async () => answer(ok({ ...game([4]), state: 'active' })));
    await waitFor(() => expect(lastState()).toMatchObject({ revealed: [4], busy: false }));
    expect(el('mines-multiplier')).toHaveTextContent(`${minesMultiplier(3, 1)}×`);
    expect(el('mines-count')).toBeDisabled();

    fireEvent.click(el('mines-cashout'));
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Payout 12.375 USDT'));
    expect(fake.played).toHaveLength(1);
    expect(getState().balances[0]!.amount).toBe('101.250000');
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'idle' }));
    expect(el('bet-submit')).not.toHaveAttribute('aria-disabled');
    expect(mines.minesActive).toHaveBeenCalledTimes(1);
  });

  it('a mine ends the game and plays the layout', async () => {
    vi.mocked(mines.minesStart).mockResolvedValue(ok({ ...game([]), balance: '90.000000', ledgerId: 5 }));
    vi.mocked(mines.minesReveal).mockResolvedValue(ok(settled([1], false, '90.000000', 5)));
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '10' } });
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play', busy: false }));
    tap(1);
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Lost 10 USDT'));
    expect(fake.played[0]).toMatchObject({ hit: 1, layout: [0, 1, 2], win: false });
    expect(getState().balances[0]!.amount).toBe('90.000000');
  });

  it('the only gem of a 24-mine game ends it as a win: the page presents it and is ready for the next game', async () => {
    vi.mocked(mines.minesStart).mockResolvedValue(ok({ ...game([], 24), balance: '90.000000', ledgerId: 5 }));
    vi.mocked(mines.minesReveal).mockResolvedValue(ok(settled([7], true, '114.750000', 9, 24)));
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '10' } });
    fireEvent.change(el('mines-count'), { target: { value: '24' } });
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play', busy: false }));
    expect(el('mines-next')).toHaveTextContent('24.75×');
    tap(7);
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Profit +'));
    expect(fake.played[0]).toMatchObject({ win: true, multiplier: '24.75' });
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'idle' }));
    expect(el('bet-submit')).not.toHaveAttribute('aria-disabled');
    expect(getState().balances[0]!.amount).toBe('114.750000');
  });

  it('resumes a game in play from /active, and reads it again after a refused move', async () => {
    vi.mocked(mines.minesActive).mockResolvedValue(ok([game([3, 8], 5)]));
    vi.mocked(mines.minesReveal).mockResolvedValue({ code: 400, msg: 'Tile 3 is already revealed', data: null });
    await renderPage();
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play', revealed: [3, 8] }));
    expect(el('mines-count')).toHaveValue('5');
    expect(el('bet-amount')).toHaveValue('10');
    expect(el('mines-cashout')).not.toHaveAttribute('aria-disabled');
    tap(12);
    await waitFor(() => expect(el('bet-error')).toHaveTextContent('Tile 3 is already revealed'));
    expect(mines.minesActive).toHaveBeenCalledTimes(2);
    expect(lastState()).toMatchObject({ mode: 'play', busy: false });
  });

  it('a game in play in another coin comes back when the player switches to that coin', async () => {
    vi.mocked(mines.minesActive).mockResolvedValue(ok([{ ...game([3, 8], 5), coin: 'BTC', amount: '0.001' }]));
    await renderPage();
    await waitFor(() => expect(mines.minesActive).toHaveBeenCalledTimes(1));
    expect(lastState()).toMatchObject({ mode: 'idle' });
    expect(el('bet-submit')).not.toHaveAttribute('aria-disabled');
    act(() => getState().setSelectedCoin('BTC'));
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play', revealed: [3, 8] }));
    expect(mines.minesActive).toHaveBeenCalledTimes(2);
    expect(el('mines-count')).toHaveValue('5');
    expect(el('mines-cashout')).not.toHaveAttribute('aria-disabled');
    // Switching away while it is in play keeps it on the page (its coin is its own).
    act(() => getState().setSelectedCoin('USDT'));
    await waitFor(() => expect(mines.minesActive).toHaveBeenCalledTimes(3));
    expect(lastState()).toMatchObject({ mode: 'play', revealed: [3, 8] });
  });

  it('hotkeys: arrows move the focus ring, space reveals the focused tile, C cashes out', async () => {
    sessionStorage.setItem('hs_gameHotkeys', 'true');
    vi.mocked(mines.minesActive).mockResolvedValue(ok([game([3])]));
    vi.mocked(mines.minesReveal).mockResolvedValue(ok({ ...game([3, 13]), state: 'active' }));
    vi.mocked(mines.minesCashout).mockResolvedValue(ok(settled([3, 13], true, '101.250000', 9)));
    await renderPage();
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play' }));
    const key = (code: string) => act(() => void fireEvent.keyDown(document, { code }));
    await key('ArrowUp');
    expect(lastState().focus).toBe(12);
    await key('ArrowRight');
    expect(lastState().focus).toBe(13);
    await key('Space');
    await waitFor(() => expect(mines.minesReveal).toHaveBeenCalledWith(7, 13));
    await waitFor(() => expect(lastState()).toMatchObject({ revealed: [3, 13], busy: false }));
    await key('KeyC');
    await waitFor(() => expect(mines.minesCashout).toHaveBeenCalledWith(7));
  });

  it('keyboard board (hotkeys off): one tab stop, arrows move the ring, Enter turns a tile over and says it is safe', async () => {
    vi.mocked(mines.minesActive).mockResolvedValue(ok([game([3])]));
    vi.mocked(mines.minesReveal).mockResolvedValue(ok({ ...game([3, 13]), state: 'active' }));
    await renderPage();
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'play' }));
    const board = screen.getByRole('group', { name: /Mines board/ });
    const tiles = board.querySelectorAll('button');
    expect(tiles).toHaveLength(25);
    expect([...tiles].filter((t) => t.tabIndex === 0)).toHaveLength(1);
    expect(tiles[3]).toHaveAccessibleName('Tile 4, row 1, column 4, safe');
    const centre = screen.getByRole('button', { name: 'Tile 13, row 3, column 3, covered' });
    act(() => centre.focus());
    expect(lastState().focus).toBe(12);
    fireEvent.keyDown(centre, { code: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles[13]);
    expect(lastState().focus).toBe(13);
    // Enter on a button clicks it; the keydown itself stays on the board.
    fireEvent.keyDown(tiles[13]!, { code: 'Enter' });
    fireEvent.click(tiles[13]!);
    await waitFor(() => expect(mines.minesReveal).toHaveBeenCalledTimes(1));
    expect(mines.minesReveal).toHaveBeenCalledWith(7, 13);
    await waitFor(() => expect(board).toHaveTextContent(`Tile 14 is safe. Cash out pays ${minesMultiplier(3, 2)}×.`));
    // A turned tile does nothing more.
    fireEvent.click(tiles[3]!);
    expect(mines.minesReveal).toHaveBeenCalledTimes(1);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(lastState().focus).toBeNull();
  });

  it('auto mode: taps pick tiles on the grid and whole rounds go through the generic bet route', async () => {
    const bets = await import('../../../src/app/api/bets');
    vi.mocked(bets.placeBet).mockImplementation(
      async (_g, body) => ok({ ...settled((body as { tiles: number[] }).tiles, false, '99', 20), state: undefined }) as never,
    );
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.click(el('tab-auto'));
    await waitFor(() => expect(lastState()).toMatchObject({ mode: 'pick' }));
    tap(12); // the default pick is dropped
    tap(6);
    tap(18);
    expect(el('mines-picked')).toHaveTextContent('2 tiles picked');
    fireEvent.change(el('auto-count'), { target: { value: '2' } });
    fireEvent.click(el('auto-start'));
    await waitFor(() => expect(el('auto-status')).toHaveTextContent('Stopped: 2 bets done'), { timeout: 5000 });
    expect(vi.mocked(bets.placeBet).mock.calls[0]!.slice(0, 2)).toEqual([
      'mines',
      expect.objectContaining({ mines: 3, tiles: [6, 18], amount: '1' }),
    ]);
  });
});
