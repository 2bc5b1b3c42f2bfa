import { formatAmount, groupThousands } from '../../core/format';
import { Decimal } from '../../core/money';
import {
  LIMIT_MAX_USD,
  SESSION_LIMIT_MINUTES,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type SetLimit,
} from '../../core/protection';

// The player's limits as the Responsible gambling section words and checks them. Amounts are USD decimal strings
// (minutes for a session limit), compared with decimal.js only.

/** A limit's place: a windowed kind with its window, or the stake cap or session limit (period 'once'). */
export interface LimitSlot {
  kind: LimitKind;
  period: LimitPeriod;
}

/** What each limit is called. */
export const LIMIT_KIND_TEXT: Record<LimitKind, string> = {
  deposit: 'Deposit limit',
  loss: 'Loss limit',
  wager: 'Wager limit',
  stake: 'Stake cap',
  session: 'Session time limit',
};

/** What the amount of each limit means, in a sentence. */
export const LIMIT_KIND_HINT: Record<LimitKind, string> = {
  deposit: 'USD you may deposit in the window.',
  loss: 'USD you may lose in the window (stakes less what came back).',
  wager: 'USD you may stake in the window.',
  stake: 'The most one bet may stake, in USD.',
  session: `From ${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max} minutes; you are logged out when a session reaches it.`,
};

/** The windows: each starts when the limit is set and repeats from there. */
export const PERIOD_TEXT: Record<LimitPeriod, string> = { day: '24 hours', week: '7 days', month: '30 days', once: '' };

/** True for the limits counted over a window (deposit, loss, wager). */
export const isWindowed = (kind: LimitKind): boolean => kind !== 'stake' && kind !== 'session';

/** "Deposit limit · 24 hours", "Stake cap". */
export function limitTitle({ kind, period }: LimitSlot): string {
  return period === 'once' ? LIMIT_KIND_TEXT[kind] : `${LIMIT_KIND_TEXT[kind]} · ${PERIOD_TEXT[period]}`;
}

/** A limit's amount as read: "100.00 USD", "90 minutes". */
export function limitAmountText(kind: LimitKind, amount: string): string {
  if (kind === 'session') {
    const minutes = new Decimal(amount).toFixed(0);
    return `${groupThousands(minutes)} minute${minutes === '1' ? '' : 's'}`;
  }
  return `${formatAmount(amount, { decimals: 2 })} USD`;
}

/** The limit held in a slot, if any. */
export function findLimit(limits: readonly LimitView[], { kind, period }: LimitSlot): LimitView | undefined {
  return limits.find((l) => l.kind === kind && l.period === period);
}

const USD = /^\d+(\.\d+)?$/;

/** What is wrong with an amount typed for a limit, or null when it may be sent. */
export function amountError(kind: LimitKind, text: string): string | null {
  const value = text.trim();
  if (kind === 'session') {
    if (value === '') return 'Enter a number of minutes';
    if (!/^\d+$/.test(value)) return 'Enter whole minutes, like 60';
    const minutes = new Decimal(value);
    if (minutes.lt(SESSION_LIMIT_MINUTES.min) || minutes.gt(SESSION_LIMIT_MINUTES.max)) {
      return `A session limit is from ${SESSION_LIMIT_MINUTES.min} to ${groupThousands(String(SESSION_LIMIT_MINUTES.max))} minutes`;
    }
    return null;
  }
  if (value === '') return 'Enter an amount';
  if (!USD.test(value)) return 'Enter an amount in USD, like 25 or 25.50';
  if ((value.split('.')[1] ?? '').length > 2) return 'Use at most 2 decimals';
  const amount = new Decimal(value);
  if (amount.lte(0)) return 'The amount must be above 0';
  if (amount.gt(LIMIT_MAX_USD)) return `The amount can be at most ${groupThousands(String(LIMIT_MAX_USD))} USD`;
  return null;
}

/** An amount as sent: leading zeros and a bare trailing point dropped ("025.50" → "25.5"). Check it first. */
export function normalizeAmount(text: string): string {
  return new Decimal(text.trim()).toFixed();
}

/** The body of POST /v1/protection/limit for a slot: an amount (a checked one) or null to remove. */
export function limitBody({ kind, period }: LimitSlot, amount: string | null): SetLimit {
  const value = amount === null ? null : normalizeAmount(amount);
  if (kind === 'stake' || kind === 'session') return { kind, amount: value };
  if (period === 'once') throw new Error(`a ${kind} limit needs a window`);
  return { kind, period, amount: value };
}

/**
 * What saving an amount does to a slot: 'new' (no limit yet: at once), 'lower' (at once), 'raise' (in 24 hours),
 * 'same' (the limit in force: nothing changes) or 'cancel' (the limit in force while a change waits: it cancels it).
 */
export type LimitChange = 'new' | 'lower' | 'raise' | 'same' | 'cancel';

/** What saving `amount` (a checked one) does to the limit in force. */
export function changeOf(limit: LimitView | undefined, amount: string): LimitChange {
  if (!limit) return 'new';
  const cmp = new Decimal(amount.trim()).cmp(limit.amount);
  if (cmp < 0) return 'lower';
  if (cmp > 0) return 'raise';
  return limit.pending ? 'cancel' : 'same';
}

/** The change explained before it is saved. */
export const CHANGE_TEXT: Record<LimitChange, string> = {
  new: 'A new limit applies at once.',
  lower: 'A lower limit applies at once.',
  raise: 'A higher limit applies 24 hours after you save it; until then the current one holds.',
  same: 'This is your limit already.',
  cancel: 'Keeps this limit and cancels the change waiting.',
};

/** How much of a windowed limit is used, as a percent from 0 to 100 (a loss below 0 after wins counts as 0). */
export function usedPercent(used: string | null, amount: string): number {
  if (used === null) return 0;
  const limit = new Decimal(amount);
  if (limit.lte(0)) return 100;
  const share = Decimal.max(0, Decimal.min(1, new Decimal(used).div(limit)));
  return share.times(100).toDecimalPlaces(1, Decimal.ROUND_DOWN).toNumber();
}

/** True when a windowed limit is reached: what is used is at or above the limit. */
export function limitReached(limit: LimitView): boolean {
  return limit.used !== null && new Decimal(limit.used).gte(limit.amount);
}
