// Amounts in the studio are integer subunits of a currency (10^-decimals of a unit), converted from and to decimal
// strings by string arithmetic: no floating point ever holds money.

/** Subunits of a decimal string with at most `decimals` places, or null when it is not one. */
export function toSubunits(value: unknown, decimals: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}(\.\d+)?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  if (fraction.length > decimals) return null;
  const n = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(n) ? n : null;
}

/** The decimal string of an amount in subunits, without trailing zeros. */
export function fromSubunits(value: number, decimals: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
