import type { BookStore } from './store';
import type { BetOutcome, PendingCall, StoredBet } from './types';
import { NoAnswer, type WalletAnswer, type WalletClient } from './wallet';

// The wallet calls the book owes the casino for its bets after their make (commit, discard, a make's rollback,
// settlements, cash-outs): each kept on its bet until the casino answers it, and sent again, the same transaction
// with the same fields, by whoever comes next (the placing request, the cash-out, the settlement loop).

/** The longest a failing call waits before its next try. */
const MAX_BACKOFF_MS = 60_000;

/** What came of sending a bet's pending call. */
export type Delivery = { kind: 'done'; answer: WalletAnswer } | { kind: 'refused'; answer: WalletAnswer } | { kind: 'no_answer' };

/** Delivers the calls pending on bets and applies what they make of the bet. */
export class Outbox {
  constructor(
    private readonly store: BookStore,
    private readonly wallet: WalletClient,
    private readonly now: () => number,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** Puts a call on a bet (sent by `deliver`). */
  owe(bet: StoredBet, call: Omit<PendingCall, 'attempts' | 'nextAt'>): void {
    bet.pending = { ...call, attempts: 0, nextAt: 0 };
    this.store.changed();
  }

  /**
   * Sends the bet's pending call once (with the wallet client's own retries). Taken: the bet becomes what the call
   * said. Refused: dropped if the call says so (a cash-out the casino turned down), else kept and tried later. No
   * answer: kept and tried later, backing off.
   */
  async deliver(bet: StoredBet): Promise<Delivery> {
    const pending = bet.pending;
    if (!pending) throw new Error(`Bet ${bet.id} owes no call`);
    let answer: WalletAnswer;
    try {
      answer = await this.wallet.call(pending.call, pending.fields);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      this.later(pending, error.message);
      return { kind: 'no_answer' };
    }
    if (answer.ok) {
      bet.pending = null;
      apply(bet, pending.then, this.now());
      this.store.changed();
      return { kind: 'done', answer };
    }
    if (pending.dropOnRefusal) {
      bet.pending = null;
      this.store.changed();
    } else {
      this.log(`bet ${bet.id}: the casino refused ${pending.call} ${pending.tx} (${answer.code}: ${answer.message})`);
      this.later(pending, `${answer.code}: ${answer.message}`);
    }
    return { kind: 'refused', answer };
  }

  private later(pending: PendingCall, reason: string): void {
    pending.attempts++;
    pending.nextAt = this.now() + Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(pending.attempts, 10));
    pending.lastError = reason;
    this.store.changed();
  }
}

/** What a bet becomes once the casino took its pending call. */
function apply(bet: StoredBet, outcome: BetOutcome, now: number): void {
  if (outcome.kind === 'committed') {
    bet.committed = true;
    return;
  }
  if (outcome.kind === 'rejected') {
    bet.status = 'rejected';
    bet.settledAt ??= now;
    return;
  }
  bet.status = outcome.status;
  bet.payout = outcome.payout;
  bet.settledAt = now;
  for (const leg of bet.legs) {
    const result = outcome.legs[leg.selectionId];
    if (result) leg.result = result;
  }
}
