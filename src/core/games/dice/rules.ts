import { Decimal } from '../../money';
import { ints, TWO_POW_32, type HmacSha256 } from '../../fairness/rng';
import { HOUSE_RTP } from '../rtp';

/** Dice: win when the roll is over or under the target. */
export type DiceCondition = 'over' | 'under';

/** Return to player in percent (99 at a 1% edge): the multiplier is DICE_RTP_PERCENT / winChance. */
export const DICE_RTP_PERCENT = new Decimal(HOUSE_RTP).times(100).toFixed();
/** Smallest win chance a bet may take, in percent. */
export const DICE_MIN_WIN_CHANCE = '0.01';
/** Largest win chance a bet may take, in percent. */
export const DICE_MAX_WIN_CHANCE = '98';
/** Distinct rolls: 0.00 .. 100.00. */
export const DICE_OUTCOMES = 10001;
/** Decimals of a dice multiplier (rounded down). */
export const DICE_MULTIPLIER_DECIMALS = 4;

const TWO_DECIMALS = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;

/** The roll in hundredths (0 .. 10000) of a 4-byte integer n: floor(n / 2^32 * 10001). Exact in doubles. */
export function diceRollHundredths(n: number): number {
  // n * 10001 < 2^46 and dividing by 2^32 is exact, so this equals floor(float * 10001) of the float formula.
  return Math.floor((n * DICE_OUTCOMES) / TWO_POW_32);
}

/** Hundredths as a 2-decimal string ("8321" -> "83.21"). */
export function hundredthsToString(h: number): string {
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** The dice roll of a seed pair and nonce, as "0.00" .. "100.00" (first float of the stream). */
export function diceRoll(serverSeed: string, clientSeed: string, nonce: number, hmac?: HmacSha256): string {
  return hundredthsToString(diceRollHundredths(ints(serverSeed, clientSeed, nonce, 1, hmac)[0]!));
}

/** Win chance in percent of a target and condition: over 100 - target, under target. */
export function diceWinChance(target: Decimal.Value, condition: DiceCondition): Decimal {
  return condition === 'over' ? new Decimal(100).minus(target) : new Decimal(target);
}

/** Target of a win chance and condition (inverse of diceWinChance). */
export function diceTargetFor(winChance: Decimal.Value, condition: DiceCondition): Decimal {
  return condition === 'over' ? new Decimal(100).minus(winChance) : new Decimal(winChance);
}

/** Payout multiplier of a win chance: 99 / winChance, rounded down to 4 decimals. */
export function diceMultiplier(winChance: Decimal.Value): Decimal {
  return new Decimal(DICE_RTP_PERCENT).div(winChance).toDecimalPlaces(DICE_MULTIPLIER_DECIMALS, Decimal.ROUND_DOWN);
}

/**
 * Win chance for a wanted multiplier: 99 / multiplier rounded to 2 decimals (half up) and clamped to the limits.
 * Its diceMultiplier may differ slightly from the one typed, as only 2-decimal chances exist.
 */
export function diceWinChanceForMultiplier(multiplier: Decimal.Value): Decimal {
  const chance = new Decimal(DICE_RTP_PERCENT).div(multiplier).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return Decimal.min(Decimal.max(chance, DICE_MIN_WIN_CHANCE), DICE_MAX_WIN_CHANCE);
}

/** Why a dice target is not allowed, or null when it is. */
export function diceTargetError(target: string, condition: DiceCondition): string | null {
  if (!TWO_DECIMALS.test(target)) return 'target must be a decimal between 0 and 100 with at most 2 decimals';
  const chance = diceWinChance(target, condition);
  if (chance.lt(DICE_MIN_WIN_CHANCE) || chance.gt(DICE_MAX_WIN_CHANCE)) {
    const [lo, hi] = condition === 'over' ? ['2', '99.99'] : ['0.01', '98'];
    return `target must be between ${lo} and ${hi} for ${condition} (win chance ${DICE_MIN_WIN_CHANCE}%-${DICE_MAX_WIN_CHANCE}%)`;
  }
  return null;
}

/** Outcome of a dice bet. */
export interface DiceOutcome {
  /** "0.00" .. "100.00". */
  result: string;
  win: boolean;
  /** The bet's multiplier (paid only on a win). */
  multiplier: string;
  winChance: string;
}

/** Settles a dice bet from its roll: win when roll > target (over) or roll < target (under). */
export function diceOutcomeOf(rollHundredths: number, target: string, condition: DiceCondition): DiceOutcome {
  const t = new Decimal(target).times(100);
  const win = condition === 'over' ? t.lt(rollHundredths) : t.gt(rollHundredths);
  const chance = diceWinChance(target, condition);
  return {
    result: hundredthsToString(rollHundredths),
    win,
    multiplier: diceMultiplier(chance).toFixed(DICE_MULTIPLIER_DECIMALS),
    winChance: chance.toFixed(2),
  };
}

/** Settles a dice bet from its seeds. */
export function diceOutcome(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  target: string,
  condition: DiceCondition,
  hmac?: HmacSha256,
): DiceOutcome {
  const n = ints(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1, hmac)[0]!;
  return diceOutcomeOf(diceRollHundredths(n), target, condition);
}
