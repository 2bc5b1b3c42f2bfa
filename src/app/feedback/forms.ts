import type { z } from '../../core/zod';

/** Field errors of a form: the first message per top-level field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Field labels shown to players instead of wire names in validation messages. */
export const FIELD_LABELS: Record<string, string> = {
  userName: 'Username',
  email: 'Email',
  password: 'Password',
  sharCode: 'Referral code',
  code: 'Code',
  googleCode: 'Code',
  amount: 'Amount',
};

/** The shared schemas word messages for the API ("userName is required"); forms show the label instead. */
export function humanize(message: string, key: string): string {
  const label = FIELD_LABELS[key];
  return label && message.startsWith(`${key} `) ? `${label}${message.slice(key.length)}` : message;
}

/** Collects the first zod issue message of each field. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = humanize(issue.message, key);
  }
  return out as FieldErrors<K>;
}

/** Validates one field against its schema; returns the message or undefined. */
export function validateField(schema: z.ZodType, value: unknown, key = ''): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : humanize(result.error.issues[0]?.message ?? 'Invalid value', key);
}
