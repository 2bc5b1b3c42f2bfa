import { Decimal } from '../../core/money';

// The generic part of the bet panels' linked fields. Each game's own links (dice target <-> chance <-> multiplier,
// limbo target <-> chance) sit in its UI module and call the core formulas of src/core/games/<game>/rules.ts, so the
// panel shows exactly what the server settles.

const TYPED_NUMBER = /^\s*\d+(\.\d*)?\s*$|^\s*\.\d+\s*$/;

/**
 * A decimal of what a player typed into a field (" 50.5", ".5", "2."), or null when it is not a plain non-negative
 * number. Lenient on purpose, and only for typed text: values from the server or the config go through configDecimal.
 */
export function readField(value: string): Decimal | null {
  return TYPED_NUMBER.test(value) ? new Decimal(value.trim()) : null;
}

const STRICT_DECIMAL = /^\d+(\.\d+)?$/;

/** A non-negative decimal of a game config's content (string or number), or the fallback when absent or malformed. */
export function configDecimal(content: Record<string, unknown> | undefined, key: string, fallback: string): string {
  const v = content?.[key];
  const text = typeof v === 'number' && Number.isFinite(v) ? new Decimal(v).toFixed() : v;
  return typeof text === 'string' && STRICT_DECIMAL.test(text) ? text : fallback;
}

/** Profit of a win: the typed amount * (multiplier - 1), rounded down to the coin's decimals (8 shown at most). */
export function profitOnWin(amount: string, multiplier: string | null, decimals: number): string {
  const shown = Math.min(decimals, 8);
  const a = readField(amount);
  if (!a || multiplier === null || new Decimal(multiplier).lte(1)) return new Decimal(0).toFixed(shown);
  return a.times(new Decimal(multiplier).minus(1)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(shown);
}

/** Capitalises a rule message of src/core ("target must be …" -> "Target must be …") for the panel. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
