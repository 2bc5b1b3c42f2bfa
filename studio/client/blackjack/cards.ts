// Velvet Blackjack's cards: original vector faces (pips for 2-10, a large pip for aces, framed crowned monograms for
// the court cards) and a burgundy-and-gold back, drawn at 250x350 and kept as textures.
import { Container, FillGradient, Graphics, Rectangle, Text, type Renderer, type Texture } from 'pixi.js';
import { isRed, rankText } from '../bjPlan';
import { FONT } from '../fx/text';
import type { Card } from '../types';

/** Card art size (5:7). */
export const CARD_W = 250;
export const CARD_H = 350;
const RED = 0xc8102e;
const BLACK = 0x15151d;
const GOLD = 0xe8c36a;

const grad = (colors: number[]) =>
  new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0.3, y: 1 },
    colorStops: colors.map((color, i) => ({ offset: i / (colors.length - 1), color })),
    textureSpace: 'local',
  });

/** Draws a suit centred on (x, y), `size` tall; `flip` turns it upside down. */
export function drawSuit(g: Graphics, suit: number, x: number, y: number, size: number, color: number, flip = false): void {
  const s = flip ? -size : size;
  const P = (px: number, py: number): [number, number] => [x + px * size, y + py * s];
  const path = (points: [number, number][]) => g.poly(points.flat());
  if (suit === 2) {
    path([P(0, -0.5), P(0.38, 0), P(0, 0.5), P(-0.38, 0)]).fill(color);
    return;
  }
  if (suit === 1) {
    g.moveTo(...P(0, 0.45))
      .bezierCurveTo(...P(-0.12, 0.3), ...P(-0.5, 0.05), ...P(-0.5, -0.18))
      .bezierCurveTo(...P(-0.5, -0.46), ...P(-0.12, -0.52), ...P(0, -0.28))
      .bezierCurveTo(...P(0.12, -0.52), ...P(0.5, -0.46), ...P(0.5, -0.18))
      .bezierCurveTo(...P(0.5, 0.05), ...P(0.12, 0.3), ...P(0, 0.45))
      .closePath()
      .fill(color);
    return;
  }
  if (suit === 0) {
    g.moveTo(...P(0, -0.5))
      .bezierCurveTo(...P(0.12, -0.34), ...P(0.5, -0.12), ...P(0.5, 0.1))
      .bezierCurveTo(...P(0.5, 0.34), ...P(0.16, 0.4), ...P(0.02, 0.22))
      .lineTo(...P(-0.02, 0.22))
      .bezierCurveTo(...P(-0.16, 0.4), ...P(-0.5, 0.34), ...P(-0.5, 0.1))
      .bezierCurveTo(...P(-0.5, -0.12), ...P(-0.12, -0.34), ...P(0, -0.5))
      .closePath()
      .fill(color);
  } else {
    for (const [cx, cy] of [
      [0, -0.25],
      [-0.25, 0.06],
      [0.25, 0.06],
    ] as const)
      g.circle(...P(cx, cy), size * 0.205).fill(color);
    g.circle(...P(0, 0), size * 0.1).fill(color);
  }
  path([P(0, 0.1), P(0.15, 0.5), P(-0.15, 0.5)]).fill(color);
}

// Pip positions of 2-10 in the card's inner box (0..1 across, 0..1 down).
const PIPS: Record<number, [number, number][]> = {
  2: [
    [0.5, 0],
    [0.5, 1],
  ],
  3: [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  4: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  5: [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  6: [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  7: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  8: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  9: [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  10: [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
};

function crown(g: Graphics, x: number, y: number, w: number, rank: number): void {
  const h = w * 0.55;
  if (rank === 11) {
    // The jack's plumed cap.
    g.moveTo(x - w / 2, y + h / 2)
      .quadraticCurveTo(x - w / 2, y - h / 2, x, y - h / 2)
      .quadraticCurveTo(x + w / 2, y - h / 2, x + w / 2, y + h / 2)
      .closePath();
    g.fill(GOLD).stroke({ color: 0x7a4d00, width: 3 });
    g.moveTo(x + w * 0.1, y - h * 0.4)
      .bezierCurveTo(x + w * 0.5, y - h * 1.3, x + w * 0.9, y - h * 0.6, x + w * 0.7, y - h * 0.1)
      .stroke({ color: 0xfff3d0, width: 5, cap: 'round' });
    return;
  }
  const points = rank === 13 ? 5 : 3;
  const poly: number[] = [x - w / 2, y + h / 2];
  for (let i = 0; i <= points * 2; i++) {
    const px = x - w / 2 + (w * i) / (points * 2);
    poly.push(px, i % 2 === 0 ? y - h / 2 : y + h * 0.05);
  }
  poly.push(x + w / 2, y + h / 2);
  g.poly(poly).fill(GOLD).stroke({ color: 0x7a4d00, width: 3, join: 'round' });
  for (let i = 0; i <= points; i++) g.circle(x - w / 2 + (w * i) / points, y - h / 2, w * 0.06).fill(rank === 13 ? 0xc8102e : 0x2a6bff);
  g.rect(x - w / 2, y + h * 0.32, w, h * 0.18).fill(0xb8862b);
}

function text(value: string, size: number, color: number, serif = false): Text {
  const t = new Text({
    text: value,
    style: { fontFamily: serif ? 'Georgia, "Times New Roman", serif' : FONT, fontSize: size, fontWeight: '800', fill: color },
    resolution: 2,
  });
  t.anchor.set(0.5);
  return t;
}

/** A card's face. */
export function cardFace(card: Card): Container {
  const root = new Container();
  const g = new Graphics();
  root.addChild(g);
  const color = isRed(card.suit) ? RED : BLACK;
  g.roundRect(0, 0, CARD_W, CARD_H, 20)
    .fill(grad([0xffffff, 0xf7f3ea, 0xece5d6]))
    .stroke({ color: 0xcfc6b3, width: 2 });
  for (const flip of [false, true]) {
    const corner = new Container();
    const idx = text(rankText(card.rank), card.rank === 10 ? 40 : 46, color);
    idx.position.set(0, 0);
    const pip = new Graphics();
    drawSuit(pip, card.suit, 0, 38, 30, color);
    corner.addChild(idx, pip);
    corner.position.set(flip ? CARD_W - 30 : 30, flip ? CARD_H - 34 : 34);
    corner.rotation = flip ? Math.PI : 0;
    root.addChild(corner);
  }
  const box = { x: 72, y: 64, w: 106, h: 222 };
  if (card.rank === 1) {
    drawSuit(g, card.suit, CARD_W / 2, CARD_H / 2, 130, color);
    g.circle(CARD_W / 2, CARD_H / 2, 84).stroke({ color, width: 2, alpha: 0.25 });
  } else if (card.rank <= 10) {
    for (const [px, py] of PIPS[card.rank]!) drawSuit(g, card.suit, box.x + px * box.w, box.y + py * box.h, 46, color, py > 0.5);
  } else {
    const frame = { x: 56, y: 58, w: 138, h: 234 };
    g.roundRect(frame.x, frame.y, frame.w, frame.h, 12)
      .fill(grad(isRed(card.suit) ? [0xfff0f0, 0xf6d2d6] : [0xeef2ff, 0xd5dcf3]))
      .stroke({ color: GOLD, width: 4 });
    g.roundRect(frame.x + 7, frame.y + 7, frame.w - 14, frame.h - 14, 8).stroke({ color, width: 1.5, alpha: 0.5 });
    crown(g, CARD_W / 2, frame.y + 62, 90, card.rank);
    const letter = text(rankText(card.rank), 104, color, true);
    letter.position.set(CARD_W / 2, frame.y + 160);
    root.addChild(letter);
    drawSuit(g, card.suit, frame.x + 24, frame.y + frame.h - 26, 26, color);
    drawSuit(g, card.suit, frame.x + frame.w - 24, frame.y + frame.h - 26, 26, color);
  }
  return root;
}

/** The back of every card. */
export function cardBack(): Container {
  const root = new Container();
  const g = new Graphics();
  root.addChild(g);
  g.roundRect(0, 0, CARD_W, CARD_H, 20)
    .fill(grad([0x8a1235, 0x5a0a22, 0x3a0416]))
    .stroke({ color: 0x2a0310, width: 2 });
  g.roundRect(14, 14, CARD_W - 28, CARD_H - 28, 12).stroke({ color: GOLD, width: 3 });
  for (let row = 0; 30 + row * 22 <= CARD_H - 30; row++) {
    const y = 30 + row * 22;
    for (let x = 30 + (row % 2) * 11; x <= CARD_W - 30; x += 22) g.regularPoly(x, y, 7, 4).stroke({ color: GOLD, width: 1.2, alpha: 0.35 });
  }
  g.circle(CARD_W / 2, CARD_H / 2, 46)
    .fill(0x4a0619)
    .stroke({ color: GOLD, width: 3 });
  const v = text('V', 54, GOLD, true);
  v.position.set(CARD_W / 2, CARD_H / 2 + 2);
  root.addChild(v);
  return root;
}

/** Card textures, each rendered once. */
export class CardTextures {
  private readonly faces = new Map<string, Texture>();
  private backTexture: Texture | null = null;

  constructor(private readonly renderer: Renderer) {}

  /** A face's texture. */
  face(card: Card): Texture {
    const key = `${card.rank}-${card.suit}`;
    let texture = this.faces.get(key);
    if (!texture) {
      texture = this.render(cardFace(card));
      this.faces.set(key, texture);
    }
    return texture;
  }

  /** The back's texture. */
  back(): Texture {
    return (this.backTexture ??= this.render(cardBack()));
  }

  private render(art: Container): Texture {
    const texture = this.renderer.generateTexture({
      target: art,
      frame: new Rectangle(0, 0, CARD_W, CARD_H),
      resolution: Math.min(2, this.renderer.resolution),
      antialias: true,
    });
    art.destroy({ children: true });
    return texture;
  }
}
