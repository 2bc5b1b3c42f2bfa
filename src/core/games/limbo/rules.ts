import { Decimal } from '../../money';
import { ints, TWO_POW_32, type HmacSha256 } from '../../fairness/rng';
import { HOUSE_RTP } from '../rtp';

/** Smallest limbo target multiplier. */
export const LIMBO_MIN_TARGET = '1.01';
/** Largest limbo target multiplier, also the cap of a result (float 0 would divide by zero). */
export const LIMBO_MAX_TARGET = '1000000';
/** The cap in hundredths. */
const MAX_HUNDREDTHS = 100_000_000;
/** Return to player in percent (99 at a 1% edge): the integer in the limbo formula. */
export const LIMBO_RTP_PERCENT = new Decimal(HOUSE_RTP).times(100).toNumber();
// RTP percent * 2^32: the RTP (0.99) times 100 (two decimals) times 2^32 (float = n / 2^32). The exact integer form
// below needs a whole percent; a test pins it.
const NUMERATOR = LIMBO_RTP_PERCENT * TWO_POW_32;

const TARGET_PATTERN = /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/;

/**
 * Limbo result in hundredths of a 4-byte integer n, exactly:
 * Stake's max(1, floor(1e8 / (float * 1e8) * 0.99 * 100) / 100) with float = n / 2^32 is floor(99 * 2^32 / n) / 100.
 * Integer floor division, corrected for the rounding of the double quotient; n = 0 and anything above the cap give
 * 1,000,000.00; the floor is 1.00.
 */
export function limboHundredths(n: number): number {
  if (n === 0) return MAX_HUNDREDTHS;
  let q = Math.floor(NUMERATOR / n);
  // NUMERATOR < 2^39, so q * n is exact; the quotient may have been rounded up across an integer.
  if (q * n > NUMERATOR) q -= 1;
  else if ((q + 1) * n <= NUMERATOR) q += 1;
  return Math.min(MAX_HUNDREDTHS, Math.max(100, q));
}

/** Hundredths as a 2-decimal string ("247" -> "2.47"). */
export function limboToString(h: number): string {
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** The limbo result of a seed pair and nonce (first float of the stream). */
export function limboResult(serverSeed: string, clientSeed: string, nonce: number, hmac?: HmacSha256): string {
  return limboToString(limboHundredths(ints(serverSeed, clientSeed, nonce, 1, hmac)[0]!));
}

/** Win chance in percent of a target: 99 / target (2 decimals, rounded down). */
export function limboWinChance(target: Decimal.Value): Decimal {
  return new Decimal(LIMBO_RTP_PERCENT).div(target).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Target for a wanted win chance: 99 / chance rounded down to 2 decimals, clamped to the limits. */
export function limboTargetFor(winChance: Decimal.Value): Decimal {
  const t = new Decimal(LIMBO_RTP_PERCENT).div(winChance).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return Decimal.min(Decimal.max(t, LIMBO_MIN_TARGET), LIMBO_MAX_TARGET);
}

/** Why a limbo target is not allowed, or null when it is. */
export function limboTargetError(target: string): string | null {
  if (!TARGET_PATTERN.test(target)) return 'target must be a multiplier with at most 2 decimals';
  const t = new Decimal(target);
  if (t.lt(LIMBO_MIN_TARGET) || t.gt(LIMBO_MAX_TARGET)) return `target must be between ${LIMBO_MIN_TARGET} and ${LIMBO_MAX_TARGET}`;
  return null;
}

/** Outcome of a limbo bet. */
export interface LimboOutcome {
  /** The result multiplier, "1.00" .. "1000000.00". */
  result: string;
  win: boolean;
  /** The target (paid only on a win). */
  multiplier: string;
  winChance: string;
}

/** Settles a limbo bet from its result: win when result >= target; the multiplier is the target. */
export function limboOutcomeOf(resultHundredths: number, target: string): LimboOutcome {
  const win = new Decimal(target).times(100).lte(resultHundredths);
  return {
    result: limboToString(resultHundredths),
    win,
    multiplier: new Decimal(target).toFixed(2),
    winChance: limboWinChance(target).toFixed(2),
  };
}

/** Settles a limbo bet from its seeds. */
export function limboOutcome(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  target: string,
  hmac?: HmacSha256,
): LimboOutcome {
  const n = ints(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1, hmac)[0]!;
  return limboOutcomeOf(limboHundredths(n), target);
}
