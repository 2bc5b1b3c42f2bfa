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
  /** The cash-out this label shows (null: free), kept while the list changes around it. */
  entry: CrashCashoutLabel | null;
  /** Hidden by placement: alpha 0, not `visible` (that would rebuild the render group's instructions every time). */
  placed: boolean;
  reached: boolean;
}

/** Picks the cash-outs to draw, in placement priority: the viewer's own first, then the newest others. */
export function pickCashouts(cashouts: readonly CrashCashoutLabel[], max = MAX_CASHOUT_LABELS): CrashCashoutLabel[] {
  const mine = cashouts.filter((c) => c.mine);
  const others: CrashCashoutLabel[] = [];
  for (let i = cashouts.length - 1; i >= 0 && mine.length + others.length < max; i--) if (!cashouts[i]!.mine) others.push(cashouts[i]!);
  return [...mine.slice(0, max), ...others].slice(0, max);
}

/** Whether two cash-outs are the same player's at the same multiplier (a label showing one can show the other). */
function sameCashout(a: CrashCashoutLabel, b: CrashCashoutLabel): boolean {
  return a.userName === b.userName && a.at === b.at && a.mine === b.mine;
}

/**
 * Players' cash-outs as small labels on the curve ("name 1.87x" above-left of a dot at the multiplier they took),
 * the viewer's own in green. Labels that would overlap stack upwards; those without room are left out. When the list
 * changes, a cash-out already shown keeps its label and only a new one is laid out (texts measured, box drawn); a
 * frame only places them and hides by alpha. The labels are their own render group: a new label's text rebuilds the
 * draw instructions of these few objects, not the whole chart's.
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
  /** Labels in placement priority: `order[i]` shows the i-th picked cash-out. */
  private readonly order: Label[] = [];
  private count = 0;
  private fontSize = 12;
  private height = 20;

  constructor(fontName: string) {
    this.view.addChild(this.dots, this.boxes);
    this.view.isRenderGroup = true;
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
      this.labels.push({ root, box, name, value, dot, ms: 0, mine: false, width: 0, entry: null, placed: false, reached: false });
      this.slots.push({ x: 0, y: 0, shown: false });
    }
  }

  /** Label font and height for a new stage size (labels are re-measured). */
  resize(l: CrashLayout, cashouts: readonly CrashCashoutLabel[]): void {
    this.fontSize = l.labelFont;
    this.height = l.labelHeight;
    for (const label of this.labels) label.entry = null;
    this.set(cashouts);
  }

  /** Assigns the cash-outs to draw: those already shown keep their labels, new ones take free labels. */
  set(cashouts: readonly CrashCashoutLabel[]): void {
    const picked = pickCashouts(cashouts);
    const kept = new Set<Label>();
    const found = picked.map((entry) => {
      const label = this.labels.find((l) => l.entry !== null && !kept.has(l) && sameCashout(l.entry, entry));
      if (label) kept.add(label);
      return label;
    });
    for (const label of this.labels) if (label.entry && !kept.has(label)) this.release(label);
    this.order.length = 0;
    picked.forEach((entry, i) => {
      let label = found[i];
      if (!label) {
        label = this.labels.find((l) => l.entry === null)!;
        this.show(label, entry);
      }
      this.order.push(label);
      this.widths[i] = label.width;
    });
    this.count = picked.length;
  }

  /** Places the labels on `chart` (only those the curve has reached by `elapsedMs`) within `area`. */
  update(chart: ChartFrame, elapsedMs: number, area: LabelArea): void {
    for (let i = 0; i < this.count; i++) {
      const label = this.order[i]!;
      this.px[i] = chartX(chart, label.ms);
      this.py[i] = chartY(chart, curveAt(label.ms));
      // A label the curve has not reached yet (the server's word came first) waits for it.
      if (label.ms > elapsedMs) this.py[i] = -1e9;
    }
    placeLabels(this.px, this.py, this.widths, this.count, this.height, area, this.slots);
    for (let i = 0; i < this.count; i++) {
      const label = this.order[i]!;
      const slot = this.slots[i]!;
      const reached = label.ms <= elapsedMs;
      if (label.reached !== reached) {
        label.reached = reached;
        label.dot.alpha = reached ? 1 : 0;
      }
      if (label.placed !== slot.shown) {
        label.placed = slot.shown;
        label.root.alpha = slot.shown ? 1 : 0;
      }
      if (reached) label.dot.position.set(this.px[i]!, this.py[i]!);
      if (slot.shown) label.root.position.set(Math.round(slot.x), Math.round(slot.y));
    }
  }

  /** The labels drawn now (tests): their texts, in placement priority. */
  get shown(): string[] {
    return this.order.filter((l) => l.placed).map((l) => `${l.name.text} ${l.value.text}`);
  }

  setFont(fontName: string): void {
    for (const label of this.labels) {
      label.name.style.fontFamily = fontName;
      label.value.style.fontFamily = fontName;
    }
  }

  /** Lays `label` out for `entry` (texts measured, box and dot drawn), hidden until a frame places it. */
  private show(label: Label, entry: CrashCashoutLabel): void {
    const h = this.height;
    label.entry = entry;
    label.ms = msAtHundredths(parseHundredths(entry.at));
    label.mine = entry.mine;
    label.placed = false;
    label.reached = false;
    label.root.alpha = 0;
    label.dot.alpha = 0;
    label.root.visible = true;
    label.dot.visible = true;
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
  }

  /** Frees a label whose cash-out is no longer drawn. */
  private release(label: Label): void {
    label.entry = null;
    label.placed = false;
    label.reached = false;
    label.root.visible = false;
    label.dot.visible = false;
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
