import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of LinkedInput. */
export interface LinkedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  /** The value derived from the panel state. */
  value: string;
  /** Called with every edit; the panel updates its state when the text reads as a number. */
  onEdit(text: string): void;
  suffix?: ReactNode;
  testId: string;
  hint?: ReactNode;
}

/**
 * A numeric field linked to others: while focused it keeps the text being typed (so "2." or "0.0" are not rewritten
 * under the cursor) and reports each edit; unfocused it shows the derived value. Its name is the label alone, not the
 * suffix (a unit or a button of its own).
 */
export function LinkedInput({ label, value, onEdit, suffix, testId, hint, ...rest }: LinkedInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const labelId = useId();
  return (
    <label className="bp-field">
      <span className="bp-field__label" id={labelId}>
        {label}
      </span>
      <span className="bp-input">
        <input
          aria-labelledby={labelId}
          {...rest}
          className="bp-input__el num"
          inputMode="decimal"
          autoComplete="off"
          data-testid={testId}
          value={draft ?? value}
          onFocus={() => setDraft(value)}
          onBlur={() => setDraft(null)}
          onChange={(e) => {
            const text = e.target.value.replace(',', '.');
            setDraft(text);
            onEdit(text);
          }}
        />
        {suffix && <span className="bp-input__suffix">{suffix}</span>}
      </span>
      {hint && <span className="bp-field__hint">{hint}</span>}
    </label>
  );
}
