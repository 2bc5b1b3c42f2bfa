import { describe, expect, it } from 'vitest';
import { periodBounds } from './wagers';

const iso = (b: { from: Date; to: Date }) => [b.from.toISOString(), b.to.toISOString()];

describe('periodBounds', () => {
  it('the UTC day, the ISO week from Monday and the month holding a moment, end exclusive', () => {
    // A Sunday evening: its week began on the Monday before.
    const at = new Date('2026-11-29T23:59:59.999Z');
    expect(iso(periodBounds('day', at))).toEqual(['2026-11-29T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(iso(periodBounds('week', at))).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(iso(periodBounds('month', at))).toEqual(['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    // A Monday at midnight starts its own week; a week and a month crossing the year.
    expect(iso(periodBounds('week', new Date('2026-11-30T00:00:00.000Z')))[0]).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(periodBounds('week', new Date('2027-01-01T12:00:00Z')))).toEqual(['2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z']);
    expect(iso(periodBounds('month', new Date('2026-12-31T12:00:00Z')))).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });
});
