import { useMemo, type ReactNode } from 'react';
import type { SportEvent } from '../../shared/api';
import { sortEvents } from '../events';
import { kickoffText, startsIn } from '../format';
import { useBookState } from '../hooks';
import { EventList } from './EventList';
import { ClockIcon, LiveIcon } from './icons';
import { Link } from './Link';
import { leagueOf, sportName, useSports } from './names';
import { Empty, Failed } from './states';

/** How many upcoming matches the home page lists. */
const SOON = 8;

/** The matches that pass a filter, live first then by kick-off. */
function useEvents(filter: (e: SportEvent) => boolean): SportEvent[] {
  const events = useBookState((s) => s.events);
  return useMemo(() => sortEvents(Object.values(events).filter(filter)), [events, filter]);
}

const isLive = (e: SportEvent) => e.status === 'live';
const isUpcoming = (e: SportEvent) => e.status === 'upcoming';

/** A page's heading, with an optional line under it and a control beside it. */
function PageHead({ title, sub, aside }: { title: string; sub?: ReactNode; aside?: ReactNode }) {
  return (
    <header className="page-head">
      <div>
        <h1 className="page-head__title">{title}</h1>
        {sub && <p className="page-head__sub">{sub}</p>}
      </div>
      {aside}
    </header>
  );
}

/** A section of a page: a heading with a count and an optional link. */
function Section({ title, count, more, children }: { title: string; count?: number; more?: ReactNode; children: ReactNode }) {
  return (
    <section className="section">
      <div className="section__head">
        <h2 className="section__title">
          {title}
          {count !== undefined && count > 0 && <span className="count">{count}</span>}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** "No live matches right now", with the next kick-off when one is listed. */
function NoLive({ within }: { within: (e: SportEvent) => boolean }) {
  const upcoming = useEvents(isUpcoming).filter(within);
  const locale = useBookState((s) => s.locale);
  const now = useBookState((s) => s.now);
  const next = upcoming[0];
  return (
    <Empty title="No live matches right now" icon={<LiveIcon />}>
      {next ? (
        <p>
          Next kick-off:{' '}
          <Link to={`/event/${encodeURIComponent(next.id)}`}>
            {next.home} v {next.away}
          </Link>{' '}
          at {kickoffText(next.kickoff, now, locale)} ({startsIn(next.kickoff, now)}).
        </p>
      ) : (
        <p>New matches are added through the day.</p>
      )}
    </Empty>
  );
}

const anywhere = () => true;

/** `/`: live now and starting soon, across sports. */
export function HomePage() {
  const live = useEvents(isLive);
  const soon = useEvents(isUpcoming).slice(0, SOON);
  const load = useBookState((s) => s.eventsLoad);
  // One failure, said once (not once per section).
  if (load === 'error' && live.length === 0 && soon.length === 0) return <Failed message="The matches could not be loaded." />;
  return (
    <>
      <Section
        title="Live now"
        count={live.length}
        more={
          live.length > 0 && (
            <Link to="/live" className="text-link">
              All live
            </Link>
          )
        }
      >
        <EventList events={live} empty={<NoLive within={anywhere} />} skeleton={3} />
      </Section>
      <Section title="Starting soon">
        <EventList events={soon} empty={<Empty title="No matches scheduled yet" icon={<ClockIcon />} />} skeleton={3} />
      </Section>
    </>
  );
}

/** `/live`: every match in play. */
export function LivePage() {
  const live = useEvents(isLive);
  return (
    <>
      <PageHead title="Live" sub={live.length > 0 ? `${live.length} in play` : undefined} />
      <EventList events={live} empty={<NoLive within={anywhere} />} />
    </>
  );
}

/** `/{sport}`: a sport's leagues and matches. */
export function SportPage({ sport }: { sport: string }) {
  const sports = useSports();
  const info = sports.find((s) => s.slug === sport);
  const filter = useMemo(() => (e: SportEvent) => e.sport === sport && (e.status === 'live' || e.status === 'upcoming'), [sport]);
  const events = useEvents(filter);
  return (
    <>
      <PageHead title={sportName(sports, sport)} />
      {info && info.leagues.length > 1 && (
        <nav className="chips" aria-label="Leagues">
          {info.leagues.map((l) => (
            <Link key={l.code} to={`/${sport}/${l.code}`} className="chip">
              {l.name}
              {l.live > 0 && <span className="chip__live">{l.live}</span>}
            </Link>
          ))}
        </nav>
      )}
      <EventList events={events} empty={<Empty title="No matches listed" icon={<ClockIcon />} />} />
    </>
  );
}

/** `/{sport}/{league}`: one league's matches. */
export function LeaguePage({ sport, league }: { sport: string; league: string }) {
  const sports = useSports();
  const info = leagueOf(sports, sport, league);
  const filter = useMemo(
    () => (e: SportEvent) => e.sport === sport && e.league === league && (e.status === 'live' || e.status === 'upcoming'),
    [sport, league],
  );
  const events = useEvents(filter);
  return (
    <>
      <PageHead title={info.name} sub={info.country ? `${sportName(sports, sport)} · ${info.country}` : sportName(sports, sport)} />
      <EventList events={events} empty={<Empty title="No matches listed in this league" icon={<ClockIcon />} />} />
    </>
  );
}

/** Any other path. */
export function MissingPage() {
  return (
    <Empty title="This page is not in the sportsbook">
      <p>
        <Link to="/">Back to the sportsbook</Link>
      </p>
    </Empty>
  );
}
