import { Container, Graphics } from 'pixi.js';
import type { Clock } from '../core/Clock';
import { GlyphLine } from '../core/GlyphLine';
import { MAX_CHIPS } from './layout';
import { labelColor } from './presentation';

interface Chip {
  root: Container;
  box: Graphics;
  label: GlyphLine;
}

/** Longest chip text: "1000x". */
const CHIP_CHARS = 8;

/** One shown result: the multiplier's text and its bucket's colour. */
export interface ResultEntry {
  text: string;
  color: number;
}

/**
 * The last results as a column of chips in their buckets' colours, newest on top (slides in). The chips are a ring:
 * a new result re-labels only the oldest chip and moves it to the top, so a landing sets one text, not one per chip
 * (with 100 balls in flight several land in a frame, and re-laying out every label was the scene's longest frames).
 * The labels are glyph lines (core/GlyphLine.ts): a landing swaps glyph textures and rebuilds no draw instructions.
 */
export class ResultColumn {
  readonly view = new Container();
  private readonly stack = new Container();
  private readonly chips: Chip[] = [];
  private entries: ResultEntry[] = [];
  /** The chip showing the newest result. */
  private head = 0;
  private shownChips = 0;
  private step = 30;
  private chipWidth = 56;

  constructor(fontName: string) {
    // New chips arrive with every landing: their own render group, so a landing rebuilds only the column.
    this.view.isRenderGroup = true;
    this.view.addChild(this.stack);
    for (let i = 0; i < MAX_CHIPS; i++) {
      const root = new Container();
      const box = new Graphics();
      const label = new GlyphLine({ fontName, fontSize: 13, maxChars: CHIP_CHARS, anchor: 0.5 });
      root.addChild(box, label.view);
      root.visible = false;
      this.stack.addChild(root);
      this.chips.push({ root, box, label });
    }
  }

  /** Lays the column out: left edge `x`, top `top`, `count` chips of `width` x `height`, `gap` apart. */
  layout(x: number, top: number, width: number, height: number, gap: number, count: number): void {
    this.view.position.set(x, top);
    this.chipWidth = width;
    this.step = height + gap;
    this.shownChips = Math.min(count, this.chips.length);
    const radius = Math.round(height * 0.28);
    for (const chip of this.chips) {
      chip.box.clear().roundRect(0, 0, width, height, radius).fill(0xffffff);
      chip.label.fontSize = Math.round(height * 0.46);
      chip.label.view.position.set(width / 2, height / 2 + 1);
    }
    this.entries.forEach((entry, slot) => this.label(this.chipAt(slot), entry));
    this.place();
  }

  /** Adds a result on top (slides in on the engine clock, unless `slide` is false; at once when instant). */
  push(entry: ResultEntry, clock: Clock, slide = true): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.chips.length) this.entries.length = this.chips.length;
    this.head = (this.head + this.chips.length - 1) % this.chips.length;
    this.label(this.chipAt(0), entry);
    this.place();
    if (!slide) return;
    this.stack.y = -this.step;
    void clock.tween(this.stack, { y: 0, ease: 'power2.out' }, 160);
  }

  /** The shown results, newest first. */
  get shown(): readonly ResultEntry[] {
    return this.entries.slice(0, this.shownChips);
  }

  /** Switches the chip labels to another bitmap font. */
  setFont(fontName: string): void {
    for (const chip of this.chips) chip.label.setFont(fontName);
    this.entries.forEach((_, slot) => this.fit(this.chipAt(slot)));
  }

  /** The chip in `slot` (0 is the newest). */
  private chipAt(slot: number): Chip {
    return this.chips[(this.head + slot) % this.chips.length]!;
  }

  /** Puts each chip in its slot; only the slots with a result, within the laid-out count, show. */
  private place(): void {
    for (let slot = 0; slot < this.chips.length; slot++) {
      const chip = this.chipAt(slot);
      chip.root.y = slot * this.step;
      chip.root.visible = slot < this.entries.length && slot < this.shownChips;
    }
  }

  private label(chip: Chip, entry: ResultEntry): void {
    chip.box.tint = entry.color;
    chip.label.view.tint = labelColor(entry.color);
    if (chip.label.text !== entry.text) chip.label.text = entry.text;
    this.fit(chip);
  }

  /** Shrinks a label that is wider than its chip. */
  private fit(chip: Chip): void {
    const room = this.chipWidth - 8;
    chip.label.view.scale.set(chip.label.width > room ? room / chip.label.width : 1);
  }
}
