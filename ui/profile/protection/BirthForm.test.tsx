import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LimitView, ProtectionState } from '../../../src/core/protection';

vi.mock('../../../src/app/network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('../../../src/app/api/protection', () => import('./protectionApi.testing'));

const api = await import('../../../src/app/api/protection');
const { fakeUser } = await import('../../../src/app/api/fixtures.testing');
const { getState, resetStore } = await import('../../../src/app/store');
const { resetToasts } = await import('../../../src/app/actions/toast');
const { resetProtectionReads } = await import('../../../src/app/actions/protection');
const { BirthPrompt } = await import('./BirthForm');
const { DepositLimitOffer } = await import('./DepositLimitOffer');

const NOW = Date.now();
const state = (limits: LimitView[]): ProtectionState => ({
  limits,
  break: null,
  locks: [],
  realityCheck: null,
  sessionStartedAt: NOW,
  now: NOW,
});

beforeEach(() => {
  resetStore();
  resetToasts();
  resetProtectionReads();
  vi.mocked(api.setBirth).mockReset();
  vi.mocked(api.setLimit).mockReset();
  vi.mocked(api.getProtection).mockReset();
});
afterEach(cleanup);

const prompt = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BirthPrompt />
    </MemoryRouter>,
  );
const birthInput = () => screen.getByTestId('birth-prompt-form').querySelector<HTMLInputElement>('input[name="birth"]')!;

describe('BirthPrompt', () => {
  it('shows only to a logged-in account without a date of birth, and not on the sign-in pages', () => {
    getState().setUser(fakeUser());
    const { unmount } = prompt();
    expect(screen.queryByTestId('birth-prompt')).toBeNull();
    unmount();
    getState().setUser(fakeUser({ birth: '' }));
    prompt('/Login/loginPage/bindAccount').unmount();
    expect(screen.queryByTestId('birth-prompt')).toBeNull();
    prompt('/game/dice');
    expect(screen.getByRole('heading', { name: 'Confirm your age to play' })).toBeInTheDocument();
    expect(birthInput()).toHaveAttribute('type', 'date');
  });

  it('checks the age before sending, shows the server refusal, and goes once the date is saved', async () => {
    getState().setUser(fakeUser({ birth: '' }));
    prompt();
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    fireEvent.change(birthInput(), { target: { value: seventeen.toISOString().slice(0, 10) } });
    await act(async () => fireEvent.submit(screen.getByTestId('birth-prompt-form')));
    expect(api.setBirth).not.toHaveBeenCalled();
    expect(screen.getByTestId('birth-prompt')).toHaveTextContent('You must be at least 18 years old');

    vi.mocked(api.setBirth).mockResolvedValueOnce({ code: 400, msg: 'birth: You must be at least 21 years old', data: null });
    fireEvent.change(birthInput(), { target: { value: '2006-01-01' } });
    await act(async () => fireEvent.submit(screen.getByTestId('birth-prompt-form')));
    expect(api.setBirth).toHaveBeenLastCalledWith('2006-01-01');
    expect(screen.getByTestId('birth-prompt-form-save-error')).toHaveTextContent('birth: You must be at least 21 years old');

    vi.mocked(api.setBirth).mockResolvedValueOnce({ code: 200, msg: 'Date of birth saved', data: fakeUser({ birth: '1990-05-17' }) });
    fireEvent.change(birthInput(), { target: { value: '1990-05-17' } });
    await act(async () => fireEvent.submit(screen.getByTestId('birth-prompt-form')));
    expect(getState().user?.birth).toBe('1990-05-17');
    expect(screen.queryByTestId('birth-prompt')).toBeNull();
  });
});

describe('DepositLimitOffer', () => {
  const offer = () =>
    render(
      <MemoryRouter>
        <DepositLimitOffer onLeave={vi.fn()} />
      </MemoryRouter>,
    );

  it('sets a deposit limit in place, before the first deposit', async () => {
    getState().setUser(fakeUser());
    getState().setProtection(state([]), 0);
    offer();
    fireEvent.click(screen.getByTestId('deposit-limit-open'));
    expect(screen.getByRole('heading', { name: 'Set a deposit limit' })).toBeInTheDocument();
    // The deposit limit only: no choice of another limit.
    expect(screen.queryByTestId('limit-kind')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '250' } });
    const saved: LimitView = { kind: 'deposit', period: 'week', amount: '250', used: '0.00', resetsAt: NOW + 7 * 86400_000, pending: null };
    vi.mocked(api.setLimit).mockResolvedValueOnce({ code: 200, msg: 'Limit saved', data: state([saved]) });
    await act(async () => fireEvent.submit(screen.getByTestId('limit-form')));
    expect(api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'week', amount: '250' });
    expect(screen.getByTestId('deposit-limit')).toHaveTextContent('Your deposit limit: 250.00 USD per 7 days (0.00 USD used)');
    expect(screen.getByTestId('deposit-limit-link')).toHaveTextContent('Change in Responsible gambling');
  });

  it('reads the limits first when they are not in yet', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.getProtection).mockResolvedValueOnce({ code: 200, msg: 'success', data: state([]) });
    offer();
    await act(async () => fireEvent.click(screen.getByTestId('deposit-limit-open')));
    expect(api.getProtection).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('limit-form')).toBeInTheDocument();
  });
});
