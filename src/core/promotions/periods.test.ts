import { describe, expect, it } from 'vitest';
import { ordinal } from './formulas';
import { DAY_MS, lastEndedPeriod, periodAt, periodByIndex, periodKey } from './periods';

const start = new Date('2026-11-30T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('periods of a recurring promotion', () => {
  it('runs periodDays from the start; a period holds its start and not its end', () => {
    expect(periodAt(start, null, 7, at('2026-11-29T23:59:59.999Z'))).toBeNull();
    expect(periodAt(start, null, 7, start)).toMatchObject({ index: 0, key: '2026-11-30T00:00Z', end: at('2026-12-07T00:00:00Z') });
    expect(periodAt(start, null, 7, at('2026-12-06T23:59:59.999Z'))?.index).toBe(0);
    expect(periodAt(start, null, 7, at('2026-12-07T00:00:00Z'))).toMatchObject({ index: 1, key: '2026-12-07T00:00Z' });
  });

  it('cuts the last period at the end, and has none after it', () => {
    const end = at('2026-12-10T12:00:00Z');
    expect(periodAt(start, end, 7, at('2026-12-08T00:00:00Z'))).toMatchObject({ index: 1, end });
    expect(periodAt(start, end, 7, end)).toBeNull();
    expect(periodByIndex(start, end, 7, 2)).toBeNull();
  });

  it('names the last ended period, during the promotion and after its end', () => {
    expect(lastEndedPeriod(start, null, 1, at('2026-11-30T05:00:00Z'))).toBeNull();
    expect(lastEndedPeriod(start, null, 1, at('2026-12-02T05:00:00Z'))).toMatchObject({ index: 1, key: '2026-12-01T00:00Z' });
    const end = at('2026-12-03T12:00:00Z');
    expect(lastEndedPeriod(start, end, 1, at('2027-01-01T00:00:00Z'))).toMatchObject({ index: 3, start: at('2026-12-03T00:00:00Z'), end });
    expect(lastEndedPeriod(start, at('2026-12-03T00:00:00Z'), 1, at('2027-01-01T00:00:00Z'))).toMatchObject({ index: 2 });
  });

  it('keys a period by its start to the minute', () => {
    expect(periodKey(new Date(start.getTime() + DAY_MS + 90_500))).toBe('2026-12-01T00:01Z');
  });
});

describe('ordinal', () => {
  it('says 1st, 2nd, 3rd, 4th, 11th to 13th, 21st, 102nd, 111th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 102, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '102nd',
      '111th',
    ]);
  });
});
