import { CircleCheck, CircleX, TriangleAlert, X } from 'lucide-react';
import { useStore } from '../../src/app/store';

const ICONS = { success: CircleCheck, error: CircleX, warning: TriangleAlert };

/** Top-right toast stack (spec section 2). */
export function Toaster() {
  const toasts = useStore((s) => s.toasts);
  const removeToast = useStore((s) => s.removeToast);
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => {
        const Icon = ICONS[t.kind];
        return (
          <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
            <Icon size={20} className="toast__icon" aria-hidden="true" />
            <div className="toast__body">
              <strong className="toast__title">{t.title}</strong>
              <p className="toast__msg">{t.message}</p>
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
