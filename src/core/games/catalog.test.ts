import { describe, expect, it } from 'vitest';
import { GAME_CODES, HOUSE_CHANNEL, HOUSE_EDGE, HOUSE_RTP, HOUSE_GAMES, gameCodeOf } from './catalog';

describe('in-house game codes (spec section 2)', () => {
  it('maps 10001 crash, 10002 plinko, 10003 dice, 10004 limbo, 10005 mines', () => {
    expect(GAME_CODES).toEqual({ 10001: 'crash', 10002: 'plinko', 10003: 'dice', 10004: 'limbo', 10005: 'mines' });
    for (const name of HOUSE_GAMES) expect(GAME_CODES[gameCodeOf(name)]).toBe(name);
  });

  it('marks the in-house channel HS-GAME', () => {
    expect(HOUSE_CHANNEL).toBe('HS-GAME');
  });

  it('states one house edge, and the RTP is its complement', () => {
    expect(Number(HOUSE_EDGE) + Number(HOUSE_RTP)).toBe(1);
  });
});
