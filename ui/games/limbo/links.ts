import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboTargetFor, limboWinChance, type LimboParams } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import { configDecimal, readField } from '../../../src/app/games/fieldLinks';
import type { GameContent } from '../kit/types';

// Limbo's linked fields: target multiplier <-> win chance, through the core formulas the server settles with.

/** The target range the game config allows (selectGameRule minTarget / maxTarget), the core's by default. */
export interface LimboConfigLimits {
  minTarget: string;
  maxTarget: string;
}

/** The config's target limits, or the core's when it names none. */
export function limboConfigLimits(content: GameContent): LimboConfigLimits {
  return {
    minTarget: configDecimal(content, 'minTarget', LIMBO_MIN_TARGET),
    maxTarget: configDecimal(content, 'maxTarget', LIMBO_MAX_TARGET),
  };
}

/** Win chance (percent, 2 decimals rounded down) of a typed target; "0.00" when it does not read or is zero. */
export function chanceText(target: string): string {
  const t = readField(target);
  return t && !t.isZero() ? limboWinChance(t).toFixed(2) : '0.00';
}

/** Target (2 decimals, kept in the core's range) of a typed win chance, or null when it does not read or is zero. */
export function targetForChance(chance: string): string | null {
  const c = readField(chance);
  return c && !c.isZero() ? limboTargetFor(c).toFixed(2) : null;
}

/** Why a target the core allows is outside the config's narrower limits, or null. */
export function limboConfigProblem(params: LimboParams, limits: LimboConfigLimits): string | null {
  const t = new Decimal(params.target);
  return t.lt(limits.minTarget) || t.gt(limits.maxTarget) ? `Target must be between ${limits.minTarget}× and ${limits.maxTarget}×` : null;
}

/** Typed limbo parameters read as numbers, or null when the target does not read as one. */
export function readLimboParams(typed: LimboParams): LimboParams | null {
  const t = readField(typed.target);
  return t ? { target: t.toFixed() } : null;
}
