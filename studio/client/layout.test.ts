import { describe, expect, it } from 'vitest';
import { blackjackLayout, fanOffsets, gridCell, kenoLayout, slotLayout, type Rect } from './layout';

// Play areas: the window minus the HUD's bars, phone portrait to desktop, and a small landscape iframe.
const PHONE: Rect = { x: 0, y: 60, width: 390, height: 640 };
const DESKTOP: Rect = { x: 0, y: 64, width: 1440, height: 740 };
const SMALL: Rect = { x: 0, y: 56, width: 640, height: 260 };
const AREAS = [PHONE, DESKTOP, SMALL, { x: 0, y: 60, width: 800, height: 460 }];

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('the slot layout', () => {
  it('fits five reels of three square cells in every area, centred', () => {
    for (const area of AREAS) {
      const l = slotLayout(area);
      expect(l.reels.width).toBe(5 * l.cell + 4 * l.gap);
      expect(l.reels.height).toBe(3 * l.cell);
      expect(inside(l.reels, area)).toBe(true);
      expect(inside(l.banner, area)).toBe(true);
      expect(Math.abs(l.reels.x + l.reels.width / 2 - (area.x + area.width / 2))).toBeLessThanOrEqual(1);
    }
  });

  it('uses the width on a phone and caps the cells on a desktop', () => {
    expect(slotLayout(PHONE).cell).toBeGreaterThanOrEqual(64);
    expect(slotLayout(DESKTOP).cell).toBeLessThanOrEqual(200);
    expect(slotLayout(DESKTOP).markers).toBe(true);
    expect(slotLayout(PHONE).markers).toBe(false);
    expect(slotLayout(SMALL).title.height).toBe(0);
  });
});

describe('the keno layout', () => {
  it('keeps the 40 numbers, the drawn row and the paytable inside the area without overlap', () => {
    for (const area of AREAS) {
      const l = kenoLayout(area);
      expect(l.cols * l.rows).toBe(40);
      for (const r of [l.board, l.drawn, l.table]) expect(inside(r, area)).toBe(true);
      expect(l.drawn.y + l.drawn.height).toBeLessThanOrEqual(l.board.y);
      if (l.tableSide === 'right') expect(l.table.x).toBeGreaterThanOrEqual(l.board.x + l.board.width);
      else expect(l.table.y).toBeGreaterThanOrEqual(l.board.y + l.board.height);
    }
  });

  it('stands the board up on a phone with thumb-sized numbers, and lays it wide on a desktop', () => {
    const phone = kenoLayout(PHONE);
    expect(phone.cell).toBeGreaterThanOrEqual(44);
    expect(phone.tableSide).toBe('below');
    const desktop = kenoLayout(DESKTOP);
    expect(desktop.cols).toBeGreaterThan(desktop.rows);
    expect(desktop.tableSide).toBe('right');
  });

  it('numbers the grid row by row', () => {
    expect(gridCell(0, 8)).toEqual({ col: 0, row: 0 });
    expect(gridCell(9, 8)).toEqual({ col: 1, row: 1 });
  });
});

describe('the blackjack layout', () => {
  it('puts the dealer above the player hands, inside the area, for one hand or two', () => {
    for (const area of AREAS) {
      for (const hands of [1, 2]) {
        const l = blackjackLayout(area, hands);
        expect(l.hands).toHaveLength(hands);
        expect(l.card.height / l.card.width).toBeCloseTo(1.4, 1);
        expect(l.dealer.y).toBeLessThan(l.hands[0]!.y);
        for (const p of [l.dealer, ...l.hands]) {
          expect(p.y - l.card.height / 2).toBeGreaterThanOrEqual(area.y - 0.5);
          expect(p.y + l.card.height / 2).toBeLessThanOrEqual(area.y + area.height + 0.5);
        }
        if (hands === 2) expect(l.hands[1]!.x - l.hands[0]!.x).toBeGreaterThanOrEqual(l.handWidth);
      }
    }
  });

  it('fans cards to fit, centred on the hand', () => {
    expect(fanOffsets(1, 100, 300)).toEqual([0]);
    const two = fanOffsets(2, 100, 300);
    expect(two[0]! + two[1]!).toBeCloseTo(0);
    const many = fanOffsets(8, 100, 300);
    expect(many[7]! - many[0]! + 100).toBeLessThanOrEqual(300 + 1e-9);
    expect(fanOffsets(0, 100, 300)).toEqual([]);
  });
});
