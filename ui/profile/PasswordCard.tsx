import { LockKeyhole } from 'lucide-react';
import { PASSWORD_RULE, updatePasswordSchema } from '../../src/core/schemas';
import { changePassword } from '../../src/app/actions/profile';
import { PasswordField } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { useSchemaForm } from '../dialogs/useSchemaForm';

/** Security → password: the current one and a new one; every other session ends, this one stays. */
export function PasswordCard() {
  const form = useSchemaForm<'oldPassword' | 'newPassword', typeof updatePasswordSchema>(
    updatePasswordSchema,
    { oldPassword: '', newPassword: '' },
    changePassword,
  );
  const { serverError, busy, submit } = form;
  return (
    <section className="profile-card card" data-testid="password-card">
      <header className="profile-card__head">
        <LockKeyhole size={20} aria-hidden="true" />
        <h2>Password</h2>
      </header>
      <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="profile-card__text">Changing it signs you out on every other browser and device; this one stays logged in.</p>
        <PasswordField form={form} name="oldPassword" label="Current password" />
        <PasswordField form={form} name="newPassword" label="New password" isNew hint={PASSWORD_RULE} />
        <FormFooter error={serverError} busy={busy} label="Change password" busyLabel="Changing…" testId="password-change" />
      </form>
    </section>
  );
}
