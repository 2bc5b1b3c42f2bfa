import { BitmapText, Container, Graphics } from 'pixi.js';
import { msAtHundredths } from '../../src/core/games/crash/curve';
import type { CrashCashoutLabel } from '../../src/core/games/crash/round';
import { THEME } from '../core/theme';
import { chartX, chartY, placeLabels, type ChartFrame, type CrashLayout, type LabelArea, type LabelSlot } from './layout';
import { curveAt, parseHundredths } from './presentation';

/** Most cash-outs drawn on the curve at once: the viewer's own, then the latest others. */
export const MAX_CASHOUT_LABELS = 10;
const NAME_CHARS = 10;

interface Label {
  root: Container;
  box: Graphics;
  name: BitmapText;
  value: BitmapText;
  dot: Graphics;
  ms: number;
  mine: boolean;
  width: number;
}

/** Picks the cash-outs to draw, in placement priority: the viewer's own first, then the newest others. */
export function pickCashouts(cashouts: readonly CrashCashoutLabel[], max = MAX_CASHOUT_LABELS): CrashCashoutLabel[] {
  const mine = cashouts.filter((c) => c.mine);
  const others: CrashCashoutLabel[] = [];
  for (let i = cashouts.length - 1; i >= 0 && mine.length + others.length < max; i--) if (!cashouts[i]!.mine) others.push(cashouts[i]!);
  return [...mine.slice(0, max), ...others].slice(0, max);
}

/**
 * Players' cash-outs as small labels on the curve ("name 1.87x" above-left of a dot at the multiplier they took),
 * the viewer's own in green. Labels that would overlap stack upwards; those without room are left out. Labels are
 * assigned (texts measured, boxes drawn) when the list changes; a frame only places them.
 */
export class CashoutLabels {
  readonly view = new Container();
  private readonly dots = new Container();
  private readonly boxes = new Container();
  private readonly labels: Label[] = [];
  private readonly px = new Float64Array(MAX_CASHOUT_LABELS);
  private readonly py = new Float64Array(MAX_CASHOUT_LABELS);
  private readonly widths = new Float64Array(MAX_CASHOUT_LABELS);
  private readonly slots: LabelSlot[] = [];
  private count = 0;
  private fontSize = 12;
  private height = 20;

  constructor(fontName: string) {
    this.view.addChild(this.dots, this.boxes);
    for (let i = 0; i < MAX_CASHOUT_LABELS; i++) {
      const root = new Container();
      const box = new Graphics();
      const name = new BitmapText({ text: '', style: { fontFamily: fontName, fontSize: 12 } });
      const value = new BitmapText({ text: '', style: { fontFamily: fontName, fontSize: 12 } });
      const dot = new Graphics();
      root.addChild(box, name, value);
      root.visible = false;
      dot.visible = false;
      this.boxes.addChild(root);
      this.dots.addChild(dot);
      this.labels.push({ root, box, name, value, dot, ms: 0, mine: false, width: 0 });
      this.slots.push({ x: 0, y: 0, shown: false });
    }
  }

  /** Label font and height for a new stage size (labels are re-measured). */
  resize(l: CrashLayout, cashouts: readonly CrashCashoutLabel[]): void {
    this.fontSize = l.labelFont;
    this.height = l.labelHeight;
    this.set(cashouts);
  }

  /** Assigns the cash-outs to draw. */
  set(cashouts: readonly CrashCashoutLabel[]): void {
    const picked = pickCashouts(cashouts);
    this.count = picked.length;
    const h = this.height;
    for (let i = 0; i < this.labels.length; i++) {
      const label = this.labels[i]!;
      const entry = picked[i];
      if (!entry) {
        label.root.visible = false;
        label.dot.visible = false;
        continue;
      }
      const hundredths = parseHundredths(entry.at);
      label.ms = msAtHundredths(hundredths);
      label.mine = entry.mine;
      const name = entry.mine ? 'You' : entry.userName.length > NAME_CHARS ? `${entry.userName.slice(0, NAME_CHARS - 1)}…` : entry.userName;
      for (const text of [label.name, label.value]) text.style.fontSize = this.fontSize;
      label.name.text = name;
      label.value.text = `${entry.at}x`;
      const pad = Math.round(h * 0.3);
      label.name.position.set(pad, (h - this.fontSize) / 2 - 1);
      label.value.position.set(pad + label.name.width + this.fontSize * 0.4, (h - this.fontSize) / 2 - 1);
      label.width = Math.ceil(label.value.x + label.value.width + pad);
      label.name.tint = entry.mine ? THEME.navy : THEME.text;
      label.value.tint = entry.mine ? THEME.navy : THEME.green;
      label.box
        .clear()
        .roundRect(0, 0, label.width, h, h / 2)
        .fill({ color: entry.mine ? THEME.green : THEME.navy, alpha: entry.mine ? 1 : 0.82 })
        .stroke({ width: 1, color: entry.mine ? 0xffffff : THEME.slate, alpha: entry.mine ? 0.9 : 1 });
      const r = entry.mine ? 4.5 : 3;
      label.dot
        .clear()
        .circle(0, 0, r)
        .fill(entry.mine ? 0xffffff : THEME.green)
        .stroke({ width: 2, color: THEME.navy, alpha: 0.8 });
      this.widths[i] = label.width;
    }
  }

  /** Places the labels on `chart` (only those the curve has reached by `elapsedMs`) within `area`. */
  update(chart: ChartFrame, elapsedMs: number, area: LabelArea): void {
    for (let i = 0; i < this.count; i++) {
      const label = this.labels[i]!;
      this.px[i] = chartX(chart, label.ms);
      this.py[i] = chartY(chart, curveAt(label.ms));
      // A label the curve has not reached yet (the server's word came first) waits for it.
      if (label.ms > elapsedMs) this.py[i] = -1e9;
    }
    placeLabels(this.px, this.py, this.widths, this.count, this.height, area, this.slots);
    for (let i = 0; i < this.count; i++) {
      const label = this.labels[i]!;
      const slot = this.slots[i]!;
      const reached = label.ms <= elapsedMs;
      if (label.dot.visible !== reached) label.dot.visible = reached;
      if (label.root.visible !== slot.shown) label.root.visible = slot.shown;
      if (reached) label.dot.position.set(this.px[i]!, this.py[i]!);
      if (slot.shown) label.root.position.set(Math.round(slot.x), Math.round(slot.y));
    }
  }

  /** The labels drawn now (tests): their texts. */
  get shown(): string[] {
    return this.labels.filter((l) => l.root.visible).map((l) => `${l.name.text} ${l.value.text}`);
  }

  setFont(fontName: string): void {
    for (const label of this.labels) {
      label.name.style.fontFamily = fontName;
      label.value.style.fontFamily = fontName;
    }
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
