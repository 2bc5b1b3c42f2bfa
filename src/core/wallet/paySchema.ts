import { z } from '../zod';
import type { Fiat } from '../currency';
import { Decimal } from '../money';
import { coinSchema, fiatSchema } from '../schemas';

/** The value a buy-crypto order may have, in USD (the fiat amount converted at the rates table). */
export const PAY_LIMITS_USD = { min: '10', max: '10000' } as const;

/** A fiat amount: a plain decimal with at most 2 decimals. */
const FIAT_AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** POST /v1/account/pay body: the coin to buy, the fiat paid in and the fiat amount (its USD value is checked apart). */
export const paySchema = z.strictObject({
  coin: coinSchema,
  fiat: fiatSchema,
  fiatAmount: z
    .string({ error: 'fiatAmount must be a decimal string such as "50.00"' })
    .regex(FIAT_AMOUNT, { error: 'fiatAmount must be a plain decimal with at most 2 decimals, such as "50.00"' }),
});

/** The bounds of a buy-crypto order in a fiat, given that fiat's units per USD: the minimum rounded up to cents. */
export function payLimitsIn(fiatPerUsd: Decimal.Value): { min: string; max: string } {
  const rate = new Decimal(fiatPerUsd);
  return {
    min: rate.times(PAY_LIMITS_USD.min).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2),
    max: rate.times(PAY_LIMITS_USD.max).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
  };
}

/** Why a fiat amount is outside the order bounds (a message naming the field), or null when it is inside. */
export function payAmountProblem(fiatAmount: string, fiat: Fiat, fiatPerUsd: Decimal.Value): string | null {
  const { min, max } = payLimitsIn(fiatPerUsd);
  const inFiat = (value: string) => (fiat === 'USD' ? '' : ` (${value} ${fiat})`);
  if (new Decimal(fiatAmount).lt(min)) return `fiatAmount must be worth at least ${PAY_LIMITS_USD.min} USD${inFiat(min)}`;
  if (new Decimal(fiatAmount).gt(max)) return `fiatAmount must be worth at most ${PAY_LIMITS_USD.max} USD${inFiat(max)}`;
  return null;
}
