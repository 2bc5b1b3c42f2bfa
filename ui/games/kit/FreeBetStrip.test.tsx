import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BetResponse } from '../../../src/core/bets';
import type { FreeBetView } from '../../../src/core/promotions/types';
import { MSG } from '../../../src/core/socket';
import { getState, resetStore } from '../../../src/app/store';
import { fakeUser } from '../../../src/app/api/fixtures.testing';
import { fakeFreeBet } from '../../../src/app/store/freeBets.testing';
import { freeBetsParts } from './FreeBetStrip';

vi.mock('../../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../../src/app/api/bets')>()),
  placeBet: vi.fn(),
  myBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  liveBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  betDetail: vi.fn(),
}));
// No Pixi in jsdom: dice gets a fake engine whose round lands when the test says so; limbo and plinko run without one.
const fake = vi.hoisted(() => ({ on: false, finish: null as null | (() => void) }));
vi.mock('../../../game-engine/dice', () => ({
  createEngine: async (_el: HTMLElement, host: { onEvent?(e: { type: string }, key: number): void }) => {
    if (!fake.on) return null;
    return {
      preview: () => {},
      setSpeed: () => {},
      resize: () => {},
      destroy: () => {},
      play: (round: { win: boolean; multiplier: string }, key: number) =>
        new Promise<void>((resolve) => {
          fake.finish = () => {
            host.onEvent?.(round.win ? ({ type: 'win', multiplier: round.multiplier } as never) : { type: 'lose' }, key);
            resolve();
          };
        }),
    };
  },
}));
vi.mock('../../../game-engine/limbo', () => ({ createEngine: undefined }));
vi.mock('../../../game-engine/plinko', () => ({ createEngine: undefined }));
vi.mock('../../../src/app/actions/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastWarning: vi.fn() }));

const api = await import('../../../src/app/api/bets');
const { handleFrame } = await import('../../../src/app/network/live');
const { default: InstantGamePage } = await import('./InstantGamePage');
const { GameModules } = await import('./gameModules');
const { uiModuleOf } = await import('../registry');
const { resetReloadState } = await import('./useBetRunner');

type Body = { coin: string; amount: string; balanceType: string; freeBetId?: number; [k: string]: unknown };

let nextId = 100;
let usdt = 100;
// The server's answer to a dice bet: a free bet (freeBetId) stakes nothing and credits only what it won beyond its stake.
function settle(body: Body, win: boolean): { code: number; msg: string; data: BetResponse } {
  const payout = win ? String(Number(body.amount) * 2) : '0';
  const free = body.freeBetId !== undefined;
  const credit = free ? Math.max(0, Number(payout) - Number(body.amount)) : Number(payout) - Number(body.amount);
  usdt += credit;
  return {
    code: 200,
    msg: '',
    data: {
      balance: String(usdt),
      bet: {
        id: nextId++,
        game: 'dice',
        userName: 'alice',
        coin: body.coin as 'USDT',
        balanceType: 'DEPOSIT',
        amount: body.amount,
        multiplier: win ? '2.0000' : '0',
        payout,
        win,
        params: { target: String(body.target), condition: body.condition as 'over' },
        outcome: { roll: win ? '75.10' : '20.00' },
        nonce: nextId,
        clientSeed: 'c',
        serverSeedHash: 'h',
        createdAt: '2026-11-21T08:00:00Z',
      },
      ledgerId: free && credit === 0 ? null : nextId,
    },
  };
}

// Resolves once the stage has its engine (or knows it has none), so no later act() overlaps the engine's start.
async function renderPage(game: 'dice' | 'limbo' | 'plinko' = 'dice') {
  const view = render(
    <MemoryRouter>
      <GameModules moduleOf={uiModuleOf}>
        <InstantGamePage module={uiModuleOf(game)} />
      </GameModules>
    </MemoryRouter>,
  );
  await waitFor(() => expect(view.container.querySelector('.engine-host')).not.toHaveAttribute('data-engine', 'loading'));
  return view;
}
const el = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const progress = (freeBets: FreeBetView[]) => act(() => handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [], freeBets } }));
const sentBodies = () => vi.mocked(api.placeBet).mock.calls.map(([, body]) => body as unknown as Body);

beforeEach(() => {
  resetStore();
  resetReloadState();
  sessionStorage.clear();
  vi.clearAllMocks();
  nextId = 100;
  usdt = 100;
  Object.assign(fake, { on: false, finish: null });
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN' }));
  getState().setBalanceData({
    amountType: 'DEPOSIT',
    selectedCoinType: 'USDT',
    list: [
      { coin: 'USDT', amount: '100', bonusAmount: '0' },
      { coin: 'BTC', amount: '1', bonusAmount: '0' },
    ],
  });
});
afterEach(() => cleanup());

describe('free-bet strip', () => {
  it('is hidden without free bets, before any 209 frame and after one with none', async () => {
    await renderPage();
    expect(screen.queryByTestId('free-bet-strip')).toBeNull();
    await progress([]);
    expect(screen.queryByTestId('free-bet-strip')).toBeNull();
  });

  it('shows the usable free bets with a labelled button, and none on a game they are not for', async () => {
    const view = await renderPage();
    await progress([fakeFreeBet({ id: 1 }), fakeFreeBet({ id: 2 }), fakeFreeBet({ id: 3 })]);
    expect(el('free-bet-text')).toHaveTextContent('3 free bets, 0.1 USDT each');
    expect(el('free-bet-text')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group', { name: 'Free bets' })).toBe(el('free-bet-strip'));
    expect(screen.getByRole('button', { name: 'Use free bet' })).toBe(el('free-bet-use'));
    view.unmount();
    await renderPage('plinko');
    expect(screen.queryByTestId('free-bet-strip')).toBeNull();
    cleanup();
    await progress([fakeFreeBet({ id: 4, games: ['dice'] })]);
    await renderPage('limbo');
    expect(screen.queryByTestId('free-bet-strip')).toBeNull();
  });

  it('names the amount of each, or of the next when they differ', () => {
    expect(freeBetsParts([fakeFreeBet()])).toEqual({ count: '1 free bet', amount: '0.1 USDT' });
    expect(freeBetsParts([fakeFreeBet(), fakeFreeBet({ id: 2 })])).toEqual({ count: '2 free bets', amount: '0.1 USDT each' });
    expect(freeBetsParts([fakeFreeBet(), fakeFreeBet({ id: 2, coin: 'BTC', amount: '0.0001' })])).toEqual({
      count: '2 free bets',
      amount: 'next 0.1 USDT',
    });
  });

  it('is hidden on the Auto tab and for a guest', async () => {
    await renderPage();
    await progress([fakeFreeBet()]);
    fireEvent.click(el('tab-auto'));
    expect(screen.queryByTestId('free-bet-strip')).toBeNull();
    fireEvent.click(el('tab-manual'));
    expect(el('free-bet-strip')).toBeInTheDocument();
    act(() => getState().clearSession());
    expect(screen.queryByTestId('free-bet-strip')).toBeNull();
  });

  it('places one bet with the free bet and the game parameters; a second press while it is on its way sends nothing', async () => {
    let answer: (() => void) | null = null;
    vi.mocked(api.placeBet).mockImplementation(
      (_game, body) =>
        new Promise((resolve) => {
          answer = () => resolve(settle(body as unknown as Body, true) as never);
        }),
    );
    await renderPage();
    // The player's own stake and parameters: 5 USDT, roll under 30.
    fireEvent.change(el('bet-amount'), { target: { value: '5' } });
    fireEvent.change(el('dice-target'), { target: { value: '30' } });
    fireEvent.click(el('dice-condition'));
    await progress([fakeFreeBet({ id: 1 }), fakeFreeBet({ id: 2, expiresAt: '2099-06-01T00:00:00.000Z' })]);
    fireEvent.click(el('free-bet-use'));
    fireEvent.click(el('free-bet-use'));
    expect(api.placeBet).toHaveBeenCalledTimes(1);
    const [game] = vi.mocked(api.placeBet).mock.calls[0]!;
    expect(game).toBe('dice');
    const body = sentBodies()[0]!;
    expect(body).toMatchObject({ freeBetId: 1, coin: 'USDT', amount: '0.1', balanceType: 'DEPOSIT', condition: 'under' });
    expect(body.target).toBe('70.00');
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // In flight: the strip's button and the Bet button wait; the panel's own amount is untouched.
    expect(el('free-bet-use')).toHaveAttribute('aria-disabled', 'true');
    expect(el('free-bet-use')).toHaveTextContent('Using…');
    expect(el('bet-submit')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(el('bet-submit'));
    expect(api.placeBet).toHaveBeenCalledTimes(1);
    expect(el('bet-amount').value).toBe('5');
    await act(async () => answer!());
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Free bet won 0.1 USDT (2.0000×)'));
    expect(el('last-result')).toHaveAttribute('data-free', 'true');
    // The spent one leaves the strip at once; the next press spends the next one.
    expect(el('free-bet-text')).toHaveTextContent('1 free bet, 0.1 USDT');
    await waitFor(() => expect(el('free-bet-use')).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(el('free-bet-use'));
    expect(sentBodies()[1]).toMatchObject({ freeBetId: 2 });
    await act(async () => answer!());
    await waitFor(() => expect(screen.queryByTestId('free-bet-strip')).toBeNull());
    expect(screen.getAllByTestId('my-bet-row')).toHaveLength(2);
  });

  it('on plinko, where balls fall side by side, still sends one free bet per press while its answer is on its way', async () => {
    let answer: (() => void) | null = null;
    vi.mocked(api.placeBet).mockImplementation(
      (_game, body) =>
        new Promise((resolve) => {
          const b = body as unknown as Body;
          answer = () =>
            resolve({
              code: 200,
              msg: '',
              data: {
                balance: '100',
                ledgerId: null,
                bet: {
                  ...settle(b, false).data.bet,
                  game: 'plinko',
                  params: { rows: b.rows as 16, risk: b.risk as 'medium' },
                  outcome: { bucket: 8 },
                },
              },
            } as never);
        }),
    );
    await progress([fakeFreeBet({ id: 1, games: ['plinko'] }), fakeFreeBet({ id: 2, games: ['plinko'] })]);
    await renderPage('plinko');
    fireEvent.click(el('free-bet-use'));
    fireEvent.click(el('free-bet-use'));
    expect(api.placeBet).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]).toMatchObject({ freeBetId: 1, amount: '0.1', coin: 'USDT', rows: 16, risk: 'medium' });
    await act(async () => answer!());
    await waitFor(() => expect(el('free-bet-text')).toHaveTextContent('1 free bet, 0.1 USDT'));
    fireEvent.click(el('free-bet-use'));
    expect(sentBodies()[1]).toMatchObject({ freeBetId: 2 });
  });

  it('sends the target as the panel reads it', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(body as unknown as Body, false));
    await renderPage();
    fireEvent.change(el('dice-target'), { target: { value: '60.5' } });
    await progress([fakeFreeBet()]);
    fireEvent.click(el('free-bet-use'));
    expect(sentBodies()[0]).toMatchObject({ target: '60.50', condition: 'over', freeBetId: 41 });
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Free bet lost — it cost you nothing'));
    expect(getState().balances.find((b) => b.coin === 'USDT')!.amount).toBe('100');
  });

  it('shows the balance as before the bet until the round lands, then the win (no stake taken)', async () => {
    fake.on = true;
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(body as unknown as Body, true));
    await renderPage();
    await progress([fakeFreeBet()]);
    fireEvent.click(el('free-bet-use'));
    await waitFor(() => expect(fake.finish).not.toBeNull());
    expect(getState().balances.find((b) => b.coin === 'USDT')!.amount).toBe('100');
    expect(el('last-result')).toBeEmptyDOMElement();
    await act(async () => fake.finish!());
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Free bet won 0.1 USDT'));
    expect(getState().balances.find((b) => b.coin === 'USDT')!.amount).toBe('100.1');
    expect(getState().balanceHolds).toEqual({});
  });

  it('uses the free bet of its own coin when the player bets in another coin', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(body as unknown as Body, true));
    act(() => getState().setSelectedCoin('BTC'));
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '0.001' } });
    await progress([fakeFreeBet()]);
    expect(el('free-bet-text')).toHaveTextContent('1 free bet, 0.1 USDT');
    fireEvent.click(el('free-bet-use'));
    expect(sentBodies()[0]).toMatchObject({ coin: 'USDT', amount: '0.1', freeBetId: 41, balanceType: 'DEPOSIT' });
    await waitFor(() => expect(el('last-result')).toHaveTextContent('Free bet won'));
    expect(getState().selectedCoin).toBe('BTC');
    expect(el('bet-amount').value).toBe('0.001');
  });

  it("shows the server's refusal as a bet error and keeps the free bet", async () => {
    vi.mocked(api.placeBet).mockResolvedValue({ code: 400, msg: 'This free bet has already been used', data: null });
    await renderPage();
    await progress([fakeFreeBet()]);
    fireEvent.click(el('free-bet-use'));
    await waitFor(() => expect(el('bet-error')).toHaveTextContent('This free bet has already been used'));
    expect(el('bet-error')).toHaveAttribute('role', 'alert');
    expect(el('free-bet-use')).not.toHaveAttribute('aria-disabled');
    expect(el('bet-submit')).not.toHaveAttribute('aria-disabled');
    expect(el('free-bet-text')).toHaveTextContent('1 free bet');
    expect(getState().balanceHolds).toEqual({});
  });

  it('waits while the parameters are refused', async () => {
    await renderPage();
    await progress([fakeFreeBet()]);
    fireEvent.change(el('dice-target'), { target: { value: '120' } });
    expect(el('free-bet-use')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(el('free-bet-use'));
    expect(api.placeBet).not.toHaveBeenCalled();
  });
});
