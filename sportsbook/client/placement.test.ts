import { describe, expect, it } from 'vitest';
import { barTop, stickTopShift, visibleBand, windowTop } from './placement';

const DOC = 3000;

describe('the visible band with the host offset', () => {
  it('runs from under the header to over the footer, in the frame pixels', () => {
    // A 844-high window, a 64 header and a 64 footer; the frame's top scrolled 1000 above the window's top.
    expect(visibleBand(null, DOC, { width: 390, height: 844, top: 64, bottom: 64, offset: -1000 })).toEqual({ top: 1064, bottom: 1780 });
  });

  it('starts at the frame top while the frame starts lower on the screen', () => {
    expect(visibleBand(null, DOC, { width: 390, height: 844, top: 64, bottom: 0, offset: 120 })).toEqual({ top: 0, bottom: 724 });
  });

  it('is clipped to the frame', () => {
    expect(visibleBand(null, 500, { width: 390, height: 844, top: 64, bottom: 64, offset: -100 })).toEqual({ top: 164, bottom: 500 });
    expect(visibleBand(null, 500, { width: 390, height: 844, top: 64, bottom: 64, offset: -900 })).toEqual({ top: 500, bottom: 500 });
  });
});

describe('the visible band measured (a host without the offset)', () => {
  const vp = { width: 390, height: 844, top: 64, bottom: 60 };

  it('finds the window top from the span when the window cuts the frame top or bottom', () => {
    expect(windowTop({ top: 900, bottom: 1744 }, DOC, vp)).toBe(900);
    expect(windowTop({ top: 0, bottom: 700 }, DOC, vp)).toBe(-144);
    expect(windowTop({ top: 0, bottom: DOC }, DOC, vp)).toBeNull();
  });

  it('places the band inside the window between header and footer', () => {
    expect(visibleBand({ top: 900, bottom: 1744 }, DOC, vp)).toEqual({ top: 964, bottom: 1684 });
    expect(visibleBand({ top: 0, bottom: 700 }, DOC, vp)).toEqual({ top: 0, bottom: 640 });
    expect(visibleBand({ top: 2400, bottom: DOC }, DOC, vp)).toEqual({ top: 2464, bottom: DOC });
  });

  it('is the whole frame when nothing is known', () => {
    expect(visibleBand(null, DOC, null)).toEqual({ top: 0, bottom: DOC });
    expect(visibleBand({ top: 0, bottom: DOC }, DOC, vp)).toEqual({ top: 0, bottom: DOC });
    expect(visibleBand({ top: 900, bottom: 1500 }, DOC, null)).toEqual({ top: 900, bottom: 1500 });
  });
});

describe('sticky parts', () => {
  it('rests the bar on the band bottom', () => {
    expect(barTop({ top: 1064, bottom: 1716 }, 64)).toBe(1652);
    expect(barTop({ top: 100, bottom: 120 }, 64)).toBe(100);
  });

  it('moves a top part down under the header once scrolled past, never out of its parent', () => {
    expect(stickTopShift({ top: 0, bottom: 800 }, 40, 60, DOC)).toBe(0);
    expect(stickTopShift({ top: 1064, bottom: 1716 }, 40, 60, DOC)).toBe(1024);
    expect(stickTopShift({ top: 2990, bottom: DOC }, 40, 60, DOC)).toBe(DOC - 40 - 60);
  });
});
