import { Container, Graphics } from 'pixi.js';
import type { Animator } from '../anim';
import { radialGlow, vertical } from '../fx/glow';

/** Neon Reels' backdrop: a violet night sky, haze at the horizon and a neon grid floor gliding towards the player. */
export class NeonBackdrop {
  readonly view = new Container();
  private readonly sky = new Graphics();
  private readonly floor = new Graphics();
  private width = 1;
  private height = 1;
  private horizon = 0;
  private offset = 0;

  constructor(anim: Animator, reduced: () => boolean) {
    this.view.addChild(this.sky, this.floor);
    anim.onFrame((dt) => {
      if (reduced()) return;
      this.offset = (this.offset + dt / 2600) % 1;
      this.drawFloor();
    });
  }

  /** Redraws for a window of `width` x `height` with the horizon at `horizon`. */
  resize(width: number, height: number, horizon: number): void {
    this.width = width;
    this.height = height;
    this.horizon = Math.min(height - 40, Math.max(height * 0.35, horizon));
    const g = this.sky;
    g.clear();
    g.rect(0, 0, width, this.horizon).fill(vertical([0x05010f, 0x14032e, 0x3a0856]));
    g.rect(0, this.horizon, width, height - this.horizon).fill(vertical([0x1a0433, 0x07020f]));
    const r = Math.max(width, height);
    g.ellipse(width / 2, this.horizon, r * 0.7, r * 0.22).fill(radialGlow(0xff2fd0, 0.55));
    g.ellipse(width * 0.12, height * 0.2, r * 0.35, r * 0.3).fill(radialGlow(0x2ee6ff, 0.16));
    g.ellipse(width * 0.9, height * 0.3, r * 0.32, r * 0.3).fill(radialGlow(0x8a2eff, 0.2));
    // A few fixed stars, placed by a small deterministic sequence so they do not jump on resize.
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 70; i++) {
      const x = next() * width;
      const y = next() * this.horizon * 0.9;
      g.circle(x, y, 0.6 + next() * 1.3).fill({ color: 0xffffff, alpha: 0.2 + next() * 0.6 });
    }
    g.rect(0, this.horizon - 1, width, 2).fill({ color: 0xff7af2, alpha: 0.9 });
    this.drawFloor();
  }

  private drawFloor(): void {
    const { width, height, horizon } = this;
    const g = this.floor;
    g.clear();
    const depth = height - horizon;
    if (depth <= 4) return;
    const lines = 14;
    for (let k = 0; k < lines; k++) {
      const t = (k + this.offset) / lines;
      const y = horizon + depth * Math.pow(t, 2.3);
      g.moveTo(0, y)
        .lineTo(width, y)
        .stroke({ color: 0xff3df2, width: 1 + t * 1.5, alpha: 0.12 + t * 0.5 });
    }
    const cx = width / 2;
    const spread = Math.max(width, depth * 2.4);
    for (let i = -12; i <= 12; i++) {
      g.moveTo(cx + i * spread * 0.012, horizon).lineTo(cx + i * spread * 0.16, height);
    }
    g.stroke({ color: 0xb14dff, width: 1.2, alpha: 0.45 });
  }
}
