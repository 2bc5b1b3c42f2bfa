import { Decimal } from '../../src/core/money';

/** A USD figure as the overlay prints it: $1,234.50, with a sign when asked (profit). */
export function usd(value: string, signed = false): string {
  const d = new Decimal(value);
  const abs = d.abs().toFixed(2, Decimal.ROUND_DOWN);
  const [int = '0', frac = '00'] = abs.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = d.isNeg() && !d.isZero() ? '−' : signed && d.gt(0) ? '+' : '';
  return `${sign}$${grouped}.${frac}`;
}

/** A multiplier: 2.00x, 1,000.00x. */
export function times(value: string | null): string {
  if (value === null) return '–';
  const [int = '0', frac = '00'] = new Decimal(value).toFixed(2, Decimal.ROUND_DOWN).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}x`;
}

/** Elapsed time as h:mm:ss. */
export function elapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
