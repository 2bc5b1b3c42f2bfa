/** English month names for fullDate. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A time value as the server sends it: epoch seconds (10 digits), epoch milliseconds, an ISO string or a Date. */
export type TimeInput = number | string | Date | null | undefined;

/**
 * Reads a time value into epoch milliseconds, or null when it is not a time. A timestamp of exactly 10 digits is
 * epoch seconds; other integers are milliseconds; other strings go through Date.parse.
 */
export function toMillis(value: TimeInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const text = String(value).trim();
  if (/^-?\d+$/.test(text)) {
    const n = Number(text);
    return text.replace('-', '').length === 10 ? n * 1000 : n;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: TimeInput): Date | null {
  const ms = toMillis(value);
  return ms === null ? null : new Date(ms);
}

/**
 * 'YYYY-MM-dd hh:mm:ss' in local time, e.g. "2026-11-21 09:05:03". The hours are 24-hour (00-23): the pattern has no
 * AM/PM marker, so a 12-hour clock would be ambiguous. Empty string for a missing or invalid time.
 */
export function formatDateTime(value: TimeInput): string {
  const d = toDate(value);
  if (!d) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** d.m.y in local time: day and month two digits, four-digit year, e.g. "21.11.2026". */
export function formatDmy(value: TimeInput): string {
  const d = toDate(value);
  if (!d) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** fullDate in local time: English month name, day without padding, comma, four-digit year: "November 21, 2026". */
export function formatFullDate(value: TimeInput): string {
  const d = toDate(value);
  if (!d) return '';
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** The time formats: 'YYYY-MM-dd hh:mm:ss', d.m.y and fullDate. */
export type TimeFormat = 'YYYY-MM-dd hh:mm:ss' | 'd.m.y' | 'fullDate';

/** Formats a time value in one of the three time formats; 10-digit timestamps are seconds. */
export function formatTime(value: TimeInput, format: TimeFormat = 'YYYY-MM-dd hh:mm:ss'): string {
  if (format === 'd.m.y') return formatDmy(value);
  if (format === 'fullDate') return formatFullDate(value);
  return formatDateTime(value);
}
