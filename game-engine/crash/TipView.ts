import { Container, Graphics, type FillGradient } from 'pixi.js';
import { createGlow } from '../core/glow';
import { drawRocket } from '../core/rocket';

/** The rocket riding the curve's tip: turned along the curve, a flickering flame, a glow in the curve's colour. */
export class TipView {
  readonly view = new Container();
  private readonly glow: Graphics;
  private readonly gradient: FillGradient;
  private readonly ship = new Container();
  private readonly body = new Graphics();
  private readonly flame = new Graphics();
  private readonly ring = new Graphics();
  private time = 0;
  private glowRadius = 40;

  constructor() {
    const glow = createGlow(0.75);
    this.glow = glow.view;
    this.gradient = glow.gradient;
    this.ship.addChild(this.flame, this.body);
    this.ring.alpha = 0;
    this.view.addChild(this.glow, this.ring, this.ship);
  }

  /** Redraws the rocket at `size` px (on resize). */
  setSize(size: number): void {
    drawRocket(this.body, this.flame, size);
    this.glowRadius = size * 1.1;
    this.ring
      .clear()
      .circle(0, 0, size * 0.6)
      .stroke({ width: 3, color: 0xffffff });
  }

  /** Puts the tip at `x`, `y`, heading along the screen direction (`dx`, `dy`), glowing `color`. */
  place(x: number, y: number, dx: number, dy: number, color: number): void {
    this.view.position.set(x, y);
    // The rocket is drawn nose up: turn it from up (0, -1) to the curve's direction.
    this.ship.rotation = Math.atan2(dy, dx) + Math.PI / 2;
    this.glow.tint = color;
  }

  /** The ring that pops out of the tip when the viewer cashes out. */
  get cashoutRing(): Graphics {
    return this.ring;
  }

  /** Flame flicker and glow pulse; `thrust` 0..1. */
  update(deltaMS: number, thrust: number): void {
    this.time += deltaMS;
    const flicker = 0.8 + 0.2 * Math.sin(this.time * 0.05) + 0.08 * Math.sin(this.time * 0.131);
    this.flame.scale.set(0.85 + 0.2 * thrust, (0.6 + 0.8 * thrust) * flicker);
    this.glow.scale.set(this.glowRadius * (1 + 0.06 * Math.sin(this.time * 0.006)));
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.gradient.destroy();
  }
}
