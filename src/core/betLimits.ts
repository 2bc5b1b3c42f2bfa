import { coinDecimals, type Coin } from './currency';
import { Decimal, trimZeros } from './money';

/** A game's bet limits in USD (the games table and the game config state them so). */
export interface UsdLimits {
  minUsd: Decimal.Value;
  maxUsd: Decimal.Value;
}

/** The limits valued in a coin: the smallest and largest stake allowed, at the coin's decimals. */
export interface CoinLimits {
  coin: Coin;
  /** The USD minimum divided by the coin's USD price, rounded up (a stake of it is worth at least the minimum). */
  min: Decimal;
  /** The USD maximum divided by the price, rounded down (a stake of it is worth at most the maximum). */
  max: Decimal;
}

/**
 * Values USD bet limits in a coin at its USD price: the one valuation the server's bet check and the bet panel both
 * use, so a stake the panel accepts is one the server accepts at the same price.
 */
export function betLimitsInCoin(limits: UsdLimits, coin: Coin, usdPrice: Decimal.Value): CoinLimits {
  const price = new Decimal(usdPrice);
  if (!price.isFinite() || price.lte(0)) throw new RangeError(`${coin} has no USD price`);
  const decimals = coinDecimals(coin);
  return {
    coin,
    min: new Decimal(limits.minUsd).div(price).toDecimalPlaces(decimals, Decimal.ROUND_UP),
    max: new Decimal(limits.maxUsd).div(price).toDecimalPlaces(decimals, Decimal.ROUND_DOWN),
  };
}

/** Why a nonzero stake is outside the limits ('min' or 'max'), or null. A zero stake is always allowed. */
export function stakeOutsideLimits(amount: Decimal.Value, limits: CoinLimits): 'min' | 'max' | null {
  const a = new Decimal(amount);
  if (a.isZero()) return null;
  if (a.lt(limits.min)) return 'min';
  if (a.gt(limits.max)) return 'max';
  return null;
}

/** A coin limit as shown in messages: trailing zeros trimmed ("0.00000017"). */
export function formatCoinLimit(value: Decimal, coin: Coin): string {
  return trimZeros(value.toFixed(coinDecimals(coin)));
}
