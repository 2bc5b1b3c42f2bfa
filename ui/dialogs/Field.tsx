import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';

/** Props of Field: a labelled input with its error and hint. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Adds a show/hide toggle for passwords. */
  revealable?: boolean;
  /** A control beside the input (a "Send code" button). */
  action?: ReactNode;
}

/** A labelled input; errors are announced and linked with aria-describedby. */
export function Field({ label, optional, error, hint, revealable, action, type = 'text', className, ...input }: FieldProps) {
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const described = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label} {optional && <small>(optional)</small>}
      </label>
      <div className={`field__control${action ? ' field__control--action' : ''}`}>
        <input
          id={id}
          type={revealable && reveal ? 'text' : type}
          className={`input${revealable ? ' input--adorned' : ''}${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="field__adorn"
            aria-label={reveal ? 'Hide password' : 'Show password'}
            aria-pressed={reveal}
            onClick={() => setReveal(!reveal)}
          >
            {reveal ? <EyeOff size={18} /> : <Eye size={18} />}
          </button>
        )}
        {action}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-err`} role="alert">
          <CircleAlert size={14} aria-hidden="true" /> {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
