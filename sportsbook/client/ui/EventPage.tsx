import type { Market, SportEvent } from '../../shared/api';
import { kickoffText, startsIn } from '../format';
import { useEffect, useRef, useState } from 'react';
import { useBook, useBookState } from '../hooks';
import { LiveClock } from './EventRow';
import { ChevronIcon, LockIcon } from './icons';
import { Link } from './Link';
import { leagueOf, sportName, useSports } from './names';
import { PriceButton } from './PriceButton';
import { Empty, Failed, Skeleton } from './states';
import { cls, useFlash } from './useFlash';

const scored = (a: number, b: number) => (b > a ? 'up' : null);

function BigScore({ event }: { event: SportEvent }) {
  const flash = useFlash(event.score.home + event.score.away, scored, 3000);
  return (
    <div className={cls('board__score', flash && 'is-goal')} aria-label={`Score ${event.score.home} to ${event.score.away}`}>
      <span>{event.score.home}</span>
      <span className="board__dash" aria-hidden="true">
        –
      </span>
      <span>{event.score.away}</span>
    </div>
  );
}

/** The match's heading: sides, score and clock (or kick-off). */
function Board({ event }: { event: SportEvent }) {
  const locale = useBookState((s) => s.locale);
  const now = useBookState((s) => s.now);
  const started = event.status !== 'upcoming';
  return (
    <section className={cls('board', event.status === 'live' && 'is-live')} aria-label={`${event.home} v ${event.away}`}>
      <div className="board__status">
        {event.status === 'live' ? (
          <LiveClock event={event} />
        ) : event.status === 'upcoming' ? (
          <span>
            {kickoffText(event.kickoff, now, locale)} · {startsIn(event.kickoff, now)}
          </span>
        ) : (
          <span className="ev__clock is-over">{event.status === 'void' ? 'Called off' : 'Full time'}</span>
        )}
      </div>
      <div className="board__teams">
        <h1 className="board__team">{event.home}</h1>
        {started ? (
          <BigScore event={event} />
        ) : (
          <span className="board__vs" aria-hidden="true">
            v
          </span>
        )}
        <p className="board__team">{event.away}</p>
      </div>
    </section>
  );
}

function MarketCard({ event, market }: { event: SportEvent; market: Market }) {
  const three = market.selections.length === 3;
  return (
    <section className="card market" aria-label={market.name}>
      <header className="market__head">
        <h2 className="market__name">{market.name}</h2>
        {market.suspended && (
          <span className="tag tag--muted">
            <LockIcon size={12} /> Suspended
          </span>
        )}
      </header>
      <div className={cls('market__grid', three ? 'cols-3' : 'cols-2')}>
        {market.selections.map((s) => (
          <PriceButton key={s.id} event={event} market={market} selection={s} caption={s.label} />
        ))}
      </div>
    </section>
  );
}

/** All markets of one match, live score and clock on top. */
export function EventPage({ id }: { id: string }) {
  const book = useBook();
  const event = useBookState((s) => s.events[id]);
  const feed = useBookState((s) => s.feed);
  const load = useBookState((s) => s.eventsLoad);
  const sports = useSports();
  // A match the list does not hold (over, or far ahead) is asked for once.
  const asked = useRef<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  useEffect(() => {
    if (event || load !== 'ready' || asked.current === id) return;
    asked.current = id;
    void book.loadEvent(id).then((found) => setMissing(found ? null : id));
  }, [book, event, load, id]);
  if (!event) {
    if (load === 'loading' || (load === 'ready' && missing !== id)) return <Skeleton rows={2} />;
    if (load === 'error') return <Failed message="The match could not be loaded." />;
    return (
      <Empty title="This match is no longer listed">
        <p>
          It may have finished. <Link to="/">See the matches on now</Link>
        </p>
      </Empty>
    );
  }
  const league = leagueOf(sports, event.sport, event.league);
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to={`/${event.sport}/${event.league}`} className="crumbs__back" aria-label={`Back to ${league.name}`}>
          <ChevronIcon dir="left" />
        </Link>
        <Link to={`/${event.sport}`}>{sportName(sports, event.sport)}</Link>
        <ChevronIcon />
        <Link to={`/${event.sport}/${event.league}`}>{league.name}</Link>
      </nav>
      <Board event={event} />
      {event.status === 'finished' || event.status === 'void' ? (
        <Empty title={event.status === 'void' ? 'This match was called off' : 'This match is over'}>
          <p>
            Its bets are settled in <Link to="/bets">My bets</Link>.
          </p>
        </Empty>
      ) : (
        <div className="markets">
          {event.markets.map((m) => (
            <MarketCard key={m.id} event={event} market={m} />
          ))}
        </div>
      )}
      {feed === 'polling' && <p className="note">Live updates are delayed: reconnecting…</p>}
    </>
  );
}
