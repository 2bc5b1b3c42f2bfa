import { Container, Graphics, Sprite, type Text } from 'pixi.js';
import { ease, type Animator } from '../anim';
import { glowText, label, setSize } from '../fx/text';
import type { Card } from '../types';
import type { CardTextures } from './cards';

/** A card on the table: its face or back, over a soft shadow; flips by squeezing its width. */
export class CardSprite extends Container {
  card: Card | null = null;
  private readonly face: Sprite;
  private readonly shadow = new Graphics();

  constructor(private readonly textures: CardTextures) {
    super();
    this.face = new Sprite(textures.back());
    this.face.anchor.set(0.5);
    this.addChild(this.shadow, this.face);
  }

  /** Sizes the card (CSS px). */
  sizeTo(width: number, height: number): void {
    this.face.width = width;
    this.face.height = height;
    this.shadow
      .clear()
      .roundRect(-width / 2 + 2, -height / 2 + 5, width, height, width * 0.08)
      .fill({ color: 0x000000, alpha: 0.35 });
  }

  /** Shows a face (or the back for null) at once. */
  show(card: Card | null): void {
    this.card = card;
    const { width, height } = this.face;
    this.face.texture = card ? this.textures.face(card) : this.textures.back();
    this.face.width = width;
    this.face.height = height;
  }

  /** Turns the card over to `card`. */
  async flip(anim: Animator, card: Card | null, duration = 220): Promise<void> {
    await anim.to(this.scale, { x: 0 }, duration / 2, { ease: ease.inQuad });
    this.show(card);
    await anim.to(this.scale, { x: 1 }, duration / 2, { ease: ease.outQuad });
  }
}

/** A pill label under a hand: the total, and the stake in small type. */
export class Pill extends Container {
  private readonly back = new Graphics();
  private readonly main: Text;
  private readonly small: Text;
  private size = 16;

  constructor() {
    super();
    this.main = label('', 16, 0xffffff, '900');
    this.small = label('', 11, 0xe8c36a, '700');
    this.addChild(this.back, this.main, this.small);
    this.visible = false;
  }

  /** Sets the texts; hidden when both are empty. */
  set(main: string, small = ''): void {
    this.main.text = main;
    this.small.text = small;
    this.visible = main !== '' || small !== '';
    this.paint();
  }

  /** Scales the type. */
  resize(size: number): void {
    this.size = size;
    setSize(this.main, size);
    setSize(this.small, size * 0.62);
    this.paint();
  }

  private paint(): void {
    const twoLines = this.small.text !== '';
    const w = Math.max(this.main.width, this.small.width) + this.size * 1.4;
    const h = this.size * (twoLines ? 2.3 : 1.6);
    this.main.y = twoLines ? -h * 0.17 : 0;
    this.small.y = h * 0.26;
    this.back
      .clear()
      .roundRect(-w / 2, -h / 2, w, h, h / 2)
      .fill({ color: 0x08150f, alpha: 0.85 })
      .stroke({ color: 0xe8c36a, width: 1.5, alpha: 0.7 });
  }
}

const TONES = {
  gold: { fill: 0xfff1b0, glow: 0xffc21a, back: 0x3a2400 },
  win: { fill: 0xd6ffe6, glow: 0x2fe08a, back: 0x06301a },
  push: { fill: 0xe6ecff, glow: 0x8aa2ff, back: 0x141a3a },
  lose: { fill: 0xffd6dd, glow: 0xff3b5c, back: 0x3a0610 },
} as const;

/** An outcome banner over a hand (BLACKJACK, WIN, PUSH, LOSE, BUST). */
export class Banner extends Container {
  private readonly back = new Graphics();
  private readonly text: Text;

  constructor() {
    super();
    this.text = glowText('', { size: 24 });
    this.addChild(this.back, this.text);
    this.visible = false;
  }

  /** Shows `text` in a tone, popping in unless `reduced`. */
  show(text: string, tone: keyof typeof TONES, size: number, anim: Animator, reduced: boolean): void {
    const t = TONES[tone];
    this.text.text = text;
    this.text.style.fill = t.fill;
    this.text.style.dropShadow = { color: t.glow, alpha: 0.9, blur: size * 0.3, distance: 0, angle: 0 };
    setSize(this.text, size);
    const w = this.text.width + size * 1.2;
    const h = size * 1.7;
    this.back
      .clear()
      .roundRect(-w / 2, -h / 2, w, h, h / 2)
      .fill({ color: t.back, alpha: 0.9 })
      .stroke({ color: t.glow, width: 2.5 });
    this.visible = true;
    if (reduced) return;
    this.scale.set(0.3);
    void anim.to(this.scale, { x: 1, y: 1 }, 420, { ease: ease.outBack });
  }

  /** Hides it. */
  hide(): void {
    this.visible = false;
  }
}
