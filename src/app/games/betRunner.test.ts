import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { BalanceData, Envelope } from '../../core/api';
import type { BetResponse, SettledBet } from '../../core/bets';
import { rowAmount } from '../../core/balances';
import { fakeUser } from '../api/fixtures.testing';

vi.mock('../actions/toast', () => ({ toast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const { client, configureHttp, resetHttpHooks } = await import('../network/http');
const { placeBet } = await import('../api/bets');
const { getState, resetStore } = await import('../store');
const { balanceHint, setBalanceReader } = await import('../actions/wallet');
const { BetRunner, resetReloadState } = await import('./betRunner');
type Options = ConstructorParameters<typeof BetRunner>[0];

const shown = () =>
  rowAmount(
    getState().balances.find((r) => r.coin === 'USDT'),
    'DEPOSIT',
  );
const machine = () => getState().betMachines.dice!;

const snapshot = (usdt: string, ledgerId: number): BalanceData => ({
  amountType: 'DEPOSIT',
  selectedCoinType: 'USDT',
  list: [{ coin: 'USDT', amount: usdt, bonusAmount: '0' }],
  ledgerId,
});

function settled(id: number, amount: string, payout: string): SettledBet {
  return {
    id,
    game: 'dice',
    userName: 'alice',
    coin: 'USDT',
    balanceType: 'DEPOSIT',
    amount,
    multiplier: payout === '0' ? '0' : '2',
    payout,
    win: payout !== '0',
    nonce: id,
    clientSeed: 'c',
    serverSeedHash: 'h',
    createdAt: '2026-11-24T00:00:00Z',
    params: { target: '50.50', condition: 'over' },
    outcome: { roll: '60.00' },
  };
}

const ok = (bet: SettledBet, balance: string, ledgerId: number | null): Envelope<BetResponse> => ({
  code: 200,
  msg: '',
  data: { bet, balance, ledgerId },
});

/** A promise the test resolves by hand (a presentation that lands when told). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let runner: InstanceType<typeof BetRunner>;
let reads = 0;

function makeRunner(overrides: Partial<Options>): InstanceType<typeof BetRunner> {
  const options: Options = {
    game: 'dice',
    coin: 'USDT',
    balanceType: 'DEPOSIT',
    decimals: 6,
    send: vi.fn(),
    present: () => Promise.resolve(),
    setAmount: vi.fn(),
    ...overrides,
  };
  runner = new BetRunner(options, { sleep: () => Promise.resolve() });
  runner.mount();
  return runner;
}

beforeEach(() => {
  resetStore();
  resetReloadState();
  sessionStorage.clear();
  getState().setUser(fakeUser({ amountType: 'DEPOSIT' }));
  getState().setBalanceData(snapshot('100', 10));
  reads = 0;
  setBalanceReader(async () => {
    reads += 1;
  });
});
afterEach(() => {
  runner?.dispose();
  client.defaults.adapter = undefined;
  resetHttpHooks();
});

describe('the machine refuses a second send, not the last render', () => {
  it('two clicks in the same tick send once', async () => {
    const send = vi.fn(async () => ok(settled(1, '1', '0'), '99', 11));
    makeRunner({ send });
    void runner.bet('1');
    void runner.bet('1');
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(machine().phase).toBe('idle'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tryStartBet transitions synchronously', () => {
    getState().initBetMachine('dice', 1);
    expect(getState().tryStartBet('dice')).toBe(true);
    expect(getState().tryStartBet('dice')).toBe(false);
  });
});

describe('idempotency key kept and re-sent once after a lost answer (mocked transport)', () => {
  let bodies: { idempotencyKey: string }[];
  let replies: ((config: InternalAxiosRequestConfig) => unknown)[];
  const onError = vi.fn();
  const timeout = (config: InternalAxiosRequestConfig) => new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED, config);
  const offline = (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const body = (data: unknown) => () => data;

  beforeEach(() => {
    bodies = [];
    replies = [];
    onError.mockClear();
    configureHttp({ onError });
    const adapter: AxiosAdapter = async (config) => {
      bodies.push(JSON.parse(config.data as string) as { idempotencyKey: string });
      const data = replies.shift()!(config);
      if (data instanceof Error) throw data;
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    };
    client.defaults.adapter = adapter;
    makeRunner({
      send: (amount, key, options) =>
        placeBet(
          'dice',
          { coin: 'USDT', amount, balanceType: 'DEPOSIT', idempotencyKey: key, target: '50.50', condition: 'over' },
          options,
        ),
    });
  });

  it('a time-out re-sends the same key once; the answer settles the bet without a toast', async () => {
    replies = [timeout, body(ok(settled(7, '1', '2'), '101', 12))];
    await runner.bet('1');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect(bodies[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(runner.getView().lastBet?.id).toBe(7);
    expect(runner.getView().error).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(shown()).toBe('101');
  });

  it('a server answer with an error code is not re-sent', async () => {
    replies = [body({ code: 400, msg: 'Insufficient balance', data: null })];
    await runner.bet('1');
    expect(bodies).toHaveLength(1);
    expect(runner.getView().error).toBe('Insufficient balance');
    expect(machine().phase).toBe('idle');
    expect(getState().balanceHolds).toEqual({});
    expect(reads).toBe(0);
  });

  it('a second failure reports the bet failed and reads the balance', async () => {
    replies = [offline, timeout];
    await runner.bet('1');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect(runner.getView().error).toBe('Request timed out');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(machine().phase).toBe('idle');
    expect(getState().balanceHolds).toEqual({});
    expect(reads).toBe(1);
  });

  it('the next bet gets a new key', async () => {
    replies = [body(ok(settled(1, '1', '0'), '99', 11)), body(ok(settled(2, '1', '0'), '98', 13))];
    await runner.bet('1');
    await runner.bet('1');
    expect(bodies[1]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey);
  });
});

describe('design rule: the shown balance changes when the win or loss lands', () => {
  it('shows the pre-bet balance minus the stake until the landing; hints and late reads change nothing', async () => {
    const presentation = deferred();
    makeRunner({ send: async () => ok(settled(5, '1', '2'), '101', 12), present: () => presentation.promise });
    const done = runner.bet('1');
    await vi.waitFor(() => expect(machine().phase).toBe('presenting'));
    expect(shown()).toBe('99');
    // The type 3 of this bet and a read answered late (older, then as new as the answer) change nothing shown.
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 12 });
    getState().setBalanceData(snapshot('100', 10));
    getState().setBalanceData(snapshot('101', 12));
    expect(shown()).toBe('99');
    expect(reads).toBe(0);
    runner.land(5);
    expect(shown()).toBe('101');
    expect(runner.getView().lastBet?.id).toBe(5);
    // The slot frees when the presentation ends, not at the landing (cap 1 keeps today's order).
    expect(machine().phase).toBe('presenting');
    presentation.resolve();
    await done;
    expect(machine().phase).toBe('idle');
    expect(shown()).toBe('101');
  });

  it('with two rounds in flight (cap 2) each landing adds its own payout', async () => {
    const shows = [deferred(), deferred()];
    const answers = [ok(settled(1, '1', '2'), '101', 12), ok(settled(2, '1', '3'), '103', 14)];
    let n = 0;
    makeRunner({ send: async () => answers[n++]!, present: (bet) => shows[bet.id - 1]!.promise, maxConcurrentRounds: 2 });
    void runner.bet('1');
    await vi.waitFor(() => expect(machine().presenting).toBe(1));
    expect(getState().selectedCoin).toBe('USDT');
    void runner.bet('1');
    await vi.waitFor(() => expect(machine().presenting).toBe(2));
    expect(getState().tryStartBet('dice')).toBe(false);
    expect(shown()).toBe('98');
    runner.land(2);
    expect(shown()).toBe('101');
    runner.land(1);
    expect(shown()).toBe('103');
    shows[0]!.resolve();
    shows[1]!.resolve();
    await vi.waitFor(() => expect(machine().phase).toBe('idle'));
  });

  it('a presentation that never emits win/lose lands when it ends; leaving the page lands what is left', async () => {
    const show = deferred();
    makeRunner({ send: async () => ok(settled(3, '1', '5'), '104', 12), present: () => show.promise });
    void runner.bet('1');
    await vi.waitFor(() => expect(shown()).toBe('99'));
    runner.dispose();
    expect(shown()).toBe('104');
    expect(getState().betMachines.dice).toMatchObject({ phase: 'idle', auto: 'off' });
  });
});

describe('auto-bet over the store machine', () => {
  it('cap 1: one round at a time, the next after the previous presentation', async () => {
    let n = 0;
    let inFlight = 0;
    let most = 0;
    const send = vi.fn(async () => {
      n += 1;
      return ok(settled(n, '1', '0'), String(100 - n), 10 + n);
    });
    makeRunner({
      send,
      present: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
      },
    });
    await runner.startAuto(
      { count: 5, onWin: { mode: 'reset', percent: '0' }, onLoss: { mode: 'reset', percent: '0' }, stopProfit: '', stopLoss: '' },
      '1',
      () => shown(),
    );
    expect(send).toHaveBeenCalledTimes(5);
    expect(most).toBe(1);
    expect(runner.getView().autoStatus).toBe('Stopped: 5 bets done');
    expect(machine()).toMatchObject({ phase: 'idle', auto: 'off' });
    expect(shown()).toBe('95');
  });

  it('cap 3: presentations overlap up to the cap, then the loop waits for a slot', async () => {
    const shows: ReturnType<typeof deferred>[] = [];
    let n = 0;
    const send = vi.fn(async () => {
      n += 1;
      return ok(settled(n, '1', '0'), String(100 - n), 10 + n);
    });
    makeRunner({
      send,
      maxConcurrentRounds: 3,
      present: () => {
        const d = deferred();
        shows.push(d);
        return d.promise;
      },
    });
    const run = runner.startAuto(
      { count: 4, onWin: { mode: 'reset', percent: '0' }, onLoss: { mode: 'reset', percent: '0' }, stopProfit: '', stopLoss: '' },
      '1',
      () => shown(),
    );
    await vi.waitFor(() => expect(machine().presenting).toBe(3));
    expect(send).toHaveBeenCalledTimes(3);
    shows[0]!.resolve();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(4));
    await run;
    expect(machine().auto).toBe('stopping');
    for (const d of shows) d.resolve();
    await vi.waitFor(() => expect(machine()).toMatchObject({ phase: 'idle', auto: 'off' }));
  });
});
