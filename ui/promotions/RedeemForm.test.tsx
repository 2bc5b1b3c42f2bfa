import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { activityApiMock, failEnv, fakeBonus, okEnv } from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetToasts } = await import('../../src/app/actions/toast');
const { RedeemForm } = await import('./RedeemForm');

const type = (text: string) => fireEvent.change(screen.getByTestId('redeem-input'), { target: { value: text } });
const submit = () => act(async () => fireEvent.click(screen.getByTestId('redeem-submit')));

beforeEach(() => {
  resetStore();
  resetToasts();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser());
});
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('Redeem a code', () => {
  it("shows the server's one error message under the field, and no toast", async () => {
    vi.mocked(api.redeemBonusCode).mockResolvedValue(failEnv(400, 'This code has already been used'));
    render(<RedeemForm />);
    type('welcome5');
    await submit();
    expect(api.redeemBonusCode).toHaveBeenCalledWith('WELCOME5');
    const error = screen.getByTestId('redeem-error');
    expect(error).toHaveTextContent('This code has already been used');
    expect(screen.getByTestId('redeem-input')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('redeem-input')).toHaveAccessibleDescription('This code has already been used');
    expect(getState().toasts).toEqual([]);
    // Typing again clears it.
    type('welcome6');
    expect(screen.queryByTestId('redeem-error')).toBeNull();
  });

  it('refuses a malformed code under the field without a request', async () => {
    render(<RedeemForm />);
    await submit();
    expect(screen.getByTestId('redeem-error')).toHaveTextContent('Enter a code');
    type('x!');
    await submit();
    expect(screen.getByTestId('redeem-error')).toHaveTextContent('A code is 4 to 32 letters, digits or dashes');
    expect(api.redeemBonusCode).not.toHaveBeenCalled();
  });

  it('says what a redeemed code paid, and its bonus joins the open ones', async () => {
    const bonus = fakeBonus({ id: 21, source: 'code', granted: '5', wagerRequired: '50' });
    vi.mocked(api.redeemBonusCode).mockResolvedValue(okEnv({ coin: 'USDT', amount: '5', balanceType: 'BONUS', bonus }));
    const onRedeemed = vi.fn();
    render(<RedeemForm onRedeemed={onRedeemed} />);
    type('WELCOME5');
    await submit();
    expect(screen.getByTestId('redeem-done')).toHaveTextContent(
      '5 USDT added to your bonus balance: wager 50 USDT to make it withdrawable',
    );
    expect(screen.getByTestId('redeem-input')).toHaveValue('');
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([21]);
    expect(onRedeemed).toHaveBeenCalledTimes(1);
  });
});
