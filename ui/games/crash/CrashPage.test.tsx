import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  msAtHundredths,
  type CrashBetView,
  type CrashPhase,
  type CrashRoundFrame,
  type CrashStageState,
  type CrashState,
  type LiveCrashBet,
} from '../../../src/core/games/crash';
import { MSG } from '../../../src/core/socket';
import { getState, resetStore } from '../../../src/app/store';
import { handleFrame } from '../../../src/app/network/live';
import { fakeUser } from '../../../src/app/api/fixtures.testing';
import {
  crashBetOf,
  crashStateOf,
  playerFrameOf,
  roundFrameOf,
  sendCrash,
  tickFrameOf,
} from '../../../src/app/games/crash/fixtures.testing';

vi.mock('../../../src/app/games/crash/crashApi', () => ({
  crashState: vi.fn(),
  crashBet: vi.fn(),
  crashCashout: vi.fn(),
  crashChain: vi.fn(),
}));
vi.mock('../../../src/app/api/bets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/app/api/bets')>()),
  myBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  liveBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  betDetail: vi.fn(async () => ({ code: 404, msg: 'Bet not found', data: null })),
}));
// No Pixi in jsdom: a fake engine that records what the page shows it and lets the test tap the stage.
const fake = vi.hoisted(() => ({
  states: [] as unknown[],
  previews: [] as unknown[],
  host: null as null | { onInput?(i: unknown): void; live?(): unknown },
}));
vi.mock('../../../game-engine/crash', () => ({
  createEngine: async (_el: HTMLElement, host: (typeof fake)['host']) => {
    fake.host = host;
    return {
      preview: (p: unknown) => fake.previews.push(p),
      setSpeed: () => {},
      destroy: () => {},
      show: (s: unknown) => fake.states.push(s),
      play: async () => {},
    };
  },
}));
vi.mock('../../../src/app/actions/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastWarning: vi.fn() }));

const api = await import('../../../src/app/games/crash/crashApi');
const bets = await import('../../../src/app/api/bets');
const { crashClock, resetCrashWatch } = await import('../../../src/app/games/crash/crashActions');
const { default: CrashPage } = await import('./CrashPage');

const ok = <T,>(data: T) => ({ code: 200, msg: '', data });
let clock = 1000;
const state = (patch: Partial<CrashState> = {}) =>
  crashStateOf({ roundId: 20, history: [{ roundId: 19, crashPoint: '3.10', hash: 'e'.repeat(64) }], ...patch });
const bet = (patch: Partial<CrashBetView> = {}) => crashBetOf({ id: 3, roundId: 20, ...patch });
const roundFrame = (roundId: number, phase: CrashPhase, extra: Partial<CrashRoundFrame> = {}) =>
  act(() => sendCrash.round(roundFrameOf(roundId, phase, extra)));
const el = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const main = () => el('crash-main');
const lastStage = () => fake.states.at(-1) as CrashStageState;
const renderPage = async () => {
  render(
    <MemoryRouter>
      <CrashPage game="crash" />
    </MemoryRouter>,
  );
  await waitFor(() => expect(fake.host).not.toBeNull());
  await waitFor(() => expect(getState().crash.roundId).not.toBeNull());
};

beforeEach(() => {
  resetStore();
  resetCrashWatch();
  sessionStorage.clear();
  vi.clearAllMocks();
  clock = 1000;
  crashClock.now = () => clock;
  Object.assign(fake, { states: [], previews: [], host: null });
  vi.mocked(api.crashState).mockResolvedValue(ok(state()));
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN', nickName: 'alice' }));
  getState().setBalanceData({
    amountType: 'DEPOSIT',
    selectedCoinType: 'USDT',
    list: [{ coin: 'USDT', amount: '100', bonusAmount: '0' }],
    ledgerId: 1,
  } as never);
});
afterEach(() => {
  cleanup();
  resetCrashWatch();
});

describe('crash page', () => {
  it('bets once on a double click, then shows the live payout and cashes out from the stage', async () => {
    let answer: (v: unknown) => void = () => {};
    vi.mocked(api.crashBet).mockImplementation(() => new Promise((r) => (answer = r)) as never);
    await renderPage();
    expect(main()).toHaveTextContent('Bet');
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.click(main());
    fireEvent.click(main());
    expect(api.crashBet).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.crashBet).mock.calls[0]![0]).toMatchObject({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT' });
    expect(vi.mocked(api.crashBet).mock.calls[0]![0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(main()).toHaveTextContent('Betting…');
    await act(async () => answer(ok({ bet: bet(), balance: '99.000000', ledgerId: 7 })));
    expect(main()).toHaveTextContent('Bet placed');
    expect(getState().balances[0]!.amount).toBe('99.000000');

    roundFrame(20, 'running');
    // 2.00x is reached 11.55 s in: the button follows the curve from the last tick on the local clock.
    act(() => sendCrash.tick(tickFrameOf(20, 5, msAtHundredths(150))));
    await waitFor(() => expect(el('crash-live-payout')).toHaveTextContent('1.5 USDT'));
    clock += msAtHundredths(200) - msAtHundredths(150);
    await waitFor(() => expect(el('crash-live-payout').dataset.payout).toBe('2.000000'));
    expect(main()).toHaveTextContent('Cash out 2 USDT');
    expect(lastStage()).toMatchObject({ phase: 'running', myBet: { amount: '1.000000', cashoutAt: null } });

    vi.mocked(api.crashCashout).mockResolvedValue(
      ok({ bet: bet({ state: 'cashed', cashoutAt: '2.01', payout: '2.010000' }), balance: '101.010000', ledgerId: 8 }),
    );
    act(() => fake.host!.onInput!({ type: 'cashout' }));
    await waitFor(() => expect(main()).toHaveTextContent('Cashed out at 2.01×'));
    expect(screen.getByRole('status')).toHaveTextContent('Cashed out at 2.01×: 2.01 USDT paid');
    expect(api.crashCashout).toHaveBeenCalledWith(20, { silent: true });
    expect(main()).toHaveAttribute('aria-disabled', 'true');
    // My cash-out is drawn at once, before its frame (the stage labels mine "You").
    expect(lastStage().cashouts).toEqual([{ userName: 'You', at: '2.01', mine: true }]);
    expect(getState().balances[0]!.amount).toBe('101.010000');

    // The round ends: My bets is read again once (my settled bet, a bets row), everyone's join All bets from the 208
    // batch with no request.
    const settled = (id: number, userName: string, extra: Partial<LiveCrashBet>): LiveCrashBet => ({
      id,
      game: 'crash',
      userName,
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '1.000000',
      multiplier: '0',
      payout: '0.000000',
      win: false,
      state: 'lost',
      roundId: 20,
      autoCashout: null,
      cashoutAt: null,
      crashPoint: '3.00',
      createdAt: new Date(clock).toISOString(),
      gameCode: 10001,
      gameName: 'crash',
      time: clock,
      ...extra,
    });
    const mine = settled(501, 'me', { state: 'cashed', cashoutAt: '2.01', payout: '2.010000', multiplier: '2.01', win: true });
    vi.mocked(bets.myBets).mockResolvedValueOnce(ok([{ ...mine, hash: 'a'.repeat(64) }]) as never);
    act(() => sendCrash.bet(playerFrameOf(20, 99, { amount: '5.000000' })));
    roundFrame(20, 'crashed', { elapsedMs: 20000, crashPoint: '3.00', hash: 'a'.repeat(64) });
    await waitFor(() => expect(screen.getAllByTestId('my-bet-row')).toHaveLength(1));
    expect(screen.getByTestId('my-bet-row')).toHaveTextContent('Out at 2.01×');
    act(() =>
      handleFrame({
        type: MSG.LIVE_BETS,
        data: { list: [mine, settled(502, 'bob', { amount: '5.000000' })] },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('all-bets')).toHaveTextContent('Bust 3.00×'));
    expect(screen.getByTestId('all-bets')).toHaveTextContent('Out at 2.01×');
    expect(bets.myBets).toHaveBeenCalledTimes(2);
    expect(bets.myBets).toHaveBeenCalledWith('crash');
    expect(bets.liveBets).toHaveBeenCalledTimes(1);
    expect(api.crashState).toHaveBeenCalledTimes(1);
  });

  it('queues a bet during a run, sends it when the next round opens, and can cancel it', async () => {
    vi.mocked(api.crashState).mockResolvedValue(ok(state({ phase: 'running', startedAt: Date.now(), elapsedMs: 1000 })));
    vi.mocked(api.crashBet).mockResolvedValue(ok({ bet: bet({ roundId: 21, autoCashout: '1.50' }), balance: '98.000000', ledgerId: 9 }));
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '2' } });
    fireEvent.change(el('crash-auto-cashout'), { target: { value: '1.5' } });
    expect(main()).toHaveTextContent('Bet (next round)');
    fireEvent.click(main());
    expect(main()).toHaveTextContent('Cancel');
    fireEvent.click(main());
    expect(main()).toHaveTextContent('Bet (next round)');
    fireEvent.click(main());
    expect(el('bet-amount')).toBeDisabled();
    roundFrame(20, 'crashed', { elapsedMs: 2000, crashPoint: '1.12', hash: 'f'.repeat(64) });
    expect(api.crashBet).not.toHaveBeenCalled();
    roundFrame(21, 'betting');
    await waitFor(() => expect(api.crashBet).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.crashBet).mock.calls[0]![0]).toMatchObject({ amount: '2', autoCashout: '1.50' });
    await waitFor(() => expect(main()).toHaveTextContent('Bet placed'));
    expect(lastStage().history[0]).toEqual({ roundId: 20, crashPoint: '1.12' });
  });

  it('refuses a bad auto cash-out target with a reason and keeps the button off', async () => {
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    for (const bad of ['1', '1.001', '0.5', '2000000']) {
      fireEvent.change(el('crash-auto-cashout'), { target: { value: bad } });
      expect(el('crash-auto-error')).toHaveTextContent('Auto cash-out must be from 1.01 to 1000000');
      expect(main()).toHaveAttribute('aria-disabled', 'true');
    }
    fireEvent.change(el('crash-auto-cashout'), { target: { value: '2' } });
    expect(screen.queryByTestId('crash-auto-error')).toBeNull();
    expect(main()).not.toHaveAttribute('aria-disabled');
    expect(fake.previews.at(-1)).toEqual({ autoCashout: '2.00' });
    fireEvent.click(main());
    expect(vi.mocked(api.crashBet).mock.calls[0]![0]).toMatchObject({ autoCashout: '2.00' });
  });

  it('shows the server refusal in the panel', async () => {
    vi.mocked(api.crashBet).mockResolvedValue({ code: 400, msg: 'Betting is closed: wait for the next round', data: null });
    await renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.click(main());
    await waitFor(() => expect(el('bet-error')).toHaveTextContent('Betting is closed: wait for the next round'));
    expect(main()).toHaveTextContent('Bet');
  });

  it('auto mode needs a target, bets each round by the shared rules and stops after its count', async () => {
    let id = 40;
    vi.mocked(api.crashBet).mockImplementation(async (body) =>
      ok({
        bet: bet({ id: ++id, roundId: getState().crash.roundId!, amount: body.amount, autoCashout: body.autoCashout ?? null }),
        balance: '90',
        ledgerId: id,
      }),
    );
    await renderPage();
    fireEvent.click(el('tab-auto'));
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    expect(el('crash-auto-error')).toHaveTextContent('Auto mode needs an auto cash-out target');
    expect(el('auto-start')).toBeDisabled();
    fireEvent.change(el('crash-auto-cashout'), { target: { value: '2' } });
    fireEvent.change(el('auto-count'), { target: { value: '2' } });
    // On loss: +100%.
    fireEvent.click(screen.getAllByRole('button', { name: 'Increase by' })[1]!);
    fireEvent.change(screen.getByTestId('auto-on-loss').querySelector('input')!, { target: { value: '100' } });
    fireEvent.click(el('auto-start'));
    await waitFor(() => expect(api.crashBet).toHaveBeenCalledTimes(1));
    roundFrame(20, 'running');
    roundFrame(20, 'crashed', { elapsedMs: 500, crashPoint: '1.03', hash: 'a'.repeat(64) });
    await waitFor(() => expect(el('auto-status')).toHaveTextContent('Running: 1 of 2 rounds'));
    roundFrame(21, 'betting');
    await waitFor(() => expect(api.crashBet).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.crashBet).mock.calls[1]![0]).toMatchObject({ amount: '2', autoCashout: '2.00' });
    roundFrame(21, 'running');
    roundFrame(21, 'crashed', { elapsedMs: 20000, crashPoint: '3.00', hash: 'b'.repeat(64) });
    await waitFor(() => expect(el('auto-status')).toHaveTextContent('Stopped: 2 bets done'));
    roundFrame(22, 'betting');
    expect(api.crashBet).toHaveBeenCalledTimes(2);
  });

  it('Space bets in the betting phase and cashes out during the run (hotkeys on)', async () => {
    vi.mocked(api.crashBet).mockResolvedValue(ok({ bet: bet(), balance: '99.000000', ledgerId: 7 }));
    vi.mocked(api.crashCashout).mockResolvedValue(
      ok({ bet: bet({ state: 'cashed', cashoutAt: '1.00', payout: '1.000000' }), balance: '100', ledgerId: 8 }),
    );
    await renderPage();
    fireEvent.click(screen.getByTestId('hotkeys-toggle'));
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    fireEvent.keyDown(document.body, { code: 'Space', key: ' ' });
    await waitFor(() => expect(main()).toHaveTextContent('Bet placed'));
    expect(api.crashBet).toHaveBeenCalledTimes(1);
    roundFrame(20, 'running');
    fireEvent.keyDown(document.body, { code: 'Space', key: ' ' });
    await waitFor(() => expect(main()).toHaveTextContent('Cashed out at 1.00×'));
    expect(api.crashCashout).toHaveBeenCalledTimes(1);
  });

  it('a guest sees the round; the main button opens the login dialog', async () => {
    resetStore();
    await renderPage();
    expect(main()).toHaveTextContent('Log in to bet');
    fireEvent.click(main());
    expect(getState().dialog).toBe('login');
    expect(api.crashBet).not.toHaveBeenCalled();
    expect(lastStage()).toMatchObject({ phase: 'betting', roundId: 20, myBet: null });
  });
});
