import type { IncomingHttpHeaders } from 'node:http';
import type { Coin, Fiat } from '../../../src/core/currency';
import type { PaymentStatus } from '../../../src/core/wallet/api';

/** One payment notification of a provider, in our terms. Amounts are decimal strings in the coin. */
export interface PaymentEvent {
  /** The provider's id of the payment: one deposits row per provider and payment id. */
  paymentId: string;
  status: PaymentStatus;
  coin: Coin;
  /** Where the payment was sent, and its destination tag or memo (XRP, SOL). */
  address: string;
  tag: string | null;
  /** What has actually arrived so far. */
  paid: string;
  /** Our public order id (a UUID) when the payment pays a buy-crypto order; null for a payment to a deposit address. */
  orderId: string | null;
  /** Confirmations the transaction has; null when the provider does not say. */
  confirmations: number | null;
  txHash: string | null;
}

/** What a provider needs to open a hosted payment for an order. */
export interface CreateOrderInput {
  /** Our public order id, handed back in the provider's notifications. */
  orderId: string;
  coin: Coin;
  network: string;
  fiat: Fiat;
  fiatAmount: string;
  /** The coin amount quoted. */
  amount: string;
  /** The site's origin, and the page the buyer comes back to (carries the encrypted order id). */
  origin: string;
  returnUrl: string;
}

/** A provider's answer to a new order: its own id and the hosted payment page. */
export interface CreatedOrder {
  providerOrderId: string;
  payUrl: string;
}

/** A payment provider behind one interface: a second provider is one more file and one registry line. */
export interface PaymentProvider {
  /** Registry key, also the {provider} of the webhook path. */
  readonly name: string;
  /** True when the notification's signature is right for this raw body exactly as received. */
  verify(rawBody: Buffer, headers: IncomingHttpHeaders): boolean;
  /** The notification as a PaymentEvent; throws an ApiError (400) naming the field for a malformed one. */
  parse(body: unknown): PaymentEvent;
  /** Opens the hosted payment of an order. */
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
}
