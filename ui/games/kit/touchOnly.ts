import { mediaQueryList, useMediaQuery } from '../../common/useMediaQuery';

/** A device whose only pointer is a finger: no hover and a coarse pointer (phones, most tablets without a mouse). */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** True on a touch-only device, where keyboard hotkeys (and any mention of them) are not offered. */
export function isTouchOnly(): boolean {
  return mediaQueryList(TOUCH_ONLY_QUERY)?.matches ?? false;
}

/** isTouchOnly as a hook, following the device live (a mouse plugged into a tablet brings the hotkeys back). */
export function useTouchOnly(): boolean {
  return useMediaQuery(TOUCH_ONLY_QUERY);
}
