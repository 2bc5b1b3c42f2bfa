import { Container, Graphics } from 'pixi.js';
import type { Clock } from './Clock';
import { GlyphLine } from './GlyphLine';
import { THEME } from './theme';

interface Pill {
  root: Container;
  box: Graphics;
  label: GlyphLine;
}

/** Longest pill text: "1000000.00x". */
const PILL_CHARS = 12;

/** One past result shown in the strip. */
export interface HistoryEntry {
  text: string;
  win: boolean;
  /** Pill and label colours (crash colours by value); by default green on a win, red on a loss. */
  fill?: number;
  ink?: number;
  /** The result's identity (crash: its round id): `set()` slides in only a result it has not shown yet. */
  key?: string | number;
}

/**
 * The strip of the last results as pills (newest on the right): green for wins, red for losses. A new result reuses the
 * oldest pill as the newest and only moves the others, so one label is re-laid out per result, not every label. The
 * labels are glyph lines (core/GlyphLine.ts): a new result swaps glyph textures and rebuilds no draw instructions.
 */
export class HistoryStrip {
  readonly view = new Container();
  private readonly row = new Container();
  /** The pills in slot order: `pills[i]` shows `entries[i]` (index 0 is the newest). */
  private readonly pills: Pill[] = [];
  private entries: HistoryEntry[] = [];
  private pillWidth = 60;
  private pillGap = 6;
  private visible = 0;

  constructor(
    fontName: string,
    private readonly max = 8,
  ) {
    this.view.addChild(this.row);
    for (let i = 0; i < max; i++) {
      const root = new Container();
      const box = new Graphics();
      const label = new GlyphLine({ fontName, fontSize: 14, maxChars: PILL_CHARS, anchor: 0.5 });
      root.addChild(box, label.view);
      root.visible = false;
      this.row.addChild(root);
      this.pills.push({ root, box, label });
    }
  }

  /** Lays the strip out with its right edge at `right`, top at `top`, within `maxWidth`. */
  layout(right: number, top: number, maxWidth: number, pillWidth: number, pillHeight: number): void {
    this.pillWidth = pillWidth;
    this.pillGap = Math.max(4, Math.round(pillHeight * 0.22));
    this.visible = Math.max(1, Math.min(this.max, Math.floor((maxWidth + this.pillGap) / (pillWidth + this.pillGap))));
    this.view.position.set(right, top);
    const radius = Math.round(pillHeight * 0.3);
    for (const pill of this.pills) {
      pill.box.clear().roundRect(0, 0, pillWidth, pillHeight, radius).fill(0xffffff);
      pill.label.fontSize = Math.round(pillHeight * 0.5);
      pill.label.view.position.set(pillWidth / 2, pillHeight / 2 + 1);
      // Cleared so that refresh() fits each label to the new pill size again.
      pill.label.text = '';
    }
    this.placePills();
    this.refresh();
  }

  /** Adds a result (animated on the engine clock unless instant). */
  push(entry: HistoryEntry, clock: Clock): Promise<void> {
    this.entries.unshift(entry);
    if (this.entries.length > this.max) this.entries.length = this.max;
    this.rotate();
    return this.slideIn(clock);
  }

  /**
   * Shows a whole list, newest first (a page that keeps the history itself, crash). A new newest result slides in as
   * with `push`; the same list again, or a first one, shows at once.
   */
  set(entries: readonly HistoryEntry[], clock: Clock): Promise<void> {
    const first = entries[0];
    const previous = this.entries;
    const arrived = !!first && previous.length > 0 && first.key !== undefined && first.key !== previous[0]!.key;
    this.entries = entries.slice(0, this.max);
    // One new result in front of the same list: the usual case of a live page.
    if (arrived && this.entries.slice(1).every((e, i) => e.key === previous[i]?.key)) this.rotate();
    else this.refresh();
    return arrived ? this.slideIn(clock) : Promise.resolve();
  }

  private slideIn(clock: Clock): Promise<void> {
    const newest = this.pills[0]!.root;
    this.row.x = this.pillWidth + this.pillGap;
    newest.alpha = 0;
    return Promise.all([
      clock.tween(this.row, { x: 0, ease: 'power2.out' }, 220),
      clock.tween(newest, { alpha: 1, ease: 'power1.out' }, 220),
    ]).then(() => undefined);
  }

  /** The shown entries, newest first. */
  get shown(): readonly HistoryEntry[] {
    return this.entries;
  }

  /** Switches the pill labels to another bitmap font, fitting each shown label to its pill in the new font's widths. */
  setFont(fontName: string): void {
    for (const pill of this.pills) {
      pill.label.setFont(fontName);
      pill.label.text = '';
    }
    this.refresh();
  }

  /**
   * The oldest pill becomes the newest (it shows entries[0]); the others move one slot along with their text, so
   * refresh() lays out only the new one.
   */
  private rotate(): void {
    this.pills.unshift(this.pills.pop()!);
    this.placePills();
    this.refresh();
  }

  private placePills(): void {
    for (const [i, pill] of this.pills.entries()) pill.root.position.set(-this.pillWidth - i * (this.pillWidth + this.pillGap), 0);
  }

  private refresh(): void {
    for (const [i, pill] of this.pills.entries()) {
      const entry = this.entries[i];
      pill.root.visible = !!entry && i < this.visible;
      if (entry) this.show(pill, entry);
    }
  }

  private show(pill: Pill, entry: HistoryEntry): void {
    pill.box.tint = entry.fill ?? (entry.win ? THEME.green : THEME.red);
    pill.label.view.tint = entry.ink ?? (entry.win ? THEME.navy : THEME.white);
    if (pill.label.text === entry.text) return;
    pill.label.text = entry.text;
    // Long results shrink to fit their pill (measured only when a pill's text changes or on resize).
    const room = this.pillWidth - 10;
    pill.label.view.scale.set(pill.label.width > room ? room / pill.label.width : 1);
  }
}
