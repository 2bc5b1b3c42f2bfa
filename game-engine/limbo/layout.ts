import { clamp } from '../core/theme';

/** Where the limbo scene's parts go for a canvas of a given size (CSS pixels). Pure, unit-tested. */
export interface LimboLayout {
  width: number;
  height: number;
  centerX: number;
  /** Centre y and font size of the big multiplier; the widest it may get. */
  multiplierY: number;
  multiplierFont: number;
  multiplierMaxWidth: number;
  /** "Target 2.00x" beneath. */
  targetY: number;
  targetFont: number;
  /** Background glow centre y and radius; the rocket's size. */
  glowY: number;
  glowRadius: number;
  rocketSize: number;
  rocketX: number;
  rocketY: number;
  historyRight: number;
  historyTop: number;
  historyMaxWidth: number;
  pillWidth: number;
  pillHeight: number;
}

/** Upper bound of one digit's advance relative to the font size (mono faces are 0.6; bold display digits about 0.6 too). */
export const GLYPH_ADVANCE = 0.62;

/** Lays the limbo scene out: the multiplier is as big as the narrower side allows. */
export function limboLayout(width: number, height: number): LimboLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const pad = clamp(w * 0.05, 14, 48);
  const pillHeight = Math.round(clamp(Math.min(w * 0.025, h * 0.07), 22, 32));
  const historyTop = Math.round(clamp(h * 0.05, 10, 28));
  const contentWidth = Math.min(w - 2 * pad, 960);
  const roomTop = historyTop + pillHeight + 8;
  // "1000.00x" (8 glyphs) must fit the width; the font also stays under ~36% of the room's height.
  const multiplierFont = Math.floor(clamp(Math.min(contentWidth / (8 * GLYPH_ADVANCE), (h - roomTop) * 0.36), 40, 168));
  const targetFont = Math.round(clamp(multiplierFont * 0.17, 13, 22));
  const block = multiplierFont + targetFont * 2.2;
  const blockTop = roomTop + Math.max(0, (h - roomTop - block) / 2);
  const multiplierY = blockTop + multiplierFont / 2;
  return {
    width: w,
    height: h,
    centerX: w / 2,
    multiplierY,
    multiplierFont,
    multiplierMaxWidth: contentWidth,
    targetY: multiplierY + multiplierFont * 0.5 + targetFont * 1.3,
    targetFont,
    glowY: multiplierY,
    glowRadius: Math.min(w, h) * 0.48,
    rocketSize: Math.round(clamp(Math.min(w, h) * 0.3, 70, 200)),
    rocketX: w / 2 + Math.min(w * 0.36, contentWidth * 0.42),
    rocketY: Math.min(h - Math.min(w, h) * 0.16, multiplierY + multiplierFont * 0.9),
    historyRight: (w + contentWidth) / 2,
    historyTop,
    historyMaxWidth: contentWidth,
    pillWidth: Math.round(pillHeight * 2.9),
    pillHeight,
  };
}

/** Scale that fits a mono text of `glyphs` characters at `fontSize` into `maxWidth`. */
export function fitScale(glyphs: number, fontSize: number, maxWidth: number): number {
  const width = glyphs * fontSize * GLYPH_ADVANCE;
  return width <= maxWidth ? 1 : maxWidth / width;
}

/** Short pill text of a result multiplier: "2.47x", "12.5kx" from 10 000 up. */
export function pillText(value: number): string {
  if (value >= 1e6) return `${Math.floor(value / 1e5) / 10}Mx`;
  if (value >= 1e4) return `${Math.floor(value / 100) / 10}kx`;
  return `${(Math.floor(value * 100 + 1e-9) / 100).toFixed(2)}x`;
}
