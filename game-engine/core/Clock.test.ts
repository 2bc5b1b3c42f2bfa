import { describe, expect, it } from 'vitest';
import { Clock } from './Clock';

/** Steps the clock like the Pixi ticker would, at 60 fps. */
function run(clock: Clock, ms: number, step = 1000 / 60): void {
  for (let t = 0; t < ms; t += step) clock.advance(step);
}

describe('Clock', () => {
  it('resolves a delay only when its clock time has passed', async () => {
    const clock = new Clock();
    let done = false;
    const p = clock.delay(100).then(() => (done = true));
    clock.advance(60);
    clock.advance(30);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(20);
    await p;
    expect(done).toBe(true);
  });

  it('drives gsap tweens from advance(), not from the wall clock', async () => {
    const clock = new Clock();
    const target = { x: 0 };
    const p = clock.tween(target, { x: 100, ease: 'none' }, 200);
    expect(target.x).toBe(0);
    clock.advance(50);
    expect(target.x).toBeCloseTo(25, 5);
    clock.advance(50);
    expect(target.x).toBeCloseTo(50, 5);
    run(clock, 120);
    await p;
    expect(target.x).toBe(100);
  });

  it('runs faster with a speed multiplier', async () => {
    const clock = new Clock();
    clock.setSpeed(2);
    const target = { x: 0 };
    void clock.tween(target, { x: 100, ease: 'none' }, 200);
    clock.advance(50);
    expect(target.x).toBeCloseTo(50, 5);
  });

  it('a tween overwritten by a newer one on the same property still resolves', async () => {
    const clock = new Clock();
    const zone = { target: 0 };
    const first = clock.tween(zone, { target: 50 }, 200);
    clock.advance(50);
    const second = clock.tween(zone, { target: 80 }, 200);
    run(clock, 300);
    await Promise.all([first, second]);
    expect(zone.target).toBe(80);
  });

  it('caps one step at 100 ms so a long frame does not teleport an animation', () => {
    const clock = new Clock();
    clock.advance(5000);
    expect(clock.now).toBe(100);
  });

  it('in instant mode jumps tweens to their end and resolves delays at once', async () => {
    const clock = new Clock();
    clock.setSpeed(1, true);
    const target = { x: 0 };
    await clock.tween(target, { x: 7 }, 500);
    expect(target.x).toBe(7);
    await clock.delay(1000);
    const seen: number[] = [];
    await clock.animate(300, 'power2.out', (p) => seen.push(p));
    expect(seen).toEqual([1]);
  });

  it('switching to instant finishes what is running', async () => {
    const clock = new Clock();
    const target = { x: 0 };
    const tween = clock.tween(target, { x: 10 }, 1000);
    const delay = clock.delay(5000);
    clock.advance(16);
    clock.setSpeed(1, true);
    await Promise.all([tween, delay]);
    expect(target.x).toBe(10);
  });

  it('destroy releases every pending promise', async () => {
    const clock = new Clock();
    const pending = [clock.delay(1000), clock.tween({ x: 0 }, { x: 1 }, 1000), clock.animate(1000, 'none', () => {})];
    clock.destroy();
    await expect(Promise.all(pending)).resolves.toBeDefined();
    clock.advance(16);
  });
});
