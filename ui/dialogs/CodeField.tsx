import type { ReactNode } from 'react';
import { Field } from './Field';

/** The part of useSchemaForm a field reads and writes. */
export interface FormFieldState<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  change(key: K, value: string): void;
  blur(key: K): void;
}

/** A one-time code field (emailed or authenticator codes): numeric keyboard, the OS's code autofill. */
export function CodeField<K extends string>({
  form,
  name,
  label,
  maxLength = 6,
  hint,
  action,
  autoFocus,
  optional,
}: {
  form: FormFieldState<K>;
  name: K;
  label: string;
  /** 6 for emailed codes; 7 lets an authenticator code be typed as "123 456". */
  maxLength?: number;
  hint?: ReactNode;
  action?: ReactNode;
  autoFocus?: boolean;
  optional?: boolean;
}) {
  return (
    <Field
      label={label}
      optional={optional}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      value={form.values[name]}
      error={form.errors[name]}
      hint={hint}
      action={action}
      onChange={(e) => form.change(name, e.target.value)}
      onBlur={() => form.blur(name)}
      data-autofocus={autoFocus || undefined}
    />
  );
}
