import type { PromotionCard } from '../../core/promotions/types';
import { FLAG_KEYS, read, write } from '../storage/storage';

// The home page's activity pop-up shows at most once a day on a device: the local day it was shown is kept in local
// storage (a flag beside the long-lived keys: it is the device's, not the session's).

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's local day of a moment: "2026-12-04". */
export function localDay(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Whether the pop-up was already shown on this device today. */
export function popupShownToday(now = Date.now()): boolean {
  return read('local', FLAG_KEYS.promoPopup) === localDay(now);
}

/** Records that the pop-up was shown today. */
export function markPopupShown(now = Date.now()): void {
  write('local', FLAG_KEYS.promoPopup, localDay(now));
}

/** The promotions worth a pop-up: not ended, and none the player already joined, claimed, declined or left. */
export function popupCards(list: readonly PromotionCard[]): PromotionCard[] {
  return list.filter((card) => card.status !== 'ended' && card.entry === null);
}
