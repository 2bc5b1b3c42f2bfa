import { BitmapText, Container, Graphics } from 'pixi.js';
import { THEME } from '../core/theme';
import { chartY, type ChartFrame, type CrashLayout } from './layout';
import { readoutText } from './presentation';

const AUTO_COLOR = 0xffc83d;
const LAG_COLOR = 0xffa53d;

/**
 * The chart's two markers: the auto cash-out target as a dashed line across the plot with its value at the right end
 * (drawn once per layout, moved with the multiplier axis, shown while inside it), and the "Connection lagging…" badge
 * at the plot's top right with a pulsing dot.
 */
export class StageBadges {
  readonly autoLine = new Container();
  readonly lag = new Container();
  private readonly dashes = new Graphics();
  private readonly autoText: BitmapText;
  private readonly lagBox = new Graphics();
  private readonly lagDot = new Graphics();
  private readonly lagText: BitmapText;
  private auto: number | null = null;
  private time = 0;
  private l: CrashLayout | null = null;

  constructor(fontName: string) {
    this.autoText = new BitmapText({ text: '', style: { fontFamily: fontName, fontSize: 12 }, anchor: { x: 1, y: 1 } });
    this.autoText.tint = AUTO_COLOR;
    this.autoLine.addChild(this.dashes, this.autoText);
    this.autoLine.visible = false;
    this.lagText = new BitmapText({ text: 'Connection lagging…', style: { fontFamily: fontName, fontSize: 12 } });
    this.lagText.tint = LAG_COLOR;
    this.lag.addChild(this.lagBox, this.lagDot, this.lagText);
    this.lag.visible = false;
  }

  resize(l: CrashLayout): void {
    this.l = l;
    this.dashes.clear();
    const dash = 8;
    for (let x = l.plotLeft; x < l.plotLeft + l.plotWidth; x += dash * 1.8) {
      this.dashes.moveTo(x, 0).lineTo(Math.min(x + dash, l.plotLeft + l.plotWidth), 0);
    }
    this.dashes.stroke({ width: 1.5, color: AUTO_COLOR, alpha: 0.85 });
    this.autoText.style.fontSize = l.tickFont;
    this.autoText.position.set(l.plotLeft + l.plotWidth - 2, -4);
    const font = l.badgeFont;
    this.lagText.style.fontSize = font;
    const h = font + 12;
    const dotX = h / 2;
    this.lagText.position.set(dotX + 9, (h - font) / 2 - 1);
    const w = Math.ceil(this.lagText.x + this.lagText.width + h * 0.45);
    this.lagBox
      .clear()
      .roundRect(0, 0, w, h, h / 2)
      .fill({ color: THEME.navy, alpha: 0.9 })
      .stroke({ width: 1, color: LAG_COLOR, alpha: 0.7 });
    this.lagDot
      .clear()
      .circle(dotX, h / 2, 4)
      .fill(LAG_COLOR);
    this.lag.position.set(l.plotLeft + l.plotWidth - w - 6, l.plotTop + 6);
  }

  /** The auto cash-out target in hundredths (null: no line). */
  setAuto(hundredths: number | null): void {
    this.auto = hundredths;
    if (hundredths !== null) this.autoText.text = `Auto ${readoutText(hundredths)}`;
  }

  /** Moves the target line with the axis; shown while `visible` and inside the multiplier range `top`. */
  update(chart: ChartFrame, top: number, visible: boolean): void {
    const shown = visible && this.auto !== null && this.auto / 100 <= top && this.l !== null;
    if (this.autoLine.visible !== shown) this.autoLine.visible = shown;
    if (shown) this.autoLine.y = Math.round(chartY(chart, this.auto! / 100)) + 0.5;
  }

  /** Shows or hides the lag badge. */
  setLagging(lagging: boolean): void {
    if (this.lag.visible !== lagging) this.lag.visible = lagging;
  }

  get lagging(): boolean {
    return this.lag.visible;
  }

  get autoShown(): boolean {
    return this.autoLine.visible;
  }

  /** The badge's dot pulses. */
  pulse(deltaMS: number): void {
    this.time += deltaMS;
    if (this.lag.visible) this.lagDot.alpha = 0.45 + 0.55 * Math.abs(Math.sin(this.time * 0.005));
  }

  setFont(fontName: string): void {
    this.autoText.style.fontFamily = fontName;
    this.lagText.style.fontFamily = fontName;
  }
}
