import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionKeeper } from './session';

afterEach(() => vi.useRealTimers());

function keeper(expiresIn: number) {
  vi.useFakeTimers({ now: 1_000_000 });
  const askToken = vi.fn();
  const onSession = vi.fn();
  let answer = { session: 's1', player: { name: 'Alice', currency: 'USDT' }, tokenExpiresAt: Date.now() + expiresIn };
  const open = vi.fn(async () => answer);
  const k = new SessionKeeper({ open, askToken, onSession, onError: vi.fn() });
  return { k, askToken, onSession, open, setAnswer: (a: typeof answer) => (answer = a) };
}

describe('the session keeper', () => {
  it('asks the host for a fresh token a minute before a five-minute token ends, and again until one comes', async () => {
    const { k, askToken } = keeper(300_000);
    await k.useToken('t1');
    await vi.advanceTimersByTimeAsync(239_000);
    expect(askToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(askToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(askToken).toHaveBeenCalledTimes(2);
    // Past the end, no more asks.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(askToken).toHaveBeenCalledTimes(4);
  });

  it('asks a fifth of a short token life early, and re-arms on a fresh token', async () => {
    const { k, askToken, setAnswer } = keeper(60_000);
    await k.useToken('t1');
    await vi.advanceTimersByTimeAsync(47_999);
    expect(askToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(askToken).toHaveBeenCalledTimes(1);
    setAnswer({ session: 's1', player: { name: 'Alice', currency: 'USDT' }, tokenExpiresAt: Date.now() + 60_000 });
    await k.useToken('t2');
    await vi.advanceTimersByTimeAsync(47_000);
    expect(askToken).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that comes after a log-out', async () => {
    const { k, onSession, open } = keeper(300_000);
    let release!: () => void;
    open.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ session: 's1', player: { name: 'Alice', currency: 'USDT' }, tokenExpiresAt: Date.now() + 300_000 });
        }),
    );
    const pending = k.useToken('t1');
    k.logout();
    release();
    await pending;
    expect(onSession.mock.calls).toEqual([[null, null]]);
  });
});
