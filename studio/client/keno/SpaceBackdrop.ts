import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { Animator } from '../anim';
import { radialGlow, vertical } from '../fx/glow';

interface Star {
  sprite: Sprite;
  x: number;
  y: number;
  phase: number;
  speed: number;
  base: number;
}

/** Cosmic Keno's backdrop: deep space, two nebulae and twinkling stars (still under reduced motion). */
export class SpaceBackdrop {
  readonly view = new Container();
  private readonly sky = new Graphics();
  private readonly stars: Star[] = [];
  private readonly starLayer = new Container();

  constructor(anim: Animator, dot: Texture, reduced: () => boolean) {
    this.starLayer.blendMode = 'add';
    this.view.addChild(this.sky, this.starLayer);
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const tints = [0xffffff, 0xbfd4ff, 0xffe6c4, 0xd9c4ff];
    for (let i = 0; i < 140; i++) {
      const sprite = new Sprite(dot);
      sprite.anchor.set(0.5);
      sprite.tint = tints[i % tints.length]!;
      const big = next() < 0.1;
      sprite.scale.set(big ? 0.14 + next() * 0.1 : 0.04 + next() * 0.06);
      this.starLayer.addChild(sprite);
      this.stars.push({ sprite, x: next(), y: next(), phase: next() * Math.PI * 2, speed: 0.4 + next() * 1.4, base: 0.35 + next() * 0.5 });
    }
    let t = 0;
    anim.onFrame((dt) => {
      if (reduced()) return;
      t += dt / 1000;
      for (const s of this.stars) s.sprite.alpha = s.base * (0.55 + 0.45 * Math.sin(t * s.speed + s.phase));
    });
  }

  /** Redraws for a window of `width` x `height`. */
  resize(width: number, height: number): void {
    const g = this.sky;
    const r = Math.max(width, height);
    g.clear();
    g.rect(0, 0, width, height).fill(vertical([0x02020c, 0x0a0826, 0x140b3a, 0x07051a]));
    g.ellipse(width * 0.22, height * 0.3, r * 0.5, r * 0.32).fill(radialGlow(0x6b3dff, 0.28));
    g.ellipse(width * 0.82, height * 0.72, r * 0.46, r * 0.3).fill(radialGlow(0x1fc8ff, 0.2));
    g.ellipse(width * 0.6, height * 0.15, r * 0.3, r * 0.16).fill(radialGlow(0xff4fd8, 0.14));
    for (const s of this.stars) {
      s.sprite.position.set(s.x * width, s.y * height);
      s.sprite.alpha = s.base;
    }
  }
}
