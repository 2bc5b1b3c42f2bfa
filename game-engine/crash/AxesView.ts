import { BitmapText, Container, Graphics, Sprite, Texture } from 'pixi.js';
import { THEME } from '../core/theme';
import { chartX, chartY, GLYPH_ADVANCE, type ChartFrame, type CrashLayout } from './layout';
import { multiplierLabel, niceStep, timeLabel, timeStepSeconds } from './presentation';

/** Tick slots per axis (the layouts ask for at most 6 multiplier and 10 time intervals). */
const Y_SLOTS = 8;
const X_SLOTS = 11;

interface Tick {
  label: BitmapText;
  line: Sprite;
  value: number;
  /** Shown at the range drawn; hidden by alpha (the engine then does not draw it: core/transparent.ts). */
  shown: boolean;
  /** The line's alpha when shown. */
  lineAlpha: number;
}

const LABEL_ALPHA = 0.8;

/**
 * The chart's axes: faint grid lines at the multiplier ticks (1x, 1.5x, 2x … with a nice step for the range shown),
 * time ticks along the bottom (2s, 4s … or 10s, 20s …), and the two axis lines. Ticks are pooled sprites and bitmap
 * texts: while the axes glide a frame only moves them and hides by alpha; a label's text changes only when its value does.
 */
export class AxesView {
  readonly view = new Container();
  private readonly frame = new Graphics();
  private readonly yTicks: Tick[] = [];
  private readonly xTicks: Tick[] = [];
  private layout: CrashLayout | null = null;
  private yStep = 0;

  constructor(fontName: string) {
    this.view.addChild(this.frame);
    for (let i = 0; i < Y_SLOTS + X_SLOTS; i++) {
      const line = new Sprite(Texture.WHITE);
      line.tint = THEME.text;
      const label = new BitmapText({ text: '', style: { fontFamily: fontName, fontSize: 12 } });
      label.tint = THEME.text;
      label.alpha = LABEL_ALPHA;
      const tick = { label, line, value: Number.NaN, shown: true, lineAlpha: 1 };
      (i < Y_SLOTS ? this.yTicks : this.xTicks).push(tick);
      this.view.addChild(line, label);
    }
  }

  /** Lays the axes out for a new stage size. */
  resize(l: CrashLayout): void {
    this.layout = l;
    const bottom = l.plotTop + l.plotHeight;
    this.frame
      .clear()
      .moveTo(l.plotLeft, l.plotTop)
      .lineTo(l.plotLeft, bottom)
      .lineTo(l.plotLeft + l.plotWidth, bottom)
      .stroke({ width: 1.5, color: THEME.slateLight, alpha: 0.55 });
    for (const tick of this.yTicks) {
      tick.label.style.fontSize = l.tickFont;
      tick.label.anchor.set(1, 0.5);
      tick.lineAlpha = 0.07;
      tick.line.alpha = tick.shown ? tick.lineAlpha : 0;
      tick.line.width = l.plotWidth;
      tick.line.height = 1;
      tick.line.x = l.plotLeft;
    }
    for (const tick of this.xTicks) {
      tick.label.style.fontSize = l.tickFont;
      tick.label.anchor.set(0.5, 0);
      tick.lineAlpha = 0.45;
      tick.line.alpha = tick.shown ? tick.lineAlpha : 0;
      tick.line.width = 1;
      tick.line.height = 5;
      tick.line.y = bottom;
      tick.label.y = l.xLabelTop;
    }
    this.yStep = 0;
  }

  /** Places the ticks for the ranges shown in `chart`. */
  update(chart: ChartFrame): void {
    const l = this.layout;
    if (!l) return;
    const yStep = niceStep(chart.top - 1, l.maxYIntervals);
    const yLabelsChanged = yStep !== this.yStep;
    this.yStep = yStep;
    for (let i = 0; i < this.yTicks.length; i++) {
      const tick = this.yTicks[i]!;
      const value = 1 + i * yStep;
      const y = chartY(chart, value);
      const shown = y >= l.plotTop - 1;
      this.show(tick, shown);
      if (!shown) continue;
      if (yLabelsChanged || tick.value !== value) this.setLabel(tick, value, multiplierLabel(value, yStep));
      tick.line.y = Math.round(y);
      tick.label.position.set(l.yLabelRight, y);
    }
    const xStep = timeStepSeconds(chart.timeMs, l.maxXIntervals);
    for (let i = 0; i < this.xTicks.length; i++) {
      const tick = this.xTicks[i]!;
      const seconds = (i + 1) * xStep;
      const x = chartX(chart, seconds * 1000);
      if (tick.value !== seconds) this.setLabel(tick, seconds, timeLabel(seconds));
      // A label that would run off the stage's right edge is left out.
      const shown = x <= l.plotLeft + l.plotWidth + 1 && x + (tick.label.text.length * l.tickFont * GLYPH_ADVANCE) / 2 <= l.width - 2;
      this.show(tick, shown);
      if (!shown) continue;
      tick.line.x = Math.round(x);
      tick.label.x = x;
    }
  }

  /** The labels shown, bottom to top then left to right (tests). */
  get labels(): string[] {
    return [...this.yTicks, ...this.xTicks].filter((t) => t.shown).map((t) => t.label.text);
  }

  /** Switches the labels to another bitmap font. */
  setFont(fontName: string): void {
    for (const tick of [...this.yTicks, ...this.xTicks]) tick.label.style.fontFamily = fontName;
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }

  private show(tick: Tick, shown: boolean): void {
    if (tick.shown === shown) return;
    tick.shown = shown;
    tick.label.alpha = shown ? LABEL_ALPHA : 0;
    tick.line.alpha = shown ? tick.lineAlpha : 0;
  }

  private setLabel(tick: Tick, value: number, text: string): void {
    tick.value = value;
    if (tick.label.text !== text) tick.label.text = text;
  }
}
