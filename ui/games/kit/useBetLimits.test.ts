import { describe, expect, it } from 'vitest';
import { amountProblem, panelLimits } from './useBetLimits';

describe('panel bet limits', () => {
  it('values USD limits in the coin with the server valuation', () => {
    const l = panelLimits('dice', { betLimitCurrency: 'USD', maxBetAmount: '10000' }, 'BTC', '95000');
    expect(l.coinLimits.min.toFixed()).toBe('0.00000011');
    expect(l.coinLimits.max.toFixed()).toBe('0.10526315');
    expect(l.maxText).toBe('10000 USD (0.10526315 BTC)');
    expect(amountProblem('0.2', l, 8, '1')).toBe('The maximum bet is 10000 USD (0.10526315 BTC)');
    expect(amountProblem('0.0000001', l, 8, '1')).toBe('The minimum bet is 0.01 USD (0.00000011 BTC)');
    expect(amountProblem('0', l, 8, '1')).toBeNull();
  });

  it('compares the coin amount itself without a USD price or USD limits', () => {
    for (const l of [panelLimits('limbo', { betLimitCurrency: 'USD' }, 'USDT', undefined), panelLimits('limbo', undefined, 'USDT', '1')]) {
      expect(l.maxText).toBe('10000 USDT');
      expect(amountProblem('0.001', l, 6, null)).toBe('The minimum bet is 0.01 USDT');
    }
  });

  it('checks format, decimals and the balance', () => {
    const l = panelLimits('dice', undefined, 'USDT', undefined);
    expect(amountProblem('', l, 6, '5')).toBe('Enter a bet amount');
    expect(amountProblem('1.2.3', l, 6, '5')).toBe('Enter a bet amount');
    expect(amountProblem('1.1234567', l, 6, '5')).toBe('USDT amounts have at most 6 decimals');
    expect(amountProblem('6', l, 6, '5')).toBe('Insufficient balance');
    expect(amountProblem('6', l, 6, null)).toBeNull();
  });
});
