import { hundredthsOf } from '../../src/core/games/crash/api';
import { CRASH_GROWTH, msAtHundredths, multiplierHundredthsAt, type CrashTier } from '../../src/core/games/crash/curve';
import type { CrashEvent, CrashRound, CrashStageState } from '../../src/core/games/crash/round';
import { THEME } from '../core/theme';
import type { LiveFeed } from '../types';

/** Timings and thresholds of the crash presentation (milliseconds). */
export const CRASH_TIMING = {
  /** A running round with no server tick for this long shows the lag badge (docs/protocol.md). */
  lagMs: 300,
  /** A replay lasts at most this long at speed 1: longer rounds are played faster. */
  replayMaxMs: 6000,
  /** After a replay, its end stays on screen this long before a live round takes the stage back. */
  replayHoldMs: 1500,
  /** The bust: particles, flash and shake. */
  explode: 700,
} as const;

/** The bust's look: how many sparks and embers, how long each layer lasts (clock ms), the shockwave's reach (px at
 * the 48 px rocket size). */
export const BUST = {
  sparks: 36,
  embers: 10,
  flashMs: 260,
  shockMs: 560,
  shockReach: 150,
  sparkMs: 900,
  emberMs: 1400,
} as const;

/** What the running round's hint says for the input at hand: a tap on touch screens, a click (and Space when the
 * page's hotkeys are on) with a mouse. */
export function cashoutHint(touch: boolean, hotkeys: boolean): string {
  if (touch) return 'Tap to cash out';
  return hotkeys ? 'Click or press Space to cash out' : 'Click to cash out';
}

/** The chart's axes: the ranges a round starts on, how full they get before growing, and the glide to a new range. */
export const AXIS = {
  /** Time axis: 0 to 10 s at first. */
  minTimeMs: 10_000,
  /** Multiplier axis: 1x to 2x at first. */
  minTop: 2,
  /** A range grows once the curve passes this share of it... */
  fill: 0.8,
  /** ...by this factor (repeatedly, until the value is back under `fill`). */
  grow: 1.5,
  /** Time constant of the glide from the shown range to a new one (63% per tau, real time). */
  tauMs: 200,
} as const;

/** What the stage shows: a round's phase as the scene draws it. */
export type CrashMode = 'idle' | 'betting' | 'running' | 'crashed' | 'voided';

/** The stage's per-frame view (one object, reused). */
export interface CrashView {
  mode: CrashMode;
  /** The round on screen (a change starts a fresh chart); replays use their own key. */
  round: string | number | null;
  /** Elapsed round time the curve is drawn to (server ms). */
  elapsedMs: number;
  /** The readout in hundredths: the curve's value while running, the crash point once crashed. */
  hundredths: number;
  /** Betting: time left and the share of the betting time left (1 → 0). */
  countdownMs: number;
  countdownFraction: number;
  /** Running without a server tick for longer than CRASH_TIMING.lagMs. */
  lagging: boolean;
  /** A replay of a past round is on the stage. */
  replay: boolean;
  /** The host clock time (host.now()) this view was computed for. */
  localMs: number;
  /** Longest betting countdown seen in this round (the progress bar's full length). */
  bettingTotalMs: number;
}

/** A fresh view (idle). */
export function emptyView(): CrashView {
  return {
    mode: 'idle',
    round: null,
    elapsedMs: 0,
    hundredths: 100,
    countdownMs: 0,
    countdownFraction: 0,
    lagging: false,
    replay: false,
    localMs: 0,
    bettingTotalMs: 0,
  };
}

const ORDER: Record<CrashMode, number> = { idle: 0, betting: 1, running: 2, crashed: 3, voided: 3 };

/** Round ids from the state (numbers) and the feed (the page's choice) compare by value. */
function sameId(a: string | number | null, b: string | number): boolean {
  return a === b || (a !== null && String(a) === String(b));
}

function asMode(phase: string): CrashMode {
  return phase === 'betting' || phase === 'running' || phase === 'crashed' || phase === 'voided' ? phase : 'idle';
}

/**
 * The phase to draw from the page's pushed state and the live feed, which arrive separately: for the same round the
 * later phase wins (a feed that already crashed beats a state still running); a state opening the next round's
 * betting beats a feed still on the last round.
 */
export function effectiveMode(state: CrashStageState | null, feed: LiveFeed | null): CrashMode {
  const fromState: CrashMode = state?.phase ?? 'idle';
  if (!feed) return fromState;
  const fromFeed = asMode(feed.phase);
  if (!state || state.roundId === null || sameId(state.roundId, feed.roundId)) {
    return ORDER[fromFeed] > ORDER[fromState] ? fromFeed : fromState;
  }
  return fromState === 'betting' ? 'betting' : fromFeed;
}

/**
 * Fills `out` with the live round at local time `nowMs`: `elapsedMs` is the live time base's extrapolation. A
 * crashed round freezes at its crash point (or where it was, until the crash point arrives).
 */
export function liveView(
  state: CrashStageState | null,
  feed: LiveFeed | null,
  elapsedMs: number,
  nowMs: number,
  out: CrashView,
): CrashView {
  const mode = effectiveMode(state, feed);
  // The state's id when it is the feed's round (the page may type them differently), else whichever is on screen.
  const stateRound = state?.roundId ?? null;
  const round =
    stateRound !== null && (!feed || mode === 'betting' || sameId(stateRound, feed.roundId)) ? stateRound : (feed?.roundId ?? null);
  const sameRound = round === out.round && !out.replay;
  out.mode = mode;
  out.replay = false;
  out.localMs = nowMs;
  out.lagging = false;
  out.countdownMs = 0;
  out.countdownFraction = 0;
  if (!sameRound) out.bettingTotalMs = 0;
  out.round = round;
  if (mode === 'running') {
    out.elapsedMs = Math.max(0, elapsedMs);
    out.hundredths = multiplierHundredthsAt(out.elapsedMs);
    out.lagging = !!feed && nowMs - feed.anchorLocalMs > CRASH_TIMING.lagMs;
  } else if (mode === 'crashed') {
    const point = state && round !== null && sameId(state.roundId, round) && state.crashPoint ? hundredthsOf(state.crashPoint) : null;
    if (point !== null) {
      out.hundredths = point;
      out.elapsedMs = msAtHundredths(point);
    } else if (!sameRound) {
      out.elapsedMs = Math.max(0, elapsedMs);
      out.hundredths = multiplierHundredthsAt(out.elapsedMs);
    }
  } else {
    out.elapsedMs = 0;
    out.hundredths = 100;
    if (mode === 'betting' && state?.bettingEndsAtLocal != null) {
      out.countdownMs = Math.max(0, state.bettingEndsAtLocal - nowMs);
      out.bettingTotalMs = Math.max(out.bettingTotalMs, out.countdownMs);
      out.countdownFraction = out.bettingTotalMs > 0 ? out.countdownMs / out.bettingTotalMs : 0;
    }
  }
  return out;
}

/** A replay's events: the cash-out when the curve reaches it (if the viewer cashed out), the crash, the landing. */
export function presentCrash(round: CrashRound): CrashEvent[] {
  const events: CrashEvent[] = [];
  const cashedOut = round.cashoutAt !== null && hundredthsOf(round.cashoutAt) !== null;
  if (cashedOut) events.push({ type: 'cashout', at: round.cashoutAt! });
  events.push({ type: 'crash', crashPoint: round.crashPoint });
  events.push(round.win && cashedOut ? { type: 'win', multiplier: round.cashoutAt! } : { type: 'lose' });
  return events;
}

/** How much faster than real time a replay of a round lasting `crashMs` plays (1 up to CRASH_TIMING.replayMaxMs). */
export function replayScale(crashMs: number): number {
  return Math.max(1, crashMs / CRASH_TIMING.replayMaxMs);
}

/** A multiplier text in hundredths, 100 (1.00x) when it does not parse. */
export function parseHundredths(text: string | null | undefined): number {
  const h = text ? hundredthsOf(text) : null;
  return h === null ? 100 : Math.max(100, h);
}

/** The exact (unfloored) multiplier of the curve `ms` into a round: what the chart draws. */
export function curveAt(ms: number): number {
  return ms > 0 ? Math.exp(CRASH_GROWTH * ms) : 1;
}

/** The range that keeps `value` within `fill` of it: `current`, grown by `grow` as many times as needed. */
export function growRange(current: number, value: number, fill: number = AXIS.fill, grow: number = AXIS.grow): number {
  let range = current > 0 ? current : 1;
  for (let i = 0; i < 200 && value > range * fill; i++) range *= grow;
  return range;
}

/** Axis ranges of a chart: time axis end (ms) and multiplier axis top (the bottom is 1x). */
export interface AxisRange {
  timeMs: number;
  top: number;
}

/** The ranges a round's curve at `elapsedMs` needs, grown from `current` (ranges only grow within a round). */
export function axisTargets(current: AxisRange, elapsedMs: number, out: AxisRange): AxisRange {
  out.timeMs = growRange(Math.max(current.timeMs, AXIS.minTimeMs), elapsedMs);
  out.top = 1 + growRange(Math.max(current.top, AXIS.minTop) - 1, curveAt(elapsedMs) - 1);
  return out;
}

const MULTIPLIER_STEPS = [1, 2, 5];
const TIME_STEPS_S = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];

/** The smallest nice step (1, 2 or 5 × 10^k) cutting `span` into at most `maxIntervals` intervals. */
export function niceStep(span: number, maxIntervals: number): number {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, Math.floor(maxIntervals));
  let power = Math.pow(10, Math.floor(Math.log10(raw)));
  for (;;) {
    for (const m of MULTIPLIER_STEPS) if (m * power >= raw * (1 - 1e-9)) return m * power;
    power *= 10;
  }
}

/** The time axis's step in seconds (1, 2, 5, 10, 15, 30 s, 1, 2, 5 … min) for at most `maxIntervals` intervals. */
export function timeStepSeconds(timeMs: number, maxIntervals: number): number {
  const raw = timeMs / 1000 / Math.max(1, Math.floor(maxIntervals));
  for (const s of TIME_STEPS_S) if (s >= raw - 1e-9) return s;
  return Math.ceil(raw / 3600) * 3600;
}

/** A time tick's label: "5s", "90s", "2m". */
export function timeLabel(seconds: number): string {
  if (seconds >= 120 && seconds % 60 === 0) return `${seconds / 60}m`;
  return `${seconds}s`;
}

/** A multiplier tick's label at a given step: "1.5x" under 1x steps, "3x" from there, "20kx" from 10 000x. */
export function multiplierLabel(value: number, step: number): string {
  if (value >= 10_000) return `${Math.round(value / 100) / 10}kx`;
  if (step < 0.1 - 1e-9) return `${value.toFixed(2)}x`;
  if (step < 1 - 1e-9) return `${value.toFixed(1)}x`;
  return `${Math.round(value)}x`;
}

// The readout's texts up to 1000.00x, made once each: a running round changes the readout on every frame, and a frame
// must not allocate. Higher values (rare) are built each time.
const READOUT_TEXTS: string[] = [];
const READOUT_CACHED = 100_000;

/** The readout: "2.47x" from hundredths. */
export function readoutText(hundredths: number): string {
  if (hundredths >= 0 && hundredths < READOUT_CACHED && Number.isInteger(hundredths)) {
    return (READOUT_TEXTS[hundredths] ??= buildReadoutText(hundredths));
  }
  return buildReadoutText(hundredths);
}

function buildReadoutText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths - whole * 100;
  return `${whole}.${cents < 10 ? '0' : ''}${cents}x`;
}

/** The betting countdown: "3.2s" (tenths, rounded up so it reads 0.1s until betting closes). */
export function countdownText(ms: number): string {
  const tenths = Math.max(0, Math.ceil(ms / 100));
  return `${Math.floor(tenths / 10)}.${tenths % 10}s`;
}

// A crash point's colour band (core: the pages colour crash points the same way).
export { crashTier, type CrashTier } from '../../src/core/games/crash/curve';

/** Chip colours of each band (history bar): grey with red ink, green, gold. */
export const TIER_COLORS: Record<CrashTier, { fill: number; ink: number }> = {
  low: { fill: 0x2a3d4a, ink: 0xff6b81 },
  mid: { fill: THEME.green, ink: THEME.navy },
  high: { fill: 0xffc83d, ink: THEME.navy },
};

/** The curve's colour stops by multiplier: sky blue at the start, green at 2x, gold at 10x, hot orange at 100x. */
const CURVE_STOPS: readonly [number, number][] = [
  [1, 0x3fa9ff],
  [2, 0x1fe07a],
  [10, 0xffc83d],
  [100, 0xff7a2f],
  [1000, 0xff4df0],
];

/** The curve's colour at `multiplier`, blended between the stops on a log scale (smooth as the round climbs). */
export function curveColor(multiplier: number): number {
  if (!(multiplier > CURVE_STOPS[0]![0])) return CURVE_STOPS[0]![1];
  for (let i = 1; i < CURVE_STOPS.length; i++) {
    const [m1, c1] = CURVE_STOPS[i]!;
    if (multiplier <= m1) {
      const [m0, c0] = CURVE_STOPS[i - 1]!;
      return mixColor(c0, c1, Math.log(multiplier / m0) / Math.log(m1 / m0));
    }
  }
  return CURVE_STOPS[CURVE_STOPS.length - 1]![1];
}

/** Mixes two 0xRRGGBB colours (t = 0: a, 1: b). */
export function mixColor(a: number, b: number, t: number): number {
  const k = Math.min(1, Math.max(0, t));
  const ch = (shift: number) => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * k) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}

/** A history chip's text: "2.47x", "1204.83x", "12.3kx" from 10 000x, "1.2Mx" from a million. */
export function chipText(hundredths: number): string {
  if (hundredths >= 100_000_000) return `${Math.floor(hundredths / 10_000_000) / 10}Mx`;
  if (hundredths >= 1_000_000) return `${Math.floor(hundredths / 10_000) / 10}kx`;
  return readoutText(hundredths);
}
