import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CircleAlert, Coffee, LoaderCircle, TriangleAlert } from 'lucide-react';
import { BREAK_LENGTH_TEXT, EXCLUSION_LENGTHS, TIMEOUT_LENGTHS, type BreakLength, type BreakView } from '../../../src/core/protection';
import { startBreak } from '../../../src/app/actions/protection';
import {
  BREAK_CLOSES,
  BREAK_KEEPS,
  BREAK_KIND_TEXT,
  breakBody,
  breakEndsAt,
  breakPhrase,
  playOpensAt,
} from '../../../src/app/protection/breaks';
import { useStore } from '../../../src/app/store';
import { Field } from '../../dialogs/Field';
import { Choices, momentText } from './parts';

type Kind = BreakView['kind'];

const KINDS = [
  ['timeout', 'Time-out'],
  ['exclusion', 'Self-exclusion'],
] as const;

const LENGTHS: Record<Kind, readonly (readonly [BreakLength, string])[]> = {
  timeout: TIMEOUT_LENGTHS.map((l) => [l, BREAK_LENGTH_TEXT[l]] as const),
  exclusion: EXCLUSION_LENGTHS.map((l) => [l, BREAK_LENGTH_TEXT[l]] as const),
};

/**
 * Responsible gambling → take a break: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent).
 * A confirmation step says how long, what closes and what stays, and asks for the password; once started it cannot be
 * shortened, and every session ends, this one too.
 */
export function BreakCard() {
  const hasPassword = useStore((s) => s.user?.hasPwd !== 0);
  const [kind, setKind] = useState<Kind>('timeout');
  const [length, setLength] = useState<BreakLength>('24h');
  const [confirming, setConfirming] = useState(false);

  const pickKind = (next: Kind) => {
    setKind(next);
    setLength(LENGTHS[next][0]![0]);
  };

  return (
    <section className="profile-card card rg-break" data-testid="break-card" aria-labelledby="rg-break-title">
      <header className="profile-card__head">
        <Coffee size={20} aria-hidden="true" />
        <h2 id="rg-break-title">Take a break</h2>
      </header>
      {confirming ? (
        <ConfirmBreak kind={kind} length={length} onBack={() => setConfirming(false)} />
      ) : (
        <div className="profile-card__body">
          <p className="profile-card__text">
            A time-out is a short pause, a self-exclusion a long one. Either starts at once, cannot be shortened and never ends early; when
            it ends, play opens after another 24 hours.
          </p>
          <Choices legend="Kind of break" options={KINDS} value={kind} onChange={pickKind} testId="break-kind" />
          <Choices legend="Length" options={LENGTHS[kind]} value={length} onChange={setLength} testId="break-length" />
          {!hasPassword && (
            <p className="rg-note" data-testid="break-needs-password">
              <CircleAlert size={16} aria-hidden="true" />
              <span>
                A break is confirmed with your login password. <Link to="/profile/Security">Set a password</Link> first.
              </span>
            </p>
          )}
          <button
            type="button"
            className="btn btn--outline btn--lg btn--block"
            disabled={!hasPassword}
            data-testid="break-continue"
            onClick={() => setConfirming(true)}
          >
            Continue
          </button>
        </div>
      )}
    </section>
  );
}

/** The warning step: the length and its end, what closes, what stays, and the password that confirms it. */
function ConfirmBreak({ kind, length, onBack }: { kind: Kind; length: BreakLength; onBack(): void }) {
  const head = useRef<HTMLHeadingElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  // Read once, when the step opens: the end shown is where the break would end if started now.
  const [from] = useState(() => Date.now());
  const endsAt = breakEndsAt(length, from);
  const opensAt = playOpensAt(endsAt);
  const what = BREAK_KIND_TEXT[kind];

  useEffect(() => head.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    if (password === '') {
      setError('Enter your password to confirm');
      return;
    }
    const body = breakBody(kind, length, password);
    if (!body) return;
    setBusy(true);
    try {
      const result = await startBreak(body);
      if (!result.ok) setServerError(result.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy} data-testid="break-confirm-form">
      <h3 ref={head} className="rg-subhead" tabIndex={-1}>
        Confirm {breakPhrase(kind, length)}
      </h3>
      <div className="rg-warning" role="note" data-testid="break-warning">
        <TriangleAlert size={20} aria-hidden="true" />
        <div>
          <p>
            <strong>
              {endsAt === null
                ? `Your ${what.toLowerCase()} starts now and never ends: play does not open again.`
                : `Your ${what.toLowerCase()} starts now and lasts ${BREAK_LENGTH_TEXT[length]}, until about ${momentText(endsAt)}.`}
            </strong>
          </p>
          {opensAt !== null && <p>Play opens again from about {momentText(opensAt)}, after a 24-hour cooling-off.</p>}
          <p>It cannot be shortened and does not end early.</p>
        </div>
      </div>
      <div className="rg-lists">
        <div>
          <h4>Closed</h4>
          <ul className="rg-list rg-list--closed">
            {BREAK_CLOSES.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Still open</h4>
          <ul className="rg-list rg-list--open">
            {BREAK_KEEPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="profile-card__text">You will be logged out everywhere, on this device too.</p>
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        error={error || undefined}
        data-testid="break-password"
        onChange={(e) => {
          setPassword(e.target.value);
          if (e.target.value !== '') setError('');
        }}
      />
      {serverError && (
        <div className="alert alert--error" role="alert" data-testid="break-error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{serverError}</span>
        </div>
      )}
      <div className="rg-actions">
        <button type="button" className="btn btn--outline btn--lg" onClick={onBack} disabled={busy} data-testid="break-back">
          <ArrowLeft size={18} aria-hidden="true" /> Back
        </button>
        <button type="submit" className="btn btn--lg rg-btn-danger" disabled={busy} data-testid="break-confirm">
          {busy && <LoaderCircle size={18} className="spin" aria-hidden="true" />}
          {busy ? 'Starting…' : kind === 'timeout' ? 'Start my time-out' : 'Exclude me'}
        </button>
      </div>
    </form>
  );
}
