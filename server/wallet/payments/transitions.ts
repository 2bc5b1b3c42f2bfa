import type { DepositReview, PaymentStatus } from '../../../src/core/wallet/api';
import { Decimal } from '../../../src/core/money';

// Where a payment stands in its lifecycle: waiting → confirming → confirmed → (partially_paid) → finished, or failed /
// expired. A notification older in the lifecycle than what is stored is ignored, so notifications may arrive in any
// order; finished, failed and expired are final and never change.

/** Statuses that never change once stored. */
export const FINAL_STATUSES: ReadonlySet<PaymentStatus> = new Set(['finished', 'failed', 'expired']);

/** Position in the lifecycle: a notification below the stored position is older news. */
export const STATUS_RANK: Record<PaymentStatus, number> = {
  waiting: 0,
  confirming: 1,
  confirmed: 2,
  partially_paid: 3,
  finished: 4,
  failed: 4,
  expired: 4,
};

/** What is stored of a payment. */
export interface PaymentState {
  status: PaymentStatus;
  /** Arrived so far (decimal string). */
  paid: string;
  confirmations: number;
}

/** A notification's view of the payment (confirmations null when the provider does not say). */
export interface PaymentUpdate {
  status: PaymentStatus;
  paid: string;
  confirmations: number | null;
}

/** Whether a notification applies, and the state it leaves. */
export type Transition = { apply: true; next: PaymentState } | { apply: false; reason: 'final' | 'older' };

/**
 * The state after a notification: ignored when the stored status is final, when the new status is earlier in the
 * lifecycle, or when it is the same status with fewer confirmations. The amount and the confirmations never go down
 * (a late, smaller figure is older news).
 */
export function transition(stored: PaymentState, update: PaymentUpdate): Transition {
  if (FINAL_STATUSES.has(stored.status)) return { apply: false, reason: 'final' };
  const rank = STATUS_RANK[update.status] - STATUS_RANK[stored.status];
  if (rank < 0) return { apply: false, reason: 'older' };
  if (rank === 0 && update.status !== stored.status) return { apply: false, reason: 'older' };
  if (rank === 0 && update.confirmations !== null && update.confirmations < stored.confirmations) return { apply: false, reason: 'older' };
  const paid = Decimal.max(stored.paid, update.paid).toFixed();
  const confirmations = Math.max(stored.confirmations, update.confirmations ?? 0);
  return { apply: true, next: { status: update.status, paid, confirmations } };
}

/**
 * True when the funds of a payment in this state count as arrived: the provider says so (confirmed, partially_paid,
 * finished), or the transaction has the confirmations the coin needs while the provider still says confirming.
 */
export function confirmedEnough(state: PaymentState, needed: number): boolean {
  if (state.status === 'confirmed' || state.status === 'partially_paid' || state.status === 'finished') return true;
  return state.status === 'confirming' && state.confirmations >= needed;
}

/**
 * How much more to credit: what arrived (rounded down to the coin) less what was credited already, once the funds
 * count as arrived and reach the coin's minimum deposit; zero otherwise (a smaller payment is recorded, never credited).
 */
export function creditDue(state: PaymentState, credited: string, opts: { needed: number; minDeposit: string; decimals: number }): Decimal {
  if (!confirmedEnough(state, opts.needed)) return new Decimal(0);
  const arrived = new Decimal(state.paid).toDecimalPlaces(opts.decimals, Decimal.ROUND_DOWN);
  if (arrived.lt(opts.minDeposit)) return new Decimal(0);
  return Decimal.max(arrived.minus(credited), 0);
}

/** True when an order showing `from` should show `to` now (the same rules, on the status alone). */
export function statusAdvances(from: PaymentStatus, to: PaymentStatus): boolean {
  if (FINAL_STATUSES.has(from) || from === to) return false;
  return STATUS_RANK[to] > STATUS_RANK[from];
}

/**
 * What the operator review makes of a credit that is due: 'credit' it; 'hold' it (newly: what the payment would have
 * credited in all, `total`, is above the coin's threshold `above`, and it was never held or an approval covered less);
 * it stays 'held' while an operator has not decided; 'rejected' by an operator, it is never credited.
 */
export function reviewStep(
  review: DepositReview | null,
  total: Decimal.Value,
  above: Decimal.Value,
): 'credit' | 'hold' | 'held' | 'rejected' {
  if (review === 'rejected') return 'rejected';
  if (review === 'held') return 'held';
  return new Decimal(total).gt(above) ? 'hold' : 'credit';
}
