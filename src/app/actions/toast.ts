import { getState, type ToastKind } from '../store';
import { ToastQueue } from '../feedback/ToastQueue';

export { TOAST_REMOVE_MS, TOAST_VISIBLE_MS } from '../feedback/ToastQueue';

/** A toast waiting in the queue. */
interface QueuedToast {
  kind: ToastKind;
  message: string;
  title?: string;
}

// One queue for the app: released toasts go into the store, where the Toaster renders them.
const queue = new ToastQueue<QueuedToast>({
  show: ({ kind, message, title }) => getState().addToast(kind, message, title),
  leave: (id) => getState().setToastLeaving(id),
  remove: (id) => getState().removeToast(id),
});

let tickets = 0;

/**
 * Queues a toast: released one at a time, visible 3 s, removed at 4 s. Returns a ticket number
 * in queue order (not the store id, which exists only once the toast is released).
 */
export function toast(kind: ToastKind, message: string, title?: string): number {
  queue.push({ kind, message, title });
  return ++tickets;
}

/** Success toast ("Successful!"). */
export const toastSuccess = (message: string, title?: string) => toast('success', message, title);
/** Error toast ("Oops!"). */
export const toastError = (message: string, title?: string) => toast('error', message, title);
/** Warning toast ("Warning!"). */
export const toastWarning = (message: string, title?: string) => toast('warning', message, title);

/** Drops queued toasts and their timers (tests). */
export function resetToasts(): void {
  queue.clear();
}
