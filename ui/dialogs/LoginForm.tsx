// First: zod must be configured before the schemas below are built (zod reads the setting when a schema is made).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginSchema } from '../../src/core/schemas';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { login } from '../../src/app/actions/session';
import { getState } from '../../src/app/store';
import { PasswordField } from './CodeField';
import { Field } from './Field';
import { TwoFactorStep } from './TwoFactorStep';
import { ThirdLoginButtons } from './ThirdLoginButtons';
import { FormFooter } from './FormFooter';
import { useSchemaForm } from './useSchemaForm';

type Key = 'userName' | 'password';

/** The mobile page of a login's second step. */
export const MOBILE_TWO_FA_PATH = '/Login/mobilePage/twoFa';

/**
 * Where a login waiting for its authenticator code goes on (a password login or a third-party sign-in): the form's own
 * code step, or on a phone (or without a form to turn) the mobile twoFa page.
 */
export function toCodeStep(navigate: (path: string) => unknown, inline?: () => void): void {
  if (inline && getState().device !== 'mobile') return inline();
  getState().closeDialog();
  void navigate(MOBILE_TWO_FA_PATH);
}

/**
 * The login form (dialog and login pages). An account with two-factor login on answers the password with a 428: the
 * form turns into the code step (on a phone, the mobile twoFa page), the credentials held in memory meanwhile.
 */
export function LoginForm({ onSwitch, autoFocus = true }: { onSwitch?: () => void; autoFocus?: boolean }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const navigate = useNavigate();
  const form = useSchemaForm<Key, typeof loginSchema>(
    loginSchema,
    { userName: '', password: '' },
    async (body) => {
      const result = await login(body);
      if (!result.ok && result.code === TWO_FACTOR_REQUIRED) toCodeStep(navigate, () => setStep('code'));
      return result;
    },
    undefined,
    [403, TWO_FACTOR_REQUIRED],
  );

  const { values, errors, serverError, busy, change, blur, submit } = form;

  if (step === 'code') return <TwoFactorStep autoFocus={autoFocus} onBack={() => setStep('password')} />;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        label="Username or email"
        name="userName"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.userName}
        error={errors.userName}
        onChange={(e) => change('userName', e.target.value)}
        onBlur={() => blur('userName')}
        data-autofocus={autoFocus || undefined}
      />
      <PasswordField form={form} name="password" label="Password" />
      <FormFooter error={serverError} busy={busy} label="Log in" busyLabel="Logging in…" testId="login" />
      <ThirdLoginButtons onTwoFactor={() => setStep('code')} />
      {onSwitch && (
        <p className="auth-form__switch">
          New to HighStakes?{' '}
          <button type="button" className="link-btn" onClick={onSwitch}>
            Create an account
          </button>
        </p>
      )}
    </form>
  );
}
