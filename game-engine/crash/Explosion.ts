import { Container, FillGradient, Graphics, GraphicsContext } from 'pixi.js';
import { BUST } from './presentation';

/** Spark tints by age: white-hot, gold, orange, then the bust red. */
const SPARK_TINTS = [0xfff4d6, 0xffc83d, 0xff7a2f, 0xff3d5e] as const;
const EMBER_TINTS = [0xff7a2f, 0xff3d5e, 0xffa53d] as const;

interface Spark {
  view: Graphics;
  vx: number;
  vy: number;
  life: number;
  age: number;
  /** Streak thickness (px at scale 1). */
  thick: number;
}

interface Ember {
  view: Graphics;
  vx: number;
  vy: number;
  life: number;
  age: number;
  size: number;
}

/**
 * The bust at the curve's tip, in four layers: a white-hot core flash, a crisp shockwave ring with a soft wide wave
 * behind it, sparks flung out as streaks along their motion (slowing, falling, cooling from white through gold to
 * red) and a few slow embers. Everything is made once and shares two contexts; `update` moves it on the engine clock
 * (clock time, so speed and pause apply) and allocates nothing. The container is hidden while nothing plays, and
 * `clip` keeps it inside the plot, off the history row and the page's pill above it.
 */
export class Explosion {
  readonly view = new Container();
  private readonly streak = new GraphicsContext().roundRect(-1, -0.5, 1, 1, 0.5).fill(0xffffff);
  private readonly softGradient = softDisc();
  private readonly soft = new GraphicsContext().circle(0, 0, 1).fill(this.softGradient);
  private readonly sparks: Spark[] = [];
  private readonly embers: Ember[] = [];
  private readonly core = new Graphics(this.soft);
  private readonly shock = new Graphics();
  private readonly wave = new Graphics();
  private readonly mask = new Graphics();
  private seed = 0x2545f491;
  private age = 1e9;
  private scale = 1;
  private active = false;

  constructor() {
    // Drawn at radius 100: the rings are scaled to their reach (their stroke grows a little with them).
    this.shock.circle(0, 0, 100).stroke({ width: 2.5, color: 0xffffff });
    this.wave.circle(0, 0, 100).stroke({ width: 16, color: 0xffffff, alpha: 0.22 });
    this.wave.tint = 0xff5a3d;
    this.core.tint = 0xfff1cf;
    this.core.blendMode = 'add';
    this.shock.tint = 0xffe2b0;
    const body = new Container();
    for (let i = 0; i < BUST.embers; i++) {
      const view = new Graphics(this.soft);
      view.blendMode = 'add';
      view.alpha = 0;
      body.addChild(view);
      this.embers.push({ view, vx: 0, vy: 0, life: 1, age: 1, size: 1 });
    }
    body.addChild(this.wave, this.core, this.shock);
    for (let i = 0; i < BUST.sparks; i++) {
      const view = new Graphics(this.streak);
      view.alpha = 0;
      body.addChild(view);
      this.sparks.push({ view, vx: 0, vy: 0, life: 1, age: 1, thick: 2 });
    }
    this.view.addChild(this.mask, body);
    this.view.mask = this.mask;
    this.view.visible = false;
    this.reset();
  }

  /** Keeps the bust inside this box (the plot), in the parent's coordinates. */
  clip(left: number, top: number, width: number, height: number): void {
    this.mask.clear().rect(left, top, width, height).fill(0xffffff);
  }

  /** Sets off the bust at `x`, `y`; `size` scales its reach (the rocket's size); `calm`: without the core's flash. */
  burst(x: number, y: number, size: number, calm = false): void {
    this.scale = size / 48;
    this.core.visible = !calm;
    const s = this.scale;
    for (const p of this.sparks) {
      const angle = this.random() * Math.PI * 2;
      const speed = (0.25 + this.random() * 0.75) * s;
      p.vx = Math.cos(angle) * speed;
      p.vy = Math.sin(angle) * speed - 0.1 * s;
      p.life = BUST.sparkMs * (0.55 + this.random() * 0.45);
      p.age = 0;
      p.thick = (1.6 + this.random() * 1.8) * s;
      p.view.position.set(x, y);
      p.view.alpha = 1;
    }
    for (const e of this.embers) {
      const angle = this.random() * Math.PI * 2;
      const speed = (0.03 + this.random() * 0.09) * s;
      e.vx = Math.cos(angle) * speed;
      e.vy = Math.sin(angle) * speed - 0.03 * s;
      e.life = BUST.emberMs * (0.6 + this.random() * 0.4);
      e.age = 0;
      e.size = (7 + this.random() * 11) * s;
      e.view.position.set(x, y);
      e.view.tint = EMBER_TINTS[Math.floor(this.random() * EMBER_TINTS.length)]!;
    }
    this.core.position.set(x, y);
    this.shock.position.set(x, y);
    this.wave.position.set(x, y);
    this.age = 0;
    this.active = true;
    this.view.visible = true;
    this.update(0);
  }

  /** Moves the bust on by `deltaMS` of clock time. */
  update(deltaMS: number): void {
    if (!this.active) return;
    const dt = Math.min(deltaMS, 50);
    const s = this.scale;
    this.age += dt;
    let alive = false;
    const drag = Math.exp(-dt / 260);
    for (const p of this.sparks) {
      if (p.age >= p.life) continue;
      p.age += dt;
      p.vx *= drag;
      p.vy = p.vy * drag + 0.0007 * dt * s;
      p.view.x += p.vx * dt;
      p.view.y += p.vy * dt;
      const k = Math.min(1, p.age / p.life);
      const speed = Math.sqrt(p.vx * p.vx + p.vy * p.vy);
      // A streak as long as the distance it covers in ~34 ms, turned along its motion, thinning as it cools.
      p.view.rotation = Math.atan2(p.vy, p.vx);
      p.view.scale.set(Math.max(p.thick, speed * 34), p.thick * (1 - 0.6 * k));
      p.view.tint = SPARK_TINTS[Math.min(SPARK_TINTS.length - 1, Math.floor(k * SPARK_TINTS.length))]!;
      p.view.alpha = k >= 1 ? 0 : 1 - k * k * k;
      alive ||= k < 1;
    }
    for (const e of this.embers) {
      if (e.age >= e.life) continue;
      e.age += dt;
      e.view.x += e.vx * dt;
      e.view.y += e.vy * dt;
      const k = Math.min(1, e.age / e.life);
      e.view.scale.set(e.size * (0.6 + 0.9 * k));
      // Fades in over the first tenth, then out.
      e.view.alpha = k >= 1 ? 0 : 0.55 * Math.min(1, k * 10) * (1 - k);
      alive ||= k < 1;
    }
    const r = Math.min(1, this.age / BUST.shockMs);
    const out = 1 - (1 - r) * (1 - r) * (1 - r);
    this.shock.scale.set(((BUST.shockReach * out) / 100) * s + 0.05);
    this.shock.alpha = r >= 1 ? 0 : (1 - r) * (1 - r);
    const w = Math.min(1, this.age / (BUST.shockMs * 1.3));
    this.wave.scale.set(((BUST.shockReach * 0.82 * (1 - (1 - w) * (1 - w))) / 100) * s + 0.05);
    this.wave.alpha = w >= 1 ? 0 : 1 - w;
    const c = Math.min(1, this.age / BUST.flashMs);
    this.core.scale.set((18 + 70 * (1 - (1 - c) * (1 - c))) * s);
    this.core.alpha = c >= 1 ? 0 : 1 - c;
    this.active = alive || w < 1;
    if (!this.active) this.view.visible = false;
  }

  /** Whether the bust's bright core shows (it does not when the bust plays calm). */
  get coreShown(): boolean {
    return this.active && this.core.visible && this.core.alpha > 0;
  }

  /** Whether the bust is still playing. */
  get playing(): boolean {
    return this.active;
  }

  /** Hides whatever is still flying (a new round). */
  clear(): void {
    this.reset();
    this.active = false;
    this.view.visible = false;
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.streak.destroy();
    this.soft.destroy();
    this.softGradient.destroy();
  }

  private reset(): void {
    for (const p of this.sparks) {
      p.age = p.life;
      p.view.alpha = 0;
    }
    for (const e of this.embers) {
      e.age = e.life;
      e.view.alpha = 0;
    }
    this.shock.alpha = 0;
    this.wave.alpha = 0;
    this.core.alpha = 0;
    this.age = 1e9;
  }

  private random(): number {
    this.seed = (Math.imul(this.seed ^ (this.seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return this.seed / 0x100000000;
  }
}

/** A disc of radius 1, bright in the middle and fading to nothing at its rim (tint it). */
function softDisc(): FillGradient {
  return new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: 'rgba(255,255,255,1)' },
      { offset: 0.3, color: 'rgba(255,255,255,0.55)' },
      { offset: 1, color: 'rgba(255,255,255,0)' },
    ],
    textureSpace: 'local',
  });
}
