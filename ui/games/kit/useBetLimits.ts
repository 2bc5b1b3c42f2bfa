import { useMemo } from 'react';
import { betLimitsInCoin, formatCoinLimit, stakeOutsideLimits, type CoinLimits } from '../../../src/core/betLimits';
import { coinDecimals, type Coin } from '../../../src/core/currency';
import { gameCodeOf, HOUSE_GAME_INFO, type HouseGame } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import { configDecimal, readField } from '../../../src/app/games/fieldLinks';
import { useStore } from '../../../src/app/store';
import type { GameContent } from './types';

/** A game's bet limits as the panel applies them to one coin. */
export interface PanelLimits {
  /** The smallest and largest stake in the coin. */
  coinLimits: CoinLimits;
  /** The maximum as the info body states it: "10000 USD (0.10526315 BTC)", or "10000 USDT" without a USD price. */
  maxText: string;
  minText: string;
}

/**
 * The game's limits (selectGameRule minBetAmount / maxBetAmount, the catalogue's by default) in a coin. When the
 * config says they are USD and the coin has a USD price, they are valued with betLimitsInCoin, the valuation the
 * server checks with (the spec's "converted value"); without a price they are compared with the coin amount itself.
 */
export function panelLimits(game: HouseGame, content: GameContent, coin: Coin, usdPrice: string | undefined): PanelLimits {
  const info = HOUSE_GAME_INFO[game];
  const usd = {
    minUsd: configDecimal(content, 'minBetAmount', info.minBetAmount),
    maxUsd: configDecimal(content, 'maxBetAmount', info.maxBetAmount),
  };
  const priced =
    content?.betLimitCurrency === 'USD' && usdPrice !== undefined && /^\d+(\.\d+)?$/.test(usdPrice) && new Decimal(usdPrice).gt(0);
  if (priced) {
    const coinLimits = betLimitsInCoin(usd, coin, usdPrice);
    return {
      coinLimits,
      minText: `${usd.minUsd} USD (${formatCoinLimit(coinLimits.min, coin)} ${coin})`,
      maxText: `${usd.maxUsd} USD (${formatCoinLimit(coinLimits.max, coin)} ${coin})`,
    };
  }
  const decimals = coinDecimals(coin);
  const coinLimits = {
    coin,
    min: new Decimal(usd.minUsd).toDecimalPlaces(decimals, Decimal.ROUND_UP),
    max: new Decimal(usd.maxUsd).toDecimalPlaces(decimals, Decimal.ROUND_DOWN),
  };
  return { coinLimits, minText: `${usd.minUsd} ${coin}`, maxText: `${usd.maxUsd} ${coin}` };
}

/** Why a typed amount cannot be bet: format, decimals, the limits, the balance; null when it can. */
export function amountProblem(amount: string, limits: PanelLimits, decimals: number, balance: string | null): string | null {
  const value = readField(amount);
  if (amount.trim() === '' || !value) return 'Enter a bet amount';
  const coin = limits.coinLimits.coin;
  if (value.decimalPlaces() > decimals) return `${coin} amounts have at most ${decimals} decimals`;
  const outside = stakeOutsideLimits(value, limits.coinLimits);
  if (outside === 'min') return `The minimum bet is ${limits.minText}`;
  if (outside === 'max') return `The maximum bet is ${limits.maxText}`;
  if (balance !== null && value.gt(balance || '0')) return 'Insufficient balance';
  return null;
}

/** The game's limits in the selected coin, from the game config and the rates table in the store. */
export function useBetLimits(game: HouseGame, coin: Coin): PanelLimits {
  const content = useStore((s) => s.gameConfig?.[gameCodeOf(game)]?.content);
  const usdPrice = useStore((s) => s.rates?.rates?.[coin]?.USD?.price);
  return useMemo(() => panelLimits(game, content, coin, usdPrice), [game, content, coin, usdPrice]);
}
