import { BitmapText, Container, Sprite, Texture } from 'pixi.js';
import type { EngineFonts } from '../core/fonts';
import { GlyphLine } from '../core/GlyphLine';
import { THEME } from '../core/theme';
import { GLYPH_ADVANCE, crashLayout, type CrashLayout, type LabelArea } from './layout';
import { countdownText, readoutText } from './presentation';

/**
 * The chart's centre: the big multiplier (glyph sprites: it changes every frame, see core/GlyphLine.ts) with a
 * caption above it ("CRASHED") and a line below it ("You cashed out @ 1.87x"); during betting, "Next round in 3.2s"
 * over a draining progress bar.
 */
export class Readout {
  readonly view = new Container();
  private readonly big: GlyphLine;
  private readonly countdown: GlyphLine;
  private readonly caption: BitmapText;
  private readonly sub: BitmapText;
  private readonly bar = new Container();
  private readonly track = new Sprite(Texture.WHITE);
  private readonly fill = new Sprite(Texture.WHITE);
  private l: CrashLayout = crashLayout(1, 1);
  private glyphs = 5;
  private shownHundredths = -1;
  private shownTenths = -1;
  private bigScale = 1;
  private readonly popValue = { value: 1 };

  constructor(fonts: EngineFonts) {
    // Longest: "1000000.00x".
    this.big = new GlyphLine({ fontName: fonts.large, fontSize: 96, maxChars: 12, text: '1.00x', anchor: 0.5 });
    this.countdown = new GlyphLine({ fontName: fonts.large, fontSize: 32, maxChars: 20, text: 'Next round in 0.0s', anchor: 0.5 });
    this.caption = new BitmapText({ text: '', style: { fontFamily: fonts.small, fontSize: 16 }, anchor: 0.5 });
    this.sub = new BitmapText({ text: '', style: { fontFamily: fonts.small, fontSize: 14 }, anchor: 0.5 });
    this.track.tint = THEME.slate;
    this.fill.tint = THEME.green;
    this.bar.addChild(this.track, this.fill);
    this.view.addChild(this.big.view, this.countdown.view, this.bar, this.caption, this.sub);
    this.setBetting(false);
  }

  resize(l: CrashLayout): void {
    this.l = l;
    this.big.fontSize = l.readoutFont;
    this.big.view.position.set(l.centerX, l.readoutY);
    this.fit();
    this.countdown.fontSize = l.countdownFont;
    this.countdown.view.position.set(l.centerX, l.readoutY);
    this.caption.style.fontSize = l.captionFont;
    this.caption.position.set(l.centerX, l.captionY);
    this.sub.style.fontSize = l.subFont;
    this.sub.position.set(l.centerX, l.subY);
    this.bar.position.set(l.centerX - l.barWidth / 2, l.barY);
    this.track.width = l.barWidth;
    this.track.height = l.barHeight;
    this.fill.height = l.barHeight;
  }

  /** Betting shows the countdown and its bar instead of the multiplier. */
  setBetting(betting: boolean): void {
    if (this.big.view.visible === betting) this.big.view.visible = !betting;
    if (this.countdown.view.visible !== betting) this.countdown.view.visible = betting;
    if (this.bar.visible !== betting) this.bar.visible = betting;
  }

  /** The multiplier in hundredths, tinted. */
  showValue(hundredths: number, tint: number): void {
    this.big.view.tint = tint;
    if (hundredths === this.shownHundredths) return;
    this.shownHundredths = hundredths;
    const text = readoutText(hundredths);
    this.big.text = text;
    if (text.length !== this.glyphs) {
      this.glyphs = text.length;
      this.fit();
    }
  }

  /** "Next round in 3.2s" and the bar at `fraction` (1 full → 0). */
  showCountdown(ms: number, fraction: number): void {
    const tenths = Math.ceil(ms / 100);
    if (tenths !== this.shownTenths) {
      this.shownTenths = tenths;
      this.countdown.text = `Next round in ${countdownText(ms)}`;
    }
    this.fill.width = Math.max(0, Math.min(1, fraction)) * this.l.barWidth;
  }

  /** The line above the multiplier (empty hides it). */
  setCaption(text: string, tint: number): void {
    if (this.caption.text !== text) this.caption.text = text;
    this.caption.tint = tint;
  }

  /** The line below the multiplier (empty hides it). */
  setSub(text: string, tint: number): void {
    if (this.sub.text !== text) this.sub.text = text;
    this.sub.tint = tint;
  }

  /** The big text's pop (a crash, a win): its scale relative to the fitted size. */
  get pop(): { value: number } {
    return this.popValue;
  }

  /** What the readout shows (tests). */
  get texts(): { value: string; countdown: string; caption: string; sub: string; tint: number; betting: boolean } {
    return {
      value: this.big.text,
      countdown: this.countdown.text,
      caption: this.caption.text,
      sub: this.sub.text,
      tint: Number(this.big.view.tint),
      betting: this.countdown.view.visible,
    };
  }

  /** Writes the box the readout covers now (cash-out labels keep clear of it). */
  bounds(out: LabelArea): void {
    const l = this.l;
    const betting = this.countdown.view.visible;
    const half = betting
      ? (this.countdown.text.length * l.countdownFont * GLYPH_ADVANCE) / 2
      : (this.glyphs * l.readoutFont * GLYPH_ADVANCE * this.bigScale) / 2;
    out.avoidLeft = l.centerX - half;
    out.avoidRight = l.centerX + half;
    out.avoidTop = this.caption.text ? l.captionY - l.captionFont : l.readoutY - (l.readoutFont * this.bigScale) / 2;
    out.avoidBottom = this.sub.text ? l.subY + l.subFont : l.readoutY + (l.readoutFont * this.bigScale) / 2;
  }

  /** Applies the pop each frame. */
  update(): void {
    this.big.view.scale.set(this.bigScale * this.popValue.value);
  }

  setFonts(fonts: EngineFonts): void {
    this.big.setFont(fonts.large);
    this.countdown.setFont(fonts.large);
    this.caption.style.fontFamily = fonts.small;
    this.sub.style.fontFamily = fonts.small;
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }

  private fit(): void {
    const width = this.glyphs * this.l.readoutFont * GLYPH_ADVANCE;
    this.bigScale = width <= this.l.readoutMaxWidth ? 1 : this.l.readoutMaxWidth / width;
    this.big.view.scale.set(this.bigScale * this.popValue.value);
  }
}
