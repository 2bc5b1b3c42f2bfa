import { describe, expect, it } from 'vitest';
import { brakeTimes, REDUCED_TIMING, REEL_TIMING, ReelMotion, ReelStrip, visibleCells } from './reels';

describe('the reel stop sequence', () => {
  it('stops the reels left to right, after the answer and after the least spin', () => {
    const late = brakeTimes(0, 3, 5, REEL_TIMING);
    expect(late[0]).toBe(3);
    for (let i = 1; i < 5; i++) expect(late[i]! - late[i - 1]!).toBeCloseTo(REEL_TIMING.stagger);
    const early = brakeTimes(0, 0.05, 5, REEL_TIMING);
    expect(early[0]).toBeCloseTo(4 * REEL_TIMING.startStagger + REEL_TIMING.windup + REEL_TIMING.accel + REEL_TIMING.minSpin);
  });

  it('lands every reel exactly on a whole cell, in order, and rests there', () => {
    for (const timing of [REEL_TIMING, REDUCED_TIMING]) {
      for (const answerAt of [0.05, 0.4, 1.7]) {
        const times = brakeTimes(0, answerAt, 5, timing);
        let after = -Infinity;
        const reels = times.map((at, i) => {
          const m = new ReelMotion(timing);
          m.spin(i * timing.startStagger, 7);
          const landing = m.brake(at, answerAt, after);
          after = m.stopsAt;
          return { m, landing };
        });
        let lastStop = -Infinity;
        for (const { m, landing } of reels) {
          expect(Number.isInteger(landing)).toBe(true);
          expect(m.stopsAt).toBeGreaterThan(lastStop);
          lastStop = m.stopsAt;
          expect(m.travel(m.restsAt)).toBeCloseTo(landing, 9);
          expect(m.travel(m.restsAt + 5)).toBe(landing);
          expect(m.travel(m.stopsAt)).toBeCloseTo(landing + timing.overshoot, 9);
        }
      }
    }
  });

  it('keeps the landing cells out of sight when they are set, and moves without jumps', () => {
    const m = new ReelMotion(REEL_TIMING);
    m.spin(0);
    const now = 0.9;
    const landing = m.brake(1.2, now);
    // Cell n shows while travel > n - 3: the landing cell is further up than anything visible now.
    expect(landing).toBeGreaterThanOrEqual(m.travel(now) + 3);
    let prev = m.travel(0);
    for (let t = 0; t <= m.restsAt; t += 1 / 240) {
      const x = m.travel(t);
      expect(Math.abs(x - prev)).toBeLessThan((REEL_TIMING.speed * 1.05) / 240 + 1e-9);
      prev = x;
    }
    expect(m.velocity(1.1)).toBeCloseTo(REEL_TIMING.speed, 5);
  });

  it('lifts before it falls (the wind-up), except under reduced motion', () => {
    const m = new ReelMotion(REEL_TIMING);
    m.spin(0, 3);
    expect(m.travel(REEL_TIMING.windup / 2)).toBeLessThan(3);
    const calm = new ReelMotion(REDUCED_TIMING);
    calm.spin(0, 3);
    expect(calm.travel(0.01)).toBeGreaterThanOrEqual(3);
  });
});

describe('a reel strip', () => {
  it('shows the answer column top to bottom at the landing', () => {
    let i = 0;
    const strip = new ReelStrip(() => `filler${i++}`);
    strip.land(40, ['top', 'middle', 'bottom']);
    expect(strip.column(40)).toEqual(['top', 'middle', 'bottom']);
    expect(strip.at(40)).toBe('bottom');
    expect(strip.at(42)).toBe('top');
    const filler = strip.at(43);
    expect(strip.at(43)).toBe(filler);
    strip.forgetBelow(41);
    expect(strip.at(41)).toBe('middle');
  });

  it('lists the cells in view with their rows', () => {
    expect(visibleCells(10)).toEqual([
      { cell: 10, top: 2 },
      { cell: 11, top: 1 },
      { cell: 12, top: 0 },
    ]);
    const moving = visibleCells(10.5);
    expect(moving.map((c) => c.cell)).toEqual([10, 11, 12, 13]);
    expect(moving[0]!.top).toBeCloseTo(2.5);
    expect(moving[3]!.top).toBeCloseTo(-0.5);
  });
});
