import { randomBytes, randomInt } from 'node:crypto';
import type { Coin, Fiat } from '../../../src/core/currency';
import type { PaymentStatus } from '../../../src/core/wallet/api';
import { COIN_CHAINS } from '../../../src/core/wallet/chains';
import { PAY_CURRENCIES, type IpnPayload } from './ipn';

/** How a simulated payment ends: paid in full, paid in part, or never paid. */
export type DemoEnding = 'finished' | 'partially_paid' | 'expired';

/** A payment the demo provider plays out. */
export interface DemoPayment {
  paymentId: string;
  coin: Coin;
  address: string;
  tag: string | null;
  /** The amount asked for, and the amount that arrives ('0' for an expired payment). */
  amount: string;
  paid: string;
  /** Our public order id of a buy-crypto order; null for a payment to a deposit address. */
  orderId: string | null;
  price: { fiat: Fiat; fiatAmount: string } | null;
  ending: DemoEnding;
}

/** One notification of a simulated payment. */
export interface DemoStep {
  status: PaymentStatus;
  paid: string;
  confirmations: number;
}

/**
 * The notifications a payment sends, as a provider watching the chain would: waiting, then confirming with 0 up to
 * the coin's confirmations, then confirmed and finished (or partially_paid when less arrived); an unpaid payment
 * expires after waiting.
 */
export function demoSteps(p: Pick<DemoPayment, 'coin' | 'paid' | 'ending'>): DemoStep[] {
  const steps: DemoStep[] = [{ status: 'waiting', paid: '0', confirmations: 0 }];
  if (p.ending === 'expired') return [...steps, { status: 'expired', paid: '0', confirmations: 0 }];
  const needed = COIN_CHAINS[p.coin].confirmations;
  for (let n = 0; n <= needed; n++) steps.push({ status: 'confirming', paid: p.paid, confirmations: n });
  if (p.ending === 'partially_paid') return [...steps, { status: 'partially_paid', paid: p.paid, confirmations: needed }];
  return [
    ...steps,
    { status: 'confirmed', paid: p.paid, confirmations: needed },
    { status: 'finished', paid: p.paid, confirmations: needed },
  ];
}

/** A new payment id in the provider's style (a 10-digit number). */
export const demoPaymentId = (): string => String(randomInt(1_000_000_000, 9_999_999_999));

/**
 * Plays simulated payments out: each step is a signed notification sent through the site's real webhook route (the
 * `send` given), one every stepMs. Demo mode is one process, so the running payments are kept here; stop() cancels
 * what is left when the server closes.
 */
export class DemoSimulator {
  private readonly running = new Map<string, NodeJS.Timeout | null>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly send: (payload: IpnPayload) => Promise<void>,
    private readonly stepMs: number,
    private readonly log: (msg: string) => void,
  ) {}

  /** True while a payment with this key (an order id, a payment id) is being played out. */
  isRunning(key: string): boolean {
    return this.running.has(key);
  }

  /** Starts a payment under a key; its first notification (waiting) has been applied when this resolves. */
  async start(key: string, p: DemoPayment): Promise<void> {
    if (this.stopped || this.running.has(key)) return;
    this.running.set(key, null);
    const steps = demoSteps(p);
    const txHash = randomBytes(32).toString('hex');
    const createdAt = new Date().toISOString();
    const next = async (i: number): Promise<void> => {
      const step = steps[i]!;
      const run = this.send(payload(p, step, txHash, createdAt)).catch((err: unknown) =>
        this.log(`simulated payment ${p.paymentId} step ${step.status} failed: ${err instanceof Error ? err.message : String(err)}`),
      );
      this.inFlight.add(run);
      await run;
      this.inFlight.delete(run);
      if (this.stopped || i + 1 >= steps.length) {
        this.running.delete(key);
        return;
      }
      const timer = setTimeout(() => void next(i + 1), this.stepMs);
      timer.unref();
      this.running.set(key, timer);
    };
    await next(0);
  }

  /** Cancels the payments in progress and waits for the notifications in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.running.values()) if (timer) clearTimeout(timer);
    this.running.clear();
    await Promise.all([...this.inFlight]);
  }
}

/** The notification body of one step, in the provider's shape (amounts as decimal strings). */
function payload(p: DemoPayment, step: DemoStep, txHash: string, createdAt: string): IpnPayload {
  const currency = PAY_CURRENCIES[p.coin];
  return {
    payment_id: Number(p.paymentId),
    parent_payment_id: null,
    invoice_id: null,
    payment_status: step.status,
    pay_address: p.address,
    payin_extra_id: p.tag,
    price_amount: p.price?.fiatAmount ?? null,
    price_currency: p.price?.fiat.toLowerCase() ?? null,
    pay_amount: p.amount,
    actually_paid: step.paid,
    pay_currency: currency,
    order_id: p.orderId,
    order_description: null,
    purchase_id: p.paymentId,
    outcome_amount: step.paid,
    outcome_currency: currency,
    network: COIN_CHAINS[p.coin].network.toLowerCase(),
    confirmations: step.confirmations,
    tx_hash: step.status === 'waiting' || step.status === 'expired' ? null : txHash,
    created_at: createdAt,
    updated_at: new Date().toISOString(),
  };
}
