import { useState } from 'react';
import { BadgeCheck, Mail } from 'lucide-react';
import { changeEmailSchema, validateEmailSchema } from '../../src/core/emailCodes';
import { sendNewAddressCode, sendOwnCode } from '../../src/app/actions/mailCodes';
import { changeEmail, verifyEmail } from '../../src/app/actions/profile';
import { useStore } from '../../src/app/store';
import { CodeField, FormField } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { DevMailboxLink, SendCodeButton } from '../dialogs/SendCodeButton';
import { useSchemaForm } from '../dialogs/useSchemaForm';
import { Private } from '../streamer/Private';

/** The account's email: its address and state, verifying it with a mailed code, and changing it (a code to each address). */
export function EmailCard() {
  const email = useStore((s) => s.user?.email ?? '');
  const verified = useStore((s) => s.user?.emailAuth === 1);
  const [changing, setChanging] = useState(false);
  return (
    <section className="profile-card card" data-testid="email-card">
      <header className="profile-card__head">
        <Mail size={20} aria-hidden="true" />
        <h2>Email</h2>
        <span className={`badge ${verified ? 'badge--accent' : 'badge--amber'}`} data-testid="email-state">
          {verified ? (
            <>
              <BadgeCheck size={14} aria-hidden="true" /> Verified
            </>
          ) : (
            'Not verified'
          )}
        </span>
      </header>
      <div className="profile-card__body">
        <p className="profile-card__value" data-testid="email-address">
          {email ? <Private kind="email">{email}</Private> : 'No email yet: add one to verify it and receive codes.'}
        </p>
        {email && !verified && !changing && <VerifyForm />}
        {changing || !email ? (
          <ChangeForm hasEmail={email !== ''} onDone={() => setChanging(false)} />
        ) : (
          <button type="button" className="btn btn--outline" onClick={() => setChanging(true)} data-testid="email-change-open">
            Change email
          </button>
        )}
      </div>
    </section>
  );
}

function VerifyForm() {
  const [mailbox, setMailbox] = useState(false);
  const form = useSchemaForm<'code', typeof validateEmailSchema>(validateEmailSchema, { code: '' }, ({ code }) => verifyEmail(code));
  const { serverError, busy, submit, setError } = form;
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-busy={busy}>
      <CodeField
        form={form}
        name="code"
        label="Code from the email"
        hint={mailbox ? <DevMailboxLink /> : 'Verified addresses can recover the account and receive withdrawal codes'}
        action={
          <SendCodeButton
            testId="email-verify-send"
            send={() => sendOwnCode('validateEmail')}
            onError={(message) => setError('code', message)}
            onSent={({ devMailbox }) => setMailbox(devMailbox)}
          />
        }
      />
      <FormFooter error={serverError} busy={busy} label="Verify email" busyLabel="Verifying…" testId="email-verify" />
    </form>
  );
}

type ChangeKey = 'email' | 'oldCode' | 'newCode';

/** Changes the address (a code to each address), or adds the first one (its code only). */
function ChangeForm({ hasEmail, onDone }: { hasEmail: boolean; onDone: () => void }) {
  const [mailbox, setMailbox] = useState(false);
  const form = useSchemaForm<ChangeKey, typeof changeEmailSchema>(
    changeEmailSchema,
    { email: '', oldCode: '', newCode: '' },
    async (body) => {
      const result = await changeEmail(body);
      if (result.ok) onDone();
      return result;
    },
    (v) => ({ ...v, oldCode: hasEmail ? v.oldCode : undefined }),
  );
  const { values, serverError, busy, submit, validate, setError } = form;
  const sent = ({ devMailbox }: { devMailbox: boolean }) => setMailbox(devMailbox);
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="email-change-form">
      {hasEmail && (
        <CodeField
          form={form}
          name="oldCode"
          label="Code sent to your current email"
          action={
            <SendCodeButton
              testId="email-change-send-old"
              send={() => sendOwnCode('changeEmail')}
              onError={(message) => setError('oldCode', message)}
              onSent={sent}
            />
          }
        />
      )}
      <FormField
        form={form}
        name="email"
        label={hasEmail ? 'New email' : 'Email'}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <CodeField
        form={form}
        name="newCode"
        label="Code sent to the new email"
        hint={mailbox ? <DevMailboxLink /> : undefined}
        action={
          <SendCodeButton
            testId="email-change-send-new"
            send={() => (validate('email') ? sendNewAddressCode(values.email.trim()) : null)}
            onError={(message) => setError('email', message)}
            onSent={sent}
          />
        }
      />
      <FormFooter
        error={serverError}
        busy={busy}
        label={hasEmail ? 'Change email' : 'Add email'}
        busyLabel={hasEmail ? 'Changing…' : 'Adding…'}
        testId="email-change"
      />
      {hasEmail && (
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancel
        </button>
      )}
    </form>
  );
}
