// The crash modules by file, not the barrel: its fairness module carries crypto-js, which the lobby must not load.
import { hundredthsOf } from '../../../../src/core/games/crash/api';
import { CRASH_GROWTH, crashTier, multiplierHundredthsAt, type CrashTier } from '../../../../src/core/games/crash/curve';
import { crashElapsedAt } from '../../../../src/core/games/crash/payout';
import type { CrashRoundView } from '../../../../src/app/games/crash/crashView';

/** The clocks a readout is taken on: page clock (the anchors' clock), epoch clock, server minus epoch offset (ms). */
export interface ReadoutClock {
  local: number;
  epoch: number;
  offsetMs: number;
}

/** What the lobby's live crash card shows at one instant. */
export type CrashReadout =
  | { kind: 'idle' }
  | { kind: 'betting'; msLeft: number }
  | { kind: 'running'; hundredths: number; elapsedMs: number }
  | { kind: 'crashed'; hundredths: number }
  | { kind: 'voided' };

/**
 * The card's readout from the store's round: the countdown to the close of betting (the server's `bettingEndsAt`
 * moved onto the epoch clock by the estimated offset), the curve's multiplier extrapolated from the last tick's
 * anchor during the run (the same rule as the crash page's live payout), the crash point once it busted.
 */
export function crashReadout(
  view: Pick<CrashRoundView, 'roundId' | 'phase' | 'bettingEndsAt' | 'anchor' | 'crashPoint'>,
  clock: ReadoutClock,
): CrashReadout {
  switch (view.phase) {
    case 'betting': {
      const endsAt = view.bettingEndsAt === null ? clock.epoch : view.bettingEndsAt - clock.offsetMs;
      return { kind: 'betting', msLeft: Math.max(0, endsAt - clock.epoch) };
    }
    case 'running': {
      const a = view.anchor && view.anchor.roundId === view.roundId ? view.anchor : null;
      const elapsedMs = a ? crashElapsedAt(a.elapsedMs, a.localMs, clock.local) : 0;
      return { kind: 'running', hundredths: multiplierHundredthsAt(elapsedMs), elapsedMs };
    }
    case 'crashed':
      return { kind: 'crashed', hundredths: (view.crashPoint && hundredthsOf(view.crashPoint)) || 100 };
    case 'voided':
      return { kind: 'voided' };
    default:
      return { kind: 'idle' };
  }
}

/** A multiplier in hundredths as the card writes it: "2.31×". */
export const multiplierText = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`;

/** The readout's main figure and its line underneath. */
export function readoutText(r: CrashReadout): { figure: string; line: string } {
  switch (r.kind) {
    case 'betting':
      return { figure: `${(Math.ceil(r.msLeft / 100) / 10).toFixed(1)}s`, line: 'Taking bets: the round starts in' };
    case 'running':
      return { figure: multiplierText(r.hundredths), line: 'In flight: cash out before it busts' };
    case 'crashed':
      return { figure: multiplierText(r.hundredths), line: 'Busted: the next round opens in a moment' };
    case 'voided':
      return { figure: '—', line: 'Round voided: every stake in it was refunded' };
    default:
      return { figure: '1.00×', line: 'Joining the live round…' };
  }
}

/** A crash point's chip: its text and colour band. */
export function crashChip(point: string): { text: string; tier: CrashTier } {
  const h = hundredthsOf(point) ?? 100;
  return { text: multiplierText(h), tier: crashTier(h) };
}

/** Width and height of the card's curve drawing (SVG user units). */
export const CURVE_W = 240;
export const CURVE_H = 96;
/** The drawing always spans this much round time at least, so the curve starts flat and bends up as it climbs. */
const CURVE_MIN_MS = 8000;

/**
 * The SVG path of the curve from the start to `elapsedMs`: x is time over max(elapsed, 8 s), y the multiplier over
 * max(current, 2×), both from the bottom-left corner (1.00× at time 0). 24 segments: light enough for every frame.
 */
export function curvePath(elapsedMs: number): string {
  const spanMs = Math.max(elapsedMs, CURVE_MIN_MS);
  const top = Math.max(multiplierHundredthsAt(elapsedMs), 200) - 100;
  const points: string[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = (elapsedMs * i) / steps;
    const x = (t / spanMs) * CURVE_W;
    const y = CURVE_H - ((Math.exp(CRASH_GROWTH * t) * 100 - 100) / top) * CURVE_H;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

/** The area under the curve (the line closed along the bottom edge), for its glow fill. */
export function curveArea(elapsedMs: number): string {
  const x = (elapsedMs / Math.max(elapsedMs, CURVE_MIN_MS)) * CURVE_W;
  return `${curvePath(elapsedMs)} L${x.toFixed(1)},${CURVE_H} L0,${CURVE_H} Z`;
}
