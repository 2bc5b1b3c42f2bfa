import { describe, expect, it } from 'vitest';
import { decodeCasinoToken } from '../../core/casinoToken';
import { aggregatorOf, gameHref, houseGameOf } from './gameLinks';

const slot = { gameCode: 20001, gameName: 'demostudio:neon-reels', aggregator: 'demostudio' };

describe('game links (the device-class rule)', () => {
  it('opens a house game on its own page on every device', () => {
    for (const device of ['pc', 'tablet', 'mobile'] as const) {
      expect(gameHref({ gameCode: 10003, gameName: 'dice', aggregator: null }, device)).toBe('/game/dice');
    }
    expect(houseGameOf({ gameCode: 10001, gameName: 'x' })).toBe('crash');
  });

  it('opens a third-party game on the desktop token page for a computer or a tablet', () => {
    for (const device of ['pc', 'tablet'] as const) {
      const href = gameHref(slot, device);
      expect(href).toMatch(/^\/casino\/[A-Za-z0-9_-]+$/);
      expect(decodeCasinoToken(href.slice('/casino/'.length))).toEqual({ gameCode: '20001', arg: 'demostudio', demo: false });
    }
    expect(decodeCasinoToken(gameHref(slot, 'pc', true).slice(8))?.demo).toBe(true);
  });

  it('opens a third-party game on the phone page for a mobile', () => {
    expect(gameHref(slot, 'mobile')).toBe('/casino/gameInfo?id=20001');
    expect(gameHref(slot, 'mobile', true)).toBe('/casino/gameInfo?id=20001&demo=1');
  });

  it("takes a played game's aggregator from its games-row name", () => {
    expect(aggregatorOf({ gameCode: 20001, gameName: 'demostudio:neon-reels' })).toBe('demostudio');
    expect(houseGameOf({ gameCode: 20001, gameName: 'demostudio:neon-reels' })).toBeNull();
  });
});
