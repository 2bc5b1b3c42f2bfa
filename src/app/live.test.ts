import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../core/socket';
import { handleFrame, setLiveHandlers, tipMessage } from './live';
import { getState, resetStore } from './store';

const handlers = {
  refreshBalance: vi.fn(),
  refreshProfile: vi.fn(),
  refreshRates: vi.fn(),
  forcedLogout: vi.fn(),
  toastSuccess: vi.fn(),
};

beforeEach(() => {
  resetStore();
  Object.values(handlers).forEach((h) => h.mockReset());
  setLiveHandlers(handlers);
});

describe('socket frame handling', () => {
  it('type 2 sets the online count', () => {
    handleFrame({ type: MSG.ONLINE_COUNT, data: { online: 321 } });
    expect(getState().online).toBe(321);
  });

  it('type 3 re-fetches the balance instead of trusting the payload', () => {
    handleFrame({ type: MSG.AMOUNT_CHANGE, data: { coin: 'USDT', balanceType: 'DEPOSIT', amount: '5', delta: '1', reason: 'tip' } });
    expect(handlers.refreshBalance).toHaveBeenCalledTimes(1);
    expect(getState().balances).toEqual([]);
  });

  it('type 13 toasts the tip', () => {
    handleFrame({ type: MSG.TIP, data: { fromName: 'bob', coin: 'USDT', amount: '12.500000' } });
    expect(handlers.toastSuccess).toHaveBeenCalledWith('You received a tip of 12.5 USDT from bob');
    expect(tipMessage({ fromName: 'carol', coin: 'BTC', amount: '1000' })).toBe('You received a tip of 1,000 BTC from carol');
  });

  it('types 302 and 303 force a logout; 303 marks the ban', () => {
    handleFrame({ type: MSG.FORCED_LOGOUT });
    handleFrame({ type: MSG.FORCED_LOGOUT_BANNED });
    expect(handlers.forcedLogout.mock.calls).toEqual([[false], [true]]);
  });

  it('types 203 and 205 refresh rates and profile; unknown types are ignored', () => {
    handleFrame({ type: MSG.REFRESH_RATES });
    handleFrame({ type: MSG.REFRESH_PROFILE });
    handleFrame({ type: 9999 });
    expect(handlers.refreshRates).toHaveBeenCalledTimes(1);
    expect(handlers.refreshProfile).toHaveBeenCalledTimes(1);
  });
});
