import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PASSWORD_RULE } from '../../src/core/schemas';

vi.mock('../../src/app/actions/session', () => ({ login: vi.fn(), register: vi.fn() }));
vi.mock('../../src/app/actions/mailCodes', () => ({ sendRegisterCode: vi.fn() }));
const session = await import('../../src/app/actions/session');
const mailCodes = await import('../../src/app/actions/mailCodes');
const { LoginDialog, RegisterDialog } = await import('./AuthDialogs');

function renderLogin(onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <button type="button">outside</button>
      <LoginDialog open onClose={onClose} onSwitch={vi.fn()} />
    </MemoryRouter>,
  );
  const dialog = screen.getByTestId('login-dialog');
  const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { dialog, input, onClose };
}

beforeEach(() => vi.mocked(session.login).mockReset());
afterEach(() => {
  cleanup();
  document.cookie = 'shareCode=; Max-Age=0; Path=/';
});

describe('LoginDialog', () => {
  it('is a labelled modal with focus on the user name field', () => {
    const { dialog, input } = renderLogin();
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Welcome back');
    expect(document.activeElement).toBe(input('userName'));
  });

  it('shows per-field messages and does not call the server when fields are empty', async () => {
    const { dialog } = renderLogin();
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(dialog).toHaveTextContent('Username is required');
    expect(dialog).toHaveTextContent('Password is required');
    expect(session.login).not.toHaveBeenCalled();
  });

  it('clears a field message once the value is valid', async () => {
    const { dialog, input } = renderLogin();
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    fireEvent.change(input('userName'), { target: { value: 'alice' } });
    expect(dialog).not.toHaveTextContent('Username is required');
    expect(input('userName')).not.toHaveAttribute('aria-invalid');
    expect(input('password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits valid values, shows the loading state, then the server message on failure', async () => {
    let resolve!: (v: Awaited<ReturnType<typeof session.login>>) => void;
    vi.mocked(session.login).mockReturnValue(new Promise((r) => (resolve = r)));
    const { dialog, input } = renderLogin();
    fireEvent.change(input('userName'), { target: { value: ' alice ' } });
    fireEvent.change(input('password'), { target: { value: 'Secret123' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(session.login).toHaveBeenCalledWith({ userName: 'alice', password: 'Secret123' });
    expect(screen.getByTestId('login-submit')).toBeDisabled();
    expect(screen.getByTestId('login-submit')).toHaveTextContent('Logging in');
    await act(async () => resolve({ ok: false, code: 400, message: 'Incorrect username or password' }));
    expect(screen.getByTestId('login-error')).toHaveTextContent('Incorrect username or password');
    expect(screen.getByTestId('login-submit')).toBeEnabled();
    expect(dialog).toBeInTheDocument();
  });

  it('shows no form error for a 403 (the prohibition notice takes over)', async () => {
    vi.mocked(session.login).mockResolvedValue({ ok: false, code: 403, message: 'Forbidden' });
    const { input } = renderLogin();
    fireEvent.change(input('userName'), { target: { value: 'alice' } });
    fireEvent.change(input('password'), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('turns into the code step on a 428 and logs in with the held credentials and the code', async () => {
    const { holdTwoFactorLogin } = await import('../../src/app/actions/twoFactorLogin');
    vi.mocked(session.login).mockImplementationOnce(async (body) => {
      holdTwoFactorLogin({ who: body.userName, finish: (googleCode) => session.login({ ...body, googleCode }) });
      return { ok: false, code: 428, message: 'Enter the 6-digit code from your authenticator app' };
    });
    const { dialog, input } = renderLogin();
    fireEvent.change(input('userName'), { target: { value: 'alice' } });
    fireEvent.change(input('password'), { target: { value: 'Secret123' } });
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(screen.getByTestId('two-factor-step')).toHaveTextContent('Two-factor login is on for alice');
    expect(screen.queryByTestId('login-error')).toBeNull();
    const code = dialog.querySelector<HTMLInputElement>('input[name="googleCode"]')!;
    fireEvent.change(code, { target: { value: '12 34' } });
    await act(async () => fireEvent.click(screen.getByTestId('two-factor-submit')));
    expect(dialog).toHaveTextContent('Code must be the 6 digits your authenticator app shows');
    vi.mocked(session.login).mockResolvedValueOnce({ ok: false, code: 400, message: 'The authenticator code is incorrect' });
    fireEvent.change(code, { target: { value: '123 456' } });
    await act(async () => fireEvent.click(screen.getByTestId('two-factor-submit')));
    expect(session.login).toHaveBeenLastCalledWith({ userName: 'alice', password: 'Secret123', googleCode: '123456' });
    expect(screen.getByTestId('two-factor-error')).toHaveTextContent('The authenticator code is incorrect');
    // "Use another account" goes back to the password step.
    await act(async () => fireEvent.click(screen.getByText('Use another account')));
    expect(screen.getByTestId('login-submit')).toBeInTheDocument();
  });

  it('closes on Escape', () => {
    const { onClose } = renderLogin();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab focus inside the dialog', () => {
    const { dialog } = renderLogin();
    const focusables = dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input');
    const last = focusables[focusables.length - 1]!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(last);
    (focusables[0] as HTMLElement).focus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('RegisterDialog', () => {
  it('validates with the shared schema, shows the password rule and prefills the share code cookie', async () => {
    document.cookie = 'shareCode=FRIEND42; Path=/';
    render(
      <MemoryRouter>
        <RegisterDialog open onClose={vi.fn()} onSwitch={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = screen.getByTestId('register-dialog');
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(input('sharCode').value).toBe('FRIEND42');
    fireEvent.change(input('userName'), { target: { value: 'al' } });
    fireEvent.change(input('email'), { target: { value: 'nope' } });
    fireEvent.change(input('password'), { target: { value: 'short' } });
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    fireEvent.change(input('birth'), { target: { value: seventeen.toISOString().slice(0, 10) } });
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(dialog).toHaveTextContent('Username must be 3-20 letters, digits or underscores');
    expect(dialog).toHaveTextContent('Email is not a valid address');
    expect(dialog).toHaveTextContent(PASSWORD_RULE);
    expect(dialog).toHaveTextContent('You must be at least 18 years old');
    expect(input('birth')).toHaveAttribute('type', 'date');
    expect(input('birth')).toHaveAttribute('autocomplete', 'bday');
    expect(session.register).not.toHaveBeenCalled();

    vi.mocked(session.register).mockResolvedValue({ ok: false, code: 400, message: 'userName is taken' });
    fireEvent.change(input('userName'), { target: { value: 'alice' } });
    fireEvent.change(input('email'), { target: { value: 'alice@example.com' } });
    fireEvent.change(input('password'), { target: { value: 'Secret123' } });
    fireEvent.change(input('birth'), { target: { value: '1990-05-17' } });
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(session.register).toHaveBeenCalledWith({
      userName: 'alice',
      email: 'alice@example.com',
      password: 'Secret123',
      birth: '1990-05-17',
      sharCode: 'FRIEND42',
    });
    expect(screen.getByTestId('register-error')).toHaveTextContent('userName is taken');
  });

  it('mails a code to a valid address only, counts down to a resend, and sends the typed code with the form', async () => {
    render(
      <MemoryRouter>
        <RegisterDialog open onClose={vi.fn()} onSwitch={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = screen.getByTestId('register-dialog');
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const send = screen.getByTestId('register-send-code');
    await act(async () => fireEvent.click(send));
    expect(mailCodes.sendRegisterCode).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Email is not a valid address');

    vi.mocked(mailCodes.sendRegisterCode).mockResolvedValueOnce({ ok: false, message: 'email is already registered' });
    fireEvent.change(input('email'), { target: { value: ' bob@example.com ' } });
    await act(async () => fireEvent.click(send));
    expect(mailCodes.sendRegisterCode).toHaveBeenLastCalledWith('bob@example.com');
    expect(dialog).toHaveTextContent('email is already registered');

    vi.mocked(mailCodes.sendRegisterCode).mockResolvedValueOnce({ ok: true, resendInSec: 60, devMailbox: true });
    fireEvent.change(input('email'), { target: { value: 'bob2@example.com' } });
    await act(async () => fireEvent.click(send));
    expect(send).toHaveTextContent('Resend in 60 s');
    expect(send).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Demo: open the dev mailbox' })).toHaveAttribute('href', '/dev/mailbox');

    vi.mocked(session.register).mockResolvedValue({ ok: false, code: 400, message: 'x' });
    fireEvent.change(input('userName'), { target: { value: 'bob_2' } });
    fireEvent.change(input('password'), { target: { value: 'Secret123' } });
    fireEvent.change(input('birth'), { target: { value: '1990-05-17' } });
    fireEvent.change(input('code'), { target: { value: '12345' } });
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(dialog).toHaveTextContent('Code must be 6 digits');
    fireEvent.change(input('code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(session.register).toHaveBeenLastCalledWith({
      userName: 'bob_2',
      email: 'bob2@example.com',
      password: 'Secret123',
      birth: '1990-05-17',
      code: '123456',
    });
  });
});
