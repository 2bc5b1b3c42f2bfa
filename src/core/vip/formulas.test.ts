import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import {
  calendarReward,
  isoDay,
  levelForXp,
  periodBoundsUtc,
  progressPercent,
  rakebackOf,
  rechargeOffer,
  rechargeReleased,
  usdToCoin,
} from './formulas';

const H = 3_600_000;

describe('VIP formulas', () => {
  it('rakeback is stake x edge x rate, exact past the coin decimals', () => {
    expect(rakebackOf('0.00000123', '0.01', '0.05').eq(new Decimal('0.000000000615'))).toBe(true);
    expect(rakebackOf('100', '0.035', '0.12').toFixed()).toBe('0.42');
  });

  it('a calendar reward adds the edge share and the cashback on a positive net loss, to the cent, rounded down', () => {
    expect(calendarReward('0.03', '0.01', '60', '1400').toFixed(2)).toBe('15.80');
    expect(calendarReward('0.03', '0.01', '60', '-500').toFixed(2)).toBe('1.80');
    expect(calendarReward('0.02', '0', '0.449', '0').toFixed(2)).toBe('0.00');
  });

  it('a recharge releases by whole windows, hourly never behind daily, all of it at the end', () => {
    const from = Date.UTC(2026, 3, 10, 12);
    expect(rechargeOffer('0.05', '20').toFixed(2)).toBe('1.00');
    expect(rechargeReleased('1', from, from + 24 * H - 1, false)).toMatchObject({ done: 0, nextAt: from + 24 * H });
    expect(rechargeReleased('1', from, from + 24 * H, false).usd.toFixed(2)).toBe('0.14');
    for (let h = 0; h <= 7 * 24 + 3; h += 5) {
      const daily = rechargeReleased('2250', from, from + h * H, false).usd;
      const hourly = rechargeReleased('2250', from, from + h * H, true).usd;
      expect(hourly.gte(daily), `hour ${h}`).toBe(true);
    }
    expect(rechargeReleased('2250', from, from + 8 * 24 * H, true)).toMatchObject({ done: 168, nextAt: null });
    expect(rechargeReleased('2250', from, from + 8 * 24 * H, true).usd.toFixed(2)).toBe('2250.00');
  });

  it('converts USD into a coin rounded down to its decimals', () => {
    expect(usdToCoin('10', '95000', 8)).toBe('0.00010526');
    expect(usdToCoin('10', '0', 6)).toBe('0.000000');
  });

  it('levels by XP and floor; the spec progress percent', () => {
    const ladder = [
      { levelId: 1, threshold: '0' },
      { levelId: 2, threshold: '50' },
      { levelId: 3, threshold: '250' },
    ];
    expect(levelForXp(ladder, '49.99')).toBe(1);
    expect(levelForXp(ladder, '50')).toBe(2);
    expect(levelForXp(ladder, '1e9')).toBe(3);
    expect(levelForXp(ladder, '10', 3)).toBe(3);
    expect(progressPercent('20', '0', '50')).toBe('40.00');
    expect(progressPercent('300', '250', '250')).toBe('100.00');
  });

  it('UTC periods: a day, an ISO week from Monday, a month', () => {
    const at = new Date('2026-03-01T23:59:59.999Z');
    expect(isoDay(periodBoundsUtc('daily', at).from)).toBe('2026-03-01');
    expect(isoDay(periodBoundsUtc('weekly', at).from)).toBe('2026-02-23');
    expect(isoDay(periodBoundsUtc('weekly', new Date('2026-03-02T00:00:00Z')).from)).toBe('2026-03-02');
    expect(periodBoundsUtc('monthly', at).to.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
});
