import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrashState } from '../../../core/games/crash';
import { getState, resetStore } from '../../store';
import { selectCrashFeed } from './crashSlice';
import { crashStateOf, playerFrameOf, roundFrameOf, sendCrash, tickFrameOf } from './fixtures.testing';

vi.mock('./crashApi', () => ({ crashState: vi.fn() }));
const api = await import('./crashApi');
const { crashClock, noteServerTime, resetCrashWatch, watchCrash } = await import('./crashActions');
const stateCalls = vi.mocked(api.crashState);

const ok = (data: CrashState | null) => ({ code: 200, msg: '', data });
const base = (patch: Partial<CrashState> = {}) => crashStateOf({ roundId: 5, bettingEndsAt: Date.now() + 3000, ...patch });

/** A server loop in miniature: betting 3 s, running to `crashMs`, crashed 1 s, with ticks every 80 ms. */
async function playRound(id: number, crashMs: number): Promise<void> {
  sendCrash.round(roundFrameOf(id, 'betting', { bettingEndsAt: Date.now() + 3000 }));
  sendCrash.bet(playerFrameOf(id, id));
  await vi.advanceTimersByTimeAsync(3000);
  const start = Date.now();
  sendCrash.round(roundFrameOf(id, 'running', { bettingEndsAt: start }));
  for (let seq = 0; seq * 80 < crashMs; seq++) {
    sendCrash.tick(tickFrameOf(id, seq, seq * 80));
    await vi.advanceTimersByTimeAsync(80);
  }
  sendCrash.round(
    roundFrameOf(id, 'crashed', { bettingEndsAt: start, startedAt: start, elapsedMs: crashMs, crashPoint: '1.20', hash: 'c'.repeat(64) }),
  );
  await vi.advanceTimersByTimeAsync(1000);
}

describe('following the crash round', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    resetCrashWatch();
    stateCalls.mockReset();
    stateCalls.mockResolvedValue(ok(base()));
    crashClock.now = () => performance.now();
  });
  afterEach(() => {
    resetCrashWatch();
    vi.useRealTimers();
  });

  it('reads the state on mount, then follows a minute of rounds from frames alone', async () => {
    const stop = watchCrash();
    await vi.advanceTimersByTimeAsync(0);
    expect(stateCalls).toHaveBeenCalledTimes(1);
    expect(getState().crash.roundId).toBe(5);
    // Round 5 was taking bets: it runs and crashes, then rounds 6.. follow for a minute.
    sendCrash.round(roundFrameOf(5, 'running', { bettingEndsAt: 0 }));
    sendCrash.round(roundFrameOf(5, 'crashed', { bettingEndsAt: 0, elapsedMs: 10, crashPoint: '1.00', hash: 'd'.repeat(64) }));
    const started = Date.now();
    let id = 6;
    while (Date.now() - started < 60_000) await playRound(id++, 1000 + (id % 4) * 900);
    expect(id).toBeGreaterThan(10);
    expect(getState().crash.roundId).toBe(id - 1);
    expect(getState().crash.history.length).toBe(Math.min(30, id - 5));
    expect(stateCalls).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads again after a socket reconnect and replaces what it had', async () => {
    const stop = watchCrash();
    await vi.advanceTimersByTimeAsync(0);
    getState().setSocketStatus('open');
    await vi.advanceTimersByTimeAsync(2000);
    expect(stateCalls).toHaveBeenCalledTimes(2);
    sendCrash.bet(playerFrameOf(5, 1, { userName: 'ann', amount: '2.000000' }));
    expect(getState().crash.players).toHaveLength(1);
    getState().setSocketStatus('closed');
    stateCalls.mockResolvedValue(ok(base({ roundId: 8, phase: 'running', startedAt: Date.now() - 1000, elapsedMs: 1000 })));
    getState().setSocketStatus('connecting');
    getState().setSocketStatus('open');
    await vi.advanceTimersByTimeAsync(1000);
    expect(stateCalls).toHaveBeenCalledTimes(3);
    expect(getState().crash).toMatchObject({ roundId: 8, phase: 'running', players: [] });
    stop();
  });

  it('a frame of a newer round than it knows asks for a read, not a guess', async () => {
    const stop = watchCrash();
    await vi.advanceTimersByTimeAsync(0);
    stateCalls.mockResolvedValue(ok(base({ roundId: 7, phase: 'running', startedAt: Date.now(), elapsedMs: 0 })));
    await vi.advanceTimersByTimeAsync(1500);
    sendCrash.tick(tickFrameOf(7, 1, 80));
    expect(getState().crash.roundId).toBe(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(stateCalls).toHaveBeenCalledTimes(2);
    expect(getState().crash.roundId).toBe(7);
    stop();
  });

  it('keeps frames that arrive during a read and applies them over its answer', async () => {
    let answer!: (v: ReturnType<typeof ok>) => void;
    stateCalls.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const stop = watchCrash();
    sendCrash.bet(playerFrameOf(5, 1, { userName: 'ann', amount: '2.000000' }));
    sendCrash.bet(playerFrameOf(5, 2, { userName: 'cy', coin: 'BTC', amount: '0.00100000' }));
    expect(getState().crash.roundId).toBe(null);
    // The answer already lists ann's bet: it is not listed twice.
    answer(ok(base({ players: [{ betId: 1, userName: 'ann', coin: 'USDT', amount: '2.000000', cashoutAt: null, payout: null }] })));
    await vi.advanceTimersByTimeAsync(0);
    expect(getState().crash.players.map((p) => p.userName)).toEqual(['ann', 'cy']);
    stop();
  });

  it('feeds the engine the last tick and its arrival; without ticks the anchor stays (the engine shows the lag)', async () => {
    const stop = watchCrash();
    stateCalls.mockResolvedValue(ok(base({ phase: 'running', startedAt: Date.now(), elapsedMs: 0 })));
    await vi.advanceTimersByTimeAsync(0);
    sendCrash.tick(tickFrameOf(5, 1, 80));
    const arrived = performance.now();
    expect(selectCrashFeed(getState())).toEqual({ roundId: 5, phase: 'running', anchorElapsedMs: 80, anchorLocalMs: arrived });
    const feed = selectCrashFeed(getState());
    await vi.advanceTimersByTimeAsync(400);
    expect(selectCrashFeed(getState())).toBe(feed);
    // A late tick of an older seq is dropped.
    sendCrash.tick(tickFrameOf(5, 0, 0));
    expect(selectCrashFeed(getState())?.anchorElapsedMs).toBe(80);
    stop();
  });

  it('ignores frames while no page watches, and forgets the round when the last one leaves', async () => {
    sendCrash.round(roundFrameOf(1, 'betting', { serverTime: 1, bettingEndsAt: 2 }));
    expect(getState().crash.roundId).toBe(null);
    const stop = watchCrash();
    await vi.advanceTimersByTimeAsync(0);
    expect(getState().crash.roundId).toBe(5);
    stop();
    expect(getState().crash.roundId).toBe(null);
    expect(stateCalls).toHaveBeenCalledTimes(1);
  });

  it('estimates the server clock offset from the least delayed sample', () => {
    noteServerTime(10_000, 9_900);
    noteServerTime(10_100, 10_030);
    expect(getState().crashOffsetMs).toBe(100);
    // A later, slower sample does not lower it; a value within 5 ms is not written again.
    noteServerTime(10_200, 10_150);
    noteServerTime(10_300, 10_197);
    expect(getState().crashOffsetMs).toBe(100);
  });
});
