import { LockKeyhole } from 'lucide-react';
import { PASSWORD_RULE, updatePasswordSchema } from '../../src/core/schemas';
import { changePassword } from '../../src/app/actions/profile';
import { loadProfile } from '../../src/app/actions/session';
import { useStore } from '../../src/app/store';
import { PasswordField } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { useSchemaForm } from '../dialogs/useSchemaForm';

/**
 * Security → password: the current one and a new one; every other session ends, this one stays. An account made by a
 * third-party sign-in sets its first password here (no current one).
 */
export function PasswordCard() {
  const hasPassword = useStore((s) => s.user?.hasPwd !== 0);
  const form = useSchemaForm<'oldPassword' | 'newPassword', typeof updatePasswordSchema>(
    updatePasswordSchema,
    { oldPassword: '', newPassword: '' },
    async (body) => {
      const result = await changePassword(body);
      if (result.ok && !hasPassword) await loadProfile();
      return result;
    },
    (v) => ({ ...v, oldPassword: hasPassword ? v.oldPassword : undefined }),
  );
  const { serverError, busy, submit } = form;
  return (
    <section className="profile-card card" data-testid="password-card">
      <header className="profile-card__head">
        <LockKeyhole size={20} aria-hidden="true" />
        <h2>Password</h2>
      </header>
      <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="profile-card__text">
          {hasPassword
            ? 'Changing it signs you out on every other browser and device; this one stays logged in.'
            : 'You sign in with a provider. Set a password to also log in with your username, and to unlock payment details and two-factor settings.'}
        </p>
        {hasPassword && <PasswordField form={form} name="oldPassword" label="Current password" />}
        <PasswordField form={form} name="newPassword" label="New password" isNew hint={PASSWORD_RULE} />
        <FormFooter
          error={serverError}
          busy={busy}
          label={hasPassword ? 'Change password' : 'Set password'}
          busyLabel={hasPassword ? 'Changing…' : 'Saving…'}
          testId="password-change"
        />
      </form>
    </section>
  );
}
