import type { DeviceClass } from '../../core/device';
import type { CelebrationThresholds } from '../../core/overlay';
import { getStreamerFlag } from '../storage/storage';
import type { SliceCreator } from './types';

/** Global dialogs besides OrderDialog: Login, Register and the prohibition notice. */
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
  /** Fading out before removal (the last second of its 4 s, see ToastQueue). */
  leaving?: boolean;
}

/** Dialogs, toasts, the device class and the mobile menu. */
export interface UiSlice {
  dialog: DialogName | null;
  /** A dialog is due soon (the share-code flow's Register): its code is fetched now, so it opens on time. */
  dialogDue: boolean;
  toasts: Toast[];
  device: DeviceClass;
  menuOpen: boolean;
  /** The global loading spinner overlay is shown. */
  loading: boolean;
  /** Clicks play the click sound; persisted by the sound action. */
  soundOn: boolean;
  /** Streamer mode: balances, amounts, names, email, addresses and ids are masked; read from this device at start. */
  streamerMode: boolean;
  /** The confirmation of turning streamer mode off is open. */
  streamerModeConfirm: boolean;
  /** A settled win at or above either threshold is celebrated on the page (the player's saved ones once signed in). */
  celebrate: CelebrationThresholds;
  openDialog(name: DialogName): void;
  closeDialog(): void;
  setDialogDue(due: boolean): void;
  /** Adds a toast and returns its id; removal is scheduled by the toast action. */
  addToast(kind: ToastKind, message: string, title?: string): number;
  removeToast(id: number): void;
  /** Starts a toast's fade-out. */
  setToastLeaving(id: number): void;
  setLoading(loading: boolean): void;
  setSoundOn(on: boolean): void;
  setStreamerMode(on: boolean): void;
  setStreamerModeConfirm(open: boolean): void;
  setCelebrate(thresholds: CelebrationThresholds): void;
  setDevice(device: DeviceClass): void;
  setMenuOpen(open: boolean): void;
}

let nextToastId = 1;

/**
 * The default celebration thresholds: the values of DEFAULT_CELEBRATE (src/core/overlay.ts), written out here because
 * that module carries zod and the store is part of the first paint (a unit test keeps the two equal).
 */
export const STORE_DEFAULT_CELEBRATE: CelebrationThresholds = { multiplier: '50', usd: '1000' };

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  dialog: null,
  dialogDue: false,
  toasts: [],
  device: 'pc',
  menuOpen: false,
  loading: false,
  soundOn: true,
  streamerMode: getStreamerFlag(),
  streamerModeConfirm: false,
  celebrate: STORE_DEFAULT_CELEBRATE,
  openDialog: (dialog) => set({ dialog, menuOpen: false }),
  closeDialog: () => set({ dialog: null }),
  setDialogDue: (dialogDue) => set({ dialogDue }),
  addToast: (kind, message, title) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { id, kind, message, title: title ?? TOAST_TITLES[kind] }] }));
    return id;
  },
  removeToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  setToastLeaving: (id) => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) })),
  setLoading: (loading) => set({ loading }),
  setSoundOn: (soundOn) => set({ soundOn }),
  setStreamerMode: (streamerMode) => set({ streamerMode, streamerModeConfirm: false }),
  setStreamerModeConfirm: (streamerModeConfirm) => set({ streamerModeConfirm }),
  setCelebrate: (celebrate) => set({ celebrate }),
  setDevice: (device) => set({ device }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
});
