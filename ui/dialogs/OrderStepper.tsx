import { Check, X } from 'lucide-react';
import { Decimal } from '../../src/core/money';
import type { PayOrder } from '../../src/core/wallet/api';

/** What the stepper shows of an order: the step reached and whether the order stopped there. */
function progress(order: PayOrder): { reached: number; stopped: boolean } {
  const paid = new Decimal(order.paidAmount || '0').gt(0);
  const credited = new Decimal(order.creditedAmount || '0').gt(0);
  // Held for review: confirmed, the credit waits for an operator (and stops there when rejected).
  if (order.review === 'held' || order.review === 'rejected') return { reached: 2, stopped: order.review === 'rejected' };
  switch (order.status) {
    case 'waiting':
      return { reached: 0, stopped: false };
    case 'confirming':
    case 'confirmed':
      return { reached: 1, stopped: false };
    case 'partially_paid':
      return { reached: credited ? 3 : 1, stopped: false };
    case 'finished':
      return { reached: 3, stopped: false };
    case 'failed':
    case 'expired':
      return { reached: paid ? 1 : 0, stopped: true };
  }
}

/** Waiting for payment → Confirming n/N → Credited (Under review while held), with the current step marked (and a stopped order's step crossed). */
export function OrderStepper({ order }: { order: PayOrder }) {
  const { reached, stopped } = progress(order);
  const confirming =
    order.confirmationsNeeded > 0
      ? `Confirming ${Math.min(order.confirmations, order.confirmationsNeeded)}/${order.confirmationsNeeded}`
      : 'Confirming';
  const steps = ['Waiting for payment', reached > 1 ? 'Confirmed' : confirming, order.review === 'held' ? 'Under review' : 'Credited'];
  return (
    <ol className="order-steps" aria-label="Order progress" data-testid="order-steps">
      {steps.map((label, i) => {
        const state = i < reached ? 'done' : i === reached ? (stopped ? 'stopped' : 'current') : 'next';
        return (
          <li
            key={label}
            className={`order-steps__step is-${state}`}
            aria-current={state === 'current' || state === 'stopped' ? 'step' : undefined}
          >
            <span className="order-steps__dot" aria-hidden="true">
              {state === 'done' ? <Check size={14} /> : state === 'stopped' ? <X size={14} /> : i + 1}
            </span>
            <span className="order-steps__label">{label}</span>
            <span className="sr-only">
              {state === 'done' ? ' (done)' : state === 'stopped' ? ' (stopped)' : state === 'current' ? ' (now)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
