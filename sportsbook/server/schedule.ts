import type { CatalogResponse, EventStatus, SportEvent } from '../shared/api';
import { fixtureAt, LEAGUES, matchAt, type Fixture, type League, type MatchNow } from './fixtures';
import { closedMarkets, marketsOf, type Market } from './markets';
import { leagueOf, SPORTS } from './sports';
import type { BookStore } from './store';
import type { EventEnd } from './types';

// The book's matches as it shows them at a moment: the seeded fixtures, each as the clock plays it unless the operator
// ended it early (a settle or a void order, kept in the store).

/** The list shows matches kicking off within this many slots (3 hours at the default 10-minute slot). */
export const LIST_SLOTS = 18;
/** The stream carries matches kicking off within this many slots (an hour at the default slot). */
export const STREAM_SLOTS = 6;
/** Bets and look-ups reach back this far (a week): older matches are no longer known. */
const PAST_MS = 7 * 24 * 3600_000;

/** How the schedule is set up. */
export interface ScheduleOptions {
  seed: string;
  matchMs: number;
  slotMs: number;
  now: () => number;
}

/** A match now: its fixture, where it stands, and its end when it is over. */
export interface MatchView {
  fixture: Fixture;
  status: EventStatus;
  minute: number;
  home: number;
  away: number;
  /** When it ended (epoch ms), or null while not over. */
  endedAt: number | null;
}

/** The filter of an events list. */
export interface EventFilter {
  sport?: string;
  league?: string;
  status?: 'live' | 'upcoming';
}

/** The schedule of every league, read at `now`. */
export class Schedule {
  private readonly cache = new Map<string, Fixture>();
  /** Markets by match, status and minute: they change only when the simulated minute does. */
  private readonly priced = new Map<string, Market[]>();

  constructor(
    private readonly options: ScheduleOptions,
    private readonly store: BookStore,
  ) {}

  /**
   * The fixture of an id (`<league>-<slot>`), or null if none is known (unknown league, too old or too far ahead; a
   * bet's own match, `known`, at any time).
   */
  fixture(id: string, known = false): Fixture | null {
    const match = /^([a-z0-9-]{1,40})-(\d{1,12})$/.exec(id);
    const league = match ? leagueOf(match[1]!) : undefined;
    if (!match || !league) return null;
    const slot = Number(match[2]);
    const now = this.options.now();
    const kickoff = slot * this.options.slotMs;
    if (!known && (kickoff < now - PAST_MS || kickoff > now + LIST_SLOTS * this.options.slotMs)) return null;
    return this.at(league, slot);
  }

  /** Where a match stands at `now`, the operator's ending first. */
  view(fixture: Fixture, now = this.options.now()): MatchView {
    const end = this.store.events.get(fixture.id);
    if (end && end.endedAt <= now) {
      return { fixture, status: end.status, minute: end.minute, home: end.home, away: end.away, endedAt: end.endedAt };
    }
    const state = matchAt(fixture, now, this.options.matchMs);
    return {
      fixture,
      status: state.status,
      minute: state.minute,
      home: state.homeGoals,
      away: state.awayGoals,
      endedAt: state.status === 'finished' ? fixture.kickoff + this.options.matchMs : null,
    };
  }

  /** A match as the page shows it: its state and its markets (all closed once it is over). */
  event(fixture: Fixture, now = this.options.now()): SportEvent {
    const view = this.view(fixture, now);
    const state = matchAt(fixture, now, this.options.matchMs);
    const key = `${fixture.id}:${state.status}:${state.minute}`;
    let markets = this.priced.get(key);
    if (!markets) {
      markets = marketsOf(fixture, now, this.options.matchMs);
      if (this.priced.size > 5000) this.priced.clear();
      this.priced.set(key, markets);
    }
    return {
      id: fixture.id,
      sport: fixture.sport,
      league: fixture.league,
      home: fixture.home,
      away: fixture.away,
      kickoff: fixture.kickoff,
      status: view.status,
      minute: view.minute,
      score: { home: view.home, away: view.away },
      markets: view.endedAt === null ? markets : closedMarkets(markets),
    };
  }

  /**
   * The matches to list at `now`: in play, kicking off within `slots` slots, and (unless a status is asked for) those
   * ended within the last slot; live first, then by kick-off.
   */
  list(filter: EventFilter = {}, slots = LIST_SLOTS, now = this.options.now()): SportEvent[] {
    const { slotMs, matchMs } = this.options;
    const leagues = LEAGUES.filter((l) => (!filter.sport || l.sport === filter.sport) && (!filter.league || l.code === filter.league));
    const shown = this.between(now - matchMs - slotMs, now + slots * slotMs, leagues)
      .map((f) => ({ f, view: this.view(f, now) }))
      .filter(({ view }) => {
        if (filter.status) return view.status === filter.status;
        return view.endedAt === null || view.endedAt > now - slotMs;
      });
    const rank = (s: EventStatus) => (s === 'live' ? 0 : 1);
    shown.sort((a, b) => rank(a.view.status) - rank(b.view.status) || a.f.kickoff - b.f.kickoff || a.f.id.localeCompare(b.f.id));
    return shown.map(({ f }) => this.event(f, now));
  }

  /** Every sport with its leagues and their counts of live and upcoming matches. */
  catalog(now = this.options.now()): CatalogResponse {
    const { slotMs, matchMs } = this.options;
    const counts = new Map<string, { live: number; upcoming: number }>();
    for (const f of this.between(now - matchMs, now + LIST_SLOTS * slotMs, LEAGUES)) {
      const status = this.view(f, now).status;
      const count = counts.get(f.league) ?? { live: 0, upcoming: 0 };
      if (status === 'live') count.live++;
      if (status === 'upcoming') count.upcoming++;
      counts.set(f.league, count);
    }
    return {
      sports: SPORTS.map((s) => ({
        slug: s.slug,
        name: s.name,
        leagues: s.leagues.map((l) => ({
          code: l.code,
          name: l.name,
          country: l.country,
          ...(counts.get(l.code) ?? { live: 0, upcoming: 0 }),
        })),
      })),
    };
  }

  /** The final state of a match for its bets: its score when finished, void when called off, null while not over. */
  outcome(fixture: Fixture, now = this.options.now()): { status: 'void' } | { status: 'finished'; final: MatchNow } | null {
    const view = this.view(fixture, now);
    if (view.endedAt === null) return null;
    if (view.status === 'void') return { status: 'void' };
    const minute = fixture.minutes;
    return { status: 'finished', final: { status: 'finished', minute, homeGoals: view.home, awayGoals: view.away } };
  }

  /** Records how a match that played out ended, so its bets settle on it whatever later changes (a seed, a length). */
  record(fixture: Fixture, now = this.options.now()): void {
    if (this.store.events.has(fixture.id)) return;
    const view = this.view(fixture, now);
    if (view.endedAt === null || view.status === 'void') return;
    this.store.events.set(fixture.id, {
      status: 'finished',
      home: view.home,
      away: view.away,
      minute: view.minute,
      endedAt: view.endedAt,
      by: 'clock',
    });
    this.store.changed();
  }

  /** Ends a match now on the operator's order: finished with a score (else the seed's final score), or void. */
  end(fixture: Fixture, how: { status: 'finished'; score?: { home: number; away: number } } | { status: 'void' }): EventEnd {
    const now = this.options.now();
    const current = this.view(fixture, now);
    const seeded = matchAt(fixture, Number.MAX_SAFE_INTEGER, this.options.matchMs);
    const end: EventEnd =
      how.status === 'void'
        ? { status: 'void', home: current.home, away: current.away, minute: current.minute, endedAt: now, by: 'operator' }
        : {
            status: 'finished',
            home: how.score?.home ?? seeded.homeGoals,
            away: how.score?.away ?? seeded.awayGoals,
            minute: fixture.minutes,
            endedAt: now,
            by: 'operator',
          };
    this.store.events.set(fixture.id, end);
    this.store.changed();
    return end;
  }

  /** A league's match in a slot, drawn once (a draw hashes the seed many times). */
  private at(league: League, slot: number): Fixture {
    const id = `${league.code}-${slot}`;
    const hit = this.cache.get(id);
    if (hit) return hit;
    const fixture = fixtureAt(this.options.seed, league, slot, this.options.slotMs);
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(id, fixture);
    return fixture;
  }

  /** The leagues' matches kicking off from `from` (included) to `to` (excluded). */
  private between(from: number, to: number, leagues: readonly League[]): Fixture[] {
    const out: Fixture[] = [];
    const { slotMs } = this.options;
    for (let slot = Math.ceil(from / slotMs); slot * slotMs < to; slot++) for (const league of leagues) out.push(this.at(league, slot));
    return out;
  }
}
