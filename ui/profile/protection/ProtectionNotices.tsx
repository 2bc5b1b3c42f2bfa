import { Lock, OctagonPause } from 'lucide-react';
import { BREAK_LENGTH_TEXT, type BreakView, type LockCapability, type LockView } from '../../../src/core/protection';
import { BREAK_KIND_TEXT } from '../../../src/app/protection/breaks';
import { usePrivate } from '../../streamer/Private';
import { Moment, momentText } from './parts';

/** What each lockable capability is called in a notice. */
const CAPABILITY_TEXT: Record<LockCapability, string> = {
  chat: 'Chat',
  tip: 'Tips',
  rain: 'Rain',
  bet: 'Betting',
  deposit: 'Deposits',
  withdraw: 'Withdrawals',
};

/**
 * The top of the Responsible gambling section: a break in force or cooling off (the player logged in again to
 * withdraw or look at the history) as a prominent banner, and each lock the operator set, with its end and reason.
 */
export function ProtectionNotices({
  current,
  locks,
  now,
  offset,
}: {
  current: BreakView | null;
  locks: readonly LockView[];
  /** The server's clock when the state was read. */
  now: number;
  offset: number;
}) {
  const { text } = usePrivate();
  if (!current && locks.length === 0) return null;
  return (
    <div className="rg-notices profile-card--wide">
      {current && <BreakBanner current={current} now={now} offset={offset} />}
      {locks.length > 0 && (
        <ul className="rg-locks" aria-label="Locks on your account">
          {locks.map((lock) => (
            <li key={lock.capability} className="rg-lock" data-testid={`lock-${lock.capability}`}>
              <Lock size={18} aria-hidden="true" />
              <p>
                <strong>{CAPABILITY_TEXT[lock.capability]} locked</strong> until {momentText(lock.until)}
                {lock.reason ? <span className="rg-lock__reason">{text(lock.reason)}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BreakBanner({ current, now, offset }: { current: BreakView; now: number; offset: number }) {
  const what = BREAK_KIND_TEXT[current.kind];
  const cooling = current.endsAt !== null && current.endsAt <= now;
  return (
    <section className="rg-banner" data-testid="break-banner" aria-labelledby="rg-banner-title">
      <OctagonPause size={28} aria-hidden="true" className="rg-banner__icon" />
      <div className="rg-banner__text">
        <h2 id="rg-banner-title">
          {current.endsAt === null
            ? `Permanent ${what.toLowerCase()}`
            : cooling
              ? `Your ${what.toLowerCase()} has ended: cooling-off`
              : `${what} in force · ${BREAK_LENGTH_TEXT[current.length]}`}
        </h2>
        {current.endsAt !== null && !cooling && (
          <p>
            Ends <Moment at={current.endsAt} offset={offset} testId="break-ends" />
          </p>
        )}
        <p data-testid="break-play-from">
          {current.playFrom === null ? (
            'Play does not open again.'
          ) : (
            <>
              Play opens <Moment at={current.playFrom} offset={offset} />
            </>
          )}
        </p>
        <p className="rg-banner__small">
          Bets, deposits, tips, rain, chat and promotions are closed until then. You can still log in to withdraw your balance and see your
          history.
        </p>
      </div>
    </section>
  );
}
