// Money in the client is decimal strings from the server, turned into scaled integers (BigInt counts of 10^-decimals of
// the currency) for any arithmetic: a float never holds an amount.
import type { Limits } from './types';

/** The bet limits as integer subunits, with the currency's decimals. */
export interface BetRules {
  min: bigint;
  max: bigint;
  step: bigint;
  decimals: number;
}

/** Subunits of a plain decimal string ("12", "0.5", "1,25"), or null when it is not one or has too many places. */
export function toUnits(text: string, decimals: number): bigint | null {
  const s = text.trim().replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  const [whole = '', fraction = ''] = s.split('.');
  // Places past the currency's are allowed only as zeros ("1.500000000").
  if (/[^0]/.test(fraction.slice(decimals))) return null;
  return BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/** The decimal string of an amount in subunits, trailing zeros dropped but at least `minPlaces` decimals kept. */
export function fromUnits(units: bigint, decimals: number, minPlaces = 0): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  if (fraction.length < minPlaces) fraction = fraction.padEnd(Math.min(minPlaces, decimals), '0');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The limits of the session as integer rules (a limit the currency cannot hold falls back to one subunit). */
export function betRules(limits: Limits, decimals: number): BetRules {
  const step = toUnits(limits.step, decimals) ?? 1n;
  const min = toUnits(limits.min, decimals) ?? step;
  const max = toUnits(limits.max, decimals) ?? min;
  return { min, max: max < min ? min : max, step: step > 0n ? step : 1n, decimals };
}

/** An amount snapped down to a multiple of the step, then held within the limits. */
export function clampUnits(units: bigint, rules: BetRules): bigint {
  const snapped = units - (units % rules.step);
  if (snapped < rules.min) return rules.min;
  if (snapped > rules.max) return rules.max;
  return snapped;
}

/** The bet typed by the player made valid: clamped to the limits and the step, or `fallback` when it is no number. */
export function normalizeBet(text: string, rules: BetRules, fallback: string): string {
  const units = toUnits(text, rules.decimals);
  if (units === null) return fallback;
  return fromUnits(clampUnits(units, rules), rules.decimals);
}

/** The next bet up (+1) or down (-1) on the grid of steps, held within the limits. */
export function stepBet(text: string, direction: 1 | -1, rules: BetRules): string {
  const units = toUnits(text, rules.decimals);
  if (units === null) return fromUnits(rules.min, rules.decimals);
  const below = units - (units % rules.step);
  const next = direction > 0 ? below + rules.step : below === units ? units - rules.step : below;
  return fromUnits(clampUnits(next, rules), rules.decimals);
}

/** The bet halved or doubled, snapped to the step and held within the limits. */
export function scaleBet(text: string, factor: 'half' | 'double', rules: BetRules): string {
  const units = toUnits(text, rules.decimals) ?? rules.min;
  return fromUnits(clampUnits(factor === 'half' ? units / 2n : units * 2n, rules), rules.decimals);
}

/** Whether the bet is at the lower or upper limit (the -/+ buttons grey out there). */
export function atLimit(text: string, rules: BetRules): { low: boolean; high: boolean } {
  const units = toUnits(text, rules.decimals);
  if (units === null) return { low: false, high: false };
  return { low: units <= rules.min, high: units >= rules.max };
}

/** `amount` × mul / div rounded down to the currency, as the server pays (a line pay of a stake: mul = pay, div = 10). */
export function mulDivFloor(amount: string, mul: number, div: number, decimals: number): string {
  const units = toUnits(amount, decimals) ?? 0n;
  return fromUnits((units * BigInt(mul)) / BigInt(div), decimals);
}

/** Subunits (a number from the server, such as a blackjack stake) as a decimal string. */
export function subunitsText(subunits: number, decimals: number): string {
  return fromUnits(BigInt(Math.trunc(subunits)), decimals);
}

/** A share (0..1) of an amount, rounded down to the currency: the value a count-up shows on its way. */
export function partOf(amount: string, share: number, decimals: number): string {
  const units = toUnits(amount, decimals) ?? 0n;
  if (share >= 1) return fromUnits(units, decimals);
  const permille = BigInt(Math.max(0, Math.floor(share * 1000)));
  return fromUnits((units * permille) / 1000n, decimals);
}

/** Whether a decimal string is more than zero. */
export const isPositive = (amount: string): boolean => /[1-9]/.test(amount);

/** `a` / `b` of two decimal amounts as a float: only for choosing an effect (a big win), never for money. */
export function ratio(a: string, b: string, decimals: number): number {
  const x = toUnits(a, decimals) ?? 0n;
  const y = toUnits(b, decimals) ?? 0n;
  return y === 0n ? 0 : Number((x * 1000n) / y) / 1000;
}
