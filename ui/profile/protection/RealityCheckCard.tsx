import { useState, type FormEvent } from 'react';
import { AlarmClock } from 'lucide-react';
import { saveRealityCheck } from '../../../src/app/actions/protection';
import { FormFooter } from '../../dialogs/FormFooter';
import { Choices } from './parts';

/** The intervals offered: off, or every 15, 30, 45 or 60 minutes. */
const INTERVALS = [
  ['off', 'Off'],
  ['15', '15 min'],
  ['30', '30 min'],
  ['45', '45 min'],
  ['60', '60 min'],
] as const;
type Interval = (typeof INTERVALS)[number][0];

const toInterval = (minutes: number | null): Interval =>
  minutes === null ? 'off' : (INTERVALS.find(([key]) => key === String(minutes))?.[0] ?? 'off');

/**
 * Responsible gambling → reality check: a reminder every 15 to 60 minutes of this session's time, stakes and net
 * result, with the choice to go on, see the history or log out. While it is on, the header shows the session's time.
 */
export function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const saved = toInterval(minutes);
  const [choice, setChoice] = useState<Interval | null>(null);
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const value = choice ?? saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    setBusy(true);
    try {
      const result = await saveRealityCheck(value === 'off' ? null : Number(value));
      if (result.ok) setChoice(null);
      else setServerError(result.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card card" data-testid="reality-card" aria-labelledby="rg-reality-title">
      <header className="profile-card__head">
        <AlarmClock size={20} aria-hidden="true" />
        <h2 id="rg-reality-title">Reality check</h2>
        <span className={`badge ${minutes === null ? '' : 'badge--accent'}`} data-testid="reality-state">
          {minutes === null ? 'Off' : `Every ${minutes} min`}
        </span>
      </header>
      <form className="profile-card__body" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="profile-card__text">
          A reminder, counted from when you logged in, of how long you have played, what you staked and your net result, with a moment to
          stop. While it is on, the header shows your session time.
        </p>
        <Choices legend="Remind me every" options={INTERVALS} value={value} onChange={setChoice} testId="reality-interval" />
        <FormFooter error={serverError} busy={busy} label="Save" busyLabel="Saving…" testId="reality-save" />
      </form>
    </section>
  );
}
