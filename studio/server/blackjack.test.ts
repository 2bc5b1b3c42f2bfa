import { describe, expect, it } from 'vitest';
import { deal, legalMoves, play, publicView, settle, total, type BlackjackRound, type Card } from './blackjack';

const card = (rank: number): Card => ({ rank, suit: 0 });

/** A round whose shoe deals the given ranks in order (player, dealer, player, dealer, then draws). */
function rigged(stake: number, ranks: number[]): BlackjackRound {
  const cards = [...ranks].reverse().map(card);
  // deal() shuffles a fresh shoe: swap it for the rigged one by dealing from a source that leaves the order alone.
  const round = deal(stake, (n) => n - 1);
  round.shoe = cards;
  round.dealer = [];
  round.hands = [{ cards: [], stake, doubled: false, split: false, done: false }];
  round.finished = false;
  round.active = 0;
  const draw = () => round.shoe.pop()!;
  round.hands[0]!.cards.push(draw());
  round.dealer.push(draw());
  round.hands[0]!.cards.push(draw());
  round.dealer.push(draw());
  return round;
}

describe('Velvet Blackjack', () => {
  it('counts aces as 11 while that does not bust', () => {
    expect(total([card(1), card(6)])).toEqual({ value: 17, soft: true });
    expect(total([card(1), card(6), card(10)])).toEqual({ value: 17, soft: false });
    expect(total([card(1), card(1), card(9)])).toEqual({ value: 21, soft: true });
  });

  it('pays a natural 3 to 2 and lets the dealer stand on 17', () => {
    const round = rigged(100, [1, 10, 13, 7]);
    round.finished = true;
    expect(settle(round)).toEqual({ outcomes: ['blackjack'], payout: 250 });
  });

  it('doubles: one more card for twice the stake, then the dealer plays', () => {
    const round = rigged(100, [5, 10, 6, 6, 10, 9]);
    expect(legalMoves(round)).toEqual(['hit', 'stand', 'double']);
    play(round, 'double');
    expect(round.hands[0]!.stake).toBe(200);
    expect(round.hands[0]!.cards).toHaveLength(3);
    expect(round.finished).toBe(true);
    // Player 21, dealer 16 + 9 = 25: bust.
    expect(settle(round)).toEqual({ outcomes: ['win'], payout: 400 });
  });

  it('splits a pair once into two hands of the stake each; split aces take one card', () => {
    const round = rigged(50, [1, 9, 1, 8, 10, 5]);
    expect(legalMoves(round)).toContain('split');
    play(round, 'split');
    expect(round.hands).toHaveLength(2);
    expect(round.hands.every((h) => h.cards.length === 2 && h.done)).toBe(true);
    expect(round.finished).toBe(true);
    // 21 after a split is not a blackjack: paid 1 to 1. Dealer 17 stands.
    const result = settle(round);
    expect(result.outcomes).toEqual(['win', 'lose']);
    expect(result.payout).toBe(100);
  });

  it('hides the hole card until the round is finished', () => {
    const round = rigged(10, [10, 9, 6, 8]);
    expect(publicView(round).dealer).toHaveLength(1);
    play(round, 'stand');
    expect(publicView(round).dealer).toHaveLength(2);
    expect(settle(round).outcomes).toEqual(['lose']);
  });

  it('refuses a move that is not open', () => {
    const round = rigged(10, [10, 9, 7, 8]);
    expect(() => play(round, 'split')).toThrow(/not possible/);
  });
});
