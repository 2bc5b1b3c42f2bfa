import { useRef } from 'react';
import type { Route } from '../router';
import { useBookState, useRoute } from '../hooks';
import { BallIcon, HomeIcon, LiveIcon, TicketIcon } from './icons';
import { Link } from './Link';
import { useSports } from './names';
import { useStickTop } from './sticky';
import { cls } from './useFlash';

/** How many matches are live (in all, or of a sport or league). */
function useLiveCount(sport?: string, league?: string): number {
  return useBookState((s) => {
    let n = 0;
    for (const e of Object.values(s.events))
      if (e.status === 'live' && (!sport || e.sport === sport) && (!league || e.league === league)) n++;
    return n;
  });
}

function useOpenBetCount(): number {
  return useBookState((s) => (s.player && s.openBets.status === 'ready' ? s.openBets.data.length : 0));
}

const isSport = (r: Route, sport: string) => (r.name === 'sport' || r.name === 'league') && r.sport === sport;

/** The phone's and tablet's top strip: home, live, each sport, my bets. Kept under the host's header while scrolling. */
export function TopTabs() {
  const route = useRoute();
  const sports = useSports();
  const live = useLiveCount();
  const open = useOpenBetCount();
  const ref = useRef<HTMLElement>(null);
  useStickTop(ref);
  const current = (on: boolean) => (on ? ('page' as const) : undefined);
  return (
    <nav ref={ref} className="toptabs" aria-label="Sportsbook">
      <div className="toptabs__row">
        <Link to="/" className="toptab" aria-current={current(route.name === 'home')}>
          <HomeIcon />
          <span>Home</span>
        </Link>
        <Link to="/live" className="toptab" aria-current={current(route.name === 'live')}>
          <LiveIcon />
          <span>Live</span>
          {live > 0 && <span className="badge badge--live">{live}</span>}
        </Link>
        {sports.map((s) => (
          <Link key={s.slug} to={`/${s.slug}`} className="toptab" aria-current={current(isSport(route, s.slug))}>
            <BallIcon />
            <span>{s.name}</span>
          </Link>
        ))}
        <Link to="/bets" className="toptab" aria-current={current(route.name === 'bets')}>
          <TicketIcon />
          <span>My bets</span>
          {open > 0 && <span className="badge">{open}</span>}
        </Link>
      </div>
    </nav>
  );
}

function LeagueLink({ sport, code, name }: { sport: string; code: string; name: string }) {
  const route = useRoute();
  const live = useLiveCount(sport, code);
  const on = route.name === 'league' && route.sport === sport && route.league === code;
  return (
    <Link to={`/${sport}/${code}`} className={cls('side__link side__link--sub')} aria-current={on ? 'page' : undefined}>
      <span className="side__text">{name}</span>
      {live > 0 && <span className="badge badge--live">{live}</span>}
    </Link>
  );
}

/** The desktop's left column: home, live, my bets, then each sport with its leagues. */
export function SideNav() {
  const route = useRoute();
  const sports = useSports();
  const catalog = useBookState((s) => s.catalog.status);
  const live = useLiveCount();
  const open = useOpenBetCount();
  const ref = useRef<HTMLElement>(null);
  useStickTop(ref, 12);
  const current = (on: boolean) => (on ? ('page' as const) : undefined);
  return (
    <nav ref={ref} className="side" aria-label="Sports">
      <Link to="/" className="side__link" aria-current={current(route.name === 'home')}>
        <HomeIcon />
        <span className="side__text">Home</span>
      </Link>
      <Link to="/live" className="side__link" aria-current={current(route.name === 'live')}>
        <LiveIcon />
        <span className="side__text">Live now</span>
        {live > 0 && <span className="badge badge--live">{live}</span>}
      </Link>
      <Link to="/bets" className="side__link" aria-current={current(route.name === 'bets')}>
        <TicketIcon />
        <span className="side__text">My bets</span>
        {open > 0 && <span className="badge">{open}</span>}
      </Link>
      <p className="side__heading">Sports</p>
      {catalog === 'loading' && <span className="skel side__skel" />}
      {sports.map((s) => (
        <div key={s.slug} className="side__group">
          <Link to={`/${s.slug}`} className="side__link" aria-current={current(route.name === 'sport' && route.sport === s.slug)}>
            <BallIcon />
            <span className="side__text">{s.name}</span>
          </Link>
          {s.leagues.map((l) => (
            <LeagueLink key={l.code} sport={s.slug} code={l.code} name={l.name} />
          ))}
        </div>
      ))}
    </nav>
  );
}
