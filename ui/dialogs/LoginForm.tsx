// First: zod must be configured before the schemas below are built (zod reads the setting when a schema is made).
import '../../src/app/boot/zodConfig';
import { loginSchema } from '../../src/core/schemas';
import { login } from '../../src/app/actions/session';
import { Field } from './Field';
import { FormFooter } from './FormFooter';
import { useSchemaForm } from './useSchemaForm';

type Key = 'userName' | 'password';

/** The login form (dialog and login pages). */
export function LoginForm({ onSwitch, autoFocus = true }: { onSwitch?: () => void; autoFocus?: boolean }) {
  const { values, errors, serverError, busy, change, blur, submit } = useSchemaForm<Key, typeof loginSchema>(
    loginSchema,
    { userName: '', password: '' },
    login,
    undefined,
    [403],
  );

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
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        revealable
        value={values.password}
        error={errors.password}
        onChange={(e) => change('password', e.target.value)}
        onBlur={() => blur('password')}
      />
      <FormFooter error={serverError} busy={busy} label="Log in" busyLabel="Logging in…" testId="login" />
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
