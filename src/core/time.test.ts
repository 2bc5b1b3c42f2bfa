import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDmy, formatFullDate, formatTime, toMillis } from './time';

// Built from local fields, so the expectations hold in any time zone.
const at = new Date(2026, 10, 21, 9, 5, 3).getTime();
const seconds = Math.floor(at / 1000);

describe('timestamps', () => {
  it('treats 10-digit timestamps as seconds and longer ones as milliseconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(toMillis(seconds)).toBe(at);
    expect(toMillis(String(seconds))).toBe(at);
    expect(toMillis(at)).toBe(at);
    expect(toMillis(String(at))).toBe(at);
  });
  it('reads Dates and ISO strings; missing or invalid values are null', () => {
    expect(toMillis(new Date(at))).toBe(at);
    expect(toMillis('2026-11-21T09:05:03Z')).toBe(Date.UTC(2026, 10, 21, 9, 5, 3));
    for (const v of [null, undefined, '', 'soon', new Date('x')]) expect(toMillis(v)).toBeNull();
  });
});

describe('time formats', () => {
  it("formats 'YYYY-MM-dd hh:mm:ss' with a 24-hour clock", () => {
    expect(formatDateTime(at)).toBe('2026-11-21 09:05:03');
    expect(formatDateTime(seconds)).toBe('2026-11-21 09:05:03');
    expect(formatDateTime(new Date(2026, 0, 2, 23, 59, 59))).toBe('2026-01-02 23:59:59');
  });
  it('formats d.m.y as dd.mm.yyyy', () => {
    expect(formatDmy(seconds)).toBe('21.11.2026');
    expect(formatDmy(new Date(2026, 0, 2))).toBe('02.01.2026');
  });
  it('formats fullDate as "Month d, yyyy"', () => {
    expect(formatFullDate(seconds)).toBe('November 21, 2026');
    expect(formatFullDate(new Date(2026, 0, 2))).toBe('January 2, 2026');
  });
  it('picks the format by name and gives an empty string for no time', () => {
    expect(formatTime(seconds)).toBe('2026-11-21 09:05:03');
    expect(formatTime(seconds, 'd.m.y')).toBe('21.11.2026');
    expect(formatTime(seconds, 'fullDate')).toBe('November 21, 2026');
    expect(formatTime(null, 'fullDate')).toBe('');
  });
});
