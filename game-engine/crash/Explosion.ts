import { Container, Graphics, GraphicsContext } from 'pixi.js';

const PARTICLES = 40;
const COLORS = [0xff3d5e, 0xff7a2f, 0xffc83d, 0xffffff, 0xff5a73];

interface Particle {
  view: Graphics;
  vx: number;
  vy: number;
  life: number;
  age: number;
}

/**
 * The bust at the curve's tip: sparks flung out (slowing, falling, fading), a shock ring and a hot core flash. The
 * sparks share one circle context and move on the engine clock (`update` gets clock time, so speed applies); nothing
 * is drawn per frame.
 */
export class Explosion {
  readonly view = new Container();
  private readonly dot = new GraphicsContext().circle(0, 0, 1).fill(0xffffff);
  private readonly particles: Particle[] = [];
  private readonly ring = new Graphics();
  private readonly core = new Graphics();
  private seed = 0x2545f491;
  private ringAge = 1e9;
  private scale = 1;
  private active = false;

  constructor() {
    this.ring.circle(0, 0, 1).stroke({ width: 0.06, color: 0xffffff });
    this.ring.tint = 0xff7a2f;
    this.core.tint = 0xffd9a0;
    this.core.circle(0, 0, 1).fill(0xffffff);
    this.ring.alpha = 0;
    this.core.alpha = 0;
    this.view.addChild(this.core, this.ring);
    for (let i = 0; i < PARTICLES; i++) {
      const view = new Graphics(this.dot);
      view.alpha = 0;
      this.view.addChild(view);
      this.particles.push({ view, vx: 0, vy: 0, life: 1, age: 1 });
    }
  }

  /** Sets off the bust at `x`, `y`; `size` scales the sparks' reach (the rocket's size). */
  burst(x: number, y: number, size: number): void {
    this.view.position.set(x, y);
    this.scale = size / 48;
    for (let i = 0; i < this.particles.length; i++) {
      const p = this.particles[i]!;
      const angle = this.random() * Math.PI * 2;
      const speed = (0.15 + this.random() * 0.55) * this.scale;
      p.vx = Math.cos(angle) * speed;
      p.vy = Math.sin(angle) * speed - 0.08 * this.scale;
      p.life = 420 + this.random() * 520;
      p.age = 0;
      p.view.position.set(0, 0);
      p.view.tint = COLORS[i % COLORS.length]!;
      p.view.scale.set((2 + this.random() * 3.5) * this.scale);
      p.view.alpha = 1;
    }
    this.ringAge = 0;
    this.active = true;
  }

  /** Moves the sparks on by `deltaMS` of clock time. */
  update(deltaMS: number): void {
    if (!this.active) return;
    const dt = Math.min(deltaMS, 50);
    let alive = false;
    for (const p of this.particles) {
      if (p.age >= p.life) continue;
      p.age += dt;
      const drag = Math.exp(-dt / 380);
      p.vx *= drag;
      p.vy = p.vy * drag + 0.0006 * dt * this.scale;
      p.view.x += p.vx * dt;
      p.view.y += p.vy * dt;
      const k = Math.min(1, p.age / p.life);
      p.view.alpha = k >= 1 ? 0 : 1 - k * k;
      alive ||= k < 1;
    }
    this.ringAge += dt;
    const r = Math.min(1, this.ringAge / 520);
    this.ring.scale.set((14 + 130 * (1 - (1 - r) * (1 - r))) * this.scale);
    this.ring.alpha = r >= 1 ? 0 : 0.9 * (1 - r);
    const c = Math.min(1, this.ringAge / 260);
    this.core.scale.set((10 + 34 * c) * this.scale);
    this.core.alpha = c >= 1 ? 0 : 1 - c;
    this.active = alive || r < 1;
  }

  /** Hides whatever is still flying (a new round). */
  clear(): void {
    for (const p of this.particles) {
      p.age = p.life;
      p.view.alpha = 0;
    }
    this.ring.alpha = 0;
    this.core.alpha = 0;
    this.active = false;
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.dot.destroy();
  }

  private random(): number {
    this.seed = (Math.imul(this.seed ^ (this.seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return this.seed / 0x100000000;
  }
}
