import { useId, useState } from 'react';
import { CircleAlert, LockKeyhole, Wallet } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { COUNTRY_CODES, countryName } from '../../src/core/countries';
import {
  hasPaymentDetails,
  maskBirth,
  maskPhone,
  maskWords,
  paymentDetailsSchema,
  validatePassSchema,
  type PaymentDetails,
} from '../../src/core/paymentDetails';
import { checkPassword, savePaymentDetails } from '../../src/app/actions/profile';
import { useStore } from '../../src/app/store';
import { BirthField, FormField, PasswordField, type FormFieldState } from '../dialogs/CodeField';
import { FormFooter } from '../dialogs/FormFooter';
import { useSchemaForm } from '../dialogs/useSchemaForm';
import { Private, useStreamerMode } from '../streamer/Private';

type Key = keyof PaymentDetails;

/**
 * Account → payment details, the identity withdrawals are paid to: shown masked; editing asks for the login password
 * first (validatePass), then the form saves with it (updatePayment). The password lives in this card's state only
 * while the form is open. In streamer mode every field is hidden and the form (which shows them in full) is closed.
 */
export function PaymentCard() {
  const saved = useStore(
    useShallow((s) => ({
      realName: s.user?.realName ?? '',
      birth: s.user?.birth ?? '',
      country: s.user?.country ?? '',
      address: s.user?.address ?? '',
      tell: s.user?.tell ?? '',
    })),
  );
  // An account made by a third-party sign-in has no password to guard them with yet.
  const hasPassword = useStore((s) => s.user?.hasPwd !== 0);
  // null: not unlocked; otherwise the password that unlocked the form.
  const [password, setPassword] = useState<string | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const set = hasPaymentDetails(saved);
  const streamer = useStreamerMode();
  const close = () => {
    setPassword(null);
    setUnlocking(false);
  };
  if (streamer && (password !== null || unlocking)) close();
  return (
    <section className="profile-card card" data-testid="payment-card">
      <header className="profile-card__head">
        <Wallet size={20} aria-hidden="true" />
        <h2>Payment details</h2>
        <span className={`badge ${set ? 'badge--accent' : 'badge--amber'}`} data-testid="payment-state">
          {set ? 'Saved' : 'Not set'}
        </span>
      </header>
      {password !== null ? (
        <EditForm saved={saved} password={password} onDone={close} />
      ) : unlocking ? (
        <UnlockForm onUnlocked={setPassword} onCancel={close} />
      ) : (
        <div className="profile-card__body">
          {set ? (
            <dl className="payment-summary" data-testid="payment-summary">
              <dt>Name</dt>
              <dd>
                <Private kind="name">{maskWords(saved.realName)}</Private>
              </dd>
              <dt>Born</dt>
              <dd>
                <Private kind="id">{maskBirth(saved.birth)}</Private>
              </dd>
              <dt>Country</dt>
              <dd>
                <Private kind="address">{countryName(saved.country)}</Private>
              </dd>
              <dt>Address</dt>
              <dd>
                <Private kind="address">{maskWords(saved.address)}</Private>
              </dd>
              <dt>Phone</dt>
              <dd>
                <Private kind="id">{maskPhone(saved.tell)}</Private>
              </dd>
            </dl>
          ) : (
            <p className="profile-card__text">
              Withdrawals are paid to the person named here. Add your name as on your ID, your birth date, address and phone; your password
              protects them.
            </p>
          )}
          {streamer ? (
            <p className="profile-card__text" data-testid="payment-streamer">
              Streamer mode is on: turn it off to see or change your payment details.
            </p>
          ) : hasPassword ? (
            <button type="button" className="btn btn--outline" onClick={() => setUnlocking(true)} data-testid="payment-edit">
              <LockKeyhole size={16} aria-hidden="true" /> {set ? 'Edit' : 'Add payment details'}
            </button>
          ) : (
            <p className="profile-card__text" data-testid="payment-no-password">
              Set a login password first (in Security): it protects your payment details.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function UnlockForm({ onUnlocked, onCancel }: { onUnlocked(password: string): void; onCancel(): void }) {
  const form = useSchemaForm<'password', typeof validatePassSchema>(validatePassSchema, { password: '' }, async ({ password }) => {
    const result = await checkPassword(password);
    if (result.ok) onUnlocked(password);
    return result;
  });
  const { serverError, busy, submit } = form;
  return (
    <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy} data-testid="payment-unlock">
      <p className="profile-card__text">Enter your password to see and change your payment details.</p>
      <PasswordField form={form} name="password" label="Password" />
      <FormFooter error={serverError} busy={busy} label="Continue" busyLabel="Checking…" testId="payment-unlock" />
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

function EditForm({ saved, password, onDone }: { saved: PaymentDetails; password: string; onDone(): void }) {
  const form = useSchemaForm<Key, typeof paymentDetailsSchema>(paymentDetailsSchema, saved, async (details) => {
    const result = await savePaymentDetails({ password, ...details });
    if (result.ok) onDone();
    return result;
  });
  const { serverError, busy, submit } = form;
  return (
    <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy} data-testid="payment-form">
      <FormField form={form} name="realName" label="Full name" autoComplete="name" hint="As on your ID document" />
      {saved.birth ? (
        <FormField form={form} name="birth" label="Date of birth" type="date" readOnly hint="On record: it can't be changed here" />
      ) : (
        <BirthField form={form} name="birth" label="Date of birth" hint="You must be 18 or older" />
      )}
      <CountrySelect form={form} name="country" label="Country of residence" />
      <FormField form={form} name="address" label="Address" autoComplete="street-address" hint="Street, number, postcode and city" />
      <FormField form={form} name="tell" label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+44 20 7946 0958" />
      <FormFooter error={serverError} busy={busy} label="Save payment details" busyLabel="Saving…" testId="payment-save" />
      <button type="button" className="btn btn--ghost" onClick={onDone} disabled={busy}>
        Cancel
      </button>
    </form>
  );
}

// English names, sorted by name once (the runtime's region names).
let sorted: { code: string; name: string }[] | null = null;
const countries = () =>
  (sorted ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en')));

/** A country picker laid out as a Field (label, error), bound to one key of a useSchemaForm form. */
function CountrySelect<K extends string>({ form, name, label }: { form: FormFieldState<K>; name: K; label: string }) {
  const id = useId();
  const error = form.errors[name];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={name}
          className="input select-input"
          autoComplete="country"
          value={form.values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => form.change(name, e.target.value)}
          onBlur={() => form.blur(name)}
        >
          <option value="">Choose a country</option>
          {countries().map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="field__error" id={`${id}-err`} role="alert">
          <CircleAlert size={14} aria-hidden="true" /> {error}
        </p>
      )}
    </div>
  );
}
