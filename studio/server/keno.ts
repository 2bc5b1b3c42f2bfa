// Cosmic Keno: the player marks 1 to 10 of the numbers 1-40, the game draws 10 of them without repetition, and pays
// the stake times the paytable's multiplier for the number of hits at that count of marks. The chance of h hits with
// k marks is hypergeometric, C(k, h)·C(40-k, 10-h) / C(40, 10), so each count's RTP follows exactly (kenoRtp).

/** Numbers on the board. */
export const KENO_NUMBERS = 40;
/** Numbers drawn per round. */
export const KENO_DRAWN = 10;
/** Most numbers a player may mark. */
export const KENO_MAX_PICKS = 10;

/**
 * Multipliers by marks (index 1..10) and then by hits (index 0..marks), in hundredths of the stake (a multiplier of
 * 1.5 is 150): integers keep every payout exact in integer money.
 */
export const KENO_PAYS: readonly (readonly number[])[] = [
  [],
  [0, 388],
  [0, 174, 520],
  [0, 0, 283, 4800],
  [0, 0, 160, 1067, 9000],
  [0, 0, 140, 424, 1350, 30000],
  [0, 0, 100, 303, 800, 2300, 50000],
  [0, 0, 50, 257, 500, 1500, 7000, 60000],
  [0, 0, 0, 209, 400, 1100, 4000, 20000, 100000],
  [0, 0, 0, 155, 300, 600, 2000, 10000, 50000, 100000],
  [0, 0, 0, 121, 200, 450, 1500, 5000, 20000, 50000, 100000],
];

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** The chance of `hits` hits with `marks` marks. */
export function kenoChance(marks: number, hits: number): number {
  return (choose(marks, hits) * choose(KENO_NUMBERS - marks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);
}

/** The exact RTP of playing `marks` numbers. */
export function kenoRtp(marks: number): number {
  const pays = KENO_PAYS[marks]!;
  return pays.reduce((sum, pay, hits) => sum + (kenoChance(marks, hits) * pay) / 100, 0);
}

/** A round: the numbers drawn, the hits among the marks, and the multiplier in hundredths. */
export interface KenoOutcome {
  picks: number[];
  drawn: number[];
  hits: number[];
  /** Hundredths of the stake. */
  pay: number;
}

/** The draw for `picks` (distinct numbers 1..40, 1 to 10 of them), using `randomInt(n)` uniform in 0..n-1. */
export function kenoDraw(picks: readonly number[], randomInt: (n: number) => number): KenoOutcome {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  // Partial Fisher-Yates: the first KENO_DRAWN entries are a uniform draw without repetition.
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + randomInt(KENO_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const drawn = pool.slice(0, KENO_DRAWN);
  const hits = picks.filter((p) => drawn.includes(p));
  return { picks: [...picks], drawn, hits, pay: KENO_PAYS[picks.length]![hits.length]! };
}

/** Whether picks are a valid marking: 1 to 10 distinct whole numbers from 1 to 40. */
export function validPicks(picks: unknown): picks is number[] {
  return (
    Array.isArray(picks) &&
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    picks.every((p) => Number.isInteger(p) && p >= 1 && p <= KENO_NUMBERS) &&
    new Set(picks).size === picks.length
  );
}
