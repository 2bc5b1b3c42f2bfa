// The sports the demo book offers, each a definition the fixtures and markets read (its length, its goal model, its
// lines and names), with its original leagues and clubs (no real competition's or club's names).

/** A sport's route segment. */
export type SportSlug = 'soccer' | 'ice-hockey';

/** A league of the demo book. */
export interface League {
  /** Route-safe and unique across sports: `/soccer/north-premier`. */
  code: string;
  name: string;
  country: string;
  sport: SportSlug;
  teams: readonly string[];
}

/** What makes a sport: how long its matches are, how many goals they see, and the markets' lines and names. */
export interface Sport {
  slug: SportSlug;
  name: string;
  /** Simulated minutes of a match (regulation time: the markets settle on it). */
  minutes: number;
  /** Expected goals of a match between two equal sides: the home side's and the away side's. */
  homeGoals: number;
  awayGoals: number;
  /** How strongly the ratio of the two ratings moves the expected goals (its exponent). */
  strength: number;
  /** The lines of the totals markets. */
  totalLines: readonly number[];
  /** The name of the three-way market. */
  resultName: string;
  /** After a goal, live markets stop taking bets for this many simulated minutes. */
  betStop: number;
  leagues: readonly League[];
}

const SOCCER_LEAGUES: readonly League[] = [
  {
    code: 'north-premier',
    name: 'North Premier',
    country: 'Northland',
    sport: 'soccer',
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
    sport: 'soccer',
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
    sport: 'soccer',
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

const HOCKEY_LEAGUES: readonly League[] = [
  {
    code: 'frostline',
    name: 'Frostline League',
    country: 'Nordmark',
    sport: 'ice-hockey',
    teams: [
      'Glacier Bay Wolves',
      'Ironpine Lynx',
      'Kettle Falls Owls',
      'Redrock Bison',
      'Silverlake Storm',
      'Timberhaven Moose',
      'Coldwater Pike',
      'Northgate Ravens',
    ],
  },
  {
    code: 'fjell-series',
    name: 'Fjell Series',
    country: 'Fjellmark',
    sport: 'ice-hockey',
    teams: [
      'Frostvik IK',
      'Nordlys HC',
      'Skarvik Ørner',
      'Bjørkdal Ulver',
      'Havnes Stjerner',
      'Lysbro Falker',
      'Granholm IF',
      'Tindevik Bjørner',
    ],
  },
];

/** Football: 90 minutes, about 2.6 goals a match, totals 1.5/2.5/3.5. */
export const SOCCER: Sport = {
  slug: 'soccer',
  name: 'Soccer',
  minutes: 90,
  homeGoals: 1.45,
  awayGoals: 1.15,
  strength: 0.9,
  totalLines: [1.5, 2.5, 3.5],
  resultName: 'Match result',
  betStop: 1,
  leagues: SOCCER_LEAGUES,
};

/** Ice hockey: 60 minutes of regulation, about 6 goals a match, totals 4.5/5.5/6.5; the markets settle on regulation. */
export const ICE_HOCKEY: Sport = {
  slug: 'ice-hockey',
  name: 'Ice hockey',
  minutes: 60,
  homeGoals: 3.15,
  awayGoals: 2.8,
  strength: 0.6,
  totalLines: [4.5, 5.5, 6.5],
  resultName: 'Regulation time result',
  betStop: 1,
  leagues: HOCKEY_LEAGUES,
};

/** Every sport, in the order the book lists them. */
export const SPORTS: readonly Sport[] = [SOCCER, ICE_HOCKEY];

/** Every league of every sport (football's first). */
export const ALL_LEAGUES: readonly League[] = SPORTS.flatMap((s) => s.leagues);

/** The sport of a slug, or undefined. */
export function sportOf(slug: string): Sport | undefined {
  return SPORTS.find((s) => s.slug === slug);
}

/** The league of a code, or undefined. */
export function leagueOf(code: string): League | undefined {
  return ALL_LEAGUES.find((l) => l.code === code);
}
