import { describe, expect, it } from 'vitest';
import { FIELD_AREA_LIMIT, FlashRecorder, gridFor, type BlockGrid } from '../../game-engine/fixtures/flashes/analyse';
import { linearChannel, SwingTracker } from '../../game-engine/fixtures/flashes/swings';

// Synthetic pages at 60 frames a second: each block's colour (sRGB 0..255) as a function of time and place.
const FRAME_MS = 1000 / 60;
const LINEAR = Array.from({ length: 256 }, (_, v) => linearChannel(v));
type Paint = (t: number, x: number, y: number) => readonly [number, number, number];

function run(grid: BlockGrid, paint: Paint, seconds = 2) {
  const recorder = new FlashRecorder(grid);
  const rgb = new Float32Array(grid.cols * grid.rows * 3);
  for (let f = 0; f * FRAME_MS <= seconds * 1000; f++) {
    const t = f * FRAME_MS;
    for (let row = 0; row < grid.rows; row++) {
      for (let col = 0; col < grid.cols; col++) {
        const [r, g, b] = paint(t, (col + 0.5) * grid.block, (row + 0.5) * grid.block);
        const j = (row * grid.cols + col) * 3;
        rgb[j] = LINEAR[r]!;
        rgb[j + 1] = LINEAR[g]!;
        rgb[j + 2] = LINEAR[b]!;
      }
    }
    recorder.push(t, rgb);
  }
  return recorder.report();
}

const desktop = gridFor(1280, 720, 16);
const phone = gridFor(390, 844, 16);
const grey = (v: number) => [v, v, v] as const;
/** On for the first half of each period of `hz`, off for the second. */
const square = (hz: number, t: number) => Math.floor((t / 1000) * hz * 2) % 2 === 0;

describe('flash analysis', () => {
  it('fails a full-screen black/white toggle at 5 Hz, saying where and when', () => {
    const report = run(desktop, (t) => grey(square(5, t) ? 255 : 0));
    expect(report.pass).toBe(false);
    const worst = report.worst.luminance!;
    expect(worst.area).toBeGreaterThanOrEqual(FIELD_AREA_LIMIT);
    expect(worst.flashes).toBeGreaterThan(3);
    expect(worst.region.width).toBeGreaterThanOrEqual(341);
    expect(worst.region.height).toBeGreaterThanOrEqual(256);
    expect(worst.start).toBeGreaterThanOrEqual(0);
    expect(worst.start).toBeLessThan(2000);
    expect(report.peak?.flashes).toBe(5);
  });

  it('fails the same toggle on a phone page', () => {
    expect(run(phone, (t) => grey(square(5, t) ? 255 : 0)).pass).toBe(false);
  });

  it('passes a full-screen toggle at 2 Hz (and at 3 Hz, the limit)', () => {
    const two = run(desktop, (t) => grey(square(2, t) ? 255 : 0), 3);
    expect(two.pass).toBe(true);
    expect(two.worst.luminance).toBeNull();
    expect(two.peak?.flashes).toBe(2);
    const three = run(desktop, (t) => grey(square(3, t) ? 255 : 0), 3);
    expect(three.pass).toBe(true);
    expect(three.peak?.flashes).toBe(3);
    // Four a second is over.
    expect(run(desktop, (t) => grey(square(4, t) ? 255 : 0), 3).pass).toBe(false);
  });

  it('passes a small dot blinking at 5 Hz, and fails once the blinking area reaches a quarter of the field', () => {
    const dot = run(desktop, (t, x, y) => grey(Math.hypot(x - 600, y - 300) < 40 && square(5, t) ? 255 : 20));
    expect(dot.pass).toBe(true);
    expect(dot.worst.luminance!.area).toBeGreaterThan(0);
    expect(dot.worst.luminance!.area).toBeLessThan(FIELD_AREA_LIMIT);
    expect(dot.peak?.flashes).toBe(5);
    // 160 x 144 px = 23,040 px², over 21,824.
    const patch = run(desktop, (t, x, y) => grey(x > 400 && x < 560 && y > 192 && y < 336 && square(5, t) ? 255 : 20));
    expect(patch.pass).toBe(false);
    expect(patch.worst.luminance!.region.x).toBeLessThanOrEqual(400);
    expect(patch.worst.luminance!.region.x + patch.worst.luminance!.region.width).toBeGreaterThanOrEqual(560);
    // The same area split into fields far apart passes: the rule is per field.
    const apart = run(desktop, (t, x, y) => grey(((x < 80 && y < 144) || (x > 1200 && y > 576)) && square(5, t) ? 255 : 20));
    expect(apart.pass).toBe(true);
  });

  it('passes a slow fade in and out', () => {
    const report = run(desktop, (t) => grey(Math.round(127.5 + 127.5 * Math.sin((t / 1000) * 2 * Math.PI * 0.5))), 4);
    expect(report.pass).toBe(true);
    expect(report.peak?.flashes ?? 0).toBeLessThanOrEqual(1);
  });

  it('fails a saturated red toggled at 5 Hz on a dark ground, by the red rule alone', () => {
    // Dark red to full red: a luminance swing of 0.2 - 0.02, darker state well under 0.8, so the luminance rule fails
    // too; on black to a dim saturated red the luminance change stays under 0.1 and only the red rule sees it.
    const report = run(desktop, (t) => (square(5, t) ? [150, 0, 0] : [0, 0, 0]));
    expect(report.worst.luminance).toBeNull();
    expect(report.worst.red).not.toBeNull();
    expect(report.worst.red!.kind).toBe('red');
    expect(report.pass).toBe(false);
  });

  it('does not count a red change of an unsaturated colour by the red rule', () => {
    // Orange-ish pink: R / (R + G + B) under 0.8 in linear light at both ends.
    const report = run(desktop, (t) => (square(5, t) ? [200, 120, 120] : [170, 110, 110]));
    expect(report.worst.red).toBeNull();
  });

  it('passes changes between bright states (the darker one at 0.8 or more) and changes under 0.1', () => {
    // Relative luminance 1.0 and about 0.82: the darker state is not below 0.8.
    const bright = run(desktop, (t) => grey(square(8, t) ? 255 : 234));
    expect(bright.pass).toBe(true);
    expect(bright.totalFlashes).toBe(0);
    // A dark flicker: luminance 0.0 to about 0.08.
    const dim = run(desktop, (t) => grey(square(8, t) ? 80 : 0));
    expect(dim.pass).toBe(true);
    expect(dim.totalFlashes).toBe(0);
  });

  it('counts transitions from the last extremum (hysteresis), not frame to frame', () => {
    const tracker = new SwingTracker('luminance', 1);
    tracker.begin([0.1]);
    // A slow climb in steps of 0.04 is one transition once 0.1 above the low point, not none.
    expect([0.14, 0.18, 0.22].map((v) => tracker.step(0, v, 0))).toEqual([0, 0, 1]);
    // Jitter near the top is nothing; coming down 0.1 from the highest point is the opposing transition.
    expect([0.3, 0.26, 0.29, 0.21, 0.19].map((v) => tracker.step(0, v, 0))).toEqual([0, 0, 0, 0, -1]);
  });
});
