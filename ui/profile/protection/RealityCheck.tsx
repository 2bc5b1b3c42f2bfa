import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlarmClock, Hourglass, History, LogOut, Play, Timer } from 'lucide-react';
import type { RealityCheck } from '../../../src/core/protection';
import { formatFiat, toDecimal } from '../../../src/core/format';
import { endForSessionLimit, loadRealityCheck } from '../../../src/app/actions/protection';
import { logout } from '../../../src/app/actions/session';
import { REALITY_STEP_MS, RealityCheckTimer, sessionTimeText, sessionTimeWords } from '../../../src/app/protection/realityCheck';
import { sessionLimitEndsAt } from '../../../src/app/protection/sessionLimit';
import { getState, useStore } from '../../../src/app/store';
import { Modal } from '../../dialogs/Modal';
import { Private } from '../../streamer/Private';
import { useNow } from '../../vip/useNow';
import { ProtectionNotice } from './ProtectionNotice';
import './protection.css';

/** The server's clock: this browser's corrected by the offset measured with the last protection read. */
const serverNow = () => Date.now() + getState().protectionClockOffset;

/** The reality-check interval and the session's start, while reality checks are on (else null). */
function useRealitySession(): { minutes: number; startedAt: number } | null {
  const minutes = useStore((s) => s.protection?.realityCheck ?? null);
  const startedAt = useStore((s) => s.protection?.sessionStartedAt ?? null);
  return minutes === null || startedAt === null ? null : { minutes, startedAt };
}

/** The header's session time while reality checks are on: "12:34" under an hour, "1:05" from an hour. */
export function SessionClock() {
  const session = useRealitySession();
  return session ? <SessionClockFace startedAt={session.startedAt} /> : null;
}

function SessionClockFace({ startedAt }: { startedAt: number }) {
  const now = useNow();
  const offset = useStore((s) => s.protectionClockOffset);
  const played = now + offset - startedAt;
  return (
    <span
      className="rg-clock"
      role="timer"
      aria-label={`Session time: ${sessionTimeWords(played)}`}
      title="Session time"
      data-testid="session-clock"
    >
      <Timer size={14} aria-hidden="true" />
      <span className="num" aria-hidden="true">
        {sessionTimeText(played)}
      </span>
    </span>
  );
}

/**
 * The reality check: while an interval is set, a dialog every N minutes counted from the session's start, with the
 * session's time, stakes and net result (read when it opens, never otherwise) and Continue, View history and Log out.
 */
export function RealityCheckHost() {
  const session = useRealitySession();
  const navigate = useNavigate();
  const timer = useRef<RealityCheckTimer | null>(null);
  const [open, setOpen] = useState(false);
  const [figures, setFigures] = useState<RealityCheck | null | 'loading'>('loading');
  const minutes = session?.minutes ?? null;
  const startedAt = session?.startedAt ?? null;

  useEffect(() => {
    if (minutes === null || startedAt === null) return;
    const clock = new RealityCheckTimer(() => {
      setFigures('loading');
      setOpen(true);
      void loadRealityCheck().then(setFigures);
    }, serverNow);
    timer.current = clock;
    clock.start(startedAt, minutes);
    // A hidden tab's timers run late or not at all: it looks at the clock as soon as it is seen again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') clock.wake();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clock.stop();
      timer.current = null;
    };
  }, [minutes, startedAt]);

  const proceed = () => {
    setOpen(false);
    timer.current?.continue();
  };
  if (!open || session === null) return null;
  return (
    <RealityDialog
      figures={figures}
      startedAt={session.startedAt}
      onContinue={proceed}
      onHistory={() => {
        proceed();
        void navigate('/profile/GameHistory');
      }}
      onLogout={() => {
        setOpen(false);
        timer.current?.stop();
        void logout();
      }}
    />
  );
}

/** A signed USD amount: "+$12.50", "-$3.00", "$0.00". */
function signedUsd(value: string): string {
  const d = toDecimal(value);
  return d.gt(0) ? `+${formatFiat(d, '$')}` : formatFiat(d, '$');
}

function RealityDialog({
  figures,
  startedAt,
  onContinue,
  onHistory,
  onLogout,
}: {
  figures: RealityCheck | null | 'loading';
  startedAt: number;
  onContinue(): void;
  onHistory(): void;
  onLogout(): void;
}) {
  const titleId = useId();
  // The session's length as the server read it with the figures, else from its start on the corrected clock.
  const [openedAt] = useState(serverNow);
  const played = figures && figures !== 'loading' ? figures.now - figures.startedAt : openedAt - startedAt;
  const net = figures && figures !== 'loading' ? toDecimal(figures.net) : null;
  return (
    <Modal open onClose={onContinue} labelledBy={titleId} testId="reality-modal" className="rg-reality">
      <div className="rg-reality__head">
        <span className="rg-reality__icon">
          <AlarmClock size={28} aria-hidden="true" />
        </span>
        <h2 id={titleId}>Reality check</h2>
        <p>
          You have been playing for <strong data-testid="reality-played">{sessionTimeWords(played)}</strong> this session.
        </p>
      </div>
      {figures === 'loading' ? (
        <p className="rg-reality__status" role="status">
          Reading this session…
        </p>
      ) : figures === null ? (
        <p className="rg-reality__status" role="status">
          This session&apos;s figures could not be read just now.
        </p>
      ) : (
        <dl className="rg-figures" data-testid="reality-figures">
          <div>
            <dt>Session time</dt>
            <dd className="num">{sessionTimeText(played)}</dd>
          </div>
          <div>
            <dt>Wagered</dt>
            <dd className="num" data-testid="reality-wagered">
              <Private kind="amount">{formatFiat(figures.wagered, '$')}</Private>
            </dd>
          </div>
          <div>
            <dt>Net result</dt>
            <dd className={`num ${net?.lt(0) ? 'rg-loss' : net?.gt(0) ? 'rg-win' : ''}`} data-testid="reality-net">
              <Private kind="amount">{signedUsd(figures.net)}</Private>
            </dd>
          </div>
          <div>
            <dt>Bets</dt>
            <dd className="num">{figures.bets}</dd>
          </div>
        </dl>
      )}
      <div className="rg-reality__actions">
        <button type="button" className="btn btn--primary btn--lg" data-autofocus onClick={onContinue} data-testid="reality-continue">
          <Play size={18} aria-hidden="true" /> Continue
        </button>
        <button type="button" className="btn btn--outline btn--lg" onClick={onHistory} data-testid="reality-history">
          <History size={18} aria-hidden="true" /> View history
        </button>
        <button type="button" className="btn btn--ghost btn--lg" onClick={onLogout} data-testid="reality-logout">
          <LogOut size={18} aria-hidden="true" /> Log out
        </button>
      </div>
    </Modal>
  );
}

/**
 * Ends the session when its time limit is up (the server would refuse its next request anyway) and leaves the notice
 * of why. Looks at the clock at most every 30 s and whenever the tab is seen again.
 */
export function SessionLimitHost() {
  const endsAt = useStore((s) => (s.protection ? sessionLimitEndsAt(s.protection) : null));
  const startedAt = useStore((s) => s.protection?.sessionStartedAt ?? null);
  useEffect(() => {
    if (endsAt === null || startedAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      clearTimeout(timer);
      if (done) return;
      const left = endsAt - serverNow();
      if (left > 0) {
        timer = setTimeout(check, Math.min(left, REALITY_STEP_MS));
        return;
      }
      done = true;
      void endForSessionLimit(Math.round((endsAt - startedAt) / 60_000));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    check();
    return () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [endsAt, startedAt]);
  return null;
}

/** After the session-time limit ended the session: why, shown to the logged-out visitor until closed. */
export function SessionLimitNotice() {
  const minutes = useStore((s) => s.sessionLimitEnded);
  if (minutes === null) return null;
  return (
    <ProtectionNotice
      icon={<Hourglass size={30} aria-hidden="true" />}
      title="Your session time is up"
      testId="session-limit-notice"
      close={{ label: 'OK', testId: 'session-limit-close', onClose: () => getState().setSessionLimitEnded(null) }}
    >
      <p>
        You chose sessions of at most <strong>{sessionTimeWords(minutes * 60_000)}</strong>, so you have been logged out. You can log in
        again when you are ready; your limits are in Responsible gambling.
      </p>
    </ProtectionNotice>
  );
}
