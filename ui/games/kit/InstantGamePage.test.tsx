import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BetResponse } from '../../../src/core/bets';
import { getState, resetStore } from '../../../src/app/store';
import { fakeUser } from '../../../src/app/api/fixtures.testing';
import { storage } from '../../../src/app/storage/storage';

vi.mock('../../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../../src/app/api/bets')>()),
  placeBet: vi.fn(),
  myBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  liveBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  betDetail: vi.fn(),
}));
// No Pixi in jsdom: limbo runs without an engine (results land at once); dice gets a fake engine when a test asks.
const fake = vi.hoisted(() => ({
  on: false,
  previews: [] as unknown[],
  rounds: [] as unknown[],
  speeds: [] as [number, boolean | undefined][],
  /** Resolves the round being played, after sending its events. */
  finish: null as null | (() => void),
}));
vi.mock('../../../game-engine/dice', () => ({
  createEngine: async (_el: HTMLElement, host: { onEvent?(e: { type: string }): void }) => {
    if (!fake.on) return null;
    return {
      preview: (p: unknown) => fake.previews.push(p),
      setSpeed: (m: number, i?: boolean) => fake.speeds.push([m, i]),
      resize: () => {},
      destroy: () => {},
      play: (round: { roll: string; win: boolean; multiplier: string }) => {
        fake.rounds.push(round);
        return new Promise<void>((resolve) => {
          fake.finish = () => {
            host.onEvent?.({ type: 'roll', value: round.roll } as never);
            host.onEvent?.(round.win ? ({ type: 'win', multiplier: round.multiplier } as never) : { type: 'lose' });
            resolve();
          };
        });
      },
    };
  },
}));
vi.mock('../../../game-engine/limbo', () => ({ createEngine: undefined }));
vi.mock('../../../src/app/actions/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastWarning: vi.fn() }));

const api = await import('../../../src/app/api/bets');
const toasts = await import('../../../src/app/actions/toast');
const { default: InstantGamePage } = await import('./InstantGamePage');
const { GameModules } = await import('./gameModules');
// The app hands the kit its modules from the registry; the test composes it the same way.
const { uiModuleOf } = await import('../registry');
const { resetReloadState, autoFlagKey } = await import('./useBetRunner');

let nextId = 1;
let balance = 100;
function settle(win: boolean, amount: string): { code: number; msg: string; data: BetResponse } {
  const payout = win ? String(Number(amount) * 2) : '0';
  balance = balance - Number(amount) + Number(payout);
  return {
    code: 200,
    msg: '',
    data: {
      balance: String(balance),
      bet: {
        id: nextId++,
        game: 'dice',
        userName: 'alice',
        coin: 'USDT',
        balanceType: 'DEPOSIT',
        amount,
        multiplier: win ? '2.0000' : '0',
        payout,
        win,
        params: { target: '50.50', condition: 'over' },
        outcome: { roll: win ? '75.10' : '20.00' },
        nonce: nextId,
        clientSeed: 'c',
        serverSeedHash: 'h',
        createdAt: '2026-11-21T08:00:00Z',
      },
      ledgerId: nextId,
    },
  };
}

const renderPage = (game: 'dice' | 'limbo' = 'dice') =>
  render(
    <MemoryRouter>
      <GameModules moduleOf={uiModuleOf}>
        <InstantGamePage module={uiModuleOf(game)} />
      </GameModules>
    </MemoryRouter>,
  );
const el = (id: string) => screen.getByTestId(id) as HTMLInputElement;

beforeEach(() => {
  resetStore();
  resetReloadState();
  sessionStorage.clear();
  vi.clearAllMocks();
  nextId = 1;
  balance = 100;
  Object.assign(fake, { on: false, previews: [], rounds: [], speeds: [], finish: null });
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN' }));
  getState().setBalanceData({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', list: [{ coin: 'USDT', amount: '100', bonusAmount: '0' }] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bet panel', () => {
  it('places a manual dice bet with an idempotency key and shows the result and balance when it lands', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(true, body.amount));
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    expect(el('bet-profit')).toHaveTextContent('1.000000 USDT');
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(el('last-result')).toHaveTextContent('75.10'));
    const [game, body] = vi.mocked(api.placeBet).mock.calls[0]!;
    expect(game).toBe('dice');
    expect(body).toMatchObject({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(el('last-result')).toHaveAttribute('data-win', 'true');
    expect(getState().balances[0]!.amount).toBe('101');
    expect(getState().balanceHolds).toEqual({});
    await waitFor(() => expect(screen.getAllByTestId('my-bet-row')).toHaveLength(1));
  });

  it('halves, doubles and maxes the amount within balance and the game maximum', () => {
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '3' } });
    fireEvent.click(el('bet-half'));
    expect(el('bet-amount').value).toBe('1.5');
    fireEvent.click(el('bet-double'));
    fireEvent.click(el('bet-double'));
    expect(el('bet-amount').value).toBe('6');
    fireEvent.click(el('bet-max'));
    expect(el('bet-amount').value).toBe('100');
  });

  it('validates the amount by the betting rules with clear messages', () => {
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '0.001' } });
    expect(screen.getByTestId('bet-amount-error')).toHaveTextContent('The minimum bet is 0.01');
    expect(el('bet-submit')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(el('bet-amount'), { target: { value: '20000' } });
    expect(screen.getByTestId('bet-amount-error')).toHaveTextContent('The maximum bet is 10000 USDT');
    fireEvent.change(el('bet-amount'), { target: { value: '150' } });
    expect(screen.getByTestId('bet-amount-error')).toHaveTextContent('Insufficient balance');
    fireEvent.change(el('bet-amount'), { target: { value: '5' } });
    expect(screen.queryByTestId('bet-amount-error')).toBeNull();
    expect(el('bet-submit')).not.toHaveAttribute('aria-disabled');
  });

  it('values the amount in USD when the limits are USD (rates table price)', () => {
    getState().setGameConfig([
      {
        typeCode: 10003,
        name: 'dice',
        imgUrl: '',
        content: JSON.stringify({ maxBetAmount: '10000', minBetAmount: '0.01', betLimitCurrency: 'USD', houseEdge: '0.01' }),
        inter: 0,
        maintainState: 0,
      },
    ]);
    getState().setRates({ rates: { BTC: { USD: { price: '95000', inversePrice: '0' } } } as never, legalRate: {} as never });
    getState().setBalanceData({ amountType: 'DEPOSIT', selectedCoinType: 'BTC', list: [{ coin: 'BTC', amount: '1', bonusAmount: '0' }] });
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '0.2' } });
    expect(screen.getByTestId('bet-amount-error')).toHaveTextContent('The maximum bet is 10000 USD (0.10526315 BTC)');
    fireEvent.change(el('bet-amount'), { target: { value: '0.0000001' } });
    expect(screen.getByTestId('bet-amount-error')).toHaveTextContent('The minimum bet is 0.01 USD (0.00000011 BTC)');
    fireEvent.click(el('bet-max'));
    expect(el('bet-amount').value).toBe('0.10526315');
  });

  it('links dice target, win chance and multiplier both ways, and flips the condition', () => {
    renderPage();
    fireEvent.focus(el('dice-chance'));
    fireEvent.change(el('dice-chance'), { target: { value: '25' } });
    fireEvent.blur(el('dice-chance'));
    expect(el('dice-target').value).toBe('75.00');
    expect(el('dice-multiplier').value).toBe('3.9600');
    fireEvent.focus(el('dice-multiplier'));
    fireEvent.change(el('dice-multiplier'), { target: { value: '2' } });
    fireEvent.blur(el('dice-multiplier'));
    expect(el('dice-chance').value).toBe('49.50');
    expect(el('dice-target').value).toBe('50.50');
    fireEvent.click(screen.getByTestId('dice-condition'));
    expect(el('dice-target').value).toBe('49.50');
    expect(el('dice-chance').value).toBe('49.50');
    fireEvent.change(el('dice-target'), { target: { value: '99' } });
    expect(screen.getByTestId('game-field-error')).toHaveTextContent('Target must be between 0.01 and 98 for under');
    expect(el('bet-submit')).toHaveAttribute('aria-disabled', 'true');
  });

  it('links the limbo target and win chance', () => {
    renderPage('limbo');
    fireEvent.focus(el('limbo-chance'));
    fireEvent.change(el('limbo-chance'), { target: { value: '9.9' } });
    fireEvent.blur(el('limbo-chance'));
    expect(el('limbo-target').value).toBe('10.00');
    fireEvent.change(el('limbo-target'), { target: { value: '1' } });
    expect(screen.getByTestId('game-field-error')).toHaveTextContent('Target must be between 1.01 and 1000000');
  });

  it('shows a server refusal', async () => {
    vi.mocked(api.placeBet).mockResolvedValue({ code: 400, msg: 'amount: exceeds the balance', data: null });
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(screen.getByTestId('bet-error')).toHaveTextContent('amount: exceeds the balance'));
    expect(el('bet-submit')).not.toHaveAttribute('aria-disabled');
  });

  it('runs auto-bet for a number of bets and states why it stopped', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(false, body.amount));
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.click(el('tab-auto'));
    fireEvent.change(el('auto-count'), { target: { value: '3' } });
    fireEvent.click(el('auto-start'));
    await waitFor(() => expect(el('auto-status')).toHaveTextContent('Stopped: 3 bets done'));
    expect(api.placeBet).toHaveBeenCalledTimes(3);
    expect(toasts.toastSuccess).toHaveBeenCalledWith('Stopped: 3 bets done', 'Auto-bet');
    expect(storage.get(autoFlagKey('dice'))).toBeNull();
  });

  it('auto-bet doubles on loss and stops on insufficient balance', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(false, body.amount));
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '40' } });
    fireEvent.click(el('tab-auto'));
    fireEvent.click(screen.getByTestId('auto-on-loss').querySelectorAll('button')[1]!);
    fireEvent.change(screen.getByLabelText('On loss: increase by percent'), { target: { value: '100' } });
    fireEvent.click(el('auto-start'));
    await waitFor(() => expect(el('auto-status')).toHaveTextContent('Stopped: insufficient balance'));
    // 40 lost, then 80 > 60 left.
    expect(api.placeBet).toHaveBeenCalledTimes(1);
    expect(el('bet-amount').value).toBe('80');
  });

  it('says auto-bet stopped when the page was reloaded while it ran', async () => {
    storage.set(autoFlagKey('dice'), '1');
    renderPage();
    fireEvent.click(el('tab-auto'));
    expect(el('auto-status')).toHaveTextContent('auto-bet stopped because the page reloaded');
    expect(toasts.toastWarning).toHaveBeenCalledWith('Auto-bet stopped because the page reloaded', 'Auto-bet');
    expect(storage.get(autoFlagKey('dice'))).toBeNull();
  });

  it('hotkeys are off by default; on, S doubles, A halves, D zeroes and space bets, but not while typing', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(true, body.amount));
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '2' } });
    fireEvent.keyDown(document.body, { code: 'KeyS' });
    expect(el('bet-amount').value).toBe('2');
    fireEvent.click(el('hotkeys-toggle'));
    fireEvent.keyDown(document.body, { code: 'KeyS' });
    expect(el('bet-amount').value).toBe('4');
    fireEvent.keyDown(document.body, { code: 'KeyA' });
    fireEvent.keyDown(document.body, { code: 'KeyA' });
    expect(el('bet-amount').value).toBe('1');
    fireEvent.keyDown(el('bet-amount'), { code: 'KeyS' });
    expect(el('bet-amount').value).toBe('1');
    await act(async () => {
      fireEvent.keyDown(document.body, { code: 'Space' });
    });
    await waitFor(() => expect(api.placeBet).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(el('bet-submit')).not.toHaveAttribute('aria-disabled'));
    fireEvent.keyDown(document.body, { code: 'KeyD' });
    expect(el('bet-amount').value).toBe('0');
  });

  it('a touch-only device offers no hotkeys: no switch, no key list, and keys stored as on do nothing', async () => {
    const query = (touch: boolean) => (q: string) =>
      ({
        matches: touch && q === '(hover: none) and (pointer: coarse)',
        media: q,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    storage.setJson('gameHotkeys', true);
    vi.stubGlobal('matchMedia', query(true));
    const view = renderPage();
    expect(screen.queryByTestId('hotkeys-toggle')).toBeNull();
    expect(screen.queryByTestId('hotkeys-help')).toBeNull();
    fireEvent.change(el('bet-amount'), { target: { value: '2' } });
    fireEvent.keyDown(document.body, { code: 'KeyS' });
    expect(el('bet-amount').value).toBe('2');
    // The same stored setting on a device with a mouse: the switch is there and the keys work.
    view.unmount();
    vi.stubGlobal('matchMedia', query(false));
    renderPage();
    expect(el('hotkeys-toggle')).toBeInTheDocument();
    fireEvent.change(el('bet-amount'), { target: { value: '2' } });
    fireEvent.keyDown(document.body, { code: 'KeyS' });
    expect(el('bet-amount').value).toBe('4');
  });

  it('drives the engine: speed and the panel params before a round, the definition round on a bet, landing on its event', async () => {
    fake.on = true;
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(true, body.amount));
    renderPage();
    await waitFor(() => expect(fake.previews).toEqual([{ target: '50.50', condition: 'over' }]));
    expect(fake.speeds[0]).toEqual([1, false]);
    fireEvent.change(el('dice-target'), { target: { value: '60.5' } });
    expect(fake.previews.at(-1)).toEqual({ target: '60.50', condition: 'over' });
    fireEvent.change(el('dice-target'), { target: { value: '99.995' } });
    expect(fake.previews.at(-1)).toEqual({ target: '99.995', condition: 'over' });
    fireEvent.change(el('dice-target'), { target: { value: '50.50' } });
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(fake.rounds).toHaveLength(1));
    expect(fake.rounds[0]).toEqual({ roll: '75.10', target: '50.50', condition: 'over', win: true, multiplier: '2.0000' });
    // Settled but not yet presented: the wallet holds the win back and the result chip waits.
    expect(Object.keys(getState().balanceHolds)).toHaveLength(1);
    expect(el('last-result')).toBeEmptyDOMElement();
    await act(async () => fake.finish!());
    await waitFor(() => expect(el('last-result')).toHaveTextContent('75.10'));
    expect(getState().balances[0]!.amount).toBe('101');
    fireEvent.click(el('instant-toggle'));
    expect(fake.speeds.at(-1)).toEqual([1, true]);
  });

  it('takes the house edge from core, not the game config, and applies narrower config limits', () => {
    getState().setGameConfig([
      {
        typeCode: 10003,
        name: 'dice',
        imgUrl: '',
        content: JSON.stringify({ houseEdge: '0.05', minWinChance: '10', maxWinChance: '90' }),
        inter: 0,
        maintainState: 0,
      },
    ]);
    renderPage();
    expect(el('dice-multiplier').value).toBe('2.0000');
    expect(screen.getByTestId('game-info')).toHaveTextContent('House edge 1%');
    expect(screen.getByTestId('game-info')).toHaveTextContent('Every bet returns 99% on average');
    fireEvent.change(el('dice-target'), { target: { value: '95' } });
    expect(screen.getByTestId('game-field-error')).toHaveTextContent('Target must be between 10.00 and 90.00 (win chance 10% to 90%)');
  });

  it('sends limbo params in their stored form and shows the result as the definition reads it', async () => {
    vi.mocked(api.placeBet).mockResolvedValue({
      code: 200,
      msg: '',
      data: {
        balance: '99',
        ledgerId: 1,
        bet: { ...settle(false, '1').data.bet, game: 'limbo', params: { target: '2.00' }, outcome: { result: '1.37' } },
      },
    });
    renderPage('limbo');
    fireEvent.change(el('limbo-target'), { target: { value: '2' } });
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    expect(el('bet-profit')).toHaveTextContent('1.000000 USDT');
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(el('last-result')).toHaveTextContent('1.37×'));
    expect(vi.mocked(api.placeBet).mock.calls[0]!.slice(0, 1)).toEqual(['limbo']);
    expect(vi.mocked(api.placeBet).mock.calls[0]![1]).toMatchObject({ target: '2.00' });
    await waitFor(() => expect(screen.getAllByTestId('my-bet-row')[0]).toHaveTextContent('2.00×'));
  });

  it('keeps the panel params for the session and ignores a stored value of the wrong shape', () => {
    const view = renderPage();
    fireEvent.change(el('dice-target'), { target: { value: '70' } });
    view.unmount();
    renderPage();
    expect(el('dice-target').value).toBe('70');
    cleanup();
    storage.setJson('diceParams', { target: 5 });
    renderPage();
    expect(el('dice-target').value).toBe('50.50');
  });

  it('asks a guest to log in instead of betting', () => {
    resetStore();
    renderPage();
    fireEvent.click(el('bet-submit'));
    expect(getState().dialog).toBe('login');
    expect(api.placeBet).not.toHaveBeenCalled();
  });
});
