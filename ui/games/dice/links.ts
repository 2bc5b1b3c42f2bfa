import {
  DICE_MAX_WIN_CHANCE,
  DICE_MIN_WIN_CHANCE,
  DICE_MULTIPLIER_DECIMALS,
  diceMultiplier,
  diceTargetFor,
  diceWinChance,
  diceWinChanceForMultiplier,
  type DiceCondition,
  type DiceParams,
} from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import { configDecimal, readField } from '../../../src/app/games/fieldLinks';
import type { GameContent } from '../kit/types';

// Dice's linked fields: target <-> win chance <-> multiplier, each through the core formulas the server settles with.
// The typed target is read leniently (it is what the player types); a target that does not read shows as 50.

/** The win-chance range the game config allows (selectGameRule minWinChance / maxWinChance), the core's by default. */
export interface DiceConfigLimits {
  minWinChance: string;
  maxWinChance: string;
}

/** The config's win-chance limits, or the core's when it names none. */
export function diceConfigLimits(content: GameContent): DiceConfigLimits {
  return {
    minWinChance: configDecimal(content, 'minWinChance', DICE_MIN_WIN_CHANCE),
    maxWinChance: configDecimal(content, 'maxWinChance', DICE_MAX_WIN_CHANCE),
  };
}

const typedTarget = (target: string) => readField(target) ?? new Decimal(50);
const fix2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Win chance (percent, 2 decimals) of a typed target. */
export function chanceText(target: string, condition: DiceCondition): string {
  return fix2(diceWinChance(typedTarget(target), condition));
}

/** Multiplier (4 decimals) of a win chance; "0.0000" when the chance is zero or less. */
export function multiplierText(chance: string): string {
  const c = new Decimal(chance);
  return c.lte(0) ? new Decimal(0).toFixed(DICE_MULTIPLIER_DECIMALS) : diceMultiplier(c).toFixed(DICE_MULTIPLIER_DECIMALS);
}

/** Target of a typed win chance, or null when it does not read as a number. */
export function targetForChance(chance: string, condition: DiceCondition): string | null {
  const c = readField(chance);
  return c ? fix2(diceTargetFor(c, condition)) : null;
}

/** Target of a typed multiplier (its chance rounded to 2 decimals and kept in the core's range), or null. */
export function targetForMultiplier(multiplier: string, condition: DiceCondition): string | null {
  const m = readField(multiplier);
  if (!m || m.isZero()) return null;
  return fix2(diceTargetFor(diceWinChanceForMultiplier(m), condition));
}

/** The other condition keeps the win chance: the target mirrors around 50. */
export function flipCondition({ target, condition }: DiceParams): DiceParams {
  const other: DiceCondition = condition === 'over' ? 'under' : 'over';
  return { target: fix2(diceTargetFor(diceWinChance(typedTarget(target), condition), other)), condition: other };
}

/** Target range a condition allows within the win-chance limits. */
export function targetRange(limits: DiceConfigLimits, condition: DiceCondition): { min: string; max: string } {
  const [low, high] = condition === 'over' ? [limits.maxWinChance, limits.minWinChance] : [limits.minWinChance, limits.maxWinChance];
  return { min: fix2(diceTargetFor(low, condition)), max: fix2(diceTargetFor(high, condition)) };
}

/** Why a target the core allows is outside the config's narrower win-chance limits, or null. */
export function diceConfigProblem(params: DiceParams, limits: DiceConfigLimits): string | null {
  const chance = diceWinChance(params.target, params.condition);
  if (chance.gte(limits.minWinChance) && chance.lte(limits.maxWinChance)) return null;
  const r = targetRange(limits, params.condition);
  return `Target must be between ${r.min} and ${r.max} (win chance ${limits.minWinChance}% to ${limits.maxWinChance}%)`;
}

/** Typed dice parameters read as numbers, or null when the target does not read as one. */
export function readDiceParams(typed: DiceParams): DiceParams | null {
  const t = readField(typed.target);
  return t ? { target: t.toFixed(), condition: typed.condition } : null;
}

/** The multiplier a win pays at these parameters, or null for a chance of zero or less. */
export function diceWinMultiplier(params: DiceParams): string | null {
  const chance = diceWinChance(params.target, params.condition);
  return chance.lte(0) ? null : diceMultiplier(chance).toFixed(DICE_MULTIPLIER_DECIMALS);
}

/** How far a key moves the dice target: arrows a whole point, Page Up/Down ten, Shift with an arrow a hundredth. */
const TARGET_STEPS: Record<string, number> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1, PageUp: 10, PageDown: -10 };

/**
 * The target after a key on the slider (arrows, Page Up/Down, Home/End), kept within the allowed range, or null for
 * any other key. Exact in decimals: 50.50 + 1 is 51.50.
 */
export function stepTarget(target: string, key: string, shift: boolean, range: { min: string; max: string }): string | null {
  const current = readField(target) ?? new Decimal(50);
  let next: Decimal;
  if (key === 'Home') next = new Decimal(range.min);
  else if (key === 'End') next = new Decimal(range.max);
  else {
    const step = TARGET_STEPS[key];
    if (step === undefined) return null;
    next = current.plus(shift && Math.abs(step) === 1 ? step / 100 : step);
  }
  return Decimal.max(range.min, Decimal.min(range.max, next)).toFixed(2);
}
