import { describe, expect, it } from 'vitest';
import type { GameActivity } from '../../src/core/feeds';
import { hotNote } from './GameStrips';

const game = (over: Partial<GameActivity>): GameActivity => ({
  gameCode: 10003,
  gameName: 'dice',
  title: 'Dice',
  imgUrl: '',
  bets: 0,
  players: 0,
  lastPlayed: 0,
  ...over,
});

describe('hotNote', () => {
  it("ranks a game with today's bets by them", () => {
    expect(hotNote(game({ bets: 1234, players: 1 }), 2)).toBe('#2 · 1,234 bets · 1 player');
  });

  it('invites to a game nobody has played today with what it is, never a bare "no bets"', () => {
    const note = hotNote(game({}), 1);
    expect(note).toBe("Roll over or under your target · be today's first");
    expect(note).not.toMatch(/no bets/i);
  });
});
