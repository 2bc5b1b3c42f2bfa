import { memo } from 'react';
import type { SportEvent } from '../../shared/api';
import { mainMarket } from '../events';
import { clockText, kickoffText, outcomeKey } from '../format';
import { useBookState } from '../hooks';
import { LockIcon } from './icons';
import { Link } from './Link';
import { PriceButton } from './PriceButton';
import { cls, useFlash } from './useFlash';

const scored = (a: number, b: number) => (b > a ? 'up' : null);

/** A side's goals, flashed when they go up. */
function Goals({ goals }: { goals: number }) {
  const flash = useFlash(goals, scored, 3000);
  return <span className={cls('ev__score', flash && 'is-goal')}>{goals}</span>;
}

/** A match in a list: its clock or kick-off, sides and score, and its match-result prices. */
/** A live match's badge and clock. */
export function LiveClock({ event }: { event: SportEvent }) {
  return (
    <>
      <span className="live-badge">
        <span className="live-badge__dot" aria-hidden="true" />
        Live
      </span>
      <span className="ev__clock">{clockText(event)}</span>
    </>
  );
}

export const EventRow = memo(function EventRow({ event, league }: { event: SportEvent; league?: string }) {
  const locale = useBookState((s) => s.locale);
  const now = useBookState((s) => s.now);
  const market = mainMarket(event);
  const live = event.status === 'live';
  const showScore = live || event.status === 'finished';
  const others = event.markets.length - 1;
  const href = `/event/${encodeURIComponent(event.id)}`;
  const when = kickoffText(event.kickoff, now, locale);
  const name = showScore
    ? `${event.home} ${event.score.home}, ${event.away} ${event.score.away}, ${live ? `live, minute ${event.minute}` : clockText(event)}`
    : `${event.home} v ${event.away}, ${event.status === 'void' ? 'called off' : when}`;
  return (
    <article className={cls('ev', live && 'is-live')}>
      <Link to={href} className="ev__main" aria-label={name}>
        <span className="ev__meta">
          {live ? (
            <LiveClock event={event} />
          ) : event.status === 'upcoming' ? (
            <time className="ev__time" dateTime={new Date(event.kickoff).toISOString()}>
              {when}
            </time>
          ) : (
            <span className="ev__clock is-over">{clockText(event)}</span>
          )}
          {league && <span className="ev__league">{league}</span>}
        </span>
        <span className="ev__teams">
          <span className="ev__team">
            <span className="ev__name">{event.home}</span>
            {showScore && <Goals goals={event.score.home} />}
          </span>
          <span className="ev__team">
            <span className="ev__name">{event.away}</span>
            {showScore && <Goals goals={event.score.away} />}
          </span>
        </span>
      </Link>
      <div className="ev__prices" role="group" aria-label={`${market?.name ?? 'Match result'}: ${event.home} v ${event.away}`}>
        {market && market.selections.length > 0 ? (
          market.selections.map((s) => (
            <PriceButton key={s.id} event={event} market={market} selection={s} caption={outcomeKey(s.id) || s.label} />
          ))
        ) : (
          <span className="ev__closed">
            <LockIcon /> No prices
          </span>
        )}
      </div>
      {others > 0 && (
        <Link to={href} className="ev__more" aria-label={`${others} more markets: ${event.home} v ${event.away}`}>
          <span>+{others}</span>
        </Link>
      )}
    </article>
  );
});
