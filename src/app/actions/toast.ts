import { getState, type ToastKind } from '../store';

/** How long a toast stays visible (spec section 9). */
export const TOAST_VISIBLE_MS = 3000;

/** Shows a toast for 3 s. */
export function toast(kind: ToastKind, message: string, title?: string): number {
  const id = getState().addToast(kind, message, title);
  setTimeout(() => getState().removeToast(id), TOAST_VISIBLE_MS);
  return id;
}

/** Success toast ("Successful!"). */
export const toastSuccess = (message: string, title?: string) => toast('success', message, title);
/** Error toast ("Oops!"). */
export const toastError = (message: string, title?: string) => toast('error', message, title);
/** Warning toast ("Warning!"). */
export const toastWarning = (message: string, title?: string) => toast('warning', message, title);
