// Keno's picking rules on the client: 1 to 10 different numbers of 1-40, toggled by taps, a quick pick, and the
// paytable row for the number of picks (the server's KENO_PAYS, in hundredths of the stake).
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYS } from '../server/keno';

/** The picks with `n` added (when there is room) or removed (when already picked), kept sorted. */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (!Number.isInteger(n) || n < 1 || n > KENO_NUMBERS) return [...picks];
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/** `count` different numbers of 1-40 (sorted), drawn with `random()` uniform in [0, 1). */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const n = Math.max(1, Math.min(KENO_MAX_PICKS, Math.floor(count)));
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < n; i++) {
    const j = i + Math.min(KENO_NUMBERS - i - 1, Math.floor(random() * (KENO_NUMBERS - i)));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n).sort((a, b) => a - b);
}

/** How many numbers a quick pick marks: as many as are marked now, or five on an empty board. */
export const quickPickCount = (picks: readonly number[]): number => (picks.length > 0 ? picks.length : 5);

/** Whether the picks can be played. */
export const canPlay = (picks: readonly number[]): boolean => picks.length >= 1 && picks.length <= KENO_MAX_PICKS;

/** A multiplier in hundredths as text: 388 → "3.88×", 4800 → "48×", 100000 → "1,000×". */
export function multiplierText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${wholeText}${cents ? `.${String(cents).padStart(2, '0').replace(/0$/, '')}` : ''}×`;
}

/** A paying row of the paytable. */
export interface PayRow {
  hits: number;
  /** Hundredths of the stake. */
  pay: number;
  text: string;
}

/** The paying rows for `count` picks, fewest hits first (none for 0 picks). */
export function payRows(count: number): PayRow[] {
  const pays = KENO_PAYS[count] ?? [];
  return pays.flatMap((pay, hits) => (pay > 0 ? [{ hits, pay, text: multiplierText(pay) }] : []));
}

/** The hits of picks among drawn numbers revealed so far. */
export const hitsSoFar = (picks: readonly number[], drawn: readonly number[]): number => drawn.filter((n) => picks.includes(n)).length;
