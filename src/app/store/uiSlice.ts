import type { DeviceClass } from '../../core/device';
import type { SliceCreator } from './types';

/** The global dialogs (spec section 2). */
export type DialogName = 'login' | 'register' | 'prohibition';

/** Toast kinds with their default titles. */
export const TOAST_TITLES = { success: 'Successful!', error: 'Oops!', warning: 'Warning!' } as const;
/** A toast kind. */
export type ToastKind = keyof typeof TOAST_TITLES;

/** One toast on screen. */
export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
}

/** Dialogs, toasts, the device class and the mobile menu. */
export interface UiSlice {
  dialog: DialogName | null;
  toasts: Toast[];
  device: DeviceClass;
  menuOpen: boolean;
  openDialog(name: DialogName): void;
  closeDialog(): void;
  /** Adds a toast and returns its id; removal is scheduled by the toast action. */
  addToast(kind: ToastKind, message: string, title?: string): number;
  removeToast(id: number): void;
  setDevice(device: DeviceClass): void;
  setMenuOpen(open: boolean): void;
}

let nextToastId = 1;

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  dialog: null,
  toasts: [],
  device: 'pc',
  menuOpen: false,
  openDialog: (dialog) => set({ dialog, menuOpen: false }),
  closeDialog: () => set({ dialog: null }),
  addToast: (kind, message, title) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { id, kind, message, title: title ?? TOAST_TITLES[kind] }] }));
    return id;
  },
  removeToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  setDevice: (device) => set({ device }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
});
