import { hundredthsOf } from '../../src/core/games/crash/api';
import { msAtHundredths, multiplierHundredthsAt } from '../../src/core/games/crash/curve';
import type { CrashCashoutLabel, CrashInput, CrashParams, CrashRound, CrashStageState, CrashTypes } from '../../src/core/games/crash/round';
import type { EngineRuntime, FrameNeed } from '../core/EngineRuntime';
import { GameBase } from '../core/GameBase';
import type { LiveFrame } from '../core/LiveLink';
import type { EngineHostOf, RoundKey } from '../types';
import { CRASH_TIMING, emptyView, liveView, parseHundredths, presentCrash, replayScale, type CrashView } from './presentation';

/** Crash presents one replay at a time. */
export const CRASH_LANES = 1;

/** The viewer's bet as the stage shows it. */
export type CrashMyBet = CrashStageState['myBet'];

/** What a snapshot of the stage holds (tests and the fixture page read it). */
export type CrashSnapshot = Record<string, unknown>;

/** What the game needs of its scene (CrashScene; a fake in unit tests). */
export interface CrashStage {
  /** Who hears a tap on the stage. */
  setTap(tap: () => void): void;
  /**
   * Draws the frame's view; `deltaMs` is real time since the last frame (the axes' glide). Returns true while
   * something of its own still moves towards the view (the axes gliding to their range).
   */
  render(view: CrashView, deltaMs: number): boolean | void;
  /** The auto cash-out target line, in hundredths (null: none). */
  setAutoTarget(hundredths: number | null): void;
  setHistory(history: CrashStageState['history']): void;
  setCashouts(cashouts: readonly CrashCashoutLabel[]): void;
  setMyBet(bet: CrashMyBet): void;
  /** Whether Space cashes out (the page's hotkeys): the running hint names it on a keyboard. */
  setHotkeys?(on: boolean): void;
  /** The curve takes off (sound). */
  launch(): void;
  /** The viewer's bet was cashed out (sound, a ring from the tip). */
  cashedOut(): void;
  /** The bust at the tip: sparks, flash, shake, sound; resolves when it has played. */
  explode(): Promise<void>;
  /** A replay's landing. */
  result(win: boolean): Promise<void>;
  snapshot?(): CrashSnapshot;
}

const CASHOUT: CrashInput = { type: 'cashout' };

/** A replay's progress. */
interface Replay {
  /** Presenting now. */
  active: boolean;
  /** On the stage (until CRASH_TIMING.replayHoldMs after it ended, when a live feed takes over; for good without one). */
  showing: boolean;
  endedAt: number;
  elapsedMs: number;
  crashHundredths: number;
  crashMs: number;
  scale: number;
  crashed: boolean;
  key: RoundKey;
}

/**
 * The crash engine. Live: every tick reads the host's feed through the live link (elapsed server time, extrapolated
 * between ticks) and the last state the page pushed with `show()`, and draws that view; the curve's take-off and
 * the bust are played when the view's phase changes, the viewer's cash-out when the pushed bet gets its cash-out. A
 * tap while the round runs emits `{type: 'cashout'}`. Replays of past rounds (`play`) animate the curve on the
 * engine clock (long rounds faster, see replayScale): `cashout` when it passes the viewer's cash-out, `crash`, then
 * the landing.
 */
export class CrashGame extends GameBase<CrashTypes> {
  private state: CrashStageState | null = null;
  private frame: LiveFrame | null = null;
  private readonly view: CrashView = emptyView();
  private readonly now: () => number;
  private readonly hasFeed: boolean;
  private readonly replay: Replay = {
    active: false,
    showing: false,
    endedAt: 0,
    elapsedMs: 0,
    crashHundredths: 100,
    crashMs: 0,
    scale: 1,
    crashed: false,
    key: 0,
  };
  private lastMode = this.view.mode;
  private lastRound = this.view.round;
  private lastHundredths = this.view.hundredths;
  private lastLagging = this.view.lagging;

  constructor(
    runtime: EngineRuntime,
    private readonly scene: CrashStage,
    host: EngineHostOf<CrashTypes>,
  ) {
    super(runtime, host, {
      lanes: CRASH_LANES,
      present: presentCrash,
      prepare: (round, { key }) => this.startReplay(round, key),
      handlers: {
        cashout: async (e) => {
          await this.replayTo(msAtHundredths(parseHundredths(e.at)));
          scene.setCashouts([{ userName: 'You', at: e.at, mine: true }]);
          scene.setMyBet({ amount: '', coin: '', autoCashout: null, cashoutAt: e.at });
          scene.cashedOut();
        },
        crash: async () => {
          await this.replayTo(this.replay.crashMs);
          this.replay.crashed = true;
          await scene.explode();
        },
        win: () => this.endReplay(true),
        lose: () => this.endReplay(false),
      },
      live: (frame) => {
        this.frame = frame;
      },
    });
    this.now = host.now ? () => host.now!() : () => performance.now();
    this.hasFeed = !!host.live;
    runtime.addFrameListener((deltaMs) => this.onFrame(deltaMs));
    scene.setTap(() => this.tap());
  }

  /** The auto cash-out target line. */
  preview(params: CrashParams): void {
    if (this.runtime.isDestroyed) return;
    const target = params.autoCashout ? hundredthsOf(params.autoCashout) : null;
    this.scene.setAutoTarget(target !== null && target > 100 ? target : null);
    this.runtime.invalidate();
  }

  /** The page's state of the shared round: phase, countdown, crash point, history, cash-outs, the viewer's bet. */
  show(state: CrashStageState): void {
    if (this.runtime.isDestroyed) return;
    const previous = this.state;
    this.state = state;
    // Drawn by the next frames (the view is computed on each tick from this state).
    this.runtime.invalidate();
    this.scene.setHotkeys?.(state.hotkeys ?? false);
    if (!previous || !sameHistory(previous.history, state.history)) this.scene.setHistory(state.history);
    if (this.replay.showing) return;
    this.applyRoundState(previous, state);
  }

  /** The view drawn last (tests). */
  get shownView(): Readonly<CrashView> {
    return this.view;
  }

  /** What the stage shows (the fixture page and e2e spec read it). */
  snapshot(): CrashSnapshot | null {
    return this.scene.snapshot?.() ?? null;
  }

  private applyRoundState(previous: CrashStageState | null, state: CrashStageState): void {
    if (!previous || previous.cashouts !== state.cashouts) this.scene.setCashouts(state.cashouts);
    if (!previous || previous.myBet !== state.myBet) this.scene.setMyBet(state.myBet);
    const sameRound = !!previous && previous.roundId === state.roundId;
    if (sameRound && !previous.myBet?.cashoutAt && state.myBet?.cashoutAt) this.scene.cashedOut();
  }

  /**
   * One tick: the view from the feed (or the replay) drawn by the scene. Frames are drawn while the round runs or
   * counts down, while the axes glide, and when the view changed (a new phase, round, crash point or lag).
   */
  private onFrame(deltaMs: number): FrameNeed {
    if (this.runtime.isDestroyed) return false;
    const now = this.now();
    const replay = this.replay;
    if (replay.showing && !replay.active && this.hasFeed && this.runtime.clock.now - replay.endedAt >= CRASH_TIMING.replayHoldMs) {
      replay.showing = false;
      if (this.state) this.applyRoundState(null, this.state);
      else {
        this.scene.setCashouts([]);
        this.scene.setMyBet(null);
      }
    }
    const view = this.view;
    if (replay.showing) this.replayView(now);
    else liveView(this.state, this.frame?.feed ?? null, this.frame?.elapsedMs ?? 0, now, view);
    if (!view.replay && view.round === this.lastRound) {
      if (view.mode === 'running' && (this.lastMode === 'betting' || this.lastMode === 'idle')) this.scene.launch();
      if (view.mode === 'crashed' && this.lastMode === 'running') void this.scene.explode();
    }
    const changed =
      view.mode !== this.lastMode ||
      view.round !== this.lastRound ||
      view.hundredths !== this.lastHundredths ||
      view.lagging !== this.lastLagging;
    this.lastMode = view.mode;
    this.lastRound = view.round;
    this.lastHundredths = view.hundredths;
    this.lastLagging = view.lagging;
    const gliding = this.scene.render(view, deltaMs) === true;
    return changed || gliding || view.mode === 'running' || view.mode === 'betting';
  }

  private replayView(now: number): void {
    const v = this.view;
    const r = this.replay;
    v.mode = r.crashed ? 'crashed' : 'running';
    v.replay = true;
    v.round = `replay:${String(r.key)}`;
    v.elapsedMs = r.elapsedMs;
    v.hundredths = r.crashed ? r.crashHundredths : Math.min(r.crashHundredths, multiplierHundredthsAt(r.elapsedMs));
    v.lagging = false;
    v.countdownMs = 0;
    v.countdownFraction = 0;
    v.localMs = now;
  }

  private startReplay(round: CrashRound, key: RoundKey): void {
    const r = this.replay;
    r.active = true;
    r.showing = true;
    r.crashed = false;
    r.elapsedMs = 0;
    r.crashHundredths = parseHundredths(round.crashPoint);
    r.crashMs = msAtHundredths(r.crashHundredths);
    r.scale = replayScale(r.crashMs);
    r.key = key;
    this.scene.setCashouts([]);
    this.scene.setMyBet(null);
    this.scene.launch();
  }

  /** Runs the replay's curve on to round time `ms` (on the engine clock, `scale` times faster than live). */
  private async replayTo(ms: number): Promise<void> {
    const r = this.replay;
    const from = r.elapsedMs;
    const to = Math.min(Math.max(ms, from), r.crashMs);
    await this.runtime.clock.animate((to - from) / r.scale, 'none', (p) => {
      r.elapsedMs = from + (to - from) * p;
    });
    r.elapsedMs = to;
  }

  private async endReplay(win: boolean): Promise<void> {
    await this.scene.result(win);
    this.replay.active = false;
    this.replay.endedAt = this.runtime.clock.now;
  }

  private tap(): void {
    if (this.view.replay || this.view.mode !== 'running') return;
    this.emit(CASHOUT);
  }
}

function sameHistory(a: CrashStageState['history'], b: CrashStageState['history']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.roundId !== b[i]!.roundId || a[i]!.crashPoint !== b[i]!.crashPoint) return false;
  return true;
}
