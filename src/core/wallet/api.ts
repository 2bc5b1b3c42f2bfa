import type { Coin, Fiat } from '../currency';

// Wire types of the wallet: deposits, buy-crypto orders, withdrawals and the transaction history. Amounts are decimal
// strings in the coin, times are epoch milliseconds.

/** A payment's status as the payment provider reports it (NOWPayments-style lifecycle). */
export const PAYMENT_STATUSES = ['waiting', 'confirming', 'confirmed', 'partially_paid', 'finished', 'failed', 'expired'] as const;
/** A payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A deposit's review by an operator: 'held' (above the coin's review threshold, not credited until an operator
 * decides), 'approved' (credited by the operator), 'rejected' (final, never credited); null when never held.
 */
export type DepositReview = 'held' | 'approved' | 'rejected';

/** GET /api/wallet/deposit?coin=: the player's deposit address for a coin and its terms. */
export interface DepositAddress {
  coin: Coin;
  network: string;
  networkLabel: string;
  address: string;
  /** Destination tag (XRP) or memo (SOL) that routes a payment to the house address to this player; null otherwise. */
  tag: string | null;
  tagLabel: 'Destination tag' | 'Memo' | null;
  minDeposit: string;
  confirmations: number;
  /** True when the built-in demo provider can simulate a payment to this address (demo mode). */
  simulate: boolean;
}

/** POST /v1/account/pay body: buy a coin amount worth fiatAmount through the provider's hosted page. */
export interface PayBody {
  coin: Coin;
  fiat: Fiat;
  fiatAmount: string;
}

/** A buy-crypto order: the answer of POST /v1/account/pay and of GET /api/wallet/order?orderId=. */
export interface PayOrder {
  /** Public order id (a UUID); the params query value of the return link carries it encrypted. */
  orderId: string;
  coin: Coin;
  network: string;
  fiat: Fiat;
  fiatAmount: string;
  /** Coin amount quoted when the order was made. */
  amount: string;
  status: PaymentStatus;
  /** The provider's hosted payment page. */
  payUrl: string;
  /** Coin amount the provider has seen paid so far. */
  paidAmount: string;
  /** Coin amount credited to the balance ('0' until credited). */
  creditedAmount: string;
  confirmations: number;
  confirmationsNeeded: number;
  /** 'held' while a payment of the order waits for an operator, 'rejected' once one was refused; null otherwise. */
  review: DepositReview | null;
  createdAt: number;
  updatedAt: number;
}

/** A deposit as it moves through its confirmations (GET /v1/account/myPay rows). */
export interface DepositRecord {
  id: number;
  coin: Coin;
  network: string;
  amount: string;
  status: PaymentStatus;
  confirmations: number;
  confirmationsNeeded: number;
  /** Credited amount ('0' until credited; less than amount never: a partial payment credits what arrived). */
  creditedAmount: string;
  txHash: string | null;
  /** Public id of the buy-crypto order it pays, if any. */
  orderId: string | null;
  /** Its review by an operator (null: never held). */
  review: DepositReview | null;
  /** Why an operator rejected it. */
  reviewReason: string | null;
  createdAt: number;
  creditedAt: number | null;
}

/** A withdrawal's state: debited and waiting for an operator, paid out, or refunded. */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A withdrawal status. */
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** A withdrawal (POST /v1/account/withdraw answer, GET /v1/account/myWithdraw rows). */
export interface WithdrawRecord {
  id: number;
  coin: Coin;
  network: string;
  address: string;
  tag: string | null;
  amount: string;
  fee: string;
  status: WithdrawStatus;
  /** The payout's transaction id once approved. */
  txid: string | null;
  /** Why it was rejected (refunded). */
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** GET /api/wallet/withdraw?coin=: what a withdrawal of this coin may be now. */
export interface WithdrawTerms {
  coin: Coin;
  network: string;
  networkLabel: string;
  tagLabel: 'Destination tag' | 'Memo' | null;
  fee: string;
  minWithdraw: string;
  /** The DEPOSIT balance of the coin: bonus balance can't be withdrawn. */
  available: string;
  /** Most that can be withdrawn now (balance less fee, within the daily limit), never below '0'. */
  maxAmount: string;
  dailyLimitUsd: string;
  usedTodayUsd: string;
  /** True when the player's two-factor login is on: the withdrawal then also needs the authenticator code. */
  twoFactor: boolean;
  /** False for an account without a verified email (the code can't be mailed). */
  emailReady: boolean;
}

/** POST /v1/account/withdraw answer: the pending withdrawal and the balance after its debit. */
export interface WithdrawResult {
  withdrawal: WithdrawRecord;
  balance: string;
}

/** One page of a history list: keyset paging, pass `next` back as `cursor` for the following page. */
export interface HistoryPage<T> {
  list: T[];
  next: string | null;
}
