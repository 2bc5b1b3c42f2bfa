import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { GAME_CODES, HOUSE_CHANNEL, HOUSE_EDGE, HOUSE_GAMES, gameCodeOf } from './catalog';
import { HOUSE_RTP } from './rtp';

describe('in-house game codes', () => {
  it('maps 10001 crash, 10002 plinko, 10003 dice, 10004 limbo, 10005 mines', () => {
    expect(GAME_CODES).toEqual({ 10001: 'crash', 10002: 'plinko', 10003: 'dice', 10004: 'limbo', 10005: 'mines' });
    for (const name of HOUSE_GAMES) expect(GAME_CODES[gameCodeOf(name)]).toBe(name);
  });

  it('marks the in-house channel HS-GAME', () => {
    expect(HOUSE_CHANNEL).toBe('HS-GAME');
  });

  it('states one house edge, and the RTP is derived from it', () => {
    expect(HOUSE_RTP).toBe('0.99');
    expect(new Decimal(HOUSE_EDGE).plus(HOUSE_RTP).toFixed()).toBe('1');
  });
});
