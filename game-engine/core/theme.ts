/** Colours of the engine scenes: dark navy surfaces, vivid green and red, cool grey type. */
export const THEME = {
  navy: 0x0f212e,
  panel: 0x1a2c38,
  slate: 0x2f4553,
  slateLight: 0x557086,
  text: 0xb1bad3,
  white: 0xffffff,
  green: 0x00e701,
  greenDeep: 0x1fff20,
  red: 0xff3d5e,
  blue: 0x1475e1,
  violet: 0x7a5cff,
} as const;

/** Clamps `value` into `min..max`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
