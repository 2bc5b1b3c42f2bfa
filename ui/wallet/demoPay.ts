import type { Coin } from '../../src/core/currency';

/** The demo provider's simulator page for a deposit to an address (demo mode only; the server serves it). */
export function demoPayUrl(coin: Coin, address: string, tag: string | null): string {
  const query = new URLSearchParams({ coin, address, ...(tag ? { tag } : {}) });
  return `/demo-pay/deposit?${query.toString()}`;
}
