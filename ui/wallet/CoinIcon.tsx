import type { Coin } from '../../src/core/currency';

/** The CC0 icon of a coin, served from public/coins. */
export function CoinIcon({ coin, size = 20 }: { coin: Coin; size?: number }) {
  return (
    <img
      className="coin-icon"
      src={`${import.meta.env.BASE_URL}coins/${coin.toLowerCase()}.svg`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
