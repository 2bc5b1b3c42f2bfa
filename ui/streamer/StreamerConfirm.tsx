import { useId } from 'react';
import { EyeOff } from 'lucide-react';
import { getState } from '../../src/app/store';
import { turnStreamerModeOff } from '../../src/app/streamer/streamerMode';
import { Modal } from '../dialogs/Modal';

/** Asks before streamer mode goes off: everyone watching would see balances, names and addresses again. */
export function StreamerConfirm() {
  const titleId = useId();
  const keep = () => getState().setStreamerModeConfirm(false);
  return (
    <Modal open onClose={keep} labelledBy={titleId} testId="streamer-confirm" className="notice-dialog">
      <div className="notice-dialog__icon" aria-hidden="true">
        <EyeOff size={28} />
      </div>
      <h2 id={titleId}>Turn streamer mode off?</h2>
      <p>Your balance, amounts, names, email and deposit addresses will show again. If you are live, everyone watching sees them.</p>
      <div className="notice-dialog__actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={keep} data-autofocus data-testid="streamer-keep">
          Keep them hidden
        </button>
        <button type="button" className="btn btn--outline btn--lg" onClick={turnStreamerModeOff} data-testid="streamer-off">
          Show them
        </button>
      </div>
    </Modal>
  );
}
