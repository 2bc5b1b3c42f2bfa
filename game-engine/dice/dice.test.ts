import { describe, expect, it } from 'vitest';
import { diceLayout, valueToX, winZone } from './layout';
import { dicePresentation, rollDurationMs } from './presentation';

describe('dice layout', () => {
  it('fills a 390 px phone with the track', () => {
    const l = diceLayout(390, 320);
    expect(l.panelX).toBeGreaterThanOrEqual(14);
    expect(l.panelX + l.panelWidth).toBeLessThanOrEqual(390 - 14);
    expect(l.panelWidth).toBeGreaterThan(390 * 0.85);
    expect(l.tickY + l.tickFont).toBeLessThanOrEqual(320);
    expect(l.readoutY - l.readoutFont).toBeGreaterThan(l.historyTop + l.pillHeight);
  });

  it('caps the track at 960 px and centres it on a 1440 px stream', () => {
    const l = diceLayout(1440, 640);
    expect(l.panelWidth).toBe(960);
    expect(l.panelX).toBe(240);
    expect(l.historyRight).toBe(1200);
  });

  it('stacks readout, marker, panel and ticks top to bottom', () => {
    for (const [w, h] of [[390, 260], [390, 600], [1440, 640], [800, 400]]) {
      const l = diceLayout(w, h);
      expect(l.readoutY).toBeLessThan(l.markerY);
      expect(l.markerY + l.markerSize / 2).toBeLessThanOrEqual(l.panelY);
      expect(l.trackY).toBe(l.panelY + l.panelHeight / 2);
      expect(l.tickY).toBeGreaterThan(l.panelY + l.panelHeight);
    }
  });

  it('maps 0..100 onto the track, clamping outside values', () => {
    const l = diceLayout(1440, 640);
    expect(valueToX(0, l)).toBe(l.trackX);
    expect(valueToX(100, l)).toBe(l.trackX + l.trackWidth);
    expect(valueToX(50, l)).toBe(l.trackX + l.trackWidth / 2);
    expect(valueToX(-5, l)).toBe(l.trackX);
    expect(valueToX(150, l)).toBe(l.trackX + l.trackWidth);
  });

  it('puts the win zone under or over the target', () => {
    expect(winZone(35, 'under')).toEqual([0, 35]);
    expect(winZone(50.5, 'over')).toEqual([50.5, 100]);
  });
});

describe('dice presentation', () => {
  it('is a roll then a win or a loss', () => {
    const base = { roll: '83.21', target: '50.50', condition: 'over' as const, multiplier: '1.98' };
    expect(dicePresentation({ ...base, win: true })).toEqual([
      { type: 'roll', value: '83.21' },
      { type: 'win', multiplier: '1.98' },
    ]);
    expect(dicePresentation({ ...base, win: false, multiplier: '0' })).toEqual([
      { type: 'roll', value: '83.21' },
      { type: 'lose' },
    ]);
  });

  it('slides longer for a longer way, under a second', () => {
    expect(rollDurationMs(50, 51)).toBeLessThan(rollDurationMs(0, 100));
    expect(rollDurationMs(0, 100)).toBeLessThan(1000);
  });
});
