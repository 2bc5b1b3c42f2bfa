import { describe, expect, it } from 'vitest';
import { Clock } from './Clock';
import { AMBIENT_FRAME_MS, INSTANT_FRAME_MS, FrameLoop, GRACE_FRAMES, type FrameNeed, type TickerLike } from './FrameLoop';

const FRAME = 1000 / 60;

/** A ticker that ticks only when the test says so, and only while started (as Pixi's rAF ticker). */
class FakeTicker implements TickerLike {
  started = false;
  starts = 0;
  start(): void {
    if (!this.started) this.starts++;
    this.started = true;
  }
  stop(): void {
    this.started = false;
  }
}

/** A loop on a fake ticker with its clock wired as the Engine wires it (the clock's activity wakes the loop). */
function setup(gap = 0) {
  const ticker = new FakeTicker();
  const holder: { loop: FrameLoop | null } = { loop: null };
  const clock = new Clock(() => holder.loop?.invalidate());
  let draws = 0;
  const loop = new FrameLoop(
    ticker,
    clock,
    () => draws++,
    () => gap,
  );
  holder.loop = loop;
  /** Runs `n` frames of the ticker (each only if it is still started); returns the frames drawn meanwhile. */
  const run = (n: number, ms = FRAME): number => {
    const before = draws;
    for (let i = 0; i < n; i++) if (ticker.started) loop.tick(ms);
    return draws - before;
  };
  return { ticker, clock, loop, run, draws: () => draws };
}

/** Starts a loop and lets it settle: the first frames are drawn, then the ticker stops. */
function settled() {
  const s = setup();
  s.loop.invalidate();
  s.run(GRACE_FRAMES + 2);
  expect(s.ticker.started).toBe(false);
  return s;
}

describe('FrameLoop: the engine draws only when something changes', () => {
  it('draws the grace frames after a start, then stops the ticker and draws nothing more', () => {
    const { ticker, loop, run } = setup();
    loop.invalidate();
    expect(ticker.started).toBe(true);
    expect(run(100)).toBe(GRACE_FRAMES);
    expect(ticker.started).toBe(false);
    expect(loop.draws).toBe(GRACE_FRAMES);
  });

  it('draws every frame while a tween on the clock runs, its last frame, then the grace frames', async () => {
    const { ticker, clock, run } = settled();
    const target = { x: 0 };
    const done = clock.tween(target, { x: 1, ease: 'none' }, 200);
    // Scheduling the tween woke the stopped ticker.
    expect(ticker.started).toBe(true);
    const frames = Math.ceil(200 / FRAME);
    expect(run(frames)).toBe(frames);
    await done;
    expect(target.x).toBe(1);
    expect(run(100)).toBe(GRACE_FRAMES);
    expect(ticker.started).toBe(false);
  });

  it('keeps ticking through a delay without drawing, and draws once it resolves', async () => {
    const { ticker, clock, run } = settled();
    let resolved = false;
    void clock.delay(500).then(() => (resolved = true));
    expect(ticker.started).toBe(true);
    // The grace frames of the wake-up, then ticks that draw nothing while the delay waits (500 ms: 30 frames).
    expect(run(29)).toBe(GRACE_FRAMES);
    expect(ticker.started).toBe(true);
    expect(resolved).toBe(false);
    // The frame it resolves in is drawn, and the grace frames after it (what its continuation changes).
    expect(run(1)).toBe(1);
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(run(100)).toBe(GRACE_FRAMES);
    expect(ticker.started).toBe(false);
  });

  it('draws while the scene says it animates, and stops once it says it is at rest', () => {
    const { ticker, loop, run } = settled();
    let left = 30;
    const deltas: number[] = [];
    loop.update = (deltaMS): FrameNeed => {
      deltas.push(deltaMS);
      return left-- > 0;
    };
    loop.invalidate();
    expect(run(200)).toBe(30 + GRACE_FRAMES);
    expect(ticker.started).toBe(false);
    // The scene gets clock time: scaled by the speed.
    expect(deltas[0]).toBeCloseTo(FRAME, 6);
  });

  it('gives the scene clock time (speed-scaled), a frame listener real time', () => {
    const { clock, loop, run } = settled();
    clock.setSpeed(2);
    const scene: number[] = [];
    const listener: number[] = [];
    loop.update = (d) => void scene.push(d);
    loop.addFrameListener((d) => void listener.push(d));
    run(1);
    expect(scene[0]).toBeCloseTo(2 * FRAME, 6);
    expect(listener[0]).toBeCloseTo(FRAME, 6);
  });

  it('draws while a frame listener animates; a keepTicking listener keeps the ticker without drawing', () => {
    const { ticker, loop, run } = settled();
    let live = true;
    let calls = 0;
    loop.addFrameListener(() => {
      calls++;
      return live;
    }, true);
    expect(run(50)).toBe(50);
    live = false;
    expect(run(50)).toBe(GRACE_FRAMES);
    // Still ticking (the feed is read every tick), nothing drawn.
    expect(ticker.started).toBe(true);
    expect(calls).toBe(100);
  });

  it('draws an ambient loop at the lower rate only, and at full rate when something else moves', () => {
    const { ticker, clock, loop, run } = settled();
    loop.update = () => 'ambient';
    loop.invalidate();
    run(GRACE_FRAMES);
    // One second of ambient decoration: a draw each AMBIENT_FRAME_MS, and the ticker never stops.
    // At 60 fps and a 50 ms interval: every third frame.
    expect(AMBIENT_FRAME_MS).toBe(50);
    expect(run(60)).toBe(20);
    expect(ticker.started).toBe(true);
    void clock.tween({ x: 0 }, { x: 1 }, 500);
    expect(run(20)).toBe(20);
  });

  it('draws the grace frames after an invalidate() (a state change, a resize, pointer input), then stops', () => {
    const { ticker, loop, run } = settled();
    loop.invalidate();
    expect(ticker.started).toBe(true);
    expect(run(100)).toBe(GRACE_FRAMES);
    expect(ticker.started).toBe(false);
    // Repeated invalidations within a frame cost no more frames.
    loop.invalidate();
    loop.invalidate();
    loop.invalidate();
    expect(run(100)).toBe(GRACE_FRAMES);
  });

  it('draws a change made right after a tween ends (its promise) in the grace frames', async () => {
    const { clock, run, loop } = settled();
    const shown = { face: 'covered' };
    let drawnFace = '';
    // The loop's draw reads what is shown.
    const draw = () => (drawnFace = shown.face);
    (loop as unknown as { draw: () => void }).draw = draw;
    const flip = clock.tween({ x: 0 }, { x: 1 }, 100).then(() => (shown.face = 'gem'));
    run(Math.ceil(100 / FRAME));
    await flip;
    expect(drawnFace).toBe('covered');
    run(1);
    expect(drawnFace).toBe('gem');
  });

  it('instant mode changes things at once (gsap.set): drawn too', () => {
    const { ticker, clock, run } = settled();
    clock.setSpeed(1, true);
    ticker.stop();
    run(5);
    const target = { x: 0 };
    void clock.tween(target, { x: 1 }, 300);
    expect(target.x).toBe(1);
    expect(ticker.started).toBe(true);
    expect(run(10)).toBe(GRACE_FRAMES);
  });

  it('a hidden tab stops everything, even a running tween; showing it draws and resumes', async () => {
    const { ticker, clock, loop, run } = settled();
    const target = { x: 0 };
    const done = clock.tween(target, { x: 1, ease: 'none' }, 300);
    run(3);
    loop.setVisible(false);
    expect(ticker.started).toBe(false);
    expect(run(100)).toBe(0);
    const x = target.x;
    // Nothing wakes a hidden engine: not a state change, not a new tween.
    loop.invalidate();
    void clock.tween({ y: 0 }, { y: 1 }, 100);
    expect(ticker.started).toBe(false);
    expect(target.x).toBe(x);
    loop.setVisible(true);
    expect(ticker.started).toBe(true);
    run(30);
    await done;
    expect(target.x).toBe(1);
    run(100);
    expect(ticker.started).toBe(false);
  });

  it('with a draw gap (instant play) draws at most a frame per gap, and the last change once the gap has passed', () => {
    const { ticker, loop, run } = setup(INSTANT_FRAME_MS);
    const frames = Math.round(INSTANT_FRAME_MS / FRAME);
    loop.invalidate();
    expect(run(1)).toBe(1);
    // A change every frame for a second: five frames drawn, not sixty.
    let drawn = 0;
    for (let i = 0; i < 60; i++) {
      loop.invalidate();
      drawn += run(1);
    }
    expect(drawn).toBeLessThanOrEqual(Math.ceil(1000 / INSTANT_FRAME_MS));
    // The last change, held back, is drawn once the gap has passed, then the ticker stops.
    expect(run(frames + GRACE_FRAMES * frames + 2)).toBeGreaterThan(0);
    expect(ticker.started).toBe(false);
  });

  it('does nothing after destroy', () => {
    const { ticker, loop, clock, run } = settled();
    loop.destroy();
    loop.invalidate();
    void clock.tween({ x: 0 }, { x: 1 }, 100);
    expect(ticker.started).toBe(false);
    loop.tick(FRAME);
    expect(run(10)).toBe(0);
  });
});
