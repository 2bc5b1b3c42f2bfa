import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BetResponse } from '../../../src/core/bets';
import { plinkoTable } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import { getState, resetStore } from '../../../src/app/store';
import { fakeUser } from '../../../src/app/api/fixtures.testing';

vi.mock('../../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../../src/app/api/bets')>()),
  placeBet: vi.fn(),
  myBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  liveBets: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  betDetail: vi.fn(),
}));
// No Pixi in jsdom: a fake plinko engine whose balls land when the test says so (or no engine: rounds land at once).
const fake = vi.hoisted(() => ({ on: false, playing: [] as (() => void)[] }));
vi.mock('../../../game-engine/plinko', () => ({
  createEngine: async (_el: HTMLElement, host: { onEvent(e: { type: string }, key: number): void }) => {
    if (!fake.on) return null;
    return {
      preview: () => {},
      setSpeed: () => {},
      destroy: () => {},
      play: (round: { win: boolean; multiplier: string }, key: number) =>
        new Promise<void>((resolve) => {
          fake.playing.push(() => {
            host.onEvent((round.win ? { type: 'win', multiplier: round.multiplier } : { type: 'lose' }) as never, key);
            resolve();
          });
        }),
    };
  },
}));
vi.mock('../../../src/app/actions/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastWarning: vi.fn() }));

const api = await import('../../../src/app/api/bets');
const { default: InstantGamePage } = await import('../kit/InstantGamePage');
const { WithModules } = await import('../kit/gameModules.testing');
const { plinkoUi } = await import('.');
const { resetReloadState } = await import('../kit/useBetRunner');

let nextId = 1;
let balance = new Decimal(100);
// A settled plinko bet landing in `bucket` of the board the request names.
function settle(
  body: { amount: string; rows: number; risk: 'low' | 'medium' | 'high' },
  bucket: number,
): { code: number; msg: string; data: BetResponse } {
  const m = plinkoTable(body.rows, body.risk)[bucket]!;
  const payout = new Decimal(body.amount).times(m).toFixed(6);
  balance = balance.minus(body.amount).plus(payout);
  return {
    code: 200,
    msg: '',
    data: {
      balance: balance.toFixed(6),
      bet: {
        id: nextId++,
        game: 'plinko',
        userName: 'alice',
        coin: 'USDT',
        balanceType: 'DEPOSIT',
        amount: body.amount,
        multiplier: new Decimal(m).toFixed(1),
        payout,
        win: new Decimal(m).gt(1),
        params: { rows: body.rows, risk: body.risk },
        outcome: { bucket, path: Array.from({ length: body.rows }, (_, i) => (i < bucket ? 1 : 0)) },
        nonce: nextId,
        clientSeed: 'c',
        serverSeedHash: 'h',
        createdAt: '2026-11-21T08:00:00Z',
      },
      ledgerId: nextId,
    },
  };
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <WithModules modules={[plinkoUi]}>
        <InstantGamePage module={plinkoUi} />
      </WithModules>
    </MemoryRouter>,
  );
const el = (id: string) => screen.getByTestId(id) as HTMLInputElement;

beforeEach(() => {
  resetStore();
  resetReloadState();
  sessionStorage.clear();
  vi.clearAllMocks();
  nextId = 1;
  balance = new Decimal(100);
  Object.assign(fake, { on: false, playing: [] });
  getState().setUser(fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', currencyType: 'COIN' }));
  getState().setBalanceData({ amountType: 'DEPOSIT', selectedCoinType: 'USDT', list: [{ coin: 'USDT', amount: '100', bonusAmount: '0' }] });
});
afterEach(cleanup);

describe('plinko page', () => {
  it('sends the risk and rows picked, states the max profit and the table’s RTP, and a 0.5× bucket as a return', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(body as never, 4));
    renderPage();
    fireEvent.change(el('plinko-rows'), { target: { value: '8' } });
    fireEvent.change(el('plinko-risk'), { target: { value: 'low' } });
    fireEvent.change(el('bet-amount'), { target: { value: '2' } });
    expect(screen.getByText('Max profit')).toBeInTheDocument();
    // 8 rows low risk pays up to 5.6×: 2 × 4.6.
    expect(el('bet-profit')).toHaveTextContent('9.200000 USDT');
    expect(el('plinko-table')).toHaveTextContent('Buckets 0.5× to 5.6× · RTP 98.98%');
    expect(el('plinko-table-rtp')).toHaveTextContent('98.98%');
    expect(el('game-info')).toHaveTextContent('A bet with these settings returns 98.98% on average');
    fireEvent.click(el('bet-submit'));
    await waitFor(() => expect(el('last-result')).toHaveTextContent('0.5×'));
    expect(vi.mocked(api.placeBet).mock.calls[0]![1]).toMatchObject({ coin: 'USDT', amount: '2', rows: 8, risk: 'low' });
    expect(el('last-result')).toHaveTextContent('Payout 1 USDT (0.5×) · Profit −1');
    expect(getState().balances[0]!.amount).toBe('99.000000');
  });

  it('drops several balls at once: the panel keeps betting and editing while earlier balls fall (dice waits)', async () => {
    fake.on = true;
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(body as never, 0));
    renderPage();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    fireEvent.change(el('bet-amount'), { target: { value: '1' } });
    for (let i = 0; i < 3; i++) {
      await waitFor(() => expect(el('bet-submit')).not.toHaveAttribute('aria-disabled'));
      fireEvent.click(el('bet-submit'));
      await waitFor(() => expect(fake.playing).toHaveLength(i + 1));
    }
    expect(api.placeBet).toHaveBeenCalledTimes(3);
    expect(el('plinko-rows')).toBeEnabled();
    expect(getState().betMachines.plinko).toMatchObject({ presenting: 3, cap: 10 });
    for (const land of fake.playing) land();
    await waitFor(() => expect(getState().betMachines.plinko).toMatchObject({ presenting: 0, sending: 0 }));
    expect(el('last-result')).toHaveTextContent('Payout 110 USDT (110.0×) · Profit +109');
  });

  it('auto-bet drops 20 balls and stops', async () => {
    vi.mocked(api.placeBet).mockImplementation(async (_game, body) => settle(body as never, 8));
    renderPage();
    fireEvent.change(el('bet-amount'), { target: { value: '0.5' } });
    fireEvent.click(el('tab-auto'));
    fireEvent.change(el('auto-count'), { target: { value: '20' } });
    fireEvent.click(el('auto-start'));
    // Each ball waits for its answer and its drop's start: seconds on a loaded machine.
    await waitFor(() => expect(el('auto-status')).toHaveTextContent('Stopped: 20 bets done'), { timeout: 20_000 });
    expect(api.placeBet).toHaveBeenCalledTimes(20);
    for (const [game, body] of vi.mocked(api.placeBet).mock.calls)
      expect([game, body]).toMatchObject(['plinko', { rows: 16, risk: 'medium' }]);
  }, 30_000);
});
