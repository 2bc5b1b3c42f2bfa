/** Device class: mobile by agent or width up to 768 px, tablet by agent or up to 1200 px, else pc. */
export type DeviceClass = 'mobile' | 'tablet' | 'pc';

/** Widths up to 768 px are mobile. */
export const MOBILE_MAX_WIDTH = 768;
/** Widths up to this are tablet. */
export const TABLET_MAX_WIDTH = 1200;

const MOBILE_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i;
const TABLET_AGENT = /iPad|Tablet|Android(?!.*Mobile)|Silk|Kindle|PlayBook/i;

/** Mobile if a mobile agent or width at most 768 px; tablet if a tablet agent or width up to 1200 px; else pc. */
export function deviceClass(userAgent: string, width: number): DeviceClass {
  if (MOBILE_AGENT.test(userAgent) || width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (TABLET_AGENT.test(userAgent) || width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'pc';
}
