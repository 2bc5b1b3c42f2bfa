import { useId, type ReactNode } from 'react';
import { Modal } from '../../dialogs/Modal';

/**
 * A notice the protection leaves after ending a session (a break taken, the session-time limit): an icon, a title,
 * what happened, and one button that closes it. It shows to the logged-out visitor until closed.
 */
export function ProtectionNotice({
  icon,
  title,
  testId,
  close,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  close: { label: string; testId: string; onClose(): void };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal open onClose={close.onClose} labelledBy={titleId} testId={testId}>
      <div className="notice-dialog rg-notice">
        <span className="notice-dialog__icon rg-notice__icon">{icon}</span>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="notice-dialog__actions">
          <button type="button" className="btn btn--primary btn--lg" data-testid={close.testId} onClick={close.onClose}>
            {close.label}
          </button>
        </div>
      </div>
    </Modal>
  );
}
