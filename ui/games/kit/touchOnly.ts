import { useSyncExternalStore } from 'react';

/** A device whose only pointer is a finger: no hover and a coarse pointer (phones, most tablets without a mouse). */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_ONLY_QUERY) : null;
}

/** True on a touch-only device, where keyboard hotkeys (and any mention of them) are not offered. */
export function isTouchOnly(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** isTouchOnly as a hook, following the device live (a mouse plugged into a tablet brings the hotkeys back). */
export function useTouchOnly(): boolean {
  return useSyncExternalStore(subscribe, isTouchOnly, () => false);
}
