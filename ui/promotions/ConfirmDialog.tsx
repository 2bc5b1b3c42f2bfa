import { useId, type ReactNode } from 'react';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { Modal } from '../dialogs/Modal';
import { SteadyButton } from '../common/SteadyButton';

/** A question before an action that cannot be undone: what exactly happens, then Confirm or Keep. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  busy,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  testId: string;
}) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} testId={testId} className="promo-confirm">
      <div className="promo-confirm__icon" aria-hidden="true">
        <TriangleAlert size={28} />
      </div>
      <h2 id={titleId}>{title}</h2>
      <div className="promo-confirm__body">{children}</div>
      <div className="promo-confirm__actions">
        <button type="button" className="btn btn--outline btn--lg" data-autofocus onClick={onClose} data-testid={`${testId}-keep`}>
          {cancelLabel}
        </button>
        <SteadyButton
          className="btn btn--lg promo-btn--danger"
          inactive={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
        >
          {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          {confirmLabel}
        </SteadyButton>
      </div>
    </Modal>
  );
}
