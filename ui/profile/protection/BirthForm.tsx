import { useId } from 'react';
import { useLocation } from 'react-router';
import { Cake } from 'lucide-react';
import { setBirthSchema } from '../../../src/core/protection';
import { ADULT_AGE } from '../../../src/core/paymentDetails';
import { saveBirth } from '../../../src/app/actions/profile';
import { useStore } from '../../../src/app/store';
import { BirthField } from '../../dialogs/CodeField';
import { FormFooter } from '../../dialogs/FormFooter';
import { useSchemaForm } from '../../dialogs/useSchemaForm';
import './protection.css';
import './birth.css';

/**
 * The date of birth of an account that has none (made by a third-party sign-in): given once, checked for age here
 * and by the server (which applies the player's country's minimum), and play, deposits and promotions open with it.
 */
export function BirthForm({ testId }: { testId: string }) {
  const form = useSchemaForm<'birth', typeof setBirthSchema>(setBirthSchema, { birth: '' }, ({ birth }) => saveBirth(birth));
  const { serverError, busy, submit } = form;
  return (
    <form className="birth-form" onSubmit={submit} noValidate aria-busy={busy} data-testid={testId}>
      <BirthField
        form={form}
        name="birth"
        label="Date of birth"
        hint={`You must be ${ADULT_AGE} or older. It can't be changed once saved.`}
      />
      <FormFooter error={serverError} busy={busy} label="Confirm my age" busyLabel="Saving…" testId={`${testId}-save`} />
    </form>
  );
}

/** The account's date of birth is missing (a profile is held and says so). */
export const useBirthMissing = () => useStore((s) => s.loggedIn && s.user !== null && s.user.birth === '');

/**
 * A notice above every page while the logged-in account has no date of birth, with the form to give it: until then
 * bets, deposits, tips, rain and promotions are refused. Not on the sign-in pages, where the account may yet be linked
 * to an older one that has a date of birth.
 */
export function BirthPrompt() {
  const missing = useBirthMissing();
  const { pathname } = useLocation();
  const titleId = useId();
  if (!missing || pathname.startsWith('/Login/')) return null;
  return (
    <section className="birth-prompt" aria-labelledby={titleId} data-testid="birth-prompt">
      <Cake size={24} aria-hidden="true" className="birth-prompt__icon" />
      <div className="rg-banner__text">
        <h2 id={titleId}>Confirm your age to play</h2>
        <p>We need your date of birth before your first bet or deposit. It stays private and is asked only once.</p>
      </div>
      <BirthForm testId="birth-prompt-form" />
    </section>
  );
}
