import { Container, Graphics, Sprite, type Renderer, type Texture } from 'pixi.js';
import type { Animator } from '../anim';

interface Spark {
  sprite: Sprite;
  vx: number;
  vy: number;
  life: number;
  age: number;
  spin: number;
}

/** A soft round dot (for sparks and stars), made once per renderer. */
export function dotTexture(renderer: Renderer): Texture {
  const g = new Graphics();
  for (let i = 8; i >= 1; i--) g.circle(0, 0, i * 4).fill({ color: 0xffffff, alpha: 0.05 + (8 - i) * 0.02 });
  g.circle(0, 0, 6).fill({ color: 0xffffff, alpha: 1 });
  const texture = renderer.generateTexture({ target: g, resolution: 1 });
  g.destroy();
  return texture;
}

/** Bursts of glowing sparks with gravity, moved by the game's clock; sprites are pooled. */
export class Sparks {
  readonly view = new Container();
  private readonly live: Spark[] = [];
  private readonly pool: Sprite[] = [];
  private stop: (() => void) | null = null;

  constructor(
    private readonly anim: Animator,
    private readonly texture: Texture,
  ) {
    this.view.blendMode = 'add';
  }

  /** Throws `count` sparks from (x, y) in the given colours; `power` scales their speed (px per second). */
  burst(x: number, y: number, count: number, colors: readonly number[], power = 520, size = 1): void {
    for (let i = 0; i < count; i++) {
      const sprite = this.pool.pop() ?? new Sprite(this.texture);
      sprite.anchor.set(0.5);
      sprite.position.set(x, y);
      sprite.tint = colors[i % colors.length]!;
      sprite.scale.set((0.18 + Math.random() * 0.3) * size);
      sprite.alpha = 1;
      this.view.addChild(sprite);
      const angle = Math.random() * Math.PI * 2;
      const speed = power * (0.3 + Math.random() * 0.7);
      this.live.push({
        sprite,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - power * 0.45,
        life: 0.8 + Math.random() * 0.9,
        age: 0,
        spin: 0,
      });
    }
    this.stop ??= this.anim.onFrame((dt) => this.step(dt / 1000));
  }

  /** Removes every spark. */
  clear(): void {
    for (const s of this.live.splice(0)) this.recycle(s.sprite);
  }

  private step(dt: number): void {
    for (let i = this.live.length - 1; i >= 0; i--) {
      const s = this.live[i]!;
      s.age += dt;
      if (s.age >= s.life) {
        this.live.splice(i, 1);
        this.recycle(s.sprite);
        continue;
      }
      s.vy += 900 * dt;
      s.vx *= 1 - 0.8 * dt;
      s.sprite.x += s.vx * dt;
      s.sprite.y += s.vy * dt;
      s.sprite.alpha = 1 - Math.pow(s.age / s.life, 2);
    }
    if (this.live.length === 0 && this.stop) {
      this.stop();
      this.stop = null;
    }
  }

  private recycle(sprite: Sprite): void {
    sprite.removeFromParent();
    this.pool.push(sprite);
  }
}
