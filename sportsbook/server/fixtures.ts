import { SeededRandom } from './random';
import { ALL_LEAGUES, sportOf, type League, type SportSlug } from './sports';

// The demo book's fixtures: simulated leagues whose matches start on a fixed grid of slots and play out from the seed
// alone, so any process (and any test) derives the same match, the same goals at the same minutes and the same result.
// Each sport's definition (sports.ts) gives its length and goal model; the code here branches on no sport.

export type { League } from './sports';

/** Every league of the book: football's three, then ice hockey's. */
export const LEAGUES: readonly League[] = ALL_LEAGUES;

/** A match starts in every league every SLOT_MS by default. */
export const SLOT_MS = 10 * 60_000;
/** A match plays out in this much real time by default, whatever its simulated length. */
export const MATCH_MS = 12 * 60_000;

/** A goal: its minute and its side. */
export interface Goal {
  minute: number;
  side: 'home' | 'away';
}

/** One match: where and when, each side's expected goals, and its goals as the seed plays them. */
export interface Fixture {
  id: string;
  sport: SportSlug;
  league: string;
  home: string;
  away: string;
  /** Epoch milliseconds. */
  kickoff: number;
  /** The simulated length of the match in minutes (its sport's). */
  minutes: number;
  homeXg: number;
  awayXg: number;
  goals: readonly Goal[];
}

/** A team's strength, from 0.7 to 1.4: fixed for a seed, so form carries from one match to the next. */
export function rating(seed: string, team: string): number {
  return 0.7 + 0.7 * new SeededRandom(`${seed}:rating:${team}`).next();
}

/** The match of a league in a slot (slot n starts at n × slotMs). */
export function fixtureAt(seed: string, league: League, slot: number, slotMs = SLOT_MS): Fixture {
  const sport = sportOf(league.sport);
  if (!sport) throw new Error(`League ${league.code} has no known sport`);
  const r = new SeededRandom(`${seed}:${league.code}:${slot}`);
  const [home, away] = r.shuffle(league.teams) as [string, string];
  const rh = rating(seed, home);
  const ra = rating(seed, away);
  // The home side's advantage is the gap between the sport's home and away expected goals.
  const homeXg = sport.homeGoals * (rh / ra) ** sport.strength;
  const awayXg = sport.awayGoals * (ra / rh) ** sport.strength;
  const goals: Goal[] = [];
  for (const [side, xg] of [
    ['home', homeXg],
    ['away', awayXg],
  ] as const) {
    const n = r.poisson(xg);
    for (let i = 0; i < n; i++) goals.push({ minute: r.int(1, sport.minutes), side });
  }
  goals.sort((a, b) => a.minute - b.minute || (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1));
  return {
    id: `${league.code}-${slot}`,
    sport: sport.slug,
    league: league.code,
    home,
    away,
    kickoff: slot * slotMs,
    minutes: sport.minutes,
    homeXg,
    awayXg,
    goals,
  };
}

/** Every league's matches kicking off from `from` (included) to `to` (excluded), epoch milliseconds, earliest first. */
export function fixturesBetween(seed: string, from: number, to: number, leagues: readonly League[] = LEAGUES, slotMs = SLOT_MS): Fixture[] {
  const out: Fixture[] = [];
  for (let slot = Math.ceil(from / slotMs); slot * slotMs < to; slot++) {
    for (const league of leagues) out.push(fixtureAt(seed, league, slot, slotMs));
  }
  return out;
}

/** A match as it stands at `now`. */
export interface MatchNow {
  status: 'upcoming' | 'live' | 'finished';
  /** The simulated minute, 0 before kick-off, the match's length once over. */
  minute: number;
  homeGoals: number;
  awayGoals: number;
}

/** Where a match stands at `now`: its minute and the goals scored by then. */
export function matchAt(fixture: Fixture, now: number, matchMs = MATCH_MS): MatchNow {
  const length = fixture.minutes;
  const minute = Math.min(length, Math.max(0, Math.floor(((now - fixture.kickoff) / matchMs) * length)));
  const status = now < fixture.kickoff ? 'upcoming' : now >= fixture.kickoff + matchMs ? 'finished' : 'live';
  const scored = status === 'finished' ? fixture.goals : fixture.goals.filter((g) => g.minute <= minute);
  return {
    status,
    minute: status === 'finished' ? length : minute,
    homeGoals: scored.filter((g) => g.side === 'home').length,
    awayGoals: scored.filter((g) => g.side === 'away').length,
  };
}
