import type { Graphics } from 'pixi.js';

/**
 * Draws the engine's rocket (nose up, centred on 0,0, `size` px tall) into `body`, and its flame into `flame`, whose
 * origin is the nozzle (scale the flame on y to flicker it). Used by limbo's backdrop and crash's curve tip.
 */
export function drawRocket(body: Graphics, flame: Graphics, size: number): void {
  const s = size / 2;
  const w = s * 0.34;
  body
    .clear()
    // Fins.
    .poly([-w, s * 0.2, -w * 2.1, s * 0.75, -w * 0.6, s * 0.55])
    .fill(0x9fb3ff)
    .poly([w, s * 0.2, w * 2.1, s * 0.75, w * 0.6, s * 0.55])
    .fill(0x9fb3ff)
    // Body and nose.
    .moveTo(0, -s)
    .bezierCurveTo(w * 1.5, -s * 0.55, w * 1.1, s * 0.35, w * 0.7, s * 0.62)
    .lineTo(-w * 0.7, s * 0.62)
    .bezierCurveTo(-w * 1.1, s * 0.35, -w * 1.5, -s * 0.55, 0, -s)
    .fill(0xffffff)
    // Window.
    .circle(0, -s * 0.2, w * 0.42)
    .fill(0x3b5bff)
    .circle(0, -s * 0.2, w * 0.26)
    .fill(0xbfd0ff);
  flame
    .clear()
    .poly([-w * 0.55, 0, 0, s * 0.75, w * 0.55, 0])
    .fill(0xffb13b)
    .poly([-w * 0.3, 0, 0, s * 0.45, w * 0.3, 0])
    .fill(0xfff1c2);
  flame.y = s * 0.6;
}
