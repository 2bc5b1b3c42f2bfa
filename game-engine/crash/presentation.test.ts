import { describe, expect, it } from 'vitest';
import { msAtHundredths, multiplierHundredthsAt } from '../../src/core/games/crash/curve';
import type { CrashStageState } from '../../src/core/games/crash/round';
import { approach } from '../core/motion';
import type { LiveFeed } from '../types';
import { pickCashouts } from './CashoutLabels';
import { chartX, chartY, crashLayout, GLYPH_ADVANCE, placeLabels, STATUS_SLOT, type LabelArea, type LabelSlot } from './layout';
import {
  AXIS,
  axisTargets,
  chipText,
  countdownText,
  crashTier,
  curveColor,
  effectiveMode,
  emptyView,
  growRange,
  liveView,
  mixColor,
  multiplierLabel,
  niceStep,
  presentCrash,
  readoutText,
  replayScale,
  timeLabel,
  timeStepSeconds,
  cashoutHint,
} from './presentation';

describe('crash layout', () => {
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
    [390, 320],
  ] as const) {
    it(`fits the chart, readout and history in a ${w}x${h} stage`, () => {
      const l = crashLayout(w, h);
      expect(l.plotLeft).toBeGreaterThan(l.tickFont * GLYPH_ADVANCE * 4);
      expect(l.plotLeft + l.plotWidth).toBeLessThanOrEqual(w);
      expect(l.plotTop).toBeGreaterThan(l.historyTop + l.pillHeight);
      expect(l.xLabelTop + l.tickFont).toBeLessThanOrEqual(h);
      // "12.34x" at full size fits the plot's width; the caption and sub line stay inside the plot.
      expect(6 * GLYPH_ADVANCE * l.readoutFont).toBeLessThanOrEqual(l.readoutMaxWidth);
      expect(l.captionY - l.captionFont / 2).toBeGreaterThanOrEqual(l.plotTop);
      expect(l.subY + l.subFont).toBeLessThanOrEqual(l.plotTop + l.plotHeight);
      expect(l.maxYIntervals).toBeGreaterThanOrEqual(2);
      expect(l.maxXIntervals).toBeGreaterThanOrEqual(3);
    });
  }

  it("keeps the page's my-bet pill slot clear of the history chips and the chart at every size", () => {
    for (const [w, h] of [
      [358, 320],
      [358, 460],
      [600, 460],
      [820, 600],
      [1100, 700],
    ] as const) {
      const l = crashLayout(w, h);
      const slotRight = STATUS_SLOT.left + STATUS_SLOT.width;
      const slotBottom = STATUS_SLOT.top + STATUS_SLOT.height;
      const historyLeft = l.historyRight - l.historyMaxWidth;
      // Beside the slot (level with it) or in a row under it.
      expect(historyLeft >= slotRight || l.historyTop >= slotBottom, `${w}x${h}: history`).toBe(true);
      // The chart (and the top y label, centred on the plot's top) starts under both.
      expect(l.plotTop - l.tickFont, `${w}x${h}: chart`).toBeGreaterThanOrEqual(Math.max(slotBottom, l.historyTop + l.pillHeight));
      // Room for at least five chips either way.
      expect(l.historyMaxWidth).toBeGreaterThanOrEqual(5 * l.pillWidth);
    }
    // A desktop stage keeps one header row; a phone's takes two.
    expect(crashLayout(1100, 700).historyTop).toBeLessThan(STATUS_SLOT.top + STATUS_SLOT.height);
    expect(crashLayout(358, 460).historyTop).toBeGreaterThanOrEqual(STATUS_SLOT.top + STATUS_SLOT.height);
  });

  it('says how to cash out for the input at hand', () => {
    expect(cashoutHint(true, false)).toBe('Tap to cash out');
    expect(cashoutHint(true, true)).toBe('Tap to cash out');
    expect(cashoutHint(false, false)).toBe('Click to cash out');
    expect(cashoutHint(false, true)).toBe('Click or press Space to cash out');
  });

  it('keeps the readout big on a desktop and readable on a phone', () => {
    expect(crashLayout(1440, 900).readoutFont).toBeGreaterThanOrEqual(140);
    expect(crashLayout(390, 844).readoutFont).toBeGreaterThanOrEqual(70);
  });

  it('maps round time and multiplier onto the plot', () => {
    const c = { left: 50, bottom: 500, width: 400, height: 300, timeMs: 10_000, top: 2 };
    expect(chartX(c, 0)).toBe(50);
    expect(chartX(c, 5000)).toBe(250);
    expect(chartY(c, 1)).toBe(500);
    expect(chartY(c, 2)).toBe(200);
  });
});

describe('crash axes', () => {
  it('chooses nice multiplier steps as the range grows', () => {
    expect(niceStep(1, 2)).toBe(0.5);
    expect(niceStep(1, 6)).toBeCloseTo(0.2, 12);
    expect(niceStep(2.5, 6)).toBe(0.5);
    expect(niceStep(9, 6)).toBe(2);
    expect(niceStep(999, 5)).toBe(200);
    expect(niceStep(0, 5)).toBe(1);
  });

  it('chooses time steps of whole seconds and minutes', () => {
    expect(timeStepSeconds(10_000, 5)).toBe(2);
    expect(timeStepSeconds(10_000, 10)).toBe(1);
    expect(timeStepSeconds(45_000, 10)).toBe(5);
    expect(timeStepSeconds(600_000, 6)).toBe(120);
  });

  it('labels ticks: 1.5x under whole steps, 3x from there, k for thousands; 5s, 90s, 2m', () => {
    expect(multiplierLabel(1.5, 0.5)).toBe('1.5x');
    expect(multiplierLabel(1, 0.2)).toBe('1.0x');
    expect(multiplierLabel(1.05, 0.05)).toBe('1.05x');
    expect(multiplierLabel(3, 1)).toBe('3x');
    expect(multiplierLabel(25_000, 5000)).toBe('25kx');
    expect(timeLabel(5)).toBe('5s');
    expect(timeLabel(90)).toBe('90s');
    expect(timeLabel(120)).toBe('2m');
  });

  it('grows a range only past 80% of it, by 1.5x steps, until the value is back under 80%', () => {
    expect(growRange(10_000, 7_999)).toBe(10_000);
    expect(growRange(10_000, 8_500)).toBe(15_000);
    expect(growRange(10_000, 30_000)).toBe(50_625);
  });

  it('rescale targets: 10 s and 2x at first; grow with the curve, never shrink within a round', () => {
    const t = { timeMs: AXIS.minTimeMs, top: AXIS.minTop };
    axisTargets(t, 5_000, t);
    expect(t).toEqual({ timeMs: 10_000, top: 2 });
    // 1.8x (9.8 s) is 80% of the 1x..2x range: both axes grow.
    axisTargets(t, msAtHundredths(181), t);
    expect(t.timeMs).toBe(15_000);
    expect(t.top).toBe(2.5);
    axisTargets(t, 1_000, t);
    expect(t).toEqual({ timeMs: 15_000, top: 2.5 });
    const far = axisTargets({ timeMs: 10_000, top: 2 }, 60_000, { timeMs: 0, top: 0 });
    expect(60_000).toBeLessThanOrEqual(far.timeMs * AXIS.fill);
    expect(Math.exp(0.00006 * 60_000) - 1).toBeLessThanOrEqual((far.top - 1) * AXIS.fill);
  });

  it('glides to a new range smoothly, frame-rate independent, without overshoot', () => {
    let a = 10_000;
    const seen: number[] = [];
    for (let i = 0; i < 60; i++) seen.push((a = approach(a, 15_000, 16, AXIS.tauMs)));
    expect(seen[0]! - 10_000).toBeLessThan(1_000);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen.at(-1)).toBeLessThanOrEqual(15_000);
    expect(seen.at(-1)).toBeGreaterThan(14_900);
    // Two 8 ms steps land where one 16 ms step does.
    expect(approach(approach(0, 1, 8, 200), 1, 8, 200)).toBeCloseTo(approach(0, 1, 16, 200), 12);
  });
});

describe('crash labels on the curve', () => {
  const area: LabelArea = { left: 0, top: 0, right: 1000, bottom: 600, avoidLeft: 0, avoidTop: 0, avoidRight: 0, avoidBottom: 0 };
  const slots = (): LabelSlot[] => Array.from({ length: 8 }, () => ({ x: 0, y: 0, shown: false }));
  const overlap = (a: LabelSlot, b: LabelSlot, w: number, h: number) => a.x < b.x + w && b.x < a.x + w && a.y < b.y + h && b.y < a.y + h;

  it('stacks labels of nearby points upwards without overlaps, above-left of their points', () => {
    const out = slots();
    placeLabels([500, 505, 510], [300, 298, 296], [80, 80, 80], 3, 20, area, out);
    expect(out.slice(0, 3).every((s) => s.shown)).toBe(true);
    expect(out[0]!.x + 80).toBeLessThanOrEqual(500);
    expect(out[0]!.y + 20).toBeLessThanOrEqual(300);
    for (let i = 0; i < 3; i++) for (let j = 0; j < i; j++) expect(overlap(out[i]!, out[j]!, 80, 20)).toBe(false);
    expect(out[1]!.y).toBeLessThan(out[0]!.y);
  });

  it('goes right of a point near the left edge, under the curve when above is full, and drops what has no room', () => {
    const out = slots();
    placeLabels([30], [300], [80], 1, 20, area, out);
    expect(out[0]!.x).toBeGreaterThan(30);
    const crowd = slots();
    placeLabels([500, 500, 500, 500, 500, 500, 500, 500], Array(8).fill(300), Array(8).fill(80), 8, 20, area, crowd);
    const shown = crowd.filter((s) => s.shown);
    expect(shown.length).toBe(6);
    expect(crowd[4]!.y).toBeGreaterThan(300);
    expect(crowd[7]!.shown).toBe(false);
  });

  it('keeps clear of the readout', () => {
    const out = slots();
    placeLabels([500], [300], [80], 1, 20, { ...area, avoidLeft: 300, avoidTop: 200, avoidRight: 700, avoidBottom: 290 }, out);
    expect(out[0]!.shown).toBe(true);
    expect(out[0]!.y).toBeGreaterThan(290);
  });

  it("draws the viewer's own cash-out first, then the newest others, capped", () => {
    const list = Array.from({ length: 14 }, (_, i) => ({ userName: `p${i}`, at: `1.${10 + i}`, mine: i === 2 }));
    const picked = pickCashouts(list, 4);
    expect(picked.map((c) => c.userName)).toEqual(['p2', 'p13', 'p12', 'p11']);
  });
});

describe('crash colours and texts', () => {
  it('colours history chips by value: under 2x, 2x to 10x, 10x and up', () => {
    expect(crashTier(100)).toBe('low');
    expect(crashTier(199)).toBe('low');
    expect(crashTier(200)).toBe('mid');
    expect(crashTier(999)).toBe('mid');
    expect(crashTier(1000)).toBe('high');
  });

  it('blends the curve colour along the climb', () => {
    expect(curveColor(1)).toBe(0x3fa9ff);
    expect(curveColor(2)).toBe(0x1fe07a);
    expect(curveColor(10)).toBe(0xffc83d);
    expect(curveColor(1e9)).toBe(0xff4df0);
    expect(mixColor(0x000000, 0xffffff, 0.5)).toBe(0x808080);
  });

  it('formats the readout, the countdown and the chips', () => {
    expect(readoutText(247)).toBe('2.47x');
    expect(readoutText(105)).toBe('1.05x');
    expect(readoutText(100_000_000)).toBe('1000000.00x');
    expect(countdownText(3200)).toBe('3.2s');
    expect(countdownText(3150)).toBe('3.2s');
    expect(countdownText(0)).toBe('0.0s');
    expect(chipText(120_483)).toBe('1204.83x');
    expect(chipText(1_234_567)).toBe('12.3kx');
  });
});

describe('crash live view', () => {
  const base: CrashStageState = {
    phase: 'running',
    roundId: 7,
    bettingEndsAtLocal: null,
    crashPoint: null,
    history: [],
    cashouts: [],
    myBet: null,
  };
  const feed = (phase: string, roundId: string | number = 7, anchorLocalMs = 1000): LiveFeed => ({
    roundId,
    phase,
    anchorElapsedMs: 5000,
    anchorLocalMs,
  });

  it('takes the later phase of a round from the state or the feed; a new round opening beats an old feed', () => {
    expect(effectiveMode({ ...base, phase: 'betting' }, feed('running'))).toBe('running');
    expect(effectiveMode(base, feed('crashed', '7'))).toBe('crashed');
    expect(effectiveMode({ ...base, phase: 'betting', roundId: 8 }, feed('crashed'))).toBe('betting');
    expect(effectiveMode(null, feed('running'))).toBe('running');
    expect(effectiveMode(null, null)).toBe('idle');
  });

  it('shows the extrapolated value while running, the lag state after 300 ms without a tick', () => {
    const v = liveView(base, feed('running'), 6000, 1250, emptyView());
    expect(v.mode).toBe('running');
    expect(v.hundredths).toBe(multiplierHundredthsAt(6000));
    expect(v.lagging).toBe(false);
    expect(liveView(base, feed('running'), 6400, 1301, v).lagging).toBe(true);
  });

  it('freezes a crashed round at its crash point', () => {
    const v = liveView(base, feed('running'), 6000, 1100, emptyView());
    liveView(base, feed('crashed'), 6400, 1500, v);
    expect(v.mode).toBe('crashed');
    expect(v.elapsedMs).toBe(6000);
    liveView({ ...base, phase: 'crashed', crashPoint: '1.43' }, feed('crashed'), 9000, 1600, v);
    expect(v.hundredths).toBe(143);
    expect(v.elapsedMs).toBe(msAtHundredths(143));
  });

  it('counts down betting against the host clock, the bar from full to empty', () => {
    const betting = { ...base, phase: 'betting' as const, roundId: 8, bettingEndsAtLocal: 5000 };
    const v = liveView(betting, null, 0, 1000, emptyView());
    expect(v.countdownMs).toBe(4000);
    expect(v.countdownFraction).toBe(1);
    liveView(betting, null, 0, 4000, v);
    expect(v.countdownMs).toBe(1000);
    expect(v.countdownFraction).toBe(0.25);
  });
});

describe('crash replay', () => {
  it('presents the cash-out, the crash, then the landing', () => {
    expect(presentCrash({ crashPoint: '2.47', cashoutAt: '1.80', win: true })).toEqual([
      { type: 'cashout', at: '1.80' },
      { type: 'crash', crashPoint: '2.47' },
      { type: 'win', multiplier: '1.80' },
    ]);
    expect(presentCrash({ crashPoint: '1.32', cashoutAt: null, win: false })).toEqual([
      { type: 'crash', crashPoint: '1.32' },
      { type: 'lose' },
    ]);
  });

  it('plays short rounds in real time and caps long ones at 6 s', () => {
    expect(replayScale(3000)).toBe(1);
    expect(replayScale(60_000)).toBe(10);
  });
});
