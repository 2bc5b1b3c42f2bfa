import { formatAmount, formatCoin, toDecimal } from '../../src/core/format';
import { HOUSE_GAME_INFO } from '../../src/core/games/catalog';
import { isHouseGame } from '../../src/app/routing/routes';
import { Decimal, trimZeros } from '../../src/core/money';

// How the promotion screens write their numbers: every amount is a decimal string from the server, formatted with the
// shared helpers (never through a JS number).

/** A coin amount: "48.5", "1,250.000001"; none is "0" (a wagering count starts from it, "0 / 400"). */
export const coinAmount = (amount: unknown): string => (toDecimal(amount).isZero() ? '0' : formatCoin(amount));

/** A coin amount with its coin: "48.5 USDT". */
export const coinText = (amount: unknown, coin: string): string => `${coinAmount(amount)} ${coin}`;

/** A USD amount as the rules word it: "10 USD", "12.5 USD". */
export const usdText = (amount: unknown): string =>
  `${formatAmount(amount, { decimals: 2, trim: true, rounding: Decimal.ROUND_DOWN })} USD`;

/** A 0..1 share as a whole percent for a bar's label: 0.2405 → "24%" (rounded down: never more than is done). */
export function percentText(share: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  return `${Math.floor(clamped * 100)}%`;
}

/** A decimal share as a percent: "0.01" → "1%", "1" → "100%". */
export function sharePercent(share: unknown): string {
  return `${trimZeros(toDecimal(share).times(100).toFixed(2, Decimal.ROUND_DOWN))}%`;
}

/** A game's name as players know it: the house games' titles, any other name as sent. */
export const gameTitle = (name: string): string => (isHouseGame(name) ? HOUSE_GAME_INFO[name].title : name);

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/** The games a bonus is played on, in words: "all house games", "Dice and Limbo". */
export const gamesText = (games: readonly string[] | null): string =>
  games === null ? 'all house games' : LIST.format(games.map(gameTitle));

/** A USD figure to the cent, as the referral figures are kept: "0.10 USD", "2,500.00 USD" (rounded down). */
export const usdCentsText = (amount: unknown): string => `${formatAmount(amount, { decimals: 2, rounding: Decimal.ROUND_DOWN })} USD`;

/** A USD amount to the fraction of a cent a commission carries, never fewer than the cents: "0.0025 USD", "0.10 USD". */
export function usdFineText(amount: unknown): string {
  const decimals = Math.max(2, toDecimal(amount).toDecimalPlaces(4, Decimal.ROUND_DOWN).decimalPlaces());
  return `${formatAmount(amount, { decimals, rounding: Decimal.ROUND_DOWN })} USD`;
}
