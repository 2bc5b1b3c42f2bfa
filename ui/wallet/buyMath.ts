import type { RatesData } from '../../src/core/api';
import { coinDecimals, fiatSymbol, type Coin, type Fiat } from '../../src/core/currency';
import { formatFiat } from '../../src/core/format';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import { PAY_LIMITS_USD, payLimitsIn } from '../../src/core/wallet/paySchema';

/** The quick amounts, in dollars (scaled for fiats worth far less than a dollar). */
const QUICK_AMOUNTS = ['50', '100', '250', '500'] as const;

const FIAT_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Fiat per USD from the rate table (legalRate), 1 for USD, or null while unknown. */
export function fiatPerUsd(fiat: Fiat, rates: RatesData | null): Decimal | null {
  if (fiat === 'USD') return new Decimal(1);
  const rate = rates?.legalRate?.[fiat];
  return rate && new Decimal(rate).gt(0) ? new Decimal(rate) : null;
}

/** The quick chips of a fiat: 50/100/250/500, times the power of ten nearest its USD rate (¥5,000 rather than ¥50). */
export function quickAmounts(fiat: Fiat, rates: RatesData | null): string[] {
  const perUsd = fiatPerUsd(fiat, rates);
  const exponent = perUsd ? Decimal.max(0, perUsd.log(10).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)) : 0;
  const scale = new Decimal(10).pow(exponent);
  return QUICK_AMOUNTS.map((a) => scale.times(a).toFixed());
}

/** A fiat amount with its symbol ("€9.21"). */
export const fiatAmountText = (value: Decimal.Value, fiat: Fiat) => formatFiat(value, fiatSymbol(fiat));

/** What is wrong with a fiat amount to buy with, or null. */
export function buyAmountError(amount: string, fiat: Fiat, rates: RatesData | null): string | null {
  if (amount === '') return 'Enter the amount to pay';
  if (!FIAT_AMOUNT.test(amount)) {
    return /^\d+\.\d{3,}$/.test(amount) ? 'Use at most 2 decimals' : 'Enter the amount as a number, like 100';
  }
  const perUsd = fiatPerUsd(fiat, rates);
  if (!perUsd) return 'Prices are still loading, try again in a moment';
  // The server's bounds in the player's fiat (rounded inward to cents, so the figure shown is always accepted).
  const limits = payLimitsIn(perUsd);
  const bound = (key: 'min' | 'max') =>
    fiat === 'USD' ? fiatAmountText(limits[key], fiat) : `${fiatAmountText(limits[key], fiat)} (${PAY_LIMITS_USD[key]} USD)`;
  if (new Decimal(amount).lt(limits.min)) return `The minimum is ${bound('min')}`;
  if (new Decimal(amount).gt(limits.max)) return `The maximum is ${bound('max')}`;
  return null;
}

/** The coin amount a fiat amount buys at the shown price (an estimate: the provider quotes the final one), or null. */
export function coinEstimate(amount: string, coin: Coin, fiat: Fiat, rates: RatesData | null): string | null {
  const price = rates?.rates?.[coin]?.[fiat]?.price;
  if (!FIAT_AMOUNT.test(amount) || !price || !new Decimal(price).gt(0)) return null;
  return trimZeros(toFixedDown(new Decimal(amount).dividedBy(price), coinDecimals(coin)));
}

/**
 * What the estimate's price is: the site's fixed demo rates, or the market price of the time it was quoted (local
 * HH:MM), or today's price when the server did not say.
 */
export function ratesNote(rates: RatesData | null): string {
  if (rates?.fixed) return "at this demo's fixed rates, which do not follow the market,";
  if (typeof rates?.updatedAt === 'number' && Number.isFinite(rates.updatedAt)) {
    const time = new Date(rates.updatedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    return `at the market price of ${time}`;
  }
  return "at today's price";
}
