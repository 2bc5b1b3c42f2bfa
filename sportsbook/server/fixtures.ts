import { SeededRandom } from './random';

// The demo book's fixtures: simulated leagues whose matches start on a fixed grid of slots and play out from the seed
// alone, so any process (and any test) derives the same match, the same goals at the same minutes and the same result.

/** A league of the demo book. */
export interface League {
  code: string;
  name: string;
  country: string;
  teams: readonly string[];
}

/** Original leagues and clubs (no real competition's names). */
export const LEAGUES: readonly League[] = [
  {
    code: 'north-premier',
    name: 'North Premier',
    country: 'Northland',
    teams: [
      'Harbor City',
      'Ironbridge',
      'Kestrel Town',
      'Lowmoor United',
      'Ashford Rovers',
      'Stonegate',
      'Brightwater',
      'Fenwick Athletic',
    ],
  },
  {
    code: 'costa-liga',
    name: 'Liga Costa',
    country: 'Costa Verde',
    teams: [
      'Real Marisol',
      'Atlético Sierra',
      'Deportivo Albor',
      'Unión Caliza',
      'Sporting Brisa',
      'CD Palmeral',
      'Racing Olivo',
      'Estrella Norte',
    ],
  },
  {
    code: 'alpen-cup',
    name: 'Alpen Cup',
    country: 'Alpenreich',
    teams: [
      'FC Bergtal',
      'SV Edelweiss',
      'Rotwald 09',
      'TSV Gletscher',
      'Blau-Weiss Seeberg',
      'FK Adlerhorst',
      'Eintracht Tannen',
      'VfR Felsberg',
    ],
  },
];

/** A match starts in every league every SLOT_MS. */
export const SLOT_MS = 10 * 60_000;
/** A match's 90 minutes play out in this much real time by default. */
export const MATCH_MS = 12 * 60_000;

/** A goal: its minute and its side. */
export interface Goal {
  minute: number;
  side: 'home' | 'away';
}

/** One match: where and when, each side's expected goals, and its goals as the seed plays them. */
export interface Fixture {
  id: string;
  league: string;
  home: string;
  away: string;
  /** Epoch milliseconds. */
  kickoff: number;
  homeXg: number;
  awayXg: number;
  goals: readonly Goal[];
}

/** A team's strength, from 0.7 to 1.4: fixed for a seed, so form carries from one match to the next. */
export function rating(seed: string, team: string): number {
  return 0.7 + 0.7 * new SeededRandom(`${seed}:rating:${team}`).next();
}

/** The match of a league in a slot (slot n starts at n × SLOT_MS). */
export function fixtureAt(seed: string, league: League, slot: number): Fixture {
  const r = new SeededRandom(`${seed}:${league.code}:${slot}`);
  const [home, away] = r.shuffle(league.teams) as [string, string];
  const rh = rating(seed, home);
  const ra = rating(seed, away);
  // Home advantage: about 0.3 goals.
  const homeXg = 1.45 * (rh / ra) ** 0.9;
  const awayXg = 1.15 * (ra / rh) ** 0.9;
  const goals: Goal[] = [];
  for (const [side, xg] of [
    ['home', homeXg],
    ['away', awayXg],
  ] as const) {
    const n = r.poisson(xg);
    for (let i = 0; i < n; i++) goals.push({ minute: r.int(1, 90), side });
  }
  goals.sort((a, b) => a.minute - b.minute || (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1));
  return { id: `${league.code}-${slot}`, league: league.code, home, away, kickoff: slot * SLOT_MS, homeXg, awayXg, goals };
}

/** Every league's matches kicking off from `from` (included) to `to` (excluded), epoch milliseconds, earliest first. */
export function fixturesBetween(seed: string, from: number, to: number, leagues: readonly League[] = LEAGUES): Fixture[] {
  const out: Fixture[] = [];
  for (let slot = Math.ceil(from / SLOT_MS); slot * SLOT_MS < to; slot++) {
    for (const league of leagues) out.push(fixtureAt(seed, league, slot));
  }
  return out;
}

/** A match as it stands at `now`. */
export interface MatchNow {
  status: 'upcoming' | 'live' | 'finished';
  /** The simulated minute, 0 before kick-off, 90 once over. */
  minute: number;
  homeGoals: number;
  awayGoals: number;
}

/** Where a match stands at `now`: its minute and the goals scored by then. */
export function matchAt(fixture: Fixture, now: number, matchMs = MATCH_MS): MatchNow {
  const minute = Math.min(90, Math.max(0, Math.floor(((now - fixture.kickoff) / matchMs) * 90)));
  const status = now < fixture.kickoff ? 'upcoming' : now >= fixture.kickoff + matchMs ? 'finished' : 'live';
  const scored = status === 'finished' ? fixture.goals : fixture.goals.filter((g) => g.minute <= minute);
  return {
    status,
    minute: status === 'finished' ? 90 : minute,
    homeGoals: scored.filter((g) => g.side === 'home').length,
    awayGoals: scored.filter((g) => g.side === 'away').length,
  };
}
