import { CircleAlert, LoaderCircle } from 'lucide-react';

/** The server's refusal of a form (if any) and the submit button with its busy state. */
export function FormFooter({
  error,
  busy,
  label,
  busyLabel,
  testId,
}: {
  error: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  testId: string;
}) {
  return (
    <>
      {error && (
        <div className="alert alert--error" role="alert" data-testid={`${testId}-error`}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </div>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" data-testid={`${testId}-submit`} disabled={busy}>
        {busy && <LoaderCircle size={18} className="spin" aria-hidden="true" />}
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
