import { Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import { radialGlow, vertical } from '../fx/glow';
import { FONT } from '../fx/text';
import type { BlackjackLayout, Rect } from '../layout';

const GOLD = 0xe8c36a;
const MAIN = 'BLACKJACK PAYS 3 TO 2';
const SUB = 'DEALER STANDS ON ALL 17s';

/** Velvet Blackjack's table: burgundy velvet around an emerald felt, the printed arc of the house rules, the shoe. */
export class Table {
  readonly view = new Container();
  private readonly back = new Graphics();
  private readonly spots = new Graphics();
  private readonly letters = new Container();
  private readonly shoe = new Container();
  private readonly shoeBox = new Graphics();
  private readonly shoeCard: Sprite;
  private readonly main: Text[];
  private readonly sub: Text[];

  constructor(back: Texture) {
    const letter = (c: string) => {
      const t = new Text({ text: c, style: { fontFamily: FONT, fontSize: 16, fontWeight: '800', fill: GOLD }, resolution: 2 });
      t.anchor.set(0.5);
      return t;
    };
    this.main = [...MAIN].map(letter);
    this.sub = [...SUB].map(letter);
    this.letters.addChild(...this.main, ...this.sub);
    this.shoeCard = new Sprite(back);
    this.shoeCard.anchor.set(0.5);
    this.shoe.addChild(this.shoeCard, this.shoeBox);
    this.view.addChild(this.back, this.spots, this.letters, this.shoe);
  }

  /** Lays the table out; `hands` betting spots. */
  resize(width: number, height: number, area: Rect, l: BlackjackLayout): void {
    const g = this.back;
    g.clear();
    g.rect(0, 0, width, height).fill(vertical([0x2a0614, 0x16030b, 0x0b0206]));
    const cx = width / 2;
    const rx = Math.max(width * 0.62, area.height * 0.85);
    const ry = area.height * 1.06;
    const cy = area.y - area.height * 0.1;
    g.ellipse(cx, cy, rx + 34, ry + 34).fill(vertical([0x6a1230, 0x4a0a1e, 0x2a0410]));
    g.ellipse(cx, cy, rx + 34, ry + 34).stroke({ color: 0x000000, width: 6, alpha: 0.35 });
    g.ellipse(cx, cy, rx + 17, ry + 17).stroke({ color: 0xffffff, width: 2, alpha: 0.06 });
    g.ellipse(cx, cy, rx, ry).fill(vertical([0x17694a, 0x0f5138, 0x093524]));
    g.ellipse(cx, cy + ry * 0.1, rx * 0.8, ry * 0.6).fill(radialGlow(0x3fbf86, 0.22));
    g.ellipse(cx, cy, rx, ry).stroke({ color: GOLD, width: 2.5, alpha: 0.85 });
    g.ellipse(cx, cy, rx - 12, ry - 12).stroke({ color: GOLD, width: 1, alpha: 0.3 });
    // The dealer's card line.
    const top = l.dealer.y - l.card.height * 0.6;
    g.roundRect(l.dealer.x - l.handWidth / 2 - 10, top, l.handWidth + 20, l.card.height * 1.2, 14).stroke({
      color: GOLD,
      width: 1.5,
      alpha: 0.14,
    });
    this.placeArc(this.main, l.arc.x, l.arc.y, l.arc.radius, Math.max(11, Math.min(22, l.card.height * 0.13)));
    this.placeArc(
      this.sub,
      l.arc.x,
      l.arc.y,
      l.arc.radius + Math.max(14, l.card.height * 0.16),
      Math.max(9, Math.min(15, l.card.height * 0.085)),
    );
    for (const t of this.sub) t.alpha = 0.75;

    // The shoe: a dark box leaning towards the table, the next card showing at its mouth.
    const w = l.card.width * 1.1;
    const h = l.card.height * 1.06;
    this.shoe.position.set(l.shoe.x, l.shoe.y);
    this.shoe.rotation = -0.12;
    this.shoeCard.width = l.card.width;
    this.shoeCard.height = l.card.height;
    this.shoeCard.position.set(-w * 0.3, h * 0.04);
    this.shoeCard.rotation = 0;
    this.shoeBox
      .clear()
      .poly([-w / 2, -h / 2, w / 2, -h / 2 + h * 0.12, w / 2, h / 2, -w / 2, h / 2])
      .fill(vertical([0x3a3a46, 0x15151c]))
      .stroke({ color: GOLD, width: 2, alpha: 0.7 })
      .rect(-w / 2, -h / 2, w * 0.18, h)
      .fill({ color: 0x000000, alpha: 0.35 });
  }

  /** Draws the betting spots of the player hands. */
  spotsFor(l: BlackjackLayout): void {
    this.spots.clear();
    for (const hand of l.hands) {
      this.spots
        .ellipse(hand.x, hand.y + l.card.height * 0.62, l.card.width * 0.9, l.card.height * 0.16)
        .stroke({ color: GOLD, width: 2, alpha: 0.35 });
    }
  }

  /** Fades the printed rules (under the round's result). */
  set printAlpha(alpha: number) {
    this.letters.alpha = alpha;
  }

  private placeArc(letters: Text[], cx: number, cy: number, radius: number, size: number): void {
    for (const t of letters) if (t.style.fontSize !== Math.round(size)) t.style.fontSize = Math.round(size);
    const widths = letters.map((t) => t.width + size * 0.12);
    const total = widths.reduce((a, b) => a + b, 0);
    let at = -total / 2;
    letters.forEach((t, i) => {
      const mid = at + widths[i]! / 2;
      at += widths[i]!;
      const angle = mid / radius;
      t.position.set(cx + Math.sin(angle) * radius, cy + Math.cos(angle) * radius);
      t.rotation = -angle;
    });
  }
}
