import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, PenLine } from 'lucide-react';
import type { InviteInfo } from '../../src/core/promotions/referrals';
import { chooseShareCode } from '../../src/app/actions/referrals';

/**
 * "Choose your code": the one-time form for a code of the player's own (shown only while they have not chosen one).
 * A malformed code and the server's refusal ("This share code is taken: choose another") show under the field.
 */
export function ShareCodeForm({ onSaved }: { onSaved(info: InviteInfo): void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await chooseShareCode(code);
    setBusy(false);
    if (outcome.ok) onSaved(outcome.data);
    else setError(outcome.message);
  };
  return (
    <form className="ref-codeform" onSubmit={(e) => void submit(e)} noValidate data-testid="invite-code-form">
      <label className="field__label ref-codeform__label" htmlFor={`${id}-code`}>
        <PenLine size={16} aria-hidden="true" /> Choose your code
      </label>
      <div className="ref-codeform__row">
        <input
          id={`${id}-code`}
          className="input ref-codeform__input"
          placeholder="e.g. LUCKYSTAR"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          data-testid="invite-code-input"
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
        />
        <button
          type="submit"
          className="btn btn--primary ref-codeform__btn"
          data-testid="invite-code-save"
          aria-busy={busy || undefined}
          disabled={busy}
        >
          {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          Save code
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert" data-testid="invite-code-error">
          {error}
        </p>
      )}
      <p className="field__hint" id={`${id}-hint`}>
        4 to 16 letters or digits, chosen once. Links with your current code stop working; friends who already joined stay yours.
      </p>
    </form>
  );
}
