import { BitmapText, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { PlinkoRisk } from '../../src/core/games/plinko/rules';
import { plinkoTable } from '../../src/core/games/plinko/rules';
import { BUCKET_HEIGHT, BUCKET_WIDTH, PEG_RADIUS, bucketCenterX, bucketTopY, pegCount, pegPositions } from './board';
import { toScreenX, toScreenY, type PlinkoLayout } from './layout';
import { BUCKET_BOUNCE_MS, PEG_FLASH_MS, bucketColors, bucketLabel, labelColor } from './presentation';

interface Bucket {
  root: Container;
  box: Graphics;
  lip: Graphics;
  label: BitmapText;
  /** Clock ms left of its bounce. */
  bounce: number;
}

const PEG_TINT = 0xc9d3e3;
const MAX_ROWS = 16;

/**
 * The pegs (one sprite each, from one texture) and the buckets (a box, a darker lip and the multiplier). Built for a
 * board by `setBoard`, drawn on `layout`; a frame only scales and tints flashing pegs and moves bouncing buckets.
 */
export class BoardView {
  readonly view = new Container();
  private readonly pegLayer = new Container();
  private readonly bucketLayer = new Container();
  private readonly pegs: Sprite[] = [];
  private readonly flash = new Float32Array(pegCount(MAX_ROWS));
  private readonly buckets: Bucket[] = [];
  private flashing = 0;
  private bouncing = 0;
  private rows = 0;
  private risk: PlinkoRisk = 'medium';
  private colors: number[] = [];
  private pegSize = 1;
  private bucketY = 0;
  private bucketDepth = 1;

  constructor(pegTexture: Texture, fontName: string) {
    for (let i = 0; i < pegCount(MAX_ROWS); i++) {
      const peg = new Sprite({ texture: pegTexture, anchor: 0.5 });
      peg.tint = PEG_TINT;
      this.pegs.push(peg);
      this.pegLayer.addChild(peg);
    }
    for (let i = 0; i <= MAX_ROWS; i++) {
      const root = new Container();
      const lip = new Graphics();
      const box = new Graphics();
      const label = new BitmapText({ text: '', style: { fontFamily: fontName, fontSize: 12 }, anchor: 0.5 });
      root.addChild(lip, box, label);
      this.bucketLayer.addChild(root);
      this.buckets.push({ root, box, lip, label, bounce: 0 });
    }
    this.view.addChild(this.pegLayer, this.bucketLayer);
  }

  /** The bucket colours of the board shown, left to right. */
  get bucketColors(): readonly number[] {
    return this.colors;
  }

  /** Shows a board of `rows` with the multipliers of `risk` (lay it out again after). */
  setBoard(rows: number, risk: PlinkoRisk): void {
    this.rows = rows;
    this.risk = risk;
    this.colors = bucketColors(rows, risk);
    const count = pegCount(rows);
    for (let i = 0; i < this.pegs.length; i++) this.pegs[i]!.visible = i < count;
    for (let i = 0; i < this.buckets.length; i++) this.buckets[i]!.root.visible = i <= rows;
    this.flash.fill(0);
    this.flashing = 0;
  }

  /** Places pegs and buckets for a layout (bucket boxes are redrawn only here). */
  layout(l: PlinkoLayout): void {
    const pegs = pegPositions(this.rows);
    this.pegSize = Math.max(3, PEG_RADIUS * 2 * l.scale);
    for (let i = 0; i < pegs.length / 2; i++) {
      const peg = this.pegs[i]!;
      peg.position.set(toScreenX(l, pegs[i * 2]!), toScreenY(l, pegs[i * 2 + 1]!));
      peg.width = peg.height = this.pegSize;
    }
    const table = plinkoTable(this.rows, this.risk);
    const w = BUCKET_WIDTH * l.scale;
    const h = BUCKET_HEIGHT * l.scale;
    const r = Math.min(6, w * 0.18);
    this.bucketY = toScreenY(l, bucketTopY(this.rows));
    this.bucketDepth = h;
    for (let k = 0; k <= this.rows; k++) {
      const b = this.buckets[k]!;
      const color = this.colors[k]!;
      b.root.position.set(toScreenX(l, bucketCenterX(this.rows, k)), this.bucketY);
      b.lip
        .clear()
        .roundRect(-w / 2, h * 0.18, w, h * 0.92, r)
        .fill(0xffffff);
      b.lip.tint = darken(color, 0.55);
      b.box
        .clear()
        .roundRect(-w / 2, 0, w, h, r)
        .fill(0xffffff);
      b.box.tint = color;
      const text = bucketLabel(table[k]!, l.narrowBuckets);
      if (b.label.text !== text) b.label.text = text;
      b.label.style.fontSize = l.bucketFont;
      b.label.tint = labelColor(color);
      b.label.position.set(0, h / 2 + 1);
      b.label.scale.set(1);
      if (b.label.width > w - 2) b.label.scale.set((w - 2) / b.label.width);
    }
  }

  /** Switches the bucket labels to another bitmap font. */
  setFont(fontName: string): void {
    for (const b of this.buckets) b.label.style.fontFamily = fontName;
  }

  /** Lights a peg the ball has touched. */
  flashPeg(index: number): void {
    if (index < 0 || index >= pegCount(this.rows)) return;
    if (this.flash[index] === 0) this.flashing++;
    this.flash[index] = PEG_FLASH_MS;
  }

  /** Bounces a bucket a ball has entered. */
  bounce(bucket: number): void {
    const b = this.buckets[bucket];
    if (!b || bucket > this.rows) return;
    if (b.bounce <= 0) this.bouncing++;
    b.bounce = BUCKET_BOUNCE_MS;
  }

  /** A peg flash or a bucket bounce is under way. */
  get animating(): boolean {
    return this.flashing > 0 || this.bouncing > 0;
  }

  /** Decays flashes and bounces by `deltaMS` of clock time. Allocates nothing. */
  update(deltaMS: number): void {
    if (this.flashing > 0) {
      for (let i = 0; i < this.flash.length; i++) {
        const left = this.flash[i]!;
        if (left <= 0) continue;
        const next = Math.max(0, left - deltaMS);
        this.flash[i] = next;
        const peg = this.pegs[i]!;
        const p = next / PEG_FLASH_MS;
        peg.tint = p > 0 ? 0xffffff : PEG_TINT;
        peg.width = peg.height = this.pegSize * (1 + 0.7 * p);
        if (next === 0) this.flashing--;
      }
    }
    if (this.bouncing > 0) {
      for (let k = 0; k < this.buckets.length; k++) {
        const b = this.buckets[k]!;
        if (b.bounce <= 0) continue;
        b.bounce = Math.max(0, b.bounce - deltaMS);
        const p = 1 - b.bounce / BUCKET_BOUNCE_MS;
        b.root.y = this.bucketY + Math.sin(Math.PI * p) * this.bucketDepth * 0.28;
        if (b.bounce === 0) this.bouncing--;
      }
    }
  }
}

function darken(color: number, f: number): number {
  return (Math.round(((color >> 16) & 0xff) * f) << 16) | (Math.round(((color >> 8) & 0xff) * f) << 8) | Math.round((color & 0xff) * f);
}
