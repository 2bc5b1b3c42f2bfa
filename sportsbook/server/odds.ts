// The demo book's prices: a goals model for any sport of goals (each side's goals a Poisson variable of its expected
// goals, for football and ice hockey alike), turned into decimal odds with the book's margin. Probabilities are floats (they are estimates); prices are strings
// with two decimals, rounded down so the margin is never less than stated.

/** The most goals a side is modelled to score in what is left of a match (ice hockey's means reach about 4). */
const MAX_GOALS = 20;

/** A match's state for pricing: expected goals over the full match, and, live, the minute and the score. */
export interface MatchState {
  homeXg: number;
  awayXg: number;
  /** 0 before kick-off, up to the match's length. */
  minute: number;
  /** The match's simulated length in minutes: 90 unless said. */
  minutes?: number;
  homeGoals: number;
  awayGoals: number;
}

/** Probabilities of the outcomes the markets need, from the state. */
export interface MatchProbabilities {
  home: number;
  draw: number;
  away: number;
  /** P(total goals > line) by line. */
  over: Record<string, number>;
  /** P(home wins by 2 or more): the home side at -1.5. */
  homeMinus15: number;
}

function poissonPmf(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** Outcome probabilities for the rest of the match from its state (the expected goals scale with the time left). */
export function probabilities(state: MatchState, lines: readonly number[] = [1.5, 2.5, 3.5]): MatchProbabilities {
  const length = state.minutes ?? 90;
  const left = Math.max(0, length - state.minute) / length;
  const home = poissonPmf(state.homeXg * left);
  const away = poissonPmf(state.awayXg * left);
  const result = { home: 0, draw: 0, away: 0, homeMinus15: 0, over: {} as Record<string, number> };
  // P(this many more goals in all), summed once over the grid; each line's over is then a sum of its tail.
  const more = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  for (let h = 0; h <= MAX_GOALS; h++) {
    for (let a = 0; a <= MAX_GOALS; a++) {
      const p = home[h]! * away[a]!;
      const diff = state.homeGoals + h - (state.awayGoals + a);
      if (diff > 0) result.home += p;
      else if (diff === 0) result.draw += p;
      else result.away += p;
      if (diff >= 2) result.homeMinus15 += p;
      more[h + a]! += p;
    }
  }
  const scored = state.homeGoals + state.awayGoals;
  for (const line of lines) {
    let over = 0;
    for (let k = 0; k < more.length; k++) if (scored + k > line) over += more[k]!;
    result.over[String(line)] = over;
  }
  // The truncated tail (more than MAX_GOALS more goals) is negligible; normalise the three-way market.
  const sum = result.home + result.draw + result.away;
  return { ...result, home: result.home / sum, draw: result.draw / sum, away: result.away / sum };
}

/** The lowest price the book offers: a near-certain outcome still pays something. */
export const MIN_PRICE = 1.01;
/** Above this the outcome is too unlikely to price: the selection is suspended. */
export const MAX_PRICE = 500;

/**
 * Decimal prices of a market's outcomes (their probabilities summing to 1) with the book's margin: each fair price
 * 1/p divided by 1 + margin, rounded down to 2 decimals; null for an outcome too unlikely to price.
 */
export function prices(probs: readonly number[], margin: number): (string | null)[] {
  return probs.map((p) => {
    if (!(p > 0)) return null;
    const price = Math.floor(100 / (p * (1 + margin)) + 1e-9) / 100;
    if (price > MAX_PRICE) return null;
    return Math.max(MIN_PRICE, price).toFixed(2);
  });
}

/** The book's overround of a priced market: the sum of 1/price less one (0.06 for a 6% margin). */
export function overround(priced: readonly (string | null)[]): number {
  return priced.reduce((sum, p) => sum + (p === null ? 0 : 1 / Number(p)), 0) - 1;
}
