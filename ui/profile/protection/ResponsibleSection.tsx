import { useEffect, useState } from 'react';
import { RotateCw } from 'lucide-react';
import type { ProtectionState } from '../../../src/core/protection';
import { loadProtection } from '../../../src/app/actions/protection';
import { useStore } from '../../../src/app/store';
import { BreakCard } from './BreakCard';
import { LimitsCard } from './LimitsCard';
import { ProtectionNotices } from './ProtectionNotices';
import { RealityCheckCard } from './RealityCheckCard';
import { StatementCard } from './StatementCard';
import './protection.css';

/** The longest wait a timer takes (about 24.8 days); a moment further off is read on a later visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The next moment the state changes by itself (a window resets, a raise applies, a lock or break ends), after `now`. */
export function nextChangeAt(state: ProtectionState): number | null {
  const moments = [
    ...state.limits.flatMap((l) => [l.resetsAt, l.pending?.from ?? null]),
    ...state.locks.map((l) => l.until),
    state.break?.endsAt ?? null,
    state.break?.playFrom ?? null,
  ].filter((at): at is number => at !== null && at > state.now);
  return moments.length ? Math.min(...moments) : null;
}

/**
 * Profile → Responsible gambling: notices of a break or locks, then limits, the reality check and breaks. The state is
 * read when the section opens (what is used of a limit moves with play) and once more when one of its moments passes;
 * every change answers the state after it.
 */
export function ResponsibleSection() {
  const state = useStore((s) => s.protection);
  const offset = useStore((s) => s.protectionClockOffset);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let on = true;
    void loadProtection().then((got) => {
      if (on) setFailed(got === null);
    });
    return () => {
      on = false;
    };
  }, []);
  const retry = () => {
    setFailed(false);
    void loadProtection().then((got) => setFailed(got === null));
  };

  const next = state ? nextChangeAt(state) : null;
  useEffect(() => {
    if (next === null) return;
    const wait = next - (Date.now() + offset) + 1000;
    if (wait > MAX_TIMER_MS) return;
    const id = setTimeout(() => void loadProtection(), Math.max(1000, wait));
    return () => clearTimeout(id);
  }, [next, offset]);

  if (!state) {
    return (
      <section className="profile-card card profile-card--wide" data-testid="responsible-loading">
        {failed ? (
          <div className="profile-card__body" role="alert">
            <p className="profile-card__text">Your limits could not be read just now.</p>
            <button type="button" className="btn btn--outline" onClick={retry} data-testid="responsible-retry">
              <RotateCw size={16} aria-hidden="true" /> Retry
            </button>
          </div>
        ) : (
          <p className="profile-card__text" role="status">
            Loading your limits…
          </p>
        )}
      </section>
    );
  }

  return (
    <>
      <ProtectionNotices current={state.break} locks={state.locks} now={state.now} offset={offset} />
      <LimitsCard limits={state.limits} offset={offset} />
      <RealityCheckCard minutes={state.realityCheck} />
      <BreakCard />
      <StatementCard />
    </>
  );
}
