/**
 * Colours of the engine scenes: the site's palette (ui/styles/tokens.css), so a game's art matches the dialogs around
 * it. This is the one place the engine's colours are tuned; `theme.test.ts` keeps each one equal to its token.
 */
export const THEME = {
  /** --bg-1: the darkest surface (ink on a green pill, the dice marker's number). */
  navy: 0x0b0f1a,
  /** --bg-3: raised panels. */
  panel: 0x172036,
  /** --bg-5: tracks and covered tiles. */
  slate: 0x28355a,
  /** --text-4: muted lines and ticks. */
  slateLight: 0x7a86a3,
  /** --text-2 */
  text: 0xb4bdd3,
  white: 0xffffff,
  /** --accent: wins. */
  green: 0x1fe584,
  /** --accent-strong: the shaded side of a green shape. */
  greenDeep: 0x12c76f,
  /** --red: losses and mines. */
  red: 0xff5470,
  /** --blue */
  blue: 0x4d8dff,
  /** --violet: tiles picked for auto play. */
  violet: 0x9b6bff,
  /** --amber: blasts and sparks. */
  amber: 0xffb84d,
  /** --cyan */
  cyan: 0x2ad4ff,
} as const;

/** The colour `t` (0..1) of the way from `a` to `b`, channel by channel: shades and tints of the palette's colours. */
export function mix(a: number, b: number, t: number): number {
  const k = clamp(t, 0, 1);
  const channel = (shift: number) => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * k) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

/** Clamps `value` into `min..max`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
