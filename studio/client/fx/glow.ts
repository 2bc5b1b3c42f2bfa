import { FillGradient, type Graphics } from 'pixi.js';

/** Strokes a path several times, wide and faint to narrow and bright: a neon tube's glow without a filter pass. */
export function glowStroke(g: Graphics, path: (g: Graphics) => void, color: number, width: number, strength = 1): void {
  const layers: [number, number][] = [
    [5, 0.05],
    [3.4, 0.09],
    [2.2, 0.16],
    [1.4, 0.3],
  ];
  for (const [w, alpha] of layers) {
    path(g);
    g.stroke({ color, width: width * w, alpha: Math.min(1, alpha * strength), join: 'round', cap: 'round' });
  }
  path(g);
  g.stroke({ color, width, alpha: 1, join: 'round', cap: 'round' });
  path(g);
  g.stroke({ color: 0xffffff, width: Math.max(1, width * 0.35), alpha: 0.75, join: 'round', cap: 'round' });
}

/** A vertical gradient over the shape it fills (0 top, 1 bottom). */
export function vertical(stops: [number, number][] | number[], alphas?: number[]): FillGradient {
  const list = (stops as (number | [number, number])[]).map((s, i, all) =>
    Array.isArray(s) ? { offset: s[0], color: s[1] } : { offset: i / Math.max(1, all.length - 1), color: s },
  );
  return new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: list.map((s, i) => ({ offset: s.offset, color: alphas ? rgba(s.color, alphas[i] ?? 1) : s.color })),
    textureSpace: 'local',
  });
}

/** A horizontal gradient over the shape it fills. */
export function horizontal(colors: number[]): FillGradient {
  return new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 1, y: 0 },
    colorStops: colors.map((color, i) => ({ offset: i / Math.max(1, colors.length - 1), color })),
    textureSpace: 'local',
  });
}

/** A radial glow: `color` at the centre fading to transparent at the edge of the shape. */
export function radialGlow(color: number, alpha = 1): FillGradient {
  return new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: rgba(color, alpha) },
      { offset: 0.45, color: rgba(color, alpha * 0.35) },
      { offset: 1, color: rgba(color, 0) },
    ],
    textureSpace: 'local',
  });
}

/** A colour with alpha as a CSS rgba() string. */
export function rgba(color: number, alpha: number): string {
  return `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;
}
