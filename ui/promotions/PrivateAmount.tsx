import { Private, usePrivate } from '../streamer/Private';
import { coinAmount } from './promoFormat';

/** A coin amount of the player's with its coin ("48.5 USDT"): the number hidden in streamer mode, the coin shown. */
export function CoinText({ amount, coin }: { amount: unknown; coin: string }) {
  return (
    <>
      <Private kind="amount">{coinAmount(amount)}</Private> {coin}
    </>
  );
}

/** The player's coin amount for a label or a sentence composed before rendering: the number masked in streamer mode. */
export function usePrivateCoinText(): (amount: unknown, coin: string) => string {
  const { mask } = usePrivate();
  return (amount, coin) => `${mask('amount', coinAmount(amount))} ${coin}`;
}
