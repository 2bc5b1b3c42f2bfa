import type { ReactNode } from 'react';
import { Field, type FieldProps } from './Field';

/** The part of useSchemaForm a field reads and writes. */
export interface FormFieldState<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  change(key: K, value: string): void;
  blur(key: K): void;
}

type BoundProps<K extends string> = Omit<FieldProps, 'form' | 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> & {
  form: FormFieldState<K>;
  name: K;
};

/** A Field bound to one key of a useSchemaForm form: its value, its error, change on input, validate on blur. */
export function FormField<K extends string>({ form, name, ...field }: BoundProps<K>) {
  return (
    <Field
      {...field}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(e) => form.change(name, e.target.value)}
      onBlur={() => form.blur(name)}
    />
  );
}

/** A password field of a form: the current one (login, confirmations) or a new one (sign-up, change). */
export function PasswordField<K extends string>({ isNew = false, ...props }: BoundProps<K> & { isNew?: boolean }) {
  return <FormField {...props} type="password" autoComplete={isNew ? 'new-password' : 'current-password'} revealable />;
}

/** A date-of-birth field of a form: the date picker up to today, the browser's birthday autofill. */
export function BirthField<K extends string>(props: BoundProps<K>) {
  return <FormField {...props} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />;
}

/** A one-time code field (emailed or authenticator codes): numeric keyboard, the OS's code autofill. */
export function CodeField<K extends string>({
  autoFocus,
  maxLength = 6,
  ...props
}: BoundProps<K> & {
  /** 6 for emailed codes; 7 lets an authenticator code be typed as "123 456". */
  maxLength?: number;
  hint?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <FormField {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={maxLength} data-autofocus={autoFocus || undefined} />
  );
}
