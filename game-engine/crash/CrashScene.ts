import { Container, Graphics, type FillGradient } from 'pixi.js';
import { CRASH_GROWTH } from '../../src/core/games/crash/curve';
import type { CrashCashoutLabel, CrashStageState } from '../../src/core/games/crash/round';
import type { Engine, Scene, StagePointer } from '../core/Engine';
import type { FrameNeed } from '../core/FrameLoop';
import type { CrashSound } from './sounds';
import { engineFonts, onFontsChanged, type EngineFonts } from '../core/fonts';
import { createGlow } from '../core/glow';
import { HistoryStrip } from '../core/HistoryStrip';
import { approach, shakeOffset } from '../core/motion';
import { THEME } from '../core/theme';
import { AxesView } from './AxesView';
import { CashoutLabels } from './CashoutLabels';
import type { CrashMyBet, CrashSnapshot, CrashStage } from './CrashGame';
import { CurveView } from './CurveView';
import { Explosion } from './Explosion';
import { chartX, chartY, crashLayout, type ChartFrame, type CrashLayout, type LabelArea } from './layout';
import {
  AXIS,
  axisTargets,
  cashoutHint,
  chipText,
  CRASH_TIMING,
  crashTier,
  curveAt,
  curveColor,
  TIER_COLORS,
  type AxisRange,
  type CrashMode,
  type CrashView,
} from './presentation';
import { Readout } from './Readout';
import { StageBadges } from './StageBadges';
import { TipView } from './TipView';

const HISTORY_PILLS = 14;

/**
 * The crash scene: the chart (axes, the curve with its gradient fill, the rocket at the tip, players' cash-outs on
 * the curve, the auto cash-out line), the big readout in its centre (countdown while betting, red crash point after
 * the bust), the history bar of recent crash points on top and the lag badge. Built once; the frame's view from
 * CrashGame is drawn by moving things and setting the curve's uniforms.
 */
export class CrashScene implements Scene, CrashStage {
  readonly view = new Container();
  /** Everything the bust shakes. */
  private readonly stage = new Container();
  private readonly axes: AxesView;
  private readonly curve = new CurveView();
  private readonly labels: CashoutLabels;
  private readonly tip = new TipView();
  private readonly explosion = new Explosion();
  private readonly flash = new Graphics();
  /** A soft dark pool behind the readout after the bust, so the crash point reads over the sparks. */
  private readonly shade: Graphics;
  private readonly shadeGradient: FillGradient;
  private readonly readout: Readout;
  private readonly history: HistoryStrip;
  private readonly badges: StageBadges;
  private readonly unsubscribeFonts: () => void;
  private l: CrashLayout = crashLayout(1, 1);
  private readonly chart: ChartFrame = { left: 0, bottom: 1, width: 1, height: 1, timeMs: AXIS.minTimeMs, top: AXIS.minTop };
  private readonly shown: AxisRange = { timeMs: AXIS.minTimeMs, top: AXIS.minTop };
  private readonly target: AxisRange = { timeMs: AXIS.minTimeMs, top: AXIS.minTop };
  private round: string | number | null | undefined = undefined;
  private mode: CrashMode = 'idle';
  private last: CrashView | null = null;
  private cashouts: readonly CrashCashoutLabel[] = [];
  private myBet: CrashMyBet = null;
  /** "You cashed out @ 1.87x" while the viewer's bet has cashed out, else empty. */
  private cashedText = '';
  private onTap: (() => void) | null = null;
  /** The last tap on the stage was a finger's (at first: the device's main pointer is coarse). */
  private touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  /** A tap anywhere on the stage asks to cash out (the game decides whether it can). */
  readonly pointer: StagePointer = {
    tap: (_x, _y, touch) => {
      this.touch = touch;
      this.onTap?.();
    },
  };
  private hotkeys = false;
  private readonly tipAt = { x: 0, y: 0 };
  private readonly labelArea: LabelArea = {
    left: 0,
    top: 0,
    right: 1,
    bottom: 1,
    avoidLeft: 0,
    avoidTop: 0,
    avoidRight: 0,
    avoidBottom: 0,
  };
  private destroyed = false;

  constructor(private readonly engine: Engine<CrashSound>) {
    const fonts = engineFonts();
    this.axes = new AxesView(fonts.small);
    this.labels = new CashoutLabels(fonts.small);
    this.readout = new Readout(fonts);
    this.history = new HistoryStrip(fonts.small, HISTORY_PILLS);
    this.badges = new StageBadges(fonts.small);
    this.flash.alpha = 0;
    const shade = createGlow(0.9);
    this.shade = shade.view;
    this.shadeGradient = shade.gradient;
    this.shade.tint = THEME.navy;
    this.shade.alpha = 0;
    this.shade.visible = false;
    this.stage.addChild(this.axes.view, this.curve.view, this.badges.autoLine, this.labels.view, this.tip.view);
    this.stage.addChild(this.flash, this.explosion.view, this.shade, this.readout.view);
    this.view.addChild(this.stage, this.history.view, this.badges.lag);
    this.unsubscribeFonts = onFontsChanged((next) => this.useFonts(next));
  }

  setTap(tap: () => void): void {
    this.onTap = tap;
  }

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const l = (this.l = crashLayout(width, height));
    this.chart.left = l.plotLeft;
    this.chart.bottom = l.plotTop + l.plotHeight;
    this.chart.width = l.plotWidth;
    this.chart.height = l.plotHeight;
    this.labelArea.left = l.plotLeft + 2;
    this.labelArea.top = l.plotTop;
    this.labelArea.right = l.plotLeft + l.plotWidth;
    this.labelArea.bottom = l.plotTop + l.plotHeight - 2;
    this.axes.resize(l);
    this.labels.resize(l, this.cashouts);
    this.tip.setSize(l.rocketSize);
    this.readout.resize(l);
    this.badges.resize(l);
    this.flash.clear().rect(l.plotLeft, l.plotTop, l.plotWidth, l.plotHeight).fill(0xffffff);
    this.flash.tint = THEME.red;
    this.explosion.clip(l.plotLeft, l.plotTop, l.plotWidth, l.plotHeight);
    // Wide enough for the crash point, tall enough for the caption above it and the line below.
    this.shade.position.set(l.centerX, l.readoutY);
    this.shade.scale.set(Math.min(l.plotWidth * 0.5, l.readoutFont * 3.4), Math.min(l.plotHeight * 0.5, l.readoutFont * 1.5));
    this.history.layout(l.historyRight, l.historyTop, l.historyMaxWidth, l.pillWidth, l.pillHeight);
    if (this.last) this.render(this.last, 0);
  }

  /** Draws `view`; true while the axes still glide towards their range. */
  render(view: CrashView, deltaMs: number): boolean {
    if (this.destroyed) return false;
    this.last = view;
    const running = view.mode === 'running';
    const onCurve = running || view.mode === 'crashed';
    if (view.round !== this.round) this.startRound(view);
    if (view.mode !== this.mode) this.setMode(view.mode);
    // Axes: grow (only) while the round runs, hold after the bust, back to the first ranges between rounds.
    if (running) axisTargets(this.target, view.elapsedMs, this.target);
    else if (!onCurve) this.resetTarget();
    this.shown.timeMs = approach(this.shown.timeMs, this.target.timeMs, deltaMs, AXIS.tauMs);
    this.shown.top = approach(this.shown.top, this.target.top, deltaMs, AXIS.tauMs);
    const c = this.chart;
    c.timeMs = this.shown.timeMs;
    c.top = this.shown.top;
    const tipMs = onCurve ? view.elapsedMs : 0;
    const m = curveAt(tipMs);
    const color = view.mode === 'crashed' ? THEME.red : curveColor(m);
    this.curve.draw(c, tipMs, color, this.l.lineCore, this.l.lineHalfWidth);
    this.axes.update(c);
    this.placeTip(tipMs, m, color);
    this.badges.update(c, this.shown.top, view.mode !== 'crashed');
    this.badges.setLagging(running && view.lagging);
    this.drawReadout(view);
    this.readout.bounds(this.labelArea);
    this.labels.update(c, onCurve ? view.elapsedMs : -1, this.labelArea);
    return this.shown.timeMs !== this.target.timeMs || this.shown.top !== this.target.top;
  }

  setAutoTarget(hundredths: number | null): void {
    this.badges.setAuto(hundredths);
  }

  setHistory(history: CrashStageState['history']): void {
    const entries = history.map((h) => {
      const hundredths = Math.round(Number(h.crashPoint) * 100);
      const tier = crashTier(hundredths);
      return { text: chipText(hundredths), win: tier !== 'low', key: h.roundId, ...TIER_COLORS[tier] };
    });
    void this.history.set(entries, this.engine.clock);
  }

  setCashouts(cashouts: readonly CrashCashoutLabel[]): void {
    this.cashouts = cashouts;
    this.labels.set(cashouts);
  }

  setMyBet(bet: CrashMyBet): void {
    this.myBet = bet;
    // Made here, not in the frame that shows it: a frame must not allocate.
    this.cashedText = bet?.cashoutAt ? `You cashed out @ ${bet.cashoutAt}x` : '';
  }

  setHotkeys(on: boolean): void {
    this.hotkeys = on;
  }

  launch(): void {
    this.engine.sound.play('launch', 0.5);
  }

  cashedOut(): void {
    if (this.destroyed) return;
    this.engine.sound.play('cashout', 0.9);
    const ring = this.tip.cashoutRing;
    ring.tint = THEME.green;
    ring.alpha = 1;
    ring.scale.set(0.6);
    const clock = this.engine.clock;
    void clock.tween(ring.scale, { x: 2.6, y: 2.6, ease: 'power2.out' }, 520);
    void clock.tween(ring, { alpha: 0, ease: 'power1.in' }, 520);
  }

  async explode(): Promise<void> {
    if (this.destroyed) return;
    const clock = this.engine.clock;
    this.engine.sound.play('crash', 0.9);
    // Calm effects: the sparks and rings without the bright core, no red light over the chart, no shaking, a small pop.
    const calm = this.engine.calm();
    this.explosion.burst(this.tipAt.x, this.tipAt.y, this.l.rocketSize, calm);
    this.tip.view.visible = false;
    this.flash.alpha = calm ? 0 : 0.16;
    const pop = this.readout.pop;
    pop.value = calm ? 1.06 : 1.22;
    const amplitude = calm ? 0 : Math.max(4, this.l.rocketSize * 0.14);
    this.shade.visible = true;
    await Promise.all([
      clock.tween(this.flash, { alpha: 0, ease: 'power2.out' }, 420),
      clock.tween(this.shade, { alpha: 1, ease: 'power2.out' }, 260),
      clock.tween(pop, { value: 1, ease: 'back.out(2.5)' }, 420),
      clock.animate(CRASH_TIMING.explode, 'none', (p) => {
        this.stage.x = shakeOffset(p, amplitude);
        this.stage.y = shakeOffset(Math.min(1, p * 1.15), amplitude * 0.6);
      }),
    ]);
    this.stage.position.set(0, 0);
  }

  async result(win: boolean): Promise<void> {
    if (this.destroyed) return;
    if (win) this.engine.sound.play('win', 0.7);
    await this.engine.clock.delay(win ? 320 : 200);
  }

  /** The flame, the bust's sparks, the readout's pop, the lag badge: animating while the round runs or the bust plays. */
  update(deltaMS: number): FrameNeed {
    this.tip.update(deltaMS, this.mode === 'running' ? 1 : 0.25);
    this.explosion.update(deltaMS);
    this.readout.update();
    this.badges.pulse(deltaMS);
    return this.mode === 'running' || this.explosion.playing;
  }

  snapshot(): CrashSnapshot {
    const v = this.last;
    return {
      mode: this.mode,
      round: v?.round ?? null,
      replay: v?.replay ?? false,
      elapsedMs: v?.elapsedMs ?? 0,
      localMs: v?.localMs ?? 0,
      hundredths: v?.hundredths ?? 100,
      lagging: this.badges.lagging,
      readout: this.readout.texts,
      axes: { timeMs: this.shown.timeMs, top: this.shown.top, targetTimeMs: this.target.timeMs, targetTop: this.target.top },
      axisLabels: this.axes.labels,
      cashouts: this.labels.shown,
      history: this.history.shown.map((e) => e.text),
      autoLine: this.badges.autoShown,
      tip: { x: this.tipAt.x, y: this.tipAt.y, visible: this.tip.view.visible },
      bust: {
        playing: this.explosion.playing,
        shakeX: this.stage.x,
        shakeY: this.stage.y,
        flash: this.flash.alpha,
        core: this.explosion.coreShown,
      },
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribeFonts();
    this.curve.destroy();
    this.tip.destroy();
    this.explosion.destroy();
    this.view.destroy({ children: true });
    this.shadeGradient.destroy();
  }

  private startRound(view: CrashView): void {
    this.round = view.round;
    this.explosion.clear();
    this.shade.alpha = 0;
    this.shade.visible = false;
    this.resetTarget();
    // Joining a round already under way (or a new replay) starts on its ranges, without a glide from the last round.
    if (view.mode === 'running' || view.mode === 'crashed') {
      axisTargets(this.target, view.elapsedMs, this.target);
      this.shown.timeMs = this.target.timeMs;
      this.shown.top = this.target.top;
    }
  }

  private resetTarget(): void {
    this.target.timeMs = AXIS.minTimeMs;
    this.target.top = AXIS.minTop;
  }

  private setMode(mode: CrashMode): void {
    this.mode = mode;
    this.readout.setBetting(mode === 'betting');
    // The shade belongs to the bust (explode() fades it in); joining a crashed round shows it at once.
    if (mode !== 'crashed') this.shade.alpha = 0;
    else if (!this.explosion.playing) this.shade.alpha = 1;
    // Hidden (not drawn at all) outside the bust.
    this.shade.visible = mode === 'crashed';
    this.tip.view.visible = mode === 'running';
    this.engine.setCursor(mode === 'running' ? 'pointer' : 'default');
  }

  private placeTip(tipMs: number, m: number, color: number): void {
    const c = this.chart;
    const x = chartX(c, tipMs);
    const y = chartY(c, m);
    this.tipAt.x = x;
    this.tipAt.y = y;
    // The curve's screen direction: d/dt of (x, y).
    const dx = c.width / c.timeMs;
    const dy = (-CRASH_GROWTH * m * c.height) / (c.top - 1);
    this.tip.place(x, y, dx, dy, color);
  }

  private drawReadout(view: CrashView): void {
    const r = this.readout;
    const bet = this.myBet;
    const cashed = this.cashedText;
    switch (view.mode) {
      case 'betting':
        r.showCountdown(view.countdownMs, view.countdownFraction);
        r.setCaption('', THEME.text);
        r.setSub(bet ? 'Your bet is in' : '', THEME.green);
        break;
      case 'running': {
        const inPlay = !!bet && !bet.cashoutAt && !view.replay;
        r.showValue(view.hundredths, inPlay ? THEME.green : THEME.white);
        r.setCaption(view.replay ? 'REPLAY' : '', THEME.text);
        if (cashed) r.setSub(cashed, THEME.green);
        else r.setSub(inPlay ? cashoutHint(this.touch, this.hotkeys) : '', THEME.text);
        break;
      }
      case 'crashed':
        r.showValue(view.hundredths, THEME.red);
        r.setCaption('CRASHED', THEME.red);
        if (cashed) r.setSub(cashed, THEME.green);
        else r.setSub(bet ? 'Bet lost' : '', THEME.text);
        break;
      case 'voided':
        r.showValue(100, THEME.slateLight);
        r.setCaption('ROUND VOIDED · BETS REFUNDED', THEME.text);
        r.setSub('', THEME.text);
        break;
      default:
        r.showValue(100, THEME.slateLight);
        r.setCaption('Waiting for the next round…', THEME.text);
        r.setSub('', THEME.text);
    }
  }

  private useFonts(fonts: EngineFonts): void {
    this.axes.setFont(fonts.small);
    this.labels.setFont(fonts.small);
    this.readout.setFonts(fonts);
    this.history.setFont(fonts.small);
    this.badges.setFont(fonts.small);
  }
}
