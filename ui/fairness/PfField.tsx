import type { InputHTMLAttributes } from 'react';

/**
 * A labelled text input of the fairness page: monospace for seeds and hashes, tabular digits for numbers (`numeric`),
 * the full row of the calculator grid when `full`.
 */
export function PfField({
  label,
  full = false,
  numeric = false,
  testId,
  ...input
}: {
  label: string;
  full?: boolean;
  numeric?: boolean;
  testId: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return (
    <label className={`bp-field${full ? ' pf-full' : ''}`}>
      <span className="bp-field__label">{label}</span>
      <span className="bp-input">
        <input
          className={`bp-input__el ${numeric ? 'num' : 'mono'}`}
          inputMode={numeric ? 'numeric' : undefined}
          data-testid={testId}
          {...input}
        />
      </span>
    </label>
  );
}

/** One labelled value in monospace. */
export function Value({ label, value, testId }: { label: string; value: string | number | null | undefined; testId: string }) {
  return (
    <div className="pf-value">
      <span className="pf-value__label">{label}</span>
      <code className="pf-value__text" data-testid={testId}>
        {value ?? '—'}
      </code>
    </div>
  );
}
