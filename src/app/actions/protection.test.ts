import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreakView, ProtectionState } from '../../core/protection';
import { fakeUser } from '../api/fixtures.testing';

vi.mock('../network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('../api/user', () => ({ offlineUser: vi.fn(async () => ({ code: 200, msg: '', data: null })), userInfo: vi.fn() }));
vi.mock('../api/protection', () => ({
  getProtection: vi.fn(),
  setLimit: vi.fn(),
  takeBreak: vi.fn(),
  setRealityCheck: vi.fn(),
  getRealityCheck: vi.fn(),
}));

const api = await import('../api/protection');
const { getState, resetStore } = await import('../store');
const { resetToasts } = await import('./toast');
const { forcedLogout } = await import('./session');
const protection = await import('./protection');

const NOW = 1_800_000_000_000;
const state = (over: Partial<ProtectionState> = {}): ProtectionState => ({
  limits: [],
  break: null,
  locks: [],
  realityCheck: null,
  sessionStartedAt: NOW - 60_000,
  now: NOW,
  ...over,
});
const ok = <T>(data: T, msg = '') => ({ code: 200, msg, data });

/** A promise and its resolve, to hold an answer back. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  resetStore();
  resetToasts();
  protection.resetProtectionReads();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  getState().setUser(fakeUser());
});

describe('reading the protection state', () => {
  it('keeps the state and the server clock offset (measured halfway through the call)', async () => {
    vi.spyOn(Date, 'now')
      .mockReturnValueOnce(NOW - 5000)
      .mockReturnValueOnce(NOW - 4000);
    vi.mocked(api.getProtection).mockResolvedValueOnce(ok(state({ realityCheck: 30 })));
    await protection.loadProtection();
    expect(getState().protection?.realityCheck).toBe(30);
    expect(getState().protectionClockOffset).toBe(4500);
    vi.restoreAllMocks();
  });

  it('calls made while one is on its way share it', async () => {
    const answer = held<ReturnType<typeof ok<ProtectionState>>>();
    vi.mocked(api.getProtection).mockReturnValueOnce(answer.promise);
    const a = protection.loadProtection();
    const b = protection.loadProtection();
    answer.resolve(ok(state()));
    await Promise.all([a, b]);
    expect(api.getProtection).toHaveBeenCalledTimes(1);
  });

  it('a read sent before a change does not put back what the change replaced', async () => {
    const read = held<ReturnType<typeof ok<ProtectionState>>>();
    vi.mocked(api.getProtection).mockReturnValueOnce(read.promise);
    const reading = protection.loadProtection();
    vi.mocked(api.setRealityCheck).mockResolvedValueOnce(ok(state({ realityCheck: 15 }), 'A reality check every 15 minutes'));
    await protection.saveRealityCheck(15);
    read.resolve(ok(state({ realityCheck: null })));
    await reading;
    expect(getState().protection?.realityCheck).toBe(15);
  });

  it('is read after each sign-in, not before', async () => {
    getState().clearSession();
    vi.mocked(api.getProtection).mockResolvedValue(ok(state()));
    const stop = protection.watchProtectionSession();
    expect(api.getProtection).not.toHaveBeenCalled();
    getState().setUser(fakeUser());
    expect(api.getProtection).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('taking a break', () => {
  const taken: BreakView = { kind: 'timeout', length: '7d', startsAt: NOW, endsAt: NOW + 7 * 86_400_000, playFrom: NOW + 8 * 86_400_000 };

  it('ends the session here, keeps the notice, and takes its own socket 302 as no news', async () => {
    getState().setProtection(state(), 0);
    vi.mocked(api.takeBreak).mockImplementationOnce(async () => {
      // The server ends every session before it answers: this tab's socket says so first.
      forcedLogout(false);
      expect(getState().loggedIn).toBe(true);
      return ok(taken, 'Your time-out has started');
    });
    const result = await protection.startBreak({ kind: 'timeout', length: '7d', password: 'Secret123' });
    expect(result).toEqual({ ok: true, message: 'Your time-out has started' });
    expect(api.takeBreak).toHaveBeenCalledWith({ kind: 'timeout', length: '7d', password: 'Secret123' });
    expect(getState().loggedIn).toBe(false);
    expect(getState().protection).toBeNull();
    expect(getState().breakTaken).toEqual(taken);
    expect(getState().toasts.some((t) => t.message.includes('ended elsewhere'))).toBe(false);
  });

  it('a refusal (a wrong password) keeps the session and says why', async () => {
    vi.mocked(api.takeBreak).mockResolvedValueOnce({ code: 400, msg: 'password is incorrect', data: null });
    const result = await protection.startBreak({ kind: 'exclusion', length: '1y', password: 'nope' });
    expect(result).toEqual({ ok: false, code: 400, message: 'password is incorrect' });
    expect(getState().loggedIn).toBe(true);
    expect(getState().breakTaken).toBeNull();
  });
});

describe('the reality check figures', () => {
  it('are read on demand, null when the read fails', async () => {
    const figures = { startedAt: NOW - 60_000, now: NOW, wagered: '12.00', net: '-3.50', bets: 4 };
    vi.mocked(api.getRealityCheck).mockResolvedValueOnce(ok(figures));
    expect(await protection.loadRealityCheck()).toEqual(figures);
    vi.mocked(api.getRealityCheck).mockResolvedValueOnce({ code: 0, msg: 'request failed', data: null });
    expect(await protection.loadRealityCheck()).toBeNull();
  });
});
