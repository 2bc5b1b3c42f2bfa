import { useId } from 'react';
import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { fiatSymbol } from '../../src/core/currency';
import { formatFiat } from '../../src/core/format';
import { Decimal } from '../../src/core/money';
import type { PayOrder } from '../../src/core/wallet/api';
import { useStore } from '../../src/app/store';
import { Private, usePrivate } from '../streamer/Private';
import { coinAmountText } from '../wallet/withdrawMath';
import { Modal } from './Modal';
import { OrderStepper } from './OrderStepper';
import { useOrderStatus, type OrderState } from './useOrderStatus';
import './orderDialog.css';

const coinText = (amount: string, order: PayOrder) => `${coinAmountText(amount || '0', order.coin)} ${order.coin}`;

/** A coin amount of the order, its number hidden in streamer mode. */
function CoinAmount({ amount, order }: { amount: string; order: PayOrder }) {
  return (
    <>
      <Private kind="amount">{coinAmountText(amount || '0', order.coin)}</Private> {order.coin}
    </>
  );
}

/** The order's status in a sentence (what happened, and what happens next). */
export function orderStatusText(order: PayOrder): string {
  if (order.review === 'held') {
    return `Payment received and under review: our team checks deposits this large before crediting them. Your balance is credited once it is approved; this updates by itself.`;
  }
  if (order.review === 'rejected') {
    return 'The payment was rejected after review and was not credited. Contact support with this order id.';
  }
  const credited = new Decimal(order.creditedAmount || '0').gt(0);
  switch (order.status) {
    case 'waiting':
      return 'Waiting for your payment. Finish it on the payment page; this updates by itself.';
    case 'confirming':
      return `Payment received, confirming on the network (${order.confirmations} of ${order.confirmationsNeeded} confirmations).`;
    case 'confirmed':
      return 'Confirmed on the network. Crediting your balance…';
    case 'finished':
      return `Credited: ${coinText(order.creditedAmount, order)} added to your balance.`;
    case 'partially_paid':
      return credited
        ? `Partially paid: ${coinText(order.paidAmount, order)} of ${coinText(order.amount, order)} arrived, and ${coinText(order.creditedAmount, order)} was credited.`
        : `Partially paid: ${coinText(order.paidAmount, order)} of ${coinText(order.amount, order)} arrived. What arrived is credited once confirmed.`;
    case 'failed':
      return 'The payment failed and nothing was credited. If you were charged, contact support with this order id.';
    case 'expired':
      return 'The payment expired before it arrived, so nothing was credited. Start a new purchase from the wallet to try again.';
  }
}

function OrderBody({ state }: { state: OrderState }) {
  const { text } = usePrivate();
  if (state.kind === 'loading') {
    return (
      <p data-testid="order-dialog-status" role="status">
        Loading the order's status…
      </p>
    );
  }
  if (state.kind === 'missing') {
    return (
      <p data-testid="order-dialog-status" role="alert">
        <strong className="order-missing">We couldn't find this order.</strong> If you paid for it, our support team will look it up for
        you.
      </p>
    );
  }
  if (state.kind !== 'order') {
    return (
      <p data-testid="order-dialog-status" role="status">
        {state.kind === 'login'
          ? 'Log in with the account that placed this order to see its status.'
          : "Couldn't load the order's status, trying again…"}
      </p>
    );
  }
  const { order } = state;
  return (
    <>
      <OrderStepper order={order} />
      <p
        data-testid="order-dialog-status"
        role="status"
        className={`order-status is-${order.review === 'held' ? 'review' : order.review === 'rejected' ? 'failed' : order.status}`}
      >
        {text(orderStatusText(order))}
      </p>
      <dl className="order-facts" data-testid="order-dialog-facts">
        <div>
          <dt>Paying</dt>
          <dd className="num">
            <Private kind="amount">{formatFiat(order.fiatAmount, fiatSymbol(order.fiat))}</Private>
          </dd>
        </div>
        <div>
          <dt>For</dt>
          <dd className="num">
            <CoinAmount amount={order.amount} order={order} />
          </dd>
        </div>
        <div>
          <dt>Credited</dt>
          <dd className="num" data-testid="order-dialog-credited">
            <CoinAmount amount={order.creditedAmount} order={order} />
          </dd>
        </div>
      </dl>
      {state.refreshFailed && <p className="order-note">Couldn't refresh the status, trying again…</p>}
    </>
  );
}

/**
 * OrderDialog (a global dialog): opened by the params query value with the order id it carries, it
 * follows the buy-crypto order's live status (GET /api/wallet/order) until it is final.
 */
export function OrderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const titleId = useId();
  const state = useOrderStatus(orderId);
  return (
    <Modal open={orderId !== null} onClose={onClose} labelledBy={titleId} testId="order-dialog" className="notice-dialog order-dialog">
      <div className="notice-dialog__icon" aria-hidden="true" style={{ background: 'var(--accent-soft)', color: 'var(--accent)' }}>
        <ReceiptText size={28} />
      </div>
      <h2 id={titleId}>Your order</h2>
      <p>
        Order{' '}
        <code className="path-chip" data-testid="order-dialog-id">
          <Private kind="id">{orderId ?? ''}</Private>
        </code>
      </p>
      <OrderBody state={state} />
      <div className="notice-dialog__actions">
        <Link className="btn btn--outline btn--lg" to="/CustomerService/ServiceIndex" onClick={onClose} data-testid="order-dialog-support">
          Ask support about this order
        </Link>
        <button type="button" className="btn btn--primary btn--lg" onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </Modal>
  );
}

/** The OrderDialog bound to the store. */
export function OrderDialogHost() {
  const { orderId, close } = useStore(useShallow((s) => ({ orderId: s.orderDialogId, close: s.closeOrderDialog })));
  return <OrderDialog orderId={orderId} onClose={close} />;
}
