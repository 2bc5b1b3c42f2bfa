import { describe, expect, it } from 'vitest';
import { Animator, ease } from './anim';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the animation clock', () => {
  it('tweens properties on ticks and resolves at the end', async () => {
    const anim = new Animator();
    const target = { x: 0, y: 10 };
    let done = false;
    void anim.to(target, { x: 100 }, 100, { ease: ease.linear }).then(() => (done = true));
    anim.tick(50);
    expect(target.x).toBeCloseTo(50);
    expect(target.y).toBe(10);
    anim.tick(60);
    await flush();
    expect(target.x).toBe(100);
    expect(done).toBe(true);
  });

  it('waits out delays and reads start values when a tween starts', () => {
    const anim = new Animator();
    const target = { x: 0 };
    void anim.to(target, { x: 10 }, 100, { delay: 100, ease: ease.linear });
    target.x = 5;
    anim.tick(100);
    expect(target.x).toBe(5);
    anim.tick(50);
    expect(target.x).toBeCloseTo(7.5);
  });

  it('finishes everything at once when skipped, and runs frame callbacks until removed', async () => {
    const anim = new Animator();
    const target = { a: 0 };
    let frames = 0;
    const stop = anim.onFrame(() => frames++);
    const waited = anim.wait(10_000);
    void anim.to(target, { a: 1 }, 5000);
    anim.tick(16);
    anim.finishAll();
    await waited;
    expect(target.a).toBe(1);
    expect(anim.busy).toBe(false);
    stop();
    anim.tick(16);
    expect(frames).toBe(1);
  });

  it('caps a long frame (a tab back from the background) at 250 ms', () => {
    const anim = new Animator();
    anim.tick(5000);
    expect(anim.now).toBe(250);
  });
});
