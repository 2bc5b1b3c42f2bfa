import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { checkPassword, savePaymentDetails } from '../../src/app/actions/profile';
import { getState, resetStore } from '../../src/app/store';
import { PaymentCard } from './PaymentCard';

vi.mock('../../src/app/actions/profile', () => ({ checkPassword: vi.fn(), savePaymentDetails: vi.fn() }));

const SAVED = {
  realName: 'Ada Lovelace',
  birth: '1985-12-10',
  country: 'GB',
  address: '12 St James Square, London',
  tell: '+442079460958',
};

beforeEach(() => {
  resetStore();
  vi.mocked(checkPassword).mockReset();
  vi.mocked(savePaymentDetails).mockReset();
});
afterEach(() => cleanup());

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('PaymentCard', () => {
  it('shows saved details masked, never in full', () => {
    getState().setUser(fakeUser(SAVED));
    render(<PaymentCard />);
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Saved');
    const summary = screen.getByTestId('payment-summary');
    expect(summary).toHaveTextContent('A••• L•••');
    expect(summary).toHaveTextContent('1985-••-••');
    expect(summary).toHaveTextContent('United Kingdom');
    expect(summary).toHaveTextContent('+••• ••• 0958');
    for (const secret of ['Lovelace', '12-10', 'James', '7946']) expect(document.body.textContent).not.toContain(secret);
    expect(screen.getByTestId('payment-edit')).toHaveTextContent('Edit');
  });

  it('asks for the password first, shows the refusal, then opens the form and saves with that password', async () => {
    // An account without a date of birth (a third-party sign-in's) may give it here.
    getState().setUser(fakeUser({ birth: '' }));
    render(<PaymentCard />);
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Not set');
    fireEvent.click(screen.getByTestId('payment-edit'));
    expect(screen.queryByTestId('payment-form')).toBeNull();

    vi.mocked(checkPassword).mockResolvedValueOnce({ ok: false, code: 400, message: 'password is incorrect' });
    type('password', 'wrong-one-1');
    await act(async () => fireEvent.submit(screen.getByTestId('payment-unlock')));
    expect(screen.getByTestId('payment-unlock-error')).toHaveTextContent('password is incorrect');
    expect(screen.queryByTestId('payment-form')).toBeNull();

    vi.mocked(checkPassword).mockResolvedValueOnce({ ok: true });
    type('password', 'Secret123');
    await act(async () => fireEvent.submit(screen.getByTestId('payment-unlock')));
    expect(checkPassword).toHaveBeenLastCalledWith('Secret123');
    const form = screen.getByTestId('payment-form');

    // Bad fields are shown at their field and nothing is sent.
    type('realName', 'R2-D2');
    type('birth', '2020-01-01');
    await act(async () => fireEvent.submit(form));
    expect(savePaymentDetails).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('realName may hold only letters');
    expect(document.body.textContent).toContain('You must be at least 18 years old');

    vi.mocked(savePaymentDetails).mockImplementationOnce(async (body) => {
      getState().setUser(fakeUser({ ...SAVED, realName: body.realName }));
      return { ok: true };
    });
    type('realName', ' Ada  Lovelace ');
    type('birth', SAVED.birth);
    fireEvent.change(input('country'), { target: { value: 'GB' } });
    type('address', SAVED.address);
    type('tell', '+44 20 7946 0958');
    await act(async () => fireEvent.submit(form));
    expect(savePaymentDetails).toHaveBeenCalledWith({ password: 'Secret123', ...SAVED });
    expect(screen.queryByTestId('payment-form')).toBeNull();
    expect(screen.getByTestId('payment-summary')).toHaveTextContent('A••• L•••');
  });

  it('cancelling the form forgets the password: the next edit asks again', async () => {
    getState().setUser(fakeUser(SAVED));
    render(<PaymentCard />);
    fireEvent.click(screen.getByTestId('payment-edit'));
    vi.mocked(checkPassword).mockResolvedValueOnce({ ok: true });
    type('password', 'Secret123');
    await act(async () => fireEvent.submit(screen.getByTestId('payment-unlock')));
    // The form opens with the saved values; the date of birth on record can't be changed here.
    expect(input('realName').value).toBe('Ada Lovelace');
    expect(input('country').value).toBe('GB');
    expect(input('birth').value).toBe(SAVED.birth);
    expect(input('birth').readOnly).toBe(true);
    expect(screen.getByTestId('payment-form')).toHaveTextContent("On record: it can't be changed here");
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByTestId('payment-edit'));
    expect(screen.getByTestId('payment-unlock')).toBeInTheDocument();
    expect(input('password').value).toBe('');
  });

  it('hides every saved field in streamer mode and closes the form, which would show them in full', async () => {
    getState().setUser(fakeUser(SAVED));
    render(<PaymentCard />);
    fireEvent.click(screen.getByTestId('payment-edit'));
    vi.mocked(checkPassword).mockResolvedValueOnce({ ok: true });
    type('password', 'Secret123');
    await act(async () => fireEvent.submit(screen.getByTestId('payment-unlock')));
    expect(input('realName').value).toBe('Ada Lovelace');

    act(() => getState().setStreamerMode(true));
    expect(screen.queryByTestId('payment-form')).toBeNull();
    const summary = screen.getByTestId('payment-summary');
    expect(summary).toHaveTextContent('Hidden');
    expect(summary).toHaveTextContent('address hidden in streamer mode');
    for (const secret of ['A••• L•••', 'Lovelace', '1985', 'United Kingdom', 'James', '0958'])
      expect(document.body.innerHTML).not.toContain(secret);
    expect(screen.queryByTestId('payment-edit')).toBeNull();
    expect(screen.getByTestId('payment-streamer')).toHaveTextContent('turn it off to see or change your payment details');

    // Off again: the partly masked summary and Edit are back, and editing asks for the password again.
    act(() => getState().setStreamerMode(false));
    expect(screen.getByTestId('payment-summary')).toHaveTextContent('A••• L•••');
    expect(screen.getByTestId('payment-summary')).toHaveTextContent('United Kingdom');
    fireEvent.click(screen.getByTestId('payment-edit'));
    expect(screen.getByTestId('payment-unlock')).toBeInTheDocument();
  });
});
