import { useState } from 'react';
import { Copy, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { TWO_AUTH, closeTwoAuthSchema, startTwoAuthSchema, type TwoFactorSecret } from '../../src/core/twoFactor';
import { disableTwoFactor, enableTwoFactor, enrolTwoFactor } from '../../src/app/actions/profile';
import { useStore } from '../../src/app/store';
import { CodeField, PasswordField } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { useSchemaForm } from '../dialogs/useSchemaForm';
import { QrCode } from './QrCode';
import { Private, useStreamerMode } from '../streamer/Private';

/** Security → two-factor login: set up with an authenticator app (QR code, secret shown once, a code), or turn off. */
export function TwoFactorCard() {
  const on = useStore((s) => s.user?.twoAuth === TWO_AUTH.on);
  return (
    <section className="profile-card card" data-testid="two-factor-card">
      <header className="profile-card__head">
        {on ? <ShieldCheck size={20} aria-hidden="true" /> : <ShieldOff size={20} aria-hidden="true" />}
        <h2>Two-factor login</h2>
        <span className={`badge ${on ? 'badge--accent' : 'badge--amber'}`} data-testid="two-factor-state">
          {on ? 'On' : 'Off'}
        </span>
      </header>
      {on ? <TurnOff /> : <SetUp />}
    </section>
  );
}

function SetUp() {
  const streamer = useStreamerMode();
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm<'googleCode', typeof startTwoAuthSchema>(startTwoAuthSchema, { googleCode: '' }, ({ googleCode }) =>
    enableTwoFactor(googleCode),
  );

  const { serverError, busy: sending, submit } = form;
  const start = async () => {
    setBusy(true);
    setError('');
    const result = await enrolTwoFactor();
    setBusy(false);
    if (result.ok) setSecret(result.secret);
    else setError(result.message);
  };

  if (!secret) {
    return (
      <div className="profile-card__body">
        <p className="profile-card__text">
          Ask for a code from an authenticator app (Google Authenticator, Authy, 1Password…) at every login, and before large tips and
          withdrawals. Someone with your password alone can then not get in.
        </p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={busy} data-testid="two-factor-setup">
          <KeyRound size={18} aria-hidden="true" /> {busy ? 'Preparing…' : 'Set up two-factor login'}
        </button>
      </div>
    );
  }

  return (
    <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={sending}>
      <ol className="tfa-steps">
        <li>Scan this code with your authenticator app, or type the key by hand.</li>
        <li>Enter the 6-digit code the app shows for HighStakes.</li>
      </ol>
      <div className="tfa-enrol">
        {streamer ? (
          <p className="profile-card__text" data-testid="two-factor-hidden">
            Streamer mode hides the QR code and the key: copy the key into your app, or turn streamer mode off to scan.
          </p>
        ) : (
          <QrCode text={secret.otpauthUrl} label="QR code for your authenticator app" />
        )}
        <div className="tfa-enrol__key">
          <span className="field__label">Key (shown this once)</span>
          <code data-testid="two-factor-secret">
            <Private kind="id">{secret.secret.replace(/(.{4})/g, '$1 ').trim()}</Private>
          </code>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void navigator.clipboard?.writeText(secret.secret).catch(() => undefined)}
          >
            <Copy size={16} aria-hidden="true" /> Copy key
          </button>
        </div>
      </div>
      <CodeField form={form} name="googleCode" label="Code from the app" maxLength={7} />
      <FormFooter error={serverError} busy={sending} label="Turn on two-factor login" busyLabel="Checking…" testId="two-factor-enable" />
    </form>
  );
}

function TurnOff() {
  const form = useSchemaForm<'googleCode' | 'password', typeof closeTwoAuthSchema>(
    closeTwoAuthSchema,
    { googleCode: '', password: '' },
    disableTwoFactor,
  );
  const { serverError, busy, submit } = form;
  return (
    <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="profile-card__text">
        Logins ask for a code from your authenticator app. To turn this off, confirm with a code and your password.
      </p>
      <CodeField form={form} name="googleCode" label="Code from the app" maxLength={7} />
      <PasswordField form={form} name="password" label="Password" />
      <FormFooter error={serverError} busy={busy} label="Turn off two-factor login" busyLabel="Turning off…" testId="two-factor-disable" />
    </form>
  );
}
