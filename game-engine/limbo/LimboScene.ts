import { BitmapText, Container, Graphics } from 'pixi.js';
import type { Engine, Scene } from '../core/Engine';
import type { FrameNeed } from '../core/FrameLoop';
import { createGlow } from '../core/glow';
import { engineFonts, onFontsChanged, type EngineFonts } from '../core/fonts';
import { GlyphLine } from '../core/GlyphLine';
import { HistoryStrip } from '../core/HistoryStrip';
import { drawRocket } from '../core/rocket';
import { mix, THEME } from '../core/theme';
import { fitScale, limboLayout, pillText, type LimboLayout } from './layout';
import { countDurationMs, countValueAt, formatMultiplier } from './presentation';

const STAR_COUNT = 70;
// The glow at rest: the palette's blue leaning violet, cooler than a result.
const IDLE_GLOW = mix(THEME.blue, THEME.violet, 0.35);

/**
 * The limbo scene: a big multiplier counting up from 1.00x to the result (ease-out, log-scaled duration), turning green
 * or red against the target shown beneath, over a star field, a soft glow and a faint rocket; the history strip on top.
 */
export class LimboScene implements Scene {
  readonly view = new Container();
  private layoutBox: LimboLayout = limboLayout(1, 1);
  private readonly starField = new Container();
  private readonly stars = new Graphics();
  private readonly glowParts = createGlow(0.42);
  private readonly glow = this.glowParts.view;
  private readonly rocket = new Container();
  private readonly rocketBody = new Graphics();
  private readonly flame = new Graphics();
  /** Glyph sprites, not a BitmapText: the count changes it on every frame (see core/GlyphLine.ts). */
  private readonly multiplier: GlyphLine;
  private readonly targetLabel: BitmapText;
  private readonly history: HistoryStrip;
  private readonly unsubscribeFonts: () => void;
  private shownCents = -1;
  private glyphs = 5;
  private time = 0;
  private starOffset = 0;
  /** Star drift speed in px per ms and the rocket's thrust 0..1, both raised while counting. */
  private readonly motion = { speed: 0.012, thrust: 0 };
  private destroyed = false;
  private glowRadius = 1;

  constructor(private readonly engine: Engine) {
    const fonts = engineFonts();
    // Longest shown: "1000000.00x" (the highest result).
    this.multiplier = new GlyphLine({ fontName: fonts.large, fontSize: 96, maxChars: 12, text: '1.00x', anchor: 0.5 });
    this.targetLabel = new BitmapText({ text: 'Target 2.00x', style: { fontFamily: fonts.small, fontSize: 16 }, anchor: 0.5 });
    this.targetLabel.tint = THEME.text;
    this.history = new HistoryStrip(fonts.small);
    this.starField.addChild(this.stars);
    // The stars drift on every frame: in a render group of their own the drift is the group's transform, applied on
    // the GPU, instead of every star's vertices being transformed again on the CPU each frame.
    this.starField.isRenderGroup = true;
    this.glow.tint = IDLE_GLOW;
    this.rocket.addChild(this.flame, this.rocketBody);
    this.rocket.alpha = 0.16;
    this.view.addChild(this.starField, this.glow, this.rocket, this.multiplier.view, this.targetLabel, this.history.view);
    this.unsubscribeFonts = onFontsChanged((next) => this.useFonts(next));
  }

  /** Shows "Target N.NNx" beneath the multiplier. */
  setTarget(target: number): void {
    if (this.destroyed || !Number.isFinite(target)) return;
    const text = `Target ${target.toFixed(2)}x`;
    if (this.targetLabel.text === text) return;
    this.targetLabel.text = text;
    this.engine.invalidate();
  }

  /** Counts the multiplier up from 1.00x to `value`. */
  async reveal(value: string): Promise<void> {
    if (this.destroyed) return;
    const result = Number(value);
    const clock = this.engine.clock;
    this.multiplier.view.tint = THEME.white;
    this.multiplier.view.scale.set(1);
    this.glow.tint = IDLE_GLOW;
    this.glow.alpha = 1;
    this.engine.sound.play('bet', 0.6);
    this.motion.speed = 0.25;
    this.motion.thrust = 1;
    let lastTick = clock.now;
    await clock.animate(countDurationMs(result), 'power2.out', (p) => {
      this.showValue(countValueAt(result, p));
      if (clock.now - lastTick >= 85 && p < 1) {
        lastTick = clock.now;
        this.engine.sound.play('tick', 0.35);
      }
    });
    if (this.destroyed) return;
    this.multiplier.text = `${value}x`;
    this.glyphs = value.length + 1;
    this.fitMultiplier();
    void clock.tween(this.motion, { speed: 0.012, thrust: 0, ease: 'power2.out' }, 700);
  }

  /** Colours the result green or red, pops it and adds it to the history. */
  async result(win: boolean): Promise<void> {
    if (this.destroyed) return;
    const color = win ? THEME.green : THEME.red;
    const clock = this.engine.clock;
    const value = Number(this.multiplier.text.slice(0, -1));
    // A big win (10x and up) gets a bigger moment for streams: a stronger pop and a brighter, longer glow.
    const big = win && value >= 10;
    this.multiplier.view.tint = color;
    this.glow.tint = color;
    this.glow.alpha = big ? 2.6 : 1.6;
    const base = this.multiplier.view.scale.x;
    this.multiplier.view.scale.set(base * (big ? 1.28 : 1.12));
    this.engine.sound.play(win ? 'win' : 'lose', win ? 0.9 : 0.6);
    await Promise.all([
      clock.tween(this.multiplier.view.scale, { x: base, y: base, ease: 'back.out(3)' }, big ? 520 : 280),
      clock.tween(this.glow, { alpha: 0.9, ease: 'power2.out' }, big ? 1400 : 600),
      this.history.push({ text: pillText(value), win }, clock),
    ]);
  }

  /** The results in the history strip, newest first. */
  get historyEntries() {
    return this.history.shown;
  }

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const l = (this.layoutBox = limboLayout(width, height));
    this.drawStars(l);
    this.glowRadius = l.glowRadius;
    this.glow.position.set(l.centerX, l.glowY);
    drawRocket(this.rocketBody, this.flame, l.rocketSize);
    this.rocket.position.set(l.rocketX, l.rocketY);
    this.rocket.rotation = Math.PI / 4;
    this.multiplier.fontSize = l.multiplierFont;
    this.multiplier.view.position.set(l.centerX, l.multiplierY);
    this.fitMultiplier();
    this.targetLabel.style.fontSize = l.targetFont;
    this.targetLabel.position.set(l.centerX, l.targetY);
    this.history.layout(l.historyRight, l.historyTop, l.historyMaxWidth, l.pillWidth, l.pillHeight);
  }

  /**
   * The stars drift, the rocket bobs and its flame flickers, the glow breathes: a decoration that never settles, so
   * `'ambient'` (drawn at the engine's lower ambient rate) at rest; faster motion after a count is on a tween. None of
   * it plays when effects are calm.
   */
  update(deltaMS: number): FrameNeed {
    // Calm effects: the stage holds still (the count-up and the result still play, on their tweens).
    if (this.engine.calm()) return false;
    this.time += deltaMS;
    const h = this.layoutBox.height;
    this.starOffset = (this.starOffset + deltaMS * this.motion.speed) % h;
    this.starField.y = this.starOffset;
    const flicker = 0.85 + 0.15 * Math.sin(this.time * 0.045);
    this.flame.scale.set(0.8 + 0.2 * this.motion.thrust, (0.55 + 0.75 * this.motion.thrust) * flicker);
    this.rocket.pivot.y = Math.sin(this.time * 0.004) * 3 + this.motion.thrust * Math.sin(this.time * 0.09) * 1.5;
    const pulse = 1 + 0.03 * Math.sin(this.time * 0.0022);
    this.glow.scale.set(this.glowRadius * pulse);
    return 'ambient';
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribeFonts();
    this.view.destroy({ children: true });
    this.glowParts.gradient.destroy();
  }

  private showValue(value: number): void {
    const cents = Math.floor(value * 100 + 1e-9);
    if (cents === this.shownCents) return;
    this.shownCents = cents;
    const text = formatMultiplier(value);
    this.multiplier.text = text;
    if (text.length !== this.glyphs) {
      this.glyphs = text.length;
      this.fitMultiplier();
    }
  }

  private fitMultiplier(): void {
    const l = this.layoutBox;
    this.multiplier.view.scale.set(fitScale(this.glyphs, l.multiplierFont, l.multiplierMaxWidth));
  }

  private drawStars(l: LimboLayout): void {
    // A fixed pseudo-random field (same every layout), drawn twice so it scrolls seamlessly.
    let seed = 0x9e3779b9;
    const rand = () => {
      seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
      return seed / 0x100000000;
    };
    this.stars.clear();
    for (let i = 0; i < STAR_COUNT; i++) {
      const x = rand() * l.width;
      const y = rand() * l.height;
      const r = 0.6 + rand() * 1.4;
      const alpha = 0.15 + rand() * 0.45;
      this.stars.circle(x, y, r).fill({ color: 0xc8d6ff, alpha });
      this.stars.circle(x, y - l.height, r).fill({ color: 0xc8d6ff, alpha });
    }
  }

  private useFonts(fonts: EngineFonts): void {
    this.multiplier.setFont(fonts.large);
    this.targetLabel.style.fontFamily = fonts.small;
    this.history.setFont(fonts.small);
  }
}
