// Neon Reels' symbols: original vector art drawn with Pixi Graphics in a 100x100 box centred on (0, 0). Each has a
// neon colour for its glow; the textures (symbolTextures.ts) put a blurred copy under the sharp drawing.
import { Container, FillGradient, Graphics, Text } from 'pixi.js';
import type { SlotSymbol } from '../../server/slot';
import { FONT } from '../fx/text';

/** Each symbol's glow colour (its neon tube) and display name. */
export const SYMBOL_STYLE: Record<SlotSymbol, { glow: number; name: string }> = {
  wild: { glow: 0xff3df2, name: 'Wild' },
  seven: { glow: 0xff2d55, name: 'Seven' },
  diamond: { glow: 0x2ee6ff, name: 'Diamond' },
  bell: { glow: 0xffc21a, name: 'Bell' },
  cherry: { glow: 0xff3b6b, name: 'Cherry' },
  lemon: { glow: 0xfff04d, name: 'Lemon' },
  plum: { glow: 0xb14dff, name: 'Plum' },
  grape: { glow: 0x8cff3d, name: 'Grape' },
};

const linear = (colors: number[], vertical = true) =>
  new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: vertical ? { x: 0, y: 1 } : { x: 1, y: 0 },
    colorStops: colors.map((color, i) => ({ offset: i / (colors.length - 1), color })),
    textureSpace: 'local',
  });

const radial = (colors: number[]) =>
  new FillGradient({
    type: 'radial',
    center: { x: 0.35, y: 0.3 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.62,
    colorStops: colors.map((color, i) => ({ offset: i / (colors.length - 1), color })),
    textureSpace: 'local',
  });

const shine = (g: Graphics, x: number, y: number, rx: number, ry: number, alpha = 0.55) =>
  g.ellipse(x, y, rx, ry).fill({ color: 0xffffff, alpha });

const leaf = (g: Graphics, x: number, y: number, dx: number, dy: number) =>
  g
    .moveTo(x, y)
    .quadraticCurveTo(x + dx * 0.3 - dy * 0.5, y + dy * 0.3 + dx * 0.5, x + dx, y + dy)
    .quadraticCurveTo(x + dx * 0.7 + dy * 0.5, y + dy * 0.7 - dx * 0.5, x, y)
    .fill(linear([0xb6ff7a, 0x2fb84a]))
    .stroke({ color: 0xe9ffd6, width: 2, alpha: 0.8 });

function seven(g: Graphics): void {
  const points = [-30, -38, 34, -38, 34, -25, 5, 40, -15, 40, 13, -23, -30, -23];
  g.poly(points)
    .fill(linear([0xffb3a8, 0xff3d4d, 0xb3002d]))
    .stroke({ color: 0xffe3e8, width: 4, join: 'round' });
  g.moveTo(-25, -33).lineTo(28, -33).stroke({ color: 0xffffff, width: 2.5, alpha: 0.7, cap: 'round' });
  g.moveTo(26, -22).lineTo(2, 33).stroke({ color: 0x7a0020, width: 2, alpha: 0.45, cap: 'round' });
}

function diamond(g: Graphics): void {
  g.poly([-22, -30, 22, -30, 40, -9, 0, 40, -40, -9])
    .fill(linear([0xe6fdff, 0x4fd8ff, 0x0a63d8]))
    .stroke({ color: 0xeafcff, width: 4, join: 'round' });
  g.poly([-22, -30, -12, -9, 0, -30]).fill({ color: 0xffffff, alpha: 0.35 });
  g.poly([-40, -9, -12, -9, 0, 40]).fill({ color: 0x0a3fa0, alpha: 0.25 });
  g.moveTo(-40, -9).lineTo(40, -9).moveTo(-22, -30).lineTo(-12, -9).lineTo(0, -30).lineTo(12, -9).lineTo(22, -30);
  g.moveTo(-12, -9).lineTo(0, 40).lineTo(12, -9).stroke({ color: 0xffffff, width: 2, alpha: 0.75, join: 'round' });
  g.star(28, -30, 4, 9, 2.5).fill(0xffffff);
}

function bell(g: Graphics): void {
  g.circle(0, -34, 6)
    .fill(linear([0xfff3b0, 0xd08a00]))
    .stroke({ color: 0xfff6cf, width: 2 });
  g.moveTo(-34, 22)
    .bezierCurveTo(-25, 14, -27, 0, -24, -10)
    .bezierCurveTo(-21, -26, -10, -31, 0, -31)
    .bezierCurveTo(10, -31, 21, -26, 24, -10)
    .bezierCurveTo(27, 0, 25, 14, 34, 22)
    .closePath()
    .fill(linear([0xfff6b8, 0xffc400, 0xc96f00]))
    .stroke({ color: 0xfff6cf, width: 3.5, join: 'round' });
  g.circle(0, 34, 7)
    .fill(linear([0xffe680, 0xb86400]))
    .stroke({ color: 0xfff6cf, width: 2 });
  g.roundRect(-38, 20, 76, 10, 5)
    .fill(linear([0xffe27a, 0xd38400]))
    .stroke({ color: 0xfff6cf, width: 2.5 });
  g.moveTo(-13, -20).quadraticCurveTo(-19, -2, -19, 13).stroke({ color: 0xffffff, width: 4, alpha: 0.6, cap: 'round' });
}

function cherry(g: Graphics): void {
  g.moveTo(-15, 10).bezierCurveTo(-12, -10, 0, -26, 9, -35).stroke({ color: 0x6ee05a, width: 4, cap: 'round' });
  g.moveTo(17, 6).bezierCurveTo(16, -12, 12, -26, 9, -35).stroke({ color: 0x6ee05a, width: 4, cap: 'round' });
  leaf(g, 9, -35, 28, -6);
  for (const [x, y] of [
    [-16, 22],
    [17, 18],
  ] as const) {
    g.circle(x, y, 17)
      .fill(radial([0xffb3c0, 0xf0002e, 0x6e0018]))
      .stroke({ color: 0xffd6de, width: 3 });
    shine(g, x - 6, y - 7, 5, 3.5);
  }
}

function lemon(g: Graphics): void {
  g.moveTo(-42, 2)
    .quadraticCurveTo(-40, -30, 0, -30)
    .quadraticCurveTo(40, -30, 42, -2)
    .quadraticCurveTo(40, 30, 0, 30)
    .quadraticCurveTo(-40, 30, -42, 2)
    .closePath()
    .fill(radial([0xfffbd1, 0xffe81a, 0xe09a00]))
    .stroke({ color: 0xfffbd8, width: 3.5, join: 'round' });
  g.ellipse(-44, 3, 5, 4).fill(0xf2c200);
  g.ellipse(44, -3, 5, 4).fill(0xf2c200);
  g.moveTo(-22, -18).quadraticCurveTo(-4, -26, 14, -21).stroke({ color: 0xffffff, width: 4, alpha: 0.65, cap: 'round' });
  for (const [x, y] of [
    [-14, 6],
    [4, 12],
    [18, 2],
    [-2, -6],
  ] as const)
    g.circle(x, y, 1.4).fill({ color: 0xc78a00, alpha: 0.6 });
}

function plum(g: Graphics): void {
  g.moveTo(2, -26).lineTo(6, -38).stroke({ color: 0x8a5a2b, width: 4, cap: 'round' });
  leaf(g, 6, -36, -26, -8);
  g.ellipse(0, 6, 33, 34)
    .fill(radial([0xf0b8ff, 0xa02cff, 0x3d0688]))
    .stroke({ color: 0xf2d6ff, width: 3.5 });
  g.moveTo(2, -26).bezierCurveTo(-10, -8, -10, 18, -2, 36).stroke({ color: 0x3d0070, width: 2.5, alpha: 0.5, cap: 'round' });
  shine(g, -14, -8, 7, 11, 0.45);
}

function grape(g: Graphics): void {
  g.moveTo(0, -26).lineTo(4, -42).stroke({ color: 0x8a5a2b, width: 4, cap: 'round' });
  leaf(g, 3, -36, 24, -8);
  const berries: [number, number][] = [
    [-24, -14],
    [0, -18],
    [24, -14],
    [-12, 4],
    [12, 4],
    [-22, 20],
    [22, 20],
    [0, 22],
    [0, 38],
  ];
  for (const [x, y] of berries) {
    g.circle(x, y, 12.5)
      .fill(radial([0xf4ffc4, 0x8fe61a, 0x2c7a00]))
      .stroke({ color: 0xeaffc9, width: 2.2 });
    shine(g, x - 4, y - 5, 3.2, 2.2, 0.6);
  }
}

function wild(container: Container, g: Graphics): void {
  g.roundRect(-45, -24, 90, 50, 14)
    .fill(linear([0xff8af5, 0xd21cff, 0x5a0fd8]))
    .stroke({ color: 0xffffff, width: 4 });
  g.roundRect(-39, -18, 78, 38, 9).stroke({ color: 0xffd6fb, width: 1.5, alpha: 0.7 });
  g.star(0, -33, 5, 13, 5.5, -Math.PI / 2)
    .fill(linear([0xfffbd0, 0xffc21a]))
    .stroke({ color: 0xffffff, width: 2 });
  g.star(-36, 34, 4, 7, 2).fill(0xffffff);
  g.star(36, 34, 4, 7, 2).fill(0xffffff);
  const word = new Text({
    text: 'WILD',
    style: {
      fontFamily: FONT,
      fontSize: 27,
      fontWeight: '900',
      fontStyle: 'italic',
      fill: 0xffffff,
      letterSpacing: 1,
      stroke: { color: 0x5a007a, width: 4, join: 'round' },
    },
    resolution: 4,
  });
  word.anchor.set(0.5);
  word.position.set(0, 2);
  container.addChild(word);
}

/** Draws a symbol's art into `container` (Graphics, plus text for the wild). */
export function drawSymbol(container: Container, symbol: SlotSymbol): void {
  const g = new Graphics();
  container.addChild(g);
  switch (symbol) {
    case 'wild':
      return wild(container, g);
    case 'seven':
      return seven(g);
    case 'diamond':
      return diamond(g);
    case 'bell':
      return bell(g);
    case 'cherry':
      return cherry(g);
    case 'lemon':
      return lemon(g);
    case 'plum':
      return plum(g);
    case 'grape':
      return grape(g);
  }
}
