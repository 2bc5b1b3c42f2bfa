import { describe, expect, it } from 'vitest';
import { betLimitsInCoin, formatCoinLimit, stakeOutsideLimits } from './betLimits';

describe('betLimitsInCoin', () => {
  it('values USD limits in the coin: the minimum rounded up, the maximum rounded down to its decimals', () => {
    const l = betLimitsInCoin({ minUsd: '0.01', maxUsd: '10000' }, 'BTC', '60000');
    expect(formatCoinLimit(l.min, 'BTC')).toBe('0.00000017'); // 1.666…e-7 rounded up
    expect(formatCoinLimit(l.max, 'BTC')).toBe('0.16666666'); // 0.1666666… rounded down
    const u = betLimitsInCoin({ minUsd: '0.01', maxUsd: '10000' }, 'USDT', '1');
    expect(formatCoinLimit(u.min, 'USDT')).toBe('0.01');
    expect(formatCoinLimit(u.max, 'USDT')).toBe('10000');
  });

  it('refuses a missing or zero price', () => {
    expect(() => betLimitsInCoin({ minUsd: '0.01', maxUsd: '1' }, 'ETH', '0')).toThrow(/price/);
  });

  it('a zero stake is always allowed; others must lie inside the limits', () => {
    const l = betLimitsInCoin({ minUsd: '0.01', maxUsd: '100' }, 'USDT', '1');
    expect(stakeOutsideLimits('0', l)).toBeNull();
    expect(stakeOutsideLimits('0.009', l)).toBe('min');
    expect(stakeOutsideLimits('0.01', l)).toBeNull();
    expect(stakeOutsideLimits('100', l)).toBeNull();
    expect(stakeOutsideLimits('100.000001', l)).toBe('max');
  });
});
