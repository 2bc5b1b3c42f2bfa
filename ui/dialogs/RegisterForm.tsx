// First: zod must be configured before the schemas below are built (zod reads the setting when a schema is made).
import { useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_RULE, registerSchema } from '../../src/core/schemas';
import { ADULT_AGE } from '../../src/core/paymentDetails';
import { register } from '../../src/app/actions/session';
import { sendRegisterCode } from '../../src/app/actions/mailCodes';
import { heldShareCode } from '../../src/app/routing/referral';
import { getState } from '../../src/app/store';
import { BirthField, CodeField, PasswordField } from './CodeField';
import { Field } from './Field';
import { DevMailboxLink, SendCodeButton } from './SendCodeButton';
import { FormFooter } from './FormFooter';
import { ThirdLoginButtons } from './ThirdLoginButtons';
import { useSchemaForm } from './useSchemaForm';

type Key = 'userName' | 'email' | 'code' | 'password' | 'birth' | 'sharCode';

/** The registration form (dialog and register pages); the share code is prefilled from the query or cookie. */
export function RegisterForm({ onSwitch, autoFocus = true }: { onSwitch?: () => void; autoFocus?: boolean }) {
  const form = useSchemaForm<Key, typeof registerSchema>(
    registerSchema,
    { userName: '', email: '', code: '', password: '', birth: '', sharCode: heldShareCode() },
    register,
    // The referral code and the email code are optional: an empty field is sent as absent.
    ({ sharCode, code, ...rest }) => ({ ...rest, ...(sharCode.trim() ? { sharCode } : {}), ...(code.trim() ? { code } : {}) }),
  );

  const { values, errors, serverError, busy, change, blur, submit, validate, setError } = form;
  const [mailbox, setMailbox] = useState(false);

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        label="Username"
        name="userName"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.userName}
        error={errors.userName}
        hint="3-20 letters, digits or underscores"
        onChange={(e) => change('userName', e.target.value)}
        onBlur={() => blur('userName')}
        data-autofocus={autoFocus || undefined}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onChange={(e) => change('email', e.target.value)}
        onBlur={() => blur('email')}
      />
      <CodeField
        form={form}
        label="Email code"
        optional
        name="code"
        hint={
          mailbox ? (
            <>
              Code sent. <DevMailboxLink />
            </>
          ) : (
            'Verifies your email now; you can also do it later from your profile'
          )
        }
        action={
          <SendCodeButton
            testId="register-send-code"
            send={() => (validate('email') ? sendRegisterCode(values.email.trim()) : null)}
            onError={(message) => setError('email', message)}
            onSent={({ devMailbox }) => setMailbox(devMailbox)}
          />
        }
      />
      <PasswordField form={form} name="password" label="Password" isNew hint={PASSWORD_RULE} />
      <BirthField
        form={form}
        name="birth"
        label="Date of birth"
        hint={`You must be ${ADULT_AGE} or older (older where the law of your country says so)`}
      />
      <Field
        label="Referral code"
        optional
        name="sharCode"
        autoCapitalize="none"
        spellCheck={false}
        value={values.sharCode}
        error={errors.sharCode}
        onChange={(e) => change('sharCode', e.target.value)}
        onBlur={() => blur('sharCode')}
      />
      <FormFooter error={serverError} busy={busy} label="Create account" busyLabel="Creating account…" testId="register" />
      <ThirdLoginButtons />
      <p className="auth-form__legal">
        By registering you confirm the date of birth above is yours and accept our{' '}
        <Link to="/policy" onClick={() => getState().closeDialog()}>
          policies
        </Link>
        . Set deposit, loss and time limits whenever you like, from your first day:{' '}
        <Link to="/profile/Responsible" onClick={() => getState().closeDialog()} data-testid="register-limits-link">
          Responsible gambling
        </Link>
        .
      </p>
      {onSwitch && (
        <p className="auth-form__switch">
          Already have an account?{' '}
          <button type="button" className="link-btn" onClick={onSwitch}>
            Log in
          </button>
        </p>
      )}
    </form>
  );
}
