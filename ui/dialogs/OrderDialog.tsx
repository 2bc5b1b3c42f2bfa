import { useId } from 'react';
import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import { Modal } from './Modal';

/**
 * OrderDialog (spec section 2, a global dialog): opened by the params query value with the order id it carries.
 * The order-details call is not part of the spec's call list yet, so the dialog says so instead of inventing a status.
 */
export function OrderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={orderId !== null} onClose={onClose} labelledBy={titleId} testId="order-dialog" className="notice-dialog">
      <div className="notice-dialog__icon" aria-hidden="true" style={{ background: 'var(--accent-soft)', color: 'var(--accent)' }}>
        <ReceiptText size={28} />
      </div>
      <h2 id={titleId}>Your order</h2>
      <p>
        Order{' '}
        <code className="path-chip" data-testid="order-dialog-id">
          {orderId}
        </code>
      </p>
      <p data-testid="order-dialog-status">
        Order details are not available yet. Your balance updates as soon as the payment is confirmed.
      </p>
      <div className="notice-dialog__actions">
        <Link className="btn btn--outline btn--lg" to="/CustomerService/ServiceIndex" onClick={onClose}>
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
