import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { IdentityState } from '../../src/core/identity';

vi.mock('../../src/app/api/identity', () => ({ getIdentity: vi.fn(), submitIdentity: vi.fn() }));
const api = await import('../../src/app/api/identity');
const { fakeUser } = await import('../../src/app/api/fixtures.testing');
const { getState, resetStore } = await import('../../src/app/store');
const { default: ProfilePage } = await import('./ProfilePage');

const PLAYER = fakeUser({
  userName: 'ada_lovelace',
  nickName: 'CountessAda',
  email: 'ada@example.com',
  realName: 'Ada Lovelace',
  birth: '1985-12-10',
  country: 'GB',
  address: '12 St James Square, London',
  tell: '+442079460958',
});
const REVIEW: IdentityState = {
  status: 'pending',
  docType: 'passport',
  docNumber: '••••4821',
  submittedAt: Date.UTC(2026, 10, 21, 12, 0),
  reviewedAt: null,
  reason: null,
  withdrawAboveUsd: '2000',
};
// Everything of the player's the Account section shows: names, email, the payment details' partly masked summary and
// the document's last digits.
const PRIVATE = ['ada_lovelace', 'CountessAda', 'ada@example.com', 'A••• L•••', '1985', 'United Kingdom', '0958', '4821'];

/** The Account section, its identity read landed. */
async function openAccount() {
  vi.mocked(api.getIdentity).mockResolvedValue({ code: 200, msg: '', data: REVIEW });
  render(
    <MemoryRouter initialEntries={['/profile/Account']}>
      <Routes>
        <Route path="/profile/:section" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
}
const nickField = () => document.querySelector<HTMLInputElement>('[name="nickName"]')!;

beforeEach(() => {
  resetStore();
  vi.mocked(api.getIdentity).mockReset();
  getState().setUser(PLAYER);
});
afterEach(cleanup);

describe('ProfilePage in streamer mode', () => {
  it('shows the names, the email and the saved details with it off', async () => {
    await openAccount();
    expect(screen.getByTestId('profile-nick')).toHaveTextContent('CountessAda');
    expect(screen.getByTestId('profile-user')).toHaveTextContent('@ada_lovelace');
    expect(screen.getByTestId('nickname-user')).toHaveTextContent('ada_lovelace');
    expect(nickField().value).toBe('CountessAda');
    expect(screen.getByTestId('email-address')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('payment-summary')).toHaveTextContent('A••• L•••');
    expect(screen.getByTestId('identity-summary')).toHaveTextContent('••••4821');
    for (const text of PRIVATE) expect(document.body.innerHTML).toContain(text);
  });

  it('keeps them out of the page, text and attributes, with it on', async () => {
    getState().setStreamerMode(true);
    await openAccount();
    for (const text of PRIVATE) expect(document.body.innerHTML).not.toContain(text);
    expect(screen.getByTestId('profile-nick')).toHaveTextContent('Hidden');
    expect(screen.getByTestId('profile-user')).toHaveTextContent('@Hidden');
    expect(screen.getByTestId('nickname-user')).toHaveTextContent('Hidden');
    // The nickname field starts empty: a new one can still be typed and saved.
    expect(nickField().value).toBe('');
    expect(screen.getByTestId('email-address')).toHaveTextContent('email hidden in streamer mode');
    expect(screen.getByTestId('identity-summary')).toHaveTextContent('id hidden in streamer mode');
    expect(screen.getByTestId('identity-summary')).toHaveTextContent('Passport');
  });

  it('hides them the moment it is switched on, and shows them again when it is off', async () => {
    await openAccount();
    act(() => getState().setStreamerMode(true));
    for (const text of PRIVATE) expect(document.body.innerHTML).not.toContain(text);
    act(() => getState().setStreamerMode(false));
    expect(screen.getByTestId('profile-nick')).toHaveTextContent('CountessAda');
    expect(nickField().value).toBe('CountessAda');
  });
});
