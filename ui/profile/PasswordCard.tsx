import { LockKeyhole } from 'lucide-react';
import { PASSWORD_RULE, updatePasswordSchema } from '../../src/core/schemas';
import { changePassword } from '../../src/app/actions/profile';
import { Field } from '../dialogs/Field';
import { FormFooter } from '../dialogs/FormFooter';
import { useSchemaForm } from '../dialogs/useSchemaForm';

/** Security → password: the current one and a new one; every session ends, so the player logs in again. */
export function PasswordCard() {
  const { values, errors, serverError, busy, change, blur, submit } = useSchemaForm<
    'oldPassword' | 'newPassword',
    typeof updatePasswordSchema
  >(updatePasswordSchema, { oldPassword: '', newPassword: '' }, changePassword);
  return (
    <section className="profile-card card" data-testid="password-card">
      <header className="profile-card__head">
        <LockKeyhole size={20} aria-hidden="true" />
        <h2>Password</h2>
      </header>
      <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="profile-card__text">Changing it signs you out on every other browser and device; this one stays logged in.</p>
        <Field
          label="Current password"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          revealable
          value={values.oldPassword}
          error={errors.oldPassword}
          onChange={(e) => change('oldPassword', e.target.value)}
          onBlur={() => blur('oldPassword')}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.newPassword}
          error={errors.newPassword}
          hint={PASSWORD_RULE}
          onChange={(e) => change('newPassword', e.target.value)}
          onBlur={() => blur('newPassword')}
        />
        <FormFooter error={serverError} busy={busy} label="Change password" busyLabel="Changing…" testId="password-change" />
      </form>
    </section>
  );
}
