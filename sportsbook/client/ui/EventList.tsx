import type { ReactNode } from 'react';
import type { SportEvent } from '../../shared/api';
import { byLeague } from '../events';
import { useBookState } from '../hooks';
import { EventRow } from './EventRow';
import { Link } from './Link';
import { leagueOf, useSports } from './names';
import { Failed, Skeleton } from './states';

/** Matches grouped by league under the league's name, or the loading, failed or empty state. */
export function EventList({ events, empty, skeleton = 4 }: { events: SportEvent[]; empty: ReactNode; skeleton?: number }) {
  const load = useBookState((s) => s.eventsLoad);
  const sports = useSports();
  if (events.length === 0) {
    if (load === 'loading') return <Skeleton rows={skeleton} />;
    if (load === 'error') return <Failed message="The matches could not be loaded." />;
    return <>{empty}</>;
  }
  return (
    <div className="groups">
      {byLeague(events).map((g) => {
        const league = leagueOf(sports, g.sport, g.league);
        return (
          <section className="card group" key={g.key} aria-label={league.name}>
            <header className="group__head">
              <Link to={`/${g.sport}/${g.league}`} className="group__title">
                <span className="group__name">{league.name}</span>
                {league.country && <span className="group__country">{league.country}</span>}
              </Link>
              <span className="group__keys" aria-hidden="true">
                <span>1</span>
                <span>X</span>
                <span>2</span>
              </span>
            </header>
            {g.events.map((e) => (
              <EventRow key={e.id} event={e} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
