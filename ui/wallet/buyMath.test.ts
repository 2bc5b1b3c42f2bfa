import { describe, expect, it } from 'vitest';
import type { RatesData } from '../../src/core/api';
import { ratesNote } from './buyMath';

const rates = (extra: Partial<RatesData>): RatesData => ({
  rates: {} as RatesData['rates'],
  legalRate: {} as RatesData['legalRate'],
  ...extra,
});

describe('ratesNote', () => {
  it("names the demo's fixed rates, the time of a live quote, or today's price", () => {
    expect(ratesNote(rates({ fixed: true, updatedAt: 0 }))).toBe("at this demo's fixed rates, which do not follow the market,");
    const at = new Date(2026, 10, 28, 14, 3).getTime();
    expect(ratesNote(rates({ fixed: false, updatedAt: at }))).toBe('at the market price of 14:03');
    expect(ratesNote(rates({}))).toBe("at today's price");
    expect(ratesNote(null)).toBe("at today's price");
  });
});
