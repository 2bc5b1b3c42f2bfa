import { Decimal } from '../../core/money';
import type { DiceCondition } from '../../core/bets';

// The linked fields of the dice and limbo panels (target, win chance, multiplier) as pure functions on decimal strings,
// so the panel can keep them consistent in both directions. The server settles with src/core; these only display.

/** Limits of the dice panel (selectGameRule content: minWinChance, maxWinChance, houseEdge). */
export interface DiceLimits {
  houseEdge: string;
  minWinChance: string;
  maxWinChance: string;
}

/** Limits of the limbo panel (selectGameRule content: minTarget, maxTarget, houseEdge). */
export interface LimboLimits {
  houseEdge: string;
  minTarget: string;
  maxTarget: string;
}

/** Defaults when the game config does not name them (Stake's ranges, 1% edge). */
export const DEFAULT_DICE_LIMITS: DiceLimits = { houseEdge: '0.01', minWinChance: '0.01', maxWinChance: '98' };
export const DEFAULT_LIMBO_LIMITS: LimboLimits = { houseEdge: '0.01', minTarget: '1.01', maxTarget: '1000000' };

const NUMBER = /^\s*\d+(\.\d*)?\s*$|^\s*\.\d+\s*$/;

/** A decimal of a typed field, or null when it is not a plain non-negative number. */
export function readField(value: string): Decimal | null {
  return NUMBER.test(value) ? new Decimal(value.trim()) : null;
}

/** 100 * (1 - edge): the return-to-player percentage (99 at a 1% edge). */
export function rtpPercent(houseEdge: string): Decimal {
  return new Decimal(1).minus(readField(houseEdge) ?? new Decimal('0.01')).times(100);
}

/** Reads a config content value as a decimal string, or the fallback. */
export function configValue(content: Record<string, unknown> | undefined, key: string, fallback: string): string {
  const v = content?.[key];
  if ((typeof v === 'string' || typeof v === 'number') && readField(String(v))) return String(v);
  return fallback;
}

/** Dice limits from a game config's content. */
export function diceLimits(content: Record<string, unknown> | undefined): DiceLimits {
  return {
    houseEdge: configValue(content, 'houseEdge', DEFAULT_DICE_LIMITS.houseEdge),
    minWinChance: configValue(content, 'minWinChance', DEFAULT_DICE_LIMITS.minWinChance),
    maxWinChance: configValue(content, 'maxWinChance', DEFAULT_DICE_LIMITS.maxWinChance),
  };
}

/** Limbo limits from a game config's content. */
export function limboLimits(content: Record<string, unknown> | undefined): LimboLimits {
  return {
    houseEdge: configValue(content, 'houseEdge', DEFAULT_LIMBO_LIMITS.houseEdge),
    minTarget: configValue(content, 'minTarget', DEFAULT_LIMBO_LIMITS.minTarget),
    maxTarget: configValue(content, 'maxTarget', DEFAULT_LIMBO_LIMITS.maxTarget),
  };
}

const fix2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const fix4 = (d: Decimal) => d.toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(4);

/** Dice win chance (percent, 2 decimals) of a target: over wins above it, under below it. */
export function diceChance(target: string, condition: DiceCondition): string {
  const t = readField(target) ?? new Decimal(50);
  return fix2(condition === 'over' ? new Decimal(100).minus(t) : t);
}

/** Dice target of a win chance. */
export function diceTargetFromChance(chance: string, condition: DiceCondition): string {
  const c = readField(chance) ?? new Decimal(50);
  return fix2(condition === 'over' ? new Decimal(100).minus(c) : c);
}

/** Payout multiplier of a win chance: rtp / chance, 4 decimals rounded down ("2.0000" for 49.5% at 1% edge). */
export function multiplierFromChance(chance: string, houseEdge: string): string {
  const c = readField(chance);
  if (!c || c.isZero()) return '0.0000';
  return fix4(rtpPercent(houseEdge).dividedBy(c));
}

/** Win chance of a multiplier: rtp / multiplier, 2 decimals. */
export function diceChanceFromMultiplier(multiplier: string, houseEdge: string): string | null {
  const m = readField(multiplier);
  if (!m || m.isZero()) return null;
  return fix2(rtpPercent(houseEdge).dividedBy(m));
}

/** The other condition keeps the win chance: the target mirrors around 50. */
export function flipDiceCondition(target: string, condition: DiceCondition): { target: string; condition: DiceCondition } {
  const t = readField(target) ?? new Decimal(50);
  return { target: fix2(new Decimal(100).minus(t)), condition: condition === 'over' ? 'under' : 'over' };
}

/** Target range allowed for a condition by the win-chance limits. */
export function diceTargetRange(limits: DiceLimits, condition: DiceCondition): { min: string; max: string } {
  const lo = diceTargetFromChance(condition === 'over' ? limits.maxWinChance : limits.minWinChance, condition);
  const hi = diceTargetFromChance(condition === 'over' ? limits.minWinChance : limits.maxWinChance, condition);
  return { min: lo, max: hi };
}

/** Clamps a dice win chance into the limits. */
export function clampDiceChance(chance: string, limits: DiceLimits): string {
  const c = readField(chance) ?? new Decimal(50);
  return fix2(Decimal.min(Decimal.max(c, limits.minWinChance), limits.maxWinChance));
}

/** Why a dice target is refused, or null. */
export function diceTargetProblem(target: string, condition: DiceCondition, limits: DiceLimits): string | null {
  const t = readField(target);
  if (!t) return 'Enter a target between 0 and 100';
  if (t.decimalPlaces() > 2) return 'The target has at most 2 decimals';
  const chance = new Decimal(diceChance(target, condition));
  if (chance.lessThan(limits.minWinChance) || chance.greaterThan(limits.maxWinChance)) {
    const r = diceTargetRange(limits, condition);
    return `Target must be between ${r.min} and ${r.max} (win chance ${limits.minWinChance}% to ${limits.maxWinChance}%)`;
  }
  return null;
}

/** Limbo win chance of a target multiplier: rtp / target, up to 8 decimals trimmed. */
export function limboChance(target: string, houseEdge: string): string {
  const t = readField(target);
  if (!t || t.isZero()) return '0';
  return rtpPercent(houseEdge).dividedBy(t).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

/** Limbo target multiplier of a win chance, 2 decimals rounded down. */
export function limboTargetFromChance(chance: string, houseEdge: string): string | null {
  const c = readField(chance);
  if (!c || c.isZero()) return null;
  return rtpPercent(houseEdge).dividedBy(c).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** Why a limbo target is refused, or null. */
export function limboTargetProblem(target: string, limits: LimboLimits): string | null {
  const t = readField(target);
  if (!t) return 'Enter a target multiplier';
  if (t.decimalPlaces() > 2) return 'The target has at most 2 decimals';
  if (t.lessThan(limits.minTarget) || t.greaterThan(limits.maxTarget)) return `Target must be between ${limits.minTarget}× and ${limits.maxTarget}×`;
  return null;
}

/** Profit of a win: amount * (multiplier - 1), rounded down to the coin's decimals. */
export function profitOnWin(amount: string, multiplier: string, decimals: number): string {
  const a = readField(amount);
  const m = readField(multiplier);
  if (!a || !m || m.lessThanOrEqualTo(1)) return new Decimal(0).toFixed(Math.min(decimals, 8));
  return a.times(m.minus(1)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(Math.min(decimals, 8));
}
