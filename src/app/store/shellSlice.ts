import type { SliceCreator } from './types';

/** App-shell state read from the URL and cookies: the OrderDialog (query params) and the left-is-close flag. */
export interface ShellSlice {
  /** Order id of the open OrderDialog, or null when it is closed. */
  orderDialogId: string | null;
  /** The left-is-close cookie as read by the route middleware. */
  leftIsClose: boolean;
  openOrderDialog(orderId: string): void;
  closeOrderDialog(): void;
  setLeftIsClose(closed: boolean): void;
}

export const createShellSlice: SliceCreator<ShellSlice> = (set) => ({
  orderDialogId: null,
  leftIsClose: false,
  openOrderDialog: (orderDialogId) => set({ orderDialogId }),
  closeOrderDialog: () => set({ orderDialogId: null }),
  setLeftIsClose: (leftIsClose) => set((s) => (s.leftIsClose === leftIsClose ? {} : { leftIsClose })),
});
