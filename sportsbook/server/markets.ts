import { matchAt, type Fixture, type MatchNow } from './fixtures';
import { prices, probabilities } from './odds';
import { sportOf, type Sport } from './sports';
import type { Market, Selection } from '../shared/api';

/** A market and its selections are the book's API shapes (sportsbook/shared/api.ts). */
export type { Market, Selection };

// The demo book's markets of a match, priced from its state, and how a selection and a slip settle from the final
// score. Every sport has the same three kinds of market (the three-way result, totals at its lines, the home side at
// -1.5); its definition gives the lines and the names. Prices and payouts are decimal strings; slip arithmetic is
// exact (integers of hundredths).

/** The book's margin on every market. */
export const MARGIN = 0.06;
/** After a goal, football's live markets stop taking bets for this many simulated minutes (the prices move). */
export const GOAL_BET_STOP = 1;

/** The sport of a fixture (its definition). */
export function sportOfFixture(fixture: Fixture): Sport {
  const sport = sportOf(fixture.sport);
  if (!sport) throw new Error(`Fixture ${fixture.id} has no known sport`);
  return sport;
}

/** The markets of a match at `now`: the three-way result, the sport's totals and the home side at -1.5. */
export function marketsOf(fixture: Fixture, now: number, matchMs?: number): Market[] {
  const sport = sportOfFixture(fixture);
  const lines = sport.totalLines;
  const state = matchAt(fixture, now, matchMs);
  const p = probabilities({ homeXg: fixture.homeXg, awayXg: fixture.awayXg, minutes: sport.minutes, ...state }, lines);
  const recentGoal = fixture.goals.some(
    (g) => state.status === 'live' && g.minute <= state.minute && state.minute - g.minute < sport.betStop,
  );
  const suspended = state.status === 'finished' || recentGoal;
  const market = (key: string, name: string, outcomes: [string, string, number][]): Market => {
    const priced = prices(
      outcomes.map(([, , prob]) => prob),
      MARGIN,
    );
    return {
      id: `${fixture.id}:${key}`,
      name,
      suspended,
      selections: outcomes.map(([k, label], i) => ({ id: `${fixture.id}:${key}:${k}`, label, price: suspended ? null : priced[i]! })),
    };
  };
  return [
    market('1x2', sport.resultName, [
      ['home', fixture.home, p.home],
      ['draw', 'Draw', p.draw],
      ['away', fixture.away, p.away],
    ]),
    ...lines.map((line) =>
      market(`ou${line}`, `Total goals ${line}`, [
        ['over', `Over ${line}`, p.over[String(line)]!],
        ['under', `Under ${line}`, 1 - p.over[String(line)]!],
      ]),
    ),
    market('h-1.5', `${fixture.home} -1.5`, [
      ['home', `${fixture.home} -1.5`, p.homeMinus15],
      ['away', `${fixture.away} +1.5`, 1 - p.homeMinus15],
    ]),
  ];
}

/** How a selection ended, from the final score; null for an id that is no selection of the match. */
export function selectionResult(fixture: Fixture, selectionId: string, final: MatchNow): 'won' | 'lost' | null {
  const lines = sportOfFixture(fixture).totalLines;
  const prefix = `${fixture.id}:`;
  if (!selectionId.startsWith(prefix)) return null;
  const [market, outcome] = selectionId.slice(prefix.length).split(':');
  const diff = final.homeGoals - final.awayGoals;
  const total = final.homeGoals + final.awayGoals;
  const won = (yes: boolean) => (yes ? 'won' : 'lost');
  if (market === '1x2') {
    if (outcome === 'home') return won(diff > 0);
    if (outcome === 'draw') return won(diff === 0);
    if (outcome === 'away') return won(diff < 0);
    return null;
  }
  const totalLine = /^ou(\d\.5)$/.exec(market ?? '');
  if (totalLine) {
    const line = Number(totalLine[1]);
    if (!lines.includes(line)) return null;
    if (outcome === 'over') return won(total > line);
    if (outcome === 'under') return won(total < line);
    return null;
  }
  if (market === 'h-1.5') {
    if (outcome === 'home') return won(diff >= 2);
    if (outcome === 'away') return won(diff < 2);
  }
  return null;
}

/** The markets closed: every one suspended and unpriced (a match ended or called off by the operator). */
export function closedMarkets(markets: readonly Market[]): Market[] {
  return markets.map((m) => ({ ...m, suspended: true, selections: m.selections.map((s) => ({ ...s, price: null })) }));
}

/** A selection of the markets, with its market, or null. */
export function findSelection(markets: readonly Market[], id: string): { market: Market; selection: Selection } | null {
  for (const market of markets) {
    const selection = market.selections.find((s) => s.id === id);
    if (selection) return { market, selection };
  }
  return null;
}

/** A slip's leg: its selection's result (void: the match was called off) and the price taken. */
export interface Leg {
  result: 'won' | 'lost' | 'void';
  price: string;
}

/**
 * What a slip pays per unit staked: 0 if any leg lost, else the product of its won legs' prices (a void leg counts
 * 1.00), exact, as a decimal string. A single is a slip of one leg.
 */
export function slipMultiplier(legs: readonly Leg[]): string {
  if (legs.length === 0) throw new Error('A slip has at least one leg');
  if (legs.some((l) => l.result === 'lost')) return '0';
  let product = 1n;
  let scale = 0;
  for (const leg of legs) {
    if (!/^\d+\.\d{2}$/.test(leg.price)) throw new Error(`Price ${leg.price} is not a price with two decimals`);
    if (leg.result === 'void') continue;
    product *= BigInt(leg.price.replace('.', ''));
    scale += 2;
  }
  if (scale === 0) return '1';
  const digits = product.toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '');
  return text;
}
