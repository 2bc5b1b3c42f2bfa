import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { LimitView, ProtectionState } from '../../../src/core/protection';

vi.mock('../../../src/app/network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('../../../src/app/api/protection', () => import('./protectionApi.testing'));

const api = await import('../../../src/app/api/protection');
const { fakeUser } = await import('../../../src/app/api/fixtures.testing');
const { getState, resetStore, useStore } = await import('../../../src/app/store');
const { resetToasts } = await import('../../../src/app/actions/toast');
const { resetProtectionReads } = await import('../../../src/app/actions/protection');
const { LimitsCard } = await import('./LimitsCard');

const HOUR = 3600_000;
const NOW = Date.now();

const limit = (over: Partial<LimitView> = {}): LimitView => ({
  kind: 'deposit',
  period: 'day',
  amount: '100',
  used: '40.00',
  resetsAt: NOW + 5 * HOUR,
  pending: null,
  ...over,
});

const state = (limits: LimitView[]): ProtectionState => ({
  limits,
  break: null,
  locks: [],
  realityCheck: null,
  sessionStartedAt: NOW - HOUR,
  now: NOW,
});

/** The card on the store's state, as the section shows it. */
function Harness() {
  const limits = useStore((s) => s.protection?.limits ?? []);
  const offset = useStore((s) => s.protectionClockOffset);
  return <LimitsCard limits={limits} offset={offset} />;
}

const show = (limits: LimitView[]) => {
  getState().setProtection(state(limits), 0);
  return render(<Harness />);
};
const amountInput = () => screen.getByTestId('limit-amount');
const type = (value: string) => fireEvent.change(amountInput(), { target: { value } });
const save = () => act(async () => fireEvent.submit(screen.getByTestId('limit-form')));
const answer = (limits: LimitView[], msg = 'Limit saved') =>
  vi.mocked(api.setLimit).mockResolvedValueOnce({ code: 200, msg, data: state(limits) });

beforeEach(() => {
  resetStore();
  resetToasts();
  resetProtectionReads();
  vi.mocked(api.setLimit).mockReset();
  getState().setUser(fakeUser());
});
afterEach(() => cleanup());

describe('LimitsCard: what is set', () => {
  it('shows a windowed limit with what is used, a progress bar and when it resets', () => {
    show([limit()]);
    const row = screen.getByTestId('limit-row-deposit-day');
    expect(row).toHaveTextContent('Deposit limit · 24 hours');
    expect(screen.getByTestId('limit-amount-deposit-day')).toHaveTextContent('100.00 USD');
    expect(screen.getByTestId('limit-used-deposit-day')).toHaveTextContent('Deposited 40.00 of 100.00 USD');
    const bar = within(row).getByRole('progressbar', { name: 'Deposit limit · 24 hours: used' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('limit-resets-deposit-day').textContent).toMatch(/^0[45]:\d\d:\d\d$/);
    expect(screen.getByTestId('limits-count')).toHaveTextContent('1 set');
  });

  it('a loss below 0 after wins reads as none lost, and the stake cap and session limit have no window', () => {
    show([
      limit({ kind: 'loss', period: 'week', used: '-12.00' }),
      limit({ kind: 'stake', period: 'once', amount: '5', used: null, resetsAt: null }),
      limit({ kind: 'session', period: 'once', amount: '90', used: null, resetsAt: null }),
    ]);
    expect(screen.getByTestId('limit-used-loss-week')).toHaveTextContent('Lost 0.00 of 100.00 USD · ahead 12.00 USD');
    expect(screen.getByTestId('limit-row-stake-once')).toHaveTextContent('Stake cap');
    expect(screen.getByTestId('limit-amount-session-once')).toHaveTextContent('90 minutes');
    expect(within(screen.getByTestId('limit-row-session-once')).queryByRole('progressbar')).toBeNull();
  });

  it('says when there is none', () => {
    show([]);
    expect(screen.getByTestId('limits-empty')).toBeInTheDocument();
    expect(screen.getByTestId('limits-count')).toHaveTextContent('None set');
  });
});

describe('LimitsCard: a change waiting', () => {
  it('shows a raise with its moment and countdown; Cancel sets the amount in force again', async () => {
    const from = NOW + 23 * HOUR;
    show([limit({ pending: { amount: '200', from } })]);
    const pending = screen.getByTestId('limit-pending-deposit-day');
    expect(pending).toHaveTextContent('Raise to 200.00 USD from');
    expect(pending.querySelector('time')).toHaveAttribute('dateTime', new Date(from).toISOString());
    expect(pending).toHaveTextContent(/\(in 2[23]:\d\d:\d\d\)/);

    answer([limit()]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the raise of the Deposit limit · 24 hours' })));
    expect(api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: '100' });
    expect(screen.queryByTestId('limit-pending-deposit-day')).toBeNull();
  });

  it('shows a removal waiting, without a second Remove', () => {
    show([limit({ pending: { amount: null, from: NOW + HOUR } })]);
    expect(screen.getByTestId('limit-pending-deposit-day')).toHaveTextContent('Removal from');
    expect(screen.queryByTestId('limit-remove-deposit-day')).toBeNull();
    expect(screen.getByTestId('limit-cancel-deposit-day')).toHaveAccessibleName('Cancel the removal of the Deposit limit · 24 hours');
  });

  it('Remove asks for the removal; a refusal shows in the row', async () => {
    show([limit()]);
    vi.mocked(api.setLimit).mockResolvedValueOnce({ code: 400, msg: 'There is no such limit to remove', data: null });
    await act(async () => fireEvent.click(screen.getByTestId('limit-remove-deposit-day')));
    expect(api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: null });
    expect(screen.getByTestId('limit-error-deposit-day')).toHaveTextContent('There is no such limit to remove');
  });
});

describe('LimitsCard: the form', () => {
  it('checks the amount before sending: empty, decimals, zero, too large', async () => {
    show([]);
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
    type('25.505');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Use at most 2 decimals');
    type('0');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be above 0');
    type('abc');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount in USD, like 25 or 25.50');
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    // The message goes as soon as the amount is right.
    type('25.5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.setLimit).not.toHaveBeenCalled();
  });

  it('checks minutes for a session limit', async () => {
    show([]);
    fireEvent.change(screen.getByTestId('limit-kind'), { target: { value: 'session' } });
    expect(screen.queryByTestId('limit-window')).toBeNull();
    expect(screen.getByLabelText('Minutes')).toBe(amountInput());
    type('4');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('A session limit is from 5 to 1,440 minutes');
    type('30.5');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter whole minutes, like 60');
    answer([limit({ kind: 'session', period: 'once', amount: '60', used: null, resetsAt: null })]);
    type('60');
    await save();
    expect(api.setLimit).toHaveBeenCalledWith({ kind: 'session', amount: '60' });
    expect(screen.getByTestId('limit-amount-session-once')).toHaveTextContent('60 minutes');
  });

  it('sends a new limit for the chosen window, then clears the field and confirms', async () => {
    show([]);
    fireEvent.change(screen.getByTestId('limit-kind'), { target: { value: 'loss' } });
    fireEvent.click(screen.getByTestId('limit-window-week'));
    type('025.50');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent('A new limit applies at once.');
    answer([limit({ kind: 'loss', period: 'week', amount: '25.5', used: '0.00' })]);
    await save();
    expect(api.setLimit).toHaveBeenCalledWith({ kind: 'loss', period: 'week', amount: '25.5' });
    expect(amountInput()).toHaveValue('');
    expect(screen.getByTestId('limit-row-loss-week')).toBeInTheDocument();
    await vi.waitFor(() => expect(getState().toasts[0]).toMatchObject({ kind: 'success', message: 'Limit saved' }));
  });

  it('says before saving whether a change applies at once or in 24 hours', () => {
    show([limit()]);
    fireEvent.click(screen.getByTestId('limit-change-deposit-day'));
    expect(amountInput()).toHaveFocus();
    expect(amountInput().closest('.field')).toHaveTextContent('Now 100.00 USD.');
    type('50');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent('A lower limit applies at once.');
    type('150');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent('A higher limit applies 24 hours after you save it');
    type('100.00');
    expect(screen.getByTestId('limit-effect')).toHaveTextContent('This is your limit already.');
  });

  it('Change picks that limit in the form', () => {
    show([limit({ kind: 'wager', period: 'month' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Change the Wager limit · 30 days' }));
    expect(screen.getByTestId('limit-kind')).toHaveValue('wager');
    expect(screen.getByTestId('limit-window-month')).toBeChecked();
  });

  it('a raise is saved with the server word that it waits, and shows as waiting', async () => {
    show([limit()]);
    type('150');
    answer([limit({ pending: { amount: '150', from: NOW + 24 * HOUR } })], 'Saved: the change applies in 24 hours');
    await save();
    expect(api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: '150' });
    expect(screen.getByTestId('limit-pending-deposit-day')).toHaveTextContent('Raise to 150.00 USD from');
    await vi.waitFor(() => expect(getState().toasts[0]).toMatchObject({ message: 'Saved: the change applies in 24 hours' }));
  });

  it('shows the server refusal under the form and keeps what was typed', async () => {
    show([]);
    type('30');
    vi.mocked(api.setLimit).mockResolvedValueOnce({ code: 400, msg: 'amount must be above 0 and at most 10000000 USD', data: null });
    await save();
    expect(screen.getByTestId('limit-save-error')).toHaveTextContent('amount must be above 0 and at most 10000000 USD');
    expect(amountInput()).toHaveValue('30');
  });
});
