import { BitmapText, Container, Graphics } from 'pixi.js';
import type { DiceCondition } from '../../src/core/games/dice';
import type { Engine, Scene } from '../core/Engine';
import { createGlow } from '../core/glow';
import { engineFonts, onFontsChanged, type EngineFonts } from '../core/fonts';
import { GlyphLine } from '../core/GlyphLine';
import { HistoryStrip } from '../core/HistoryStrip';
import { mix, THEME } from '../core/theme';
import { capsuleSlice, DICE_TICKS, diceLayout, valueToX, winZone, type DiceLayout } from './layout';
import { rollDurationMs } from './presentation';

/**
 * The dice scene: a 0..100 track with the win zone (green) and lose zone (red), tick labels, a hexagon marker that
 * slides to the roll with its number above it, a green/red result flash and the history strip. Everything is built
 * once; a frame only moves, scales and tints (no allocation while idle). Nothing moves per frame: the roll and the
 * zones are tweens on the engine clock, and a change outside them calls `engine.invalidate()`.
 */
export class DiceScene implements Scene {
  readonly view = new Container();
  private layoutBox: DiceLayout = diceLayout(1, 1);
  private readonly panel = new Graphics();
  private readonly bar = new Container();
  /** The whole rounded bar (lose colour) and the win zone on it: drawn as shapes, no stencil mask. */
  private readonly loseRect = new Graphics();
  private readonly winRect = new Graphics();
  private readonly zonePoints: number[] = [];
  private readonly handle = new Graphics();
  private readonly ticks: BitmapText[] = [];
  private readonly marker = new Container();
  private readonly die = new Graphics();
  private readonly glowParts = createGlow(0.6);
  private readonly glow = this.glowParts.view;
  private readonly needle = new Graphics();
  private readonly bubble = new Container();
  private readonly bubbleBox = new Graphics();
  /** Glyph sprites, not a BitmapText: the readout changes on every frame of a roll (see core/GlyphLine.ts). */
  private readonly readout: GlyphLine;
  private readonly history: HistoryStrip;
  private readonly unsubscribeFonts: () => void;
  /** The zone as drawn (tweened towards the set target). */
  private readonly zone = { target: 50 };
  private condition: DiceCondition = 'over';
  /** Zone tweens under way (while one runs, the drawn zone is not yet `zone.target`). */
  private zoneTweens = 0;
  private markerValue = 50;
  private shownCents = -1;
  private destroyed = false;

  constructor(private readonly engine: Engine) {
    const fonts = engineFonts();
    this.readout = new GlyphLine({ fontName: fonts.small, fontSize: 20, maxChars: 6, text: '50.00', anchor: 0.5 });
    this.history = new HistoryStrip(fonts.small);
    for (const value of DICE_TICKS) {
      this.ticks.push(new BitmapText({ text: String(value), style: { fontFamily: fonts.small, fontSize: 14 }, anchor: 0.5 }));
    }
    this.loseRect.tint = THEME.red;
    this.winRect.tint = THEME.green;
    this.bar.addChild(this.loseRect, this.winRect);
    this.bubble.addChild(this.bubbleBox, this.readout.view);
    this.marker.addChild(this.glow, this.needle, this.die, this.bubble);
    this.marker.visible = false;
    // One render group for the whole scene: a roll only moves the marker and swaps the readout's glyph textures, and
    // a result changes one history pill's text, so the instructions are rebuilt at most once a round. Separate groups
    // for the marker and the strip (tried) doubled the GL calls of every frame for nothing.
    this.view.addChild(this.history.view, this.panel, this.bar, ...this.ticks, this.handle, this.marker);
    this.unsubscribeFonts = onFontsChanged((next) => this.useFonts(next));
  }

  /** Sets the target and condition; tweens the zones unless `animate` is false or the clock is instant. */
  setTarget(target: number, condition: DiceCondition, animate = true): Promise<void> {
    // A half-typed target ("", "5.") must not move the zones.
    if (this.destroyed || !Number.isFinite(target)) return Promise.resolve();
    const value = Math.min(100, Math.max(0, target));
    // Auto-bet prepares every round with the same target: redrawing the zone would rebuild the scene's instructions.
    // (resize() draws the zone at every layout, so an unchanged target is always on screen.)
    if (this.zoneTweens === 0 && value === this.zone.target && condition === this.condition) return Promise.resolve();
    this.condition = condition;
    if (!animate) {
      this.zone.target = value;
      this.drawZones();
      this.engine.invalidate();
      return Promise.resolve();
    }
    this.zoneTweens++;
    return this.engine.clock.tween(this.zone, { target: value, ease: 'power2.out', onUpdate: () => this.drawZones() }, 180).then(() => {
      this.zoneTweens--;
      if (!this.destroyed) this.drawZones();
    });
  }

  /** Slides the marker to the roll, counting the readout. */
  async roll(value: string): Promise<void> {
    const to = Number(value);
    const from = this.marker.visible ? this.markerValue : 50;
    this.marker.visible = true;
    this.bubbleBox.tint = THEME.slate;
    this.readout.view.tint = THEME.white;
    this.glow.alpha = 0;
    this.marker.scale.set(1);
    this.engine.sound.play('bet', 0.6);
    const spin = (to >= from ? 1 : -1) * Math.PI * 2;
    await this.engine.clock.animate(rollDurationMs(from, to), 'power3.out', (p) => {
      this.setMarkerValue(from + (to - from) * p);
      this.die.rotation = spin * (1 - p);
    });
    if (this.destroyed) return;
    this.die.rotation = 0;
    this.setMarkerValue(to);
    this.readout.text = value;
    this.engine.sound.play('tick', 0.8);
  }

  /** Flashes the result colour and adds the roll to the history. */
  async result(win: boolean): Promise<void> {
    if (this.destroyed) return;
    const color = win ? THEME.green : THEME.red;
    this.bubbleBox.tint = color;
    this.readout.view.tint = win ? THEME.navy : THEME.white;
    this.glow.tint = color;
    this.glow.alpha = 1;
    this.marker.scale.set(1.14);
    this.engine.sound.play(win ? 'win' : 'lose', win ? 0.9 : 0.6);
    const clock = this.engine.clock;
    await Promise.all([
      clock.tween(this.marker.scale, { x: 1, y: 1, ease: 'back.out(3)' }, 260),
      clock.tween(this.glow, { alpha: 0.35, ease: 'power2.out' }, 520),
      this.history.push({ text: this.readout.text, win }, clock),
    ]);
  }

  /** The rolls in the history strip, newest first. */
  get historyEntries() {
    return this.history.shown;
  }

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const l = (this.layoutBox = diceLayout(width, height));
    const r = l.panelHeight / 2;
    this.panel
      .clear()
      .roundRect(l.panelX, l.panelY, l.panelWidth, l.panelHeight, r)
      .fill(THEME.panel)
      .stroke({ width: 2, color: THEME.slate, alignment: 1 });
    for (const [i, tick] of this.ticks.entries()) {
      const x = valueToX(DICE_TICKS[i] ?? 0, l);
      this.panel.poly([x - 5, l.panelY - 1, x + 5, l.panelY - 1, x, l.panelY + 5]).fill(THEME.slateLight);
      tick.style.fontSize = l.tickFont;
      tick.tint = THEME.text;
      tick.position.set(x, l.tickY);
    }
    const bh = l.barHeight;
    this.loseRect
      .clear()
      .roundRect(l.trackX, l.trackY - bh / 2, l.trackWidth, bh, bh / 2)
      .fill(0xffffff);
    const hs = Math.round(l.panelHeight * 0.62);
    this.handle
      .clear()
      .roundRect(-hs / 2, -hs / 2, hs, hs, Math.round(hs * 0.18))
      .fill(THEME.blue)
      .stroke({ width: 2, color: mix(THEME.blue, THEME.white, 0.3), alignment: 1 });
    for (const dx of [-0.18, 0, 0.18]) {
      this.handle.rect(dx * hs - 1, -hs * 0.22, 2, hs * 0.44).fill({ color: 0xffffff, alpha: 0.75 });
    }
    this.handle.y = l.trackY;
    this.drawMarker(l);
    this.drawZones();
    this.setMarkerValue(this.markerValue);
    this.history.layout(l.historyRight, l.historyTop, l.historyMaxWidth, l.pillWidth, l.pillHeight);
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribeFonts();
    this.view.destroy({ children: true });
    this.glowParts.gradient.destroy();
  }

  private drawMarker(l: DiceLayout): void {
    const s = l.markerSize / 2;
    const hex: number[] = [];
    const inner: number[] = [];
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      hex.push(Math.cos(a) * s, Math.sin(a) * s);
      inner.push(Math.cos(a) * s * 0.62, Math.sin(a) * s * 0.62);
    }
    this.die
      .clear()
      .poly(hex)
      .fill(0xffffff)
      .stroke({ width: Math.max(2, s * 0.08), color: 0xdce3ee, alignment: 0 })
      .poly(inner)
      .fill(0xe9eef5);
    // Pips of a die face on the inner hexagon: reads as a die, not a stop sign.
    const pip = Math.max(2, s * 0.11);
    for (const [px, py] of [
      [-0.25, -0.25],
      [0.25, 0.25],
      [0, 0],
      [0.25, -0.25],
      [-0.25, 0.25],
    ] as const) {
      this.die.circle(px * s, py * s, pip).fill(THEME.navy);
    }
    this.die.y = l.markerY - l.trackY;
    this.glow.position.set(0, this.die.y);
    this.glow.scale.set(s * 2.6);
    // A thin needle from the die to the bar marks the exact value.
    this.needle
      .clear()
      .rect(-1, this.die.y + s * 0.9, 2, -this.die.y - s * 0.9)
      .fill({ color: 0xffffff, alpha: 0.55 });
    this.glow.alpha = this.marker.visible ? this.glow.alpha : 0;
    const bw = Math.round(l.readoutFont * 4.1);
    const bhh = Math.round(l.readoutFont * 1.75);
    this.bubbleBox
      .clear()
      .roundRect(-bw / 2, -bhh / 2, bw, bhh, Math.round(bhh * 0.32))
      .fill(0xffffff)
      .poly([-6, bhh / 2 - 1, 6, bhh / 2 - 1, 0, bhh / 2 + 6])
      .fill(0xffffff);
    this.readout.fontSize = l.readoutFont;
    this.readout.view.y = 1;
    this.bubble.y = l.readoutY - l.trackY;
    this.marker.y = l.trackY;
  }

  private drawZones(): void {
    const l = this.layoutBox;
    const [from, to] = winZone(this.zone.target, this.condition);
    const r = l.barHeight / 2;
    const points = capsuleSlice(l.trackX, l.trackX + l.trackWidth, l.trackY, r, valueToX(from, l), valueToX(to, l), this.zonePoints);
    this.winRect.clear();
    if (points.length > 0) this.winRect.poly(points).fill(0xffffff);
    this.handle.x = valueToX(this.zone.target, l);
  }

  private setMarkerValue(value: number): void {
    this.markerValue = value;
    this.marker.x = valueToX(value, this.layoutBox);
    const cents = Math.round(value * 100);
    if (cents !== this.shownCents) {
      this.shownCents = cents;
      this.readout.text = rollText(cents);
    }
  }

  private useFonts(fonts: EngineFonts): void {
    this.readout.setFont(fonts.small);
    for (const tick of this.ticks) tick.style.fontFamily = fonts.small;
    this.history.setFont(fonts.small);
  }
}

// The readout's texts "0.00".."100.00", made once each: a roll changes the text on every frame and must not allocate.
const ROLL_TEXTS: string[] = [];

function rollText(cents: number): string {
  const i = Math.min(10000, Math.max(0, cents));
  return (ROLL_TEXTS[i] ??= (i / 100).toFixed(2));
}
