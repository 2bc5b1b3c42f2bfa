import { Text, type TextStyleOptions } from 'pixi.js';

/** The games' type: the system's UI face (no web fonts to load), heavy for display text. */
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Options of a glowing display text. */
export interface GlowTextOptions {
  size: number;
  fill?: TextStyleOptions['fill'];
  glow?: number;
  weight?: TextStyleOptions['fontWeight'];
  stroke?: number;
  letterSpacing?: number;
  italic?: boolean;
}

/** A centred display text with a coloured glow (a blurred shadow at no offset). */
export function glowText(text: string, options: GlowTextOptions): Text {
  const t = new Text({ text, style: glowStyle(options), resolution: 2 });
  t.anchor.set(0.5);
  return t;
}

/** The style of `glowText`, for restyling on resize. */
export function glowStyle(options: GlowTextOptions): TextStyleOptions {
  const { size, glow = 0xffffff } = options;
  return {
    fontFamily: FONT,
    fontSize: Math.max(8, Math.round(size)),
    fontWeight: options.weight ?? '900',
    fontStyle: options.italic ? 'italic' : 'normal',
    fill: options.fill ?? 0xffffff,
    letterSpacing: options.letterSpacing ?? 0,
    stroke: options.stroke ? { color: options.stroke, width: Math.max(1, size * 0.08), join: 'round' } : undefined,
    dropShadow: { color: glow, alpha: 0.9, blur: Math.max(2, size * 0.28), distance: 0, angle: 0 },
    padding: Math.ceil(size * 0.5),
  };
}

/** A plain label. */
export function label(text: string, size: number, fill: number = 0xffffff, weight: TextStyleOptions['fontWeight'] = '700'): Text {
  const t = new Text({
    text,
    style: { fontFamily: FONT, fontSize: Math.max(8, Math.round(size)), fontWeight: weight, fill },
    resolution: 2,
  });
  t.anchor.set(0.5);
  return t;
}

/** Restyles a label's size (texts are re-rasterised only when the size changes). */
export function setSize(t: Text, size: number): void {
  const s = Math.max(8, Math.round(size));
  if (t.style.fontSize !== s) t.style.fontSize = s;
}

/** Scales a text down (never up) so it is at most `max` pixels wide. */
export function fitWidth(t: Text, max: number): void {
  const natural = t.width / (t.scale.x || 1);
  t.scale.set(Math.min(1, max / Math.max(1, natural)));
}
