import { useState, type FormEvent } from 'react';
import type { z } from '../../src/core/zod';
import { fieldErrors, validateField, type FieldErrors } from '../../src/app/feedback/forms';

/** The outcome of a form's server call. */
export interface SubmitResult {
  ok: boolean;
  code?: number;
  message?: string;
}

/**
 * Form state validated field by field against a zod object schema: errors show on blur and clear as the player
 * types; submit parses the whole form and hands the data to `send`, showing the server's message when it refuses.
 */
export function useSchemaForm<K extends string, S extends z.ZodObject>(
  schema: S,
  initial: Record<K, string>,
  send: (data: z.infer<S>) => Promise<SubmitResult>,
  // Lets an optional field be sent as absent when empty.
  toInput: (values: Record<K, string>) => unknown = (values) => values,
  // Codes whose refusal another flow presents (a 403 on login opens the prohibition notice instead).
  quietCodes: readonly number[] = [],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const check = (key: K, value: string) => {
    const input = (toInput({ ...values, [key]: value }) as Record<string, unknown>)[key];
    return validateField(schema.shape[key] as z.ZodType, input, key);
  };
  const change = (key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: check(key, value) }));
  };
  const blur = (key: K) => {
    if (values[key] !== '') setErrors((e) => ({ ...e, [key]: check(key, values[key]) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrors<K>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await send(parsed.data);
      if (!result.ok && !quietCodes.includes(result.code ?? 0)) setServerError(result.message ?? 'Request failed');
    } finally {
      setBusy(false);
    }
  };

  /** Validates one field now and shows its error; true when it is valid (a "Send code" next to an email field). */
  const validate = (key: K): boolean => {
    const error = check(key, values[key]);
    setErrors((e) => ({ ...e, [key]: error }));
    return !error;
  };
  /** Shows a message under a field (a refusal that belongs to it). */
  const setError = (key: K, message: string) => setErrors((e) => ({ ...e, [key]: message }));

  return { values, errors, serverError, busy, change, blur, submit, validate, setError };
}
