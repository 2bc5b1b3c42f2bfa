import { ShieldCheck } from 'lucide-react';
import { checkGoogleCodeSchema } from '../../src/core/twoFactor';
import { clearTwoFactorLogin, heldTwoFactorLogin } from '../../src/app/actions/twoFactorLogin';
import { CodeField } from './CodeField';
import { FormFooter } from './FormFooter';
import { useSchemaForm } from './useSchemaForm';

/**
 * The second step of a login with two-factor login on: the 6-digit code of the authenticator app, sent with the
 * login the first step holds in memory (a password login, or a third-party sign-in). Used by the login dialog and page, and by the mobile twoFa page.
 */
export function TwoFactorStep({ onBack, autoFocus = true }: { onBack: () => void; autoFocus?: boolean }) {
  const held = heldTwoFactorLogin();
  const form = useSchemaForm<'googleCode', typeof checkGoogleCodeSchema>(
    checkGoogleCodeSchema,
    { googleCode: '' },
    async ({ googleCode }) => {
      const current = heldTwoFactorLogin();
      if (!current) return { ok: false, message: 'Your login timed out, please start it again' };
      return current.finish(googleCode);
    },
  );
  const { serverError, busy, submit } = form;
  const back = () => {
    clearTwoFactorLogin();
    onBack();
  };

  if (!held) {
    return (
      <div className="auth-form" data-testid="two-factor-expired">
        <p className="auth-form__note">Your login timed out. Start it again to get a new chance at the code.</p>
        <button type="button" className="btn btn--primary btn--lg btn--block" onClick={back}>
          Back to log in
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="two-factor-step">
      <p className="auth-form__note">
        <ShieldCheck size={18} aria-hidden="true" /> Two-factor login is on for <strong>{held.who}</strong>. Enter the 6-digit code your
        authenticator app shows.
      </p>
      <CodeField form={form} name="googleCode" label="Authenticator code" maxLength={7} autoFocus={autoFocus} />
      <FormFooter error={serverError} busy={busy} label="Verify and log in" busyLabel="Checking…" testId="two-factor" />
      <p className="auth-form__switch">
        <button type="button" className="link-btn" onClick={back}>
          Use another account
        </button>
      </p>
    </form>
  );
}
