import { FillGradient, Graphics } from 'pixi.js';

/** A soft white radial glow (tint it) of radius 1 around 0,0: scale it to size. Destroy its gradient with it. */
export function createGlow(peakAlpha = 0.5): { view: Graphics; gradient: FillGradient } {
  const gradient = new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: `rgba(255,255,255,${peakAlpha})` },
      { offset: 0.45, color: `rgba(255,255,255,${peakAlpha * 0.35})` },
      { offset: 1, color: 'rgba(255,255,255,0)' },
    ],
    textureSpace: 'local',
  });
  const view = new Graphics().circle(0, 0, 1).fill(gradient);
  return { view, gradient };
}
