import { coinDecimals, type Coin } from '../../src/core/currency';
import { groupThousands } from '../../src/core/format';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import type { WithdrawTerms } from '../../src/core/wallet/api';

/** A typed amount: digits with an optional fraction (a comma is read as the point before this). */
const TYPED_AMOUNT = /^\d+(\.\d+)?$/;

/** A coin amount at the coin's own precision, trailing zeros trimmed, thousands grouped ("1,234.5", "0.0002"). */
export function coinAmountText(value: Decimal.Value, coin: Coin): string {
  return groupThousands(trimZeros(toFixedDown(value, coinDecimals(coin))));
}

/** The amount as typed, normalised: a decimal comma becomes a point, anything but digits and the point goes. */
export function cleanAmount(text: string): string {
  return text.replace(',', '.').replace(/[^\d.]/g, '');
}

/** What the withdrawal costs: the network fee on top of the amount, what arrives, and what leaves the balance. */
export interface WithdrawFigures {
  fee: string;
  receive: string;
  total: string;
}

/** The figures of an amount, or null while it is not a number. The fee is taken from the balance on top of it. */
export function withdrawFigures(amount: string, terms: Pick<WithdrawTerms, 'fee'>): WithdrawFigures | null {
  if (!TYPED_AMOUNT.test(amount)) return null;
  const value = new Decimal(amount);
  return { fee: terms.fee, receive: value.toFixed(), total: value.plus(terms.fee).toFixed() };
}

/** What is wrong with a withdrawal amount, or null. */
export function withdrawAmountError(
  amount: string,
  coin: Coin,
  terms: Pick<WithdrawTerms, 'fee' | 'minWithdraw' | 'maxAmount' | 'available'>,
): string | null {
  if (amount === '') return 'Enter the amount to withdraw';
  if (!TYPED_AMOUNT.test(amount)) return 'Enter the amount as a number, like 0.5';
  const decimals = coinDecimals(coin);
  if ((amount.split('.')[1] ?? '').length > decimals) return `${coin} amounts have at most ${decimals} decimals`;
  const value = new Decimal(amount);
  if (value.isZero()) return 'The amount must be more than 0';
  if (value.lt(terms.minWithdraw)) return `The minimum withdrawal is ${coinAmountText(terms.minWithdraw, coin)} ${coin}`;
  if (value.gt(terms.maxAmount)) {
    const max = `${coinAmountText(terms.maxAmount, coin)} ${coin}`;
    if (new Decimal(terms.maxAmount).lt(terms.minWithdraw)) return `Your ${coin} balance is too low to withdraw (the fee is taken on top)`;
    // Over the balance once the fee is added, or within it but over what today's limit leaves.
    return value.plus(terms.fee).gt(terms.available)
      ? `Not enough balance: with the ${coinAmountText(terms.fee, coin)} ${coin} fee you can withdraw up to ${max}`
      : `Above today's withdrawal limit: you can withdraw up to ${max} today`;
  }
  return null;
}

/** The MAX amount: the terms' most, at the coin's precision ('' when nothing can be withdrawn). */
export function maxAmount(coin: Coin, terms: Pick<WithdrawTerms, 'maxAmount'>): string {
  const max = trimZeros(toFixedDown(terms.maxAmount, coinDecimals(coin)));
  return new Decimal(max).isZero() ? '' : max;
}

/** USD left of today's withdrawal limit (never below 0). */
export function dailyLimitLeftUsd(terms: Pick<WithdrawTerms, 'dailyLimitUsd' | 'usedTodayUsd'>): string {
  return Decimal.max(0, new Decimal(terms.dailyLimitUsd).minus(terms.usedTodayUsd)).toFixed();
}

/** What is wrong with a 6-digit code (spaces forgiven), or null. */
export function codeError(code: string, what: 'email' | 'authenticator'): string | null {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return what === 'email' ? 'Enter the code we emailed you' : 'Enter the code of your authenticator app';
  if (!/^\d{6}$/.test(digits)) return 'The code is 6 digits';
  return null;
}
