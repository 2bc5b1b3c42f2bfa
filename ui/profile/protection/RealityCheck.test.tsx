import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ProtectionState } from '../../../src/core/protection';

vi.mock('../../../src/app/network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('../../../src/app/api/user', () => ({ offlineUser: vi.fn(async () => ({ code: 200, msg: '', data: null })) }));
vi.mock('../../../src/app/api/protection', () => import('./protectionApi.testing'));

const api = await import('../../../src/app/api/protection');
const userApi = await import('../../../src/app/api/user');
const { fakeUser } = await import('../../../src/app/api/fixtures.testing');
const { getState, resetStore } = await import('../../../src/app/store');
const { resetToasts } = await import('../../../src/app/actions/toast');
const { RealityCheckHost, SessionClock, SessionLimitHost, SessionLimitNotice } = await import('./RealityCheck');

const MIN = 60_000;
const START = Date.UTC(2026, 10, 21, 9, 0, 0);

const state = (over: Partial<ProtectionState> = {}): ProtectionState => ({
  limits: [],
  break: null,
  locks: [],
  realityCheck: 15,
  sessionStartedAt: START,
  now: START,
  ...over,
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const mount = () =>
  render(
    <MemoryRouter initialEntries={['/game/dice']}>
      <SessionClock />
      <RealityCheckHost />
      <Where />
    </MemoryRouter>,
  );
const pass = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  resetStore();
  resetToasts();
  vi.mocked(api.getRealityCheck).mockReset();
  vi.mocked(api.getRealityCheck).mockResolvedValue({
    code: 200,
    msg: '',
    data: { startedAt: START, now: START + 15 * MIN, wagered: '120.50', net: '-14.25', bets: 37 },
  });
  getState().setUser(fakeUser());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the header session time', () => {
  it('shows while reality checks are on, mm:ss then h:mm, on the server clock', async () => {
    getState().setProtection(state(), 0);
    mount();
    expect(screen.getByTestId('session-clock')).toHaveTextContent('00:00');
    await pass(65_000);
    expect(screen.getByTestId('session-clock')).toHaveTextContent('01:05');
    expect(screen.getByRole('timer', { name: 'Session time: 1 minute' })).toBeInTheDocument();
    act(() => getState().setProtection(state({ realityCheck: 60 }), 3600_000));
    await pass(1000);
    expect(screen.getByTestId('session-clock')).toHaveTextContent('1:01');
  });

  it('is absent while reality checks are off', () => {
    getState().setProtection(state({ realityCheck: null }), 0);
    mount();
    expect(screen.queryByTestId('session-clock')).toBeNull();
  });
});

describe('the reality check', () => {
  it('opens when the interval has passed, reads the session once, and Continue waits one more interval', async () => {
    getState().setProtection(state(), 0);
    mount();
    await pass(15 * MIN - 1000);
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    expect(api.getRealityCheck).not.toHaveBeenCalled();
    await pass(1000);
    const modal = screen.getByTestId('reality-modal');
    expect(modal).toHaveAccessibleName('Reality check');
    expect(api.getRealityCheck).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reality-played')).toHaveTextContent('15 minutes');
    expect(screen.getByTestId('reality-wagered')).toHaveTextContent('$120.50');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('-$14.25');
    expect(screen.getByTestId('reality-figures')).toHaveTextContent('37');
    expect(screen.getByTestId('reality-continue')).toHaveFocus();

    // Left open, no other check piles up and nothing is read again.
    await pass(40 * MIN);
    expect(api.getRealityCheck).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('reality-continue'));
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    await pass(15 * MIN - 1000);
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    await pass(1000);
    expect(screen.getByTestId('reality-modal')).toBeInTheDocument();
    expect(api.getRealityCheck).toHaveBeenCalledTimes(2);
  });

  it('a tab shown again after a long time catches up with one check', async () => {
    getState().setProtection(state(), 0);
    mount();
    // Hidden: the clock runs on for an hour while the timers are held back.
    vi.setSystemTime(START + 61 * MIN);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getAllByTestId('reality-modal')).toHaveLength(1);
    await pass(5 * MIN);
    expect(api.getRealityCheck).toHaveBeenCalledTimes(1);
  });

  it('View history continues and opens the game history', async () => {
    getState().setProtection(state({ realityCheck: 30 }), 0);
    mount();
    await pass(30 * MIN);
    fireEvent.click(screen.getByTestId('reality-history'));
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/GameHistory');
  });

  it('Log out ends the session', async () => {
    getState().setProtection(state(), 0);
    mount();
    await pass(15 * MIN);
    await act(async () => fireEvent.click(screen.getByTestId('reality-logout')));
    expect(userApi.offlineUser).toHaveBeenCalled();
    expect(getState().loggedIn).toBe(false);
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    expect(screen.queryByTestId('session-clock')).toBeNull();
  });

  it('turning reality checks off stops them', async () => {
    getState().setProtection(state(), 0);
    mount();
    await pass(5 * MIN);
    act(() => getState().setProtection(state({ realityCheck: null }), 0));
    await pass(60 * MIN);
    expect(screen.queryByTestId('reality-modal')).toBeNull();
    expect(api.getRealityCheck).not.toHaveBeenCalled();
  });
});

describe('the session-time limit', () => {
  const limited = (minutes: string) =>
    state({
      realityCheck: null,
      limits: [{ kind: 'session', period: 'once', amount: minutes, used: null, resetsAt: null, pending: null }],
    });
  const mountLimit = () =>
    render(
      <MemoryRouter>
        <SessionLimitHost />
        <SessionLimitNotice />
      </MemoryRouter>,
    );

  it('logs out when the limit is up and says why, the notice outliving the session', async () => {
    vi.mocked(userApi.offlineUser).mockClear();
    getState().setProtection(limited('30'), 0);
    mountLimit();
    await pass(29 * MIN);
    expect(userApi.offlineUser).not.toHaveBeenCalled();
    expect(screen.queryByTestId('session-limit-notice')).toBeNull();
    await pass(MIN);
    expect(userApi.offlineUser).toHaveBeenCalledTimes(1);
    expect(getState().loggedIn).toBe(false);
    const notice = screen.getByTestId('session-limit-notice');
    expect(notice).toHaveTextContent('You chose sessions of at most 30 minutes, so you have been logged out.');
    act(() => screen.getByTestId('session-limit-close').click());
    expect(screen.queryByTestId('session-limit-notice')).toBeNull();
  });

  it('does nothing without a limit', async () => {
    vi.mocked(userApi.offlineUser).mockClear();
    getState().setProtection(state({ realityCheck: null }), 0);
    mountLimit();
    await pass(24 * 60 * MIN);
    expect(userApi.offlineUser).not.toHaveBeenCalled();
  });
});
