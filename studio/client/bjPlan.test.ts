import { describe, expect, it } from 'vitest';
import { cardName, emptyTable, planSteps, shownOf, totalText } from './bjPlan';
import type { BlackjackView, Card } from './types';

const c = (rank: number, suit = 0): Card => ({ rank, suit });
const hand = (cards: Card[], done = false) => ({ cards, stake: 1_000_000, doubled: false, total: 0, done });
const view = (over: Partial<BlackjackView>): BlackjackView => ({
  dealer: [c(10)],
  dealerTotal: 10,
  hands: [hand([c(9), c(7)])],
  active: 0,
  finished: false,
  moves: ['hit', 'stand', 'double'],
  ...over,
});

describe('blackjack deal plans', () => {
  it('deals a fresh round player, dealer, player, hole card', () => {
    const steps = planSteps(emptyTable(), view({}));
    expect(steps.map((s) => s.kind)).toEqual(['player', 'dealer', 'player', 'dealer']);
    expect(steps[3]).toEqual({ kind: 'dealer', index: 1, card: null });
  });

  it('turns the hole card over and deals the dealer out when the round finishes', () => {
    const before = view({});
    const after = view({ finished: true, dealer: [c(10), c(6), c(5)], hands: [hand([c(9), c(7), c(2)], true)], moves: [] });
    const steps = planSteps(shownOf(before), after);
    expect(steps).toEqual([
      { kind: 'player', hand: 0, index: 2, card: c(2) },
      { kind: 'reveal', card: c(6) },
      { kind: 'dealer', index: 2, card: c(5) },
    ]);
  });

  it('splits a pair into two hands and deals each its second card', () => {
    const before = view({ hands: [hand([c(8), c(8, 1)])], moves: ['hit', 'stand', 'double', 'split'] });
    const after = view({ hands: [hand([c(8), c(3)]), hand([c(8, 1), c(11)])], active: 0 });
    const steps = planSteps(shownOf(before), after);
    expect(steps.map((s) => s.kind)).toEqual(['split', 'player', 'player']);
    expect(steps[1]).toEqual({ kind: 'player', hand: 0, index: 1, card: c(3) });
    expect(steps[2]).toEqual({ kind: 'player', hand: 1, index: 1, card: c(11) });
  });

  it('shows a blackjack dealt at once: the hole card dealt face down, then turned', () => {
    const done = view({ finished: true, dealer: [c(10), c(9)], hands: [hand([c(1), c(13)], true)], moves: [] });
    expect(planSteps(emptyTable(), done).map((s) => s.kind)).toEqual(['player', 'dealer', 'player', 'dealer', 'reveal']);
  });

  it('restores a split hand after a reload with every card and the dealer', () => {
    const restored = view({ hands: [hand([c(8), c(3)], true), hand([c(8, 1), c(2)])], active: 1 });
    const steps = planSteps(emptyTable(), restored);
    expect(steps.filter((s) => s.kind === 'player')).toHaveLength(4);
    expect(steps.filter((s) => s.kind === 'dealer')).toHaveLength(2);
    expect(steps.some((s) => s.kind === 'split')).toBe(false);
  });

  it('plans nothing when the table already shows the view', () => {
    const v = view({});
    expect(planSteps(shownOf(v), v)).toEqual([]);
  });
});

describe('blackjack texts', () => {
  it('writes soft totals, blackjacks and hard totals', () => {
    expect(totalText([c(1), c(6)])).toBe('7/17');
    expect(totalText([c(1), c(6)], true, true)).toBe('17');
    expect(totalText([c(1), c(12)])).toBe('BJ');
    expect(totalText([c(1), c(12)], false)).toBe('21');
    expect(totalText([c(10), c(6), c(9)])).toBe('25');
    expect(totalText([c(1), c(5), c(10)])).toBe('16');
    expect(totalText([c(10), null])).toBe('10');
    expect(totalText([])).toBe('');
  });

  it('names cards for screen readers', () => {
    expect(cardName({ rank: 12, suit: 1 })).toBe('Queen of hearts');
    expect(cardName({ rank: 1, suit: 0 })).toBe('Ace of spades');
  });
});
