import { CircleCheck, CircleX, TriangleAlert, X } from 'lucide-react';
import { useStore } from '../../src/app/store';
import { toastTop } from '../../src/app/feedback/ToastQueue';
import { useViewportWidth } from '../common/useViewportWidth';
import { usePrivateText } from '../streamer/privateText';
import './toasts.css';

const ICONS = { success: CircleCheck, error: CircleX, warning: TriangleAlert };

/**
 * Top-right toast stack. Toasts arrive one at a time from the queue (src/app/feedback/ToastQueue.ts);
 * the i-th on screen sits at 97 + 82 * i px from the top, or 6 + 82 * i px under 768 px wide, and fades out in its
 * last second. In streamer mode a toast's amounts, emails and known names (the player's own, those of the notifications
 * and the chat) are masked.
 */
export function Toaster() {
  const toasts = useStore((s) => s.toasts);
  const removeToast = useStore((s) => s.removeToast);
  const width = useViewportWidth();
  const masked = usePrivateText();
  return (
    <div className="toast-stack" aria-live="polite" aria-relevant="additions">
      {toasts.map((t, i) => {
        const Icon = ICONS[t.kind];
        return (
          <div
            key={t.id}
            className={`toast toast-stack__item toast--${t.kind}${t.leaving ? ' is-leaving' : ''}`}
            style={{ top: toastTop(i, width) }}
            role={t.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <Icon size={20} className="toast__icon" aria-hidden="true" />
            <div className="toast__body">
              <strong className="toast__title">{masked(t.title)}</strong>
              <p className="toast__msg">{masked(t.message)}</p>
            </div>
            <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => removeToast(t.id)}>
              <X size={16} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
