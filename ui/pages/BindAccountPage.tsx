import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { THIRD_PROVIDERS, bindAccountSchema } from '../../src/core/thirdLogin';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { bindToExistingAccount } from '../../src/app/actions/thirdLogin';
import { getThirdLoginFlag } from '../../src/app/storage/thirdLoginStorage';
import { useStore } from '../../src/app/store';
import { CodeField, FormField, PasswordField } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { ThirdLoginButtons } from '../dialogs/ThirdLoginButtons';
import { useSchemaForm } from '../dialogs/useSchemaForm';
import { LogoMark } from '../layout/Logo';

type Key = 'userName' | 'password' | 'googleCode';

/** The provider label of the current sign-in, from the spec's third-party flag in storage. */
function currentProviderLabel(): string {
  const kind = getThirdLoginFlag();
  const entry = Object.values(THIRD_PROVIDERS).find((p) => p.kind === kind);
  return entry?.label ?? 'third-party';
}

function BindForm({ label }: { label: string }) {
  const navigate = useNavigate();
  const [needCode, setNeedCode] = useState(false);
  const form = useSchemaForm<Key, typeof bindAccountSchema>(
    bindAccountSchema,
    { userName: '', password: '', googleCode: '' },
    async (body) => {
      const result = await bindToExistingAccount(body);
      if (result.ok) void navigate('/');
      else if (result.code === TWO_FACTOR_REQUIRED) setNeedCode(true);
      return result;
    },
    (v) => ({ ...v, googleCode: v.googleCode === '' ? undefined : v.googleCode }),
  );
  return (
    <form className="auth-form" onSubmit={form.submit} noValidate aria-busy={form.busy} data-testid="bind-form">
      <FormField form={form} name="userName" label="Username or email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <PasswordField form={form} name="password" label="Password" />
      {needCode && <CodeField form={form} name="googleCode" label="Authenticator code" maxLength={7} autoFocus />}
      <FormFooter error={form.serverError} busy={form.busy} label={`Link ${label} to this account`} busyLabel="Linking…" testId="bind" />
      <p className="auth-form__switch">
        <button type="button" className="link-btn" onClick={() => void navigate('/')} data-testid="bind-keep">
          Keep the new account
        </button>
      </p>
    </form>
  );
}

/**
 * The bind-account page. A first third-party sign-in makes an account and lands here: the player may
 * keep it, or attach the sign-in to the account they already have (its password, and its authenticator code when
 * two-factor login is on); the new account is then closed.
 */
export default function BindAccountPage() {
  const user = useStore((s) => s.user);
  const loggedIn = useStore((s) => s.loggedIn);
  const fresh = loggedIn && user?.thirdLogin === 1 && user.hasPwd === 0;
  const label = currentProviderLabel();
  return (
    <section className="auth-page" data-testid="bind-account-page">
      <div className="auth-page__card card">
        <div className="auth-dialog__head">
          <LogoMark size={40} />
          <h1>{fresh ? 'Already have an account?' : 'Link a sign-in'}</h1>
          {fresh ? (
            <p>
              You are in with a new account, <strong>{user.nickName}</strong>, made by your {label} sign-in. Link {label} to the HighStakes
              account you already have instead, and keep playing there.
            </p>
          ) : (
            <p>
              {loggedIn
                ? 'Your account has its own password: sign-ins made from now on with a provider can be linked right after they make an account.'
                : 'Sign in with a provider first; a first sign-in can then be linked to the account you already have.'}
            </p>
          )}
        </div>
        {fresh ? (
          <BindForm label={label} />
        ) : loggedIn ? (
          <Link to="/" className="btn btn--primary btn--lg btn--block">
            Go to the lobby
          </Link>
        ) : (
          <ThirdLoginButtons />
        )}
      </div>
    </section>
  );
}
